// What the popup's fair hint and meter must show, worked out in Node by the same fair
// player `plot chance` runs (src/solver/fair/core.ts at its default settings).
import { type Game, type Move, type PileId, dealFromNumber, newGame, playMove, replay, status, viewOf } from '../../src/engine/index';
import { fairAlert } from '../../src/solver/fair/alert';
import { fairJudge } from '../../src/solver/fair/judge';
import { type FairCore, BASELINE_POLICY, fairDecide } from '../../src/solver/fair/core';
import { loadFair, loadSolver } from '../../src/solver/node';
import { playGame } from '../../src/solver/fair/play';
import { solveGame } from '../../src/solver/search/solve';
import { bandOf } from '../../src/solver/fair/difficulty';
import { percent } from '../../popup/fair/fairViews';
import { landingPile } from '../../popup/input/moves';
import { describeMove } from '../../popup/input/moveWords';
import { whyText } from '../../popup/advice/solverViews';
import { t } from '../../popup/platform/i18n';
import type { Position } from '../../src/engine/index';
import { type Why, whyMove } from '../../src/solver/fair/why';

export interface FairExpected {
  best: Move | undefined;
  /** Why the move, as the hint says it after the move (src/solver/fair/why.ts). */
  why: Why | undefined;
  /** The chance as the popup words it ("about 87%"). */
  percent: number;
  band: string;
  /** The piles the hint highlights. */
  from: PileId | undefined;
  to: PileId | undefined;
}

/**
 * The hint's sentence for `fair` in `position`, in the current message source's language:
 * worked out from the popup's wording pieces, not by the popup's own fairHintView, which
 * the browser tests check against it.
 */
export function expectedHintText(position: Position, fair: FairExpected): string {
  const m = fair.best!;
  const words = m.kind === 'deal' ? t('hintDeal') : describeMove(position, m);
  const why = whyText(fair.why);
  return why ? t('hintFairWhy', words, why, fair.percent) : t('hintFair', words, fair.percent);
}

/** The fair player's answer for deal `n` after `moves`. */
export async function fairExpected(n: number, moves: readonly Move[] = []): Promise<FairExpected> {
  const deal = dealFromNumber(n);
  if (!deal.ok) throw new Error(deal.error.message);
  const pos = replay(deal.value, moves);
  if (!pos.ok) throw new Error(pos.error.message);
  const a = fairDecide(await loadFair(), viewOf(pos.value), { scoreForced: true });
  const best = a.best;
  return {
    best,
    why: whyMove(pos.value, a),
    percent: percent(a.chance ?? 0),
    band: bandOf(a.chance ?? 0),
    from: best === undefined ? undefined : best.kind === 'deal' ? 's' : best.from,
    to: best === undefined ? undefined : landingPile(pos.value, best),
  };
}

/** The settings a new player has (the warning on, fair; auto-play on), but animations, off to keep the tests quick. */
export const NEW_PLAYER_SETTINGS = { autoPlay: true, blunderCheck: true, blunderPeek: false, hintsPeek: false, animations: false };

/** The greedy baseline's game of deal `n` after `moves` moves (the baseline's blunders make the fair warning's cases). */
export function greedyGame(fair: FairCore, n: number, moves: number): Game {
  const d = dealFromNumber(n);
  if (!d.ok) throw new Error(d.error.message);
  let game = newGame(d.value, n);
  for (let i = 0; i < moves; i++) {
    const next = playMove(game, fair.policyMove(viewOf(game.position), BASELINE_POLICY)!);
    if (!next.ok) throw new Error(next.error.message);
    game = next.value;
  }
  return game;
}

/** A deal the fair player loses though it is winnable, from some moves before the move that lost it. */
export interface FairLoss {
  n: number;
  /** The fair player's game, `before` moves ahead of its losing move. */
  start: Game;
  /** The last prefix of `moves` (a game of deal `n`) that the full-deal solver proves winnable. */
  lastWinnable(moves: readonly Move[]): number;
}

/** The first of deals 16, 24 and 144 the fair player loses, all winnable (docs/fair-play.md, "Where the fair player loses"). */
export async function fairLoss(fair: FairCore, before = 6): Promise<FairLoss> {
  const solver = await loadSolver(16 << 20);
  for (const n of [16, 24, 144]) {
    const d = dealFromNumber(n);
    if (!d.ok) throw new Error(d.error.message);
    const game = playGame(fair, d.value, 'fair');
    if (game.won) continue;
    const verdict = (moves: readonly Move[]) => solveGame(solver, d.value, moves, { maxNodes: 2_000_000 }).verdict;
    // A lost position stays lost: a binary search.
    const lastWinnable = (moves: readonly Move[]): number => {
      if (verdict(moves) === 'win') return moves.length;
      if (verdict([]) !== 'win') throw new Error(`deal ${n} is not proved winnable`);
      let [lo, hi] = [0, moves.length];
      while (hi - lo > 1) {
        const mid = (lo + hi) >> 1;
        const v = verdict(moves.slice(0, mid));
        if (v === 'unknown') throw new Error(`deal ${n}: no proof after ${mid} moves`);
        if (v === 'win') lo = mid;
        else hi = mid;
      }
      return lo;
    };
    let start = newGame(d.value, n);
    for (const m of game.moves.slice(0, Math.max(0, lastWinnable(game.moves) - before))) {
      const next = playMove(start, m);
      if (!next.ok) throw new Error(next.error.message);
      start = next.value;
    }
    return { n, start, lastWinnable };
  }
  throw new Error('the fair player won every candidate deal');
}

/**
 * A greedy game that ends blocked, just before the last of its moves the fair alert calls out
 * (within its last 40 moves), found in Node as the popup judges: the first of deals 23, 39,
 * 52, 53… that has one.
 */
export function beforeLastBlunder(fair: FairCore): Game {
  for (const n of [23, 39, 52, ...Array.from({ length: 60 }, (_, i) => 53 + i)]) {
    const d = dealFromNumber(n);
    if (!d.ok) continue;
    const game = playGame(fair, d.value, 'greedy');
    if (status(game.final) !== 'blocked') continue;
    for (let k = game.moves.length - 1; k >= game.moves.length - 40; k--) {
      const at = greedyGame(fair, n, k);
      if (fairAlert(at.position, fairJudge(fair, viewOf(at.position), game.moves[k]), game.moves[k])) return at;
    }
  }
  throw new Error('no greedy game ends blocked after a clear blunder');
}
