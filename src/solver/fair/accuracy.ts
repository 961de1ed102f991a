// A finished game's accuracy: how often the player's own decisions were as good as the fair
// player's best, read from the fair player's answers at the positions where the player chose
// (docs/fair-play.md, "Accuracy", has the definition; this module is its one reading).
// Pure apart from the fair player it is given: the worker (worker/host.ts) and `plot
// accuracy` both rate through `rateDecision`, so the popup and the CLI agree by construction.
import { type Card, type Move, type Position, dealPosition, moveToString, play, viewKey, viewOf } from '../../engine/index';
import { type FairAnswer, type FairCore, type FairOptions, fairDecide } from './core';

/**
 * A decision within this much of the fair best move's chance counts as on the mark. It is
 * the review's MIN_COST (popup/fair/chanceLine.ts; a test checks they agree): the moves the
 * review names a better move for are exactly the misses.
 */
export const ACCURACY_MARGIN = 0.02;

/**
 * What one of the player's decisions was, for the accuracy: `forced` (no choice the fair
 * player weighs: an only move, or a safe foundation play it takes without search), `unrated`
 * (a move the fair player does not weigh: a pile shuffle), or rated with its regret.
 */
export type Rating =
  | { readonly kind: 'forced' }
  | { readonly kind: 'unrated' }
  | { readonly kind: 'rated'; readonly regret: number };

export interface Accuracy {
  /** 0..100, whole; undefined when no decision was rated. */
  readonly accuracy: number | undefined;
  /** Decisions rated, and of them within ACCURACY_MARGIN of the best. */
  readonly rated: number;
  readonly onMark: number;
}

const thousandths = (x: number): number => Math.round(x * 1000) / 1000;

/**
 * The rating of `played` from `pos`, by the fair answer there. A candidate counts as the
 * played move when it leads to the same view (the fair player keeps one move per distinct
 * result), as the review's regret does (chanceLine.ts regretOf). Chances are compared to the
 * thousandth, as the review saves them.
 */
export function ratingOf(pos: Position, answer: Pick<FairAnswer, 'moves' | 'reason'>, played: Move): Rating {
  if (answer.reason !== 'search' || answer.moves.length < 2) return { kind: 'forced' };
  const after = (m: Move) => {
    const next = play(pos, m);
    return next.ok ? viewKey(viewOf(next.value)) : undefined;
  };
  const target = after(played);
  const same = answer.moves.find((c) => moveToString(c.move) === moveToString(played) || (target !== undefined && after(c.move) === target));
  if (!same) return { kind: 'unrated' };
  return { kind: 'rated', regret: Math.max(0, thousandths(answer.moves[0].chance) - thousandths(same.chance)) };
}

/** The accuracy of a game's ratings: 100 × on the mark ÷ rated, rounded to a whole number. */
export function accuracyOf(ratings: readonly Rating[]): Accuracy {
  let rated = 0;
  let onMark = 0;
  for (const r of ratings) {
    if (r.kind !== 'rated') continue;
    rated++;
    if (r.regret < ACCURACY_MARGIN - 1e-9) onMark++;
  }
  return { accuracy: rated === 0 ? undefined : Math.round((100 * onMark) / rated), rated, onMark };
}

/** The fair player's rating of `played` from `pos` (the search `plot chance` makes there). */
export function rateDecision(core: FairCore, pos: Position, played: Move, options: FairOptions = {}): Rating {
  return ratingOf(pos, fairDecide(core, viewOf(pos), options), played);
}

/**
 * The player's decisions of a game: each position and the move made there, leaving out the
 * moves in `chores` (indices into `moves`: what auto-play, a stock run's later cards or a
 * Finish played as part of the gesture before, lineNotes.ts `joined`). Throws on an illegal move.
 */
export function* decisions(deal: readonly Card[], moves: readonly Move[], chores: ReadonlySet<number> = new Set()): Generator<{ pos: Position; move: Move }> {
  let pos = dealPosition(deal);
  for (const [i, move] of moves.entries()) {
    if (!chores.has(i)) yield { pos, move };
    const next = play(pos, move);
    if (!next.ok) throw new Error(`move ${i + 1}: ${next.error.message}`);
    pos = next.value;
  }
}

/** A whole game rated in one go (the CLI; the worker rates decision by decision, yielding between). */
export function rateGame(core: FairCore, deal: readonly Card[], moves: readonly Move[], chores?: ReadonlySet<number>, options: FairOptions = {}): Accuracy {
  const ratings: Rating[] = [];
  for (const { pos, move } of decisions(deal, moves, chores)) ratings.push(rateDecision(core, pos, move, options));
  return accuracyOf(ratings);
}
