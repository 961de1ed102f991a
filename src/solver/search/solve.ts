// What the solver answers, checked: every win line is replayed through the engine before
// it is reported, and a line that does not replay to a won game becomes an error answer
// (a solver bug), never a win. Also the hint: a move and the reason for it.
import { type Card, type Move, type Position, legalMoves, moveToString, play, replay, status } from '../../engine/index';
import { type CheckedAnswer, type Hint, type RelaxBound, type SearchAnswer, type SolverAnswer, errorAnswer } from './answer';
import type { SolverCore } from './core';
import type { SearchOptions } from './search';

/** Plays `line` from `pos`; true when every move is legal and the game ends won. */
export function lineWins(pos: Position, line: readonly Move[]): boolean {
  let p = pos;
  for (const m of line) {
    const next = play(p, m);
    if (!next.ok) return false;
    p = next.value;
  }
  return status(p) === 'won';
}

/** Turns a raw search answer into a checked one: a win must replay from `pos` (or from `deal` through `moves`). */
export function checkAnswer(pos: Position, a: SearchAnswer, deal?: readonly Card[], moves?: readonly Move[]): CheckedAnswer {
  if (a.verdict !== 'win') return a;
  let good: boolean;
  if (deal && moves) {
    const r = replay(deal, [...moves, ...a.line]);
    good = r.ok && status(r.value) === 'won';
  } else {
    good = lineWins(pos, a.line);
  }
  if (good) return a;
  return errorAnswer(`solver bug: its win line does not replay through the engine (${a.line.map(moveToString).join(' ')})`, a.nodes, a.ms);
}

const alreadyWon: CheckedAnswer = { verdict: 'win', line: [], nodes: 0, ms: 0 };

/** Solves a position synchronously, win lines checked. */
export function solvePosition(core: SolverCore, pos: Position, options: SearchOptions = {}): CheckedAnswer {
  if (status(pos) === 'won') return alreadyWon;
  return checkAnswer(pos, core.solveSync(pos, options));
}

/** Solves deal + moves synchronously; the win line is replayed from the deal through the engine. */
export function solveGame(core: SolverCore, deal: readonly Card[], moves: readonly Move[], options: SearchOptions = {}): CheckedAnswer {
  const start = replay(deal, moves);
  // replay names the move itself: "move 1 (t1>t2) is illegal: ..."
  if (!start.ok) return errorAnswer(start.error.message);
  const pos = start.value;
  if (status(pos) === 'won') return alreadyWon;
  return checkAnswer(pos, core.solveSync(pos, options), deal, moves);
}

/** How a loss was proven (docs/solver.md): a bound on the position itself, or a search that exhausted its graph. */
export type LossProof = RelaxBound | 'reserve bound' | 'restriction bound' | 'exhausted search';

/**
 * The proof behind a loss the core answered for `pos`: the bound it names, if any (checked
 * outside the module); else 1 node, a bound that cut the root (asked of the module again);
 * more, the search exhausted its graph (bounds may have cut nodes inside). Loads `pos`.
 */
export function lossProof(core: SolverCore, pos: Position, a: Extract<SolverAnswer, { verdict: 'loss' }>): LossProof {
  if (a.bound) return a.bound;
  if (a.nodes > 1) return 'exhausted search';
  core.load(pos);
  if (core.x.reserveBoundHolds() === 0) return 'reserve bound';
  if (core.x.restrictionBoundHolds() === 0) return 'restriction bound';
  return 'exhausted search'; // a root with no legal move
}

/**
 * The hint that follows from a (checked) answer for `pos`: the first move of a win; when
 * undecided or on error, the move the search would try first (asked of the module, whose
 * move ordering is the only one); when lost, the move after which the most moves are legal
 * (ties: the search's order). Loads `pos` into `core`.
 */
export function hintFromAnswer(core: SolverCore, pos: Position, a: SolverAnswer): Hint {
  if (status(pos) === 'won') return { move: null, reason: 'the game is won' };
  if (legalMoves(pos).length === 0) return { move: null, reason: 'no legal move: the game is blocked (lost)' };
  if (a.verdict === 'win' && a.line.length > 0) return { move: a.line[0], reason: `wins: first move of a winning line of ${a.line.length} moves` };
  const ordered = core.orderedMoves(pos);
  if (a.verdict === 'error') return { move: ordered[0], reason: `${a.message}; heuristic move instead` };
  if (a.verdict !== 'loss') {
    return { move: ordered[0], reason: 'undecided within the budget; heuristic choice (safe and foundation plays first, then waste to tableau, then deal)' };
  }
  let best = ordered[0];
  let bestCount = -1;
  for (const m of ordered) {
    const next = play(pos, m);
    if (!next.ok) continue;
    const count = legalMoves(next.value).length;
    if (count > bestCount) {
      bestCount = count;
      best = m;
    }
  }
  return { move: best, reason: `lost: no sequence of moves wins from here; ${moveToString(best)} keeps the most options (${bestCount} moves after it)` };
}
