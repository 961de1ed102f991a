// The blunder check, built on what the solver has proved (verdicts.ts). Pure: the solver is
// passed in as `ask`, so the tests script it. Run only after a move, so it comes with the
// on-demand chunk (advice/asking.ts).
import type { Game, Move } from '../../src/engine/index';
import type { SolverAnswer } from './solverClient';
import type { VerdictCache } from './verdicts';
import { sameMove } from '../../src/engine/index';

export type Ask = (game: Game) => Promise<SolverAnswer>;

/**
 * When `move` (with its auto-plays, `before` → `after`) turned a won position into a lost
 * one, both proved: the winning line it left (from `before`), to say what was lost;
 * otherwise undefined. Following the known winning line needs no question, and already
 * lost positions have nothing to warn about.
 */
export async function isBlunder(cache: VerdictCache, before: Game, after: Game, move: Move, ask: Ask): Promise<readonly Move[] | undefined> {
  const known = cache.get(before.moves);
  if (known?.verdict === 'loss') return undefined;
  if (known?.verdict === 'win' && known.line.length > 0 && sameMove(known.line[0], move)) {
    // Still winnable; the rest of the line proves it when no auto-play came in between.
    if (after.moves.length === before.moves.length + 1) cache.remember(after.moves, { verdict: 'win', line: known.line.slice(1), nodes: 0, ms: 0 });
    return undefined;
  }
  const afterAnswer = await ask(after);
  if (afterAnswer.verdict === 'cancelled' || afterAnswer.verdict === 'error') return undefined;
  cache.remember(after.moves, afterAnswer);
  if (afterAnswer.verdict !== 'loss') return undefined;
  let prev: SolverAnswer | undefined = cache.get(before.moves);
  if (!prev) {
    prev = await ask(before);
    if (prev.verdict === 'cancelled') return undefined;
    cache.remember(before.moves, prev);
  }
  return prev.verdict === 'win' ? prev.line : undefined;
}
