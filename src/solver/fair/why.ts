// Why the fair player's move: one short reason, as data (the popup words it in the player's
// language, `plot chance` prints it as JSON). Issue 23, "hints that say why".
//
// It reads only what the player can see: the view of the position (viewOf) and the fair
// player's answer, which is itself computed from the view (core.ts). The move is played on
// the view alone (the reserve's top and no stock), and of the result only what was already
// in sight is read: never the reserve's next card, never the stock. So permuting the
// face-down cards cannot change the reason (test/fair/why.test.ts checks it).
//
// The first kind that applies, in this order, is the reason (docs/fair-play.md, "Why this
// move"):
//   safe    the answer's own reason: a foundation play no card left can ever go on;
//   only    the answer's own reason: the only move that changes anything;
//   opens   it completes foundation 1, so the other foundations may start;
//   reserve it plays the reserve's top up: the next reserve card comes into play (or the
//           reserve empties);
//   frees   the card it uncovers (on its tableau pile, or the waste's next card) can go up
//           to a foundation at once;
//   space   it empties a tableau pile;
//   fill    it puts the waste's top into a space;
//   waste   it parks the waste's top on a pile: the waste's next card (seen when it was
//           dealt) comes into play, or the waste empties;
//   builds  it builds a foundation up to the card's rank;
//   deal    a deal that won more of the sampled deals than every move in sight;
//   search  nothing of the above, but the search chose it: the evidence alone.
// A searched move (answer.reason 'search', two candidates or more) carries the evidence
// too: how many of the sampled deals the move won, and the most any other candidate won.
import {
  type Move, type Position, type Rank, type TableauId, type View,
  cardRank, opensFoundations, pileIndex, play, sameMove, sourceCard, viewOf,
} from '../../engine/index';
import type { FairAnswer } from './core';

/** What the search measured: rollouts won after the move, the most won after any other candidate, of `samples`. */
export interface Evidence {
  readonly won: number;
  readonly next: number;
  readonly samples: number;
}

export type WhyKind =
  | { readonly kind: 'safe' }
  | { readonly kind: 'only' }
  | { readonly kind: 'opens' }
  /** `left`: cards still in the reserve after the move (0: it is empty now). */
  | { readonly kind: 'reserve'; readonly left: number }
  /** The uncovered card of rank `rank` goes up next, to foundation `foundation` (1..8). */
  | { readonly kind: 'frees'; readonly rank: Rank; readonly foundation: number }
  /** Tableau pile `pile` (1..12) is empty after the move. */
  | { readonly kind: 'space'; readonly pile: number }
  /** The waste's top, of rank `rank`, goes into the space on tableau pile `pile`. */
  | { readonly kind: 'fill'; readonly rank: Rank; readonly pile: number }
  /** The waste's top goes onto a pile: the waste's next card, of rank `rank`, comes into play (undefined: the waste is empty). */
  | { readonly kind: 'waste'; readonly rank: Rank | undefined }
  /** Foundation `foundation` (1..8) is built up to rank `rank`. */
  | { readonly kind: 'builds'; readonly foundation: number; readonly rank: Rank }
  | { readonly kind: 'deal' }
  | { readonly kind: 'search' };

/** The reason, and for a searched move the evidence of the search. */
export type Why = WhyKind & { readonly evidence?: Evidence };

/** What whyMove reads of the fair player's answer. */
export type WhyAnswer = Pick<FairAnswer, 'best' | 'moves' | 'samples' | 'reason'>;

/** The position the player can see: the reserve's top alone, no stock. Non-deal moves play on it as on the real one. */
function seenPosition(view: View): Position {
  return {
    base: view.base,
    reserve: view.reserveTop === undefined ? [] : [view.reserveTop],
    foundations: view.foundations,
    tableau: view.tableau,
    stock: [],
    waste: view.waste,
  };
}

/** The search's evidence for `best`, when the answer searched between two candidates or more. */
function evidenceFor(answer: WhyAnswer, best: Move): Evidence | undefined {
  if (answer.reason !== 'search' || answer.moves.length < 2 || answer.samples <= 0) return undefined;
  const i = answer.moves.findIndex((m) => sameMove(m.move, best));
  if (i < 0) return undefined;
  const next = Math.max(...answer.moves.filter((_, j) => j !== i).map((m) => m.wins));
  return { won: answer.moves[i].wins, next, samples: answer.samples };
}

/** The foundation (1..8) that holds one card more in `after` than in `before`, or 0. */
const grown = (before: Position, after: Position): number =>
  before.foundations.findIndex((f, i) => f.length !== after.foundations[i].length) + 1;

/** What the move does that the player can check, read from the view alone; undefined when nothing of note. */
function whatItDoes(view: View, move: Move): WhyKind | undefined {
  if (move.kind === 'deal') return undefined;
  const before = seenPosition(view);
  const card = sourceCard(before, move.from);
  const after = play(before, move);
  if (card === undefined || !after.ok) return undefined;
  const next = after.value;
  if (opensFoundations(before, next)) return { kind: 'opens' };
  if (move.from === 'r') return { kind: 'reserve', left: view.reserveHidden };
  // The card uncovered: the next one down its tableau pile, or the waste's next card.
  const uncovered = sourceCard(next, move.from);
  const up = play(next, { kind: 'play', from: move.from, to: 'f' });
  if (uncovered !== undefined && up.ok) return { kind: 'frees', rank: cardRank(uncovered), foundation: grown(next, up.value) };
  if (move.from !== 'w' && uncovered === undefined) return { kind: 'space', pile: Number(move.from.slice(1)) };
  if (move.to.startsWith('t')) {
    const i = pileIndex(move.to as TableauId);
    if (move.from === 'w' && view.tableau[i].length === 0) return { kind: 'fill', rank: cardRank(card), pile: i + 1 };
    if (move.from === 'w') return { kind: 'waste', rank: uncovered === undefined ? undefined : cardRank(uncovered) };
    return undefined;
  }
  // A foundation play: the one the card landed on.
  return { kind: 'builds', foundation: grown(before, next), rank: cardRank(card) };
}

/**
 * Why the fair player's answer recommends its move, from what the player can see of `pos`
 * (its view: never the face-down cards). Undefined when there is no move, or nothing to say.
 */
export function whyMove(pos: Position, answer: WhyAnswer): Why | undefined {
  const best = answer.best;
  if (best === undefined || answer.reason === 'none') return undefined;
  if (answer.reason === 'safe') return { kind: 'safe' };
  if (answer.reason === 'only') return { kind: 'only' };
  const evidence = evidenceFor(answer, best);
  const does = whatItDoes(viewOf(pos), best);
  if (does !== undefined) return evidence ? { ...does, evidence } : does;
  if (evidence === undefined) return undefined;
  if (best.kind === 'deal' && evidence.won > evidence.next) return { kind: 'deal', evidence };
  return { kind: 'search', evidence };
}
