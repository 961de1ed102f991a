// Shared vocabulary of the game. Every other module speaks in these terms.

/** Ranks 1..13: Ace = 1, Jack = 11, Queen = 12, King = 13. */
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;

export type Suit = 'C' | 'D' | 'H' | 'S';

export const SUITS: readonly Suit[] = ['C', 'D', 'H', 'S'];

/**
 * A card as a small integer, suit * 13 + (rank - 1), 0..51. The two copies of a card
 * in the double pack are the same value: the rules never tell them apart, and integers
 * keep positions cheap to copy and compare.
 */
export type Card = number;

/** Relative rank (rank - base) mod 13: 0 for the base rank, 12 for the rank below it. */
export type RelRank = number;

export const TABLEAU_PILES = 12;
export const FOUNDATIONS = 8;
export const RESERVE_SIZE = 13;
export const STOCK_SIZE = 78;
export const DECK_SIZE = 104;
export const FOUNDATION_FULL = 13;

/** `t1`..`t12`, numbered row by row. */
export type TableauId = `t${number}`;
/** `f1`..`f8`; `f1` is the one started by the dealt card. */
export type FoundationId = `f${number}`;
/** Where a played card comes from: waste, reserve or a tableau pile. */
export type SourceId = 'w' | 'r' | TableauId;
/** Where it goes: `f` is the lowest-numbered foundation that accepts the card. */
export type DestId = 'f' | FoundationId | TableauId;
/** Any place a card can lie. */
export type PileId = SourceId | FoundationId | 's';

/** The 0-based index of a numbered pile: `t3` is tableau[2], `f1` foundations[0]. */
export const pileIndex = (id: TableauId | FoundationId): number => Number(id.slice(1)) - 1;

export type Move =
  | { readonly kind: 'deal' }
  | { readonly kind: 'play'; readonly from: SourceId; readonly to: DestId };

/** Why a move is illegal, one code per rule it breaks (`describeRefusal` words it). */
export type RefusalCode =
  | 'stock-empty' // deal: the stock is empty (there is no redeal)
  | 'source-empty' // `pile` (w, r or a tableau pile) has no card to play
  | 'foundation-complete' // foundation `pile` already holds 13 cards
  | 'foundation-closed' // foundation `pile` is empty and f1 is incomplete (the restriction)
  | 'foundation-needs-base' // foundation `pile` is empty: only the base rank `wanted` starts it
  | 'foundation-wrong-rank' // foundation `pile` needs rank `wanted`, not `card`
  | 'no-foundation' // `f`: no foundation takes `card` now
  | 'no-foundation-restricted' // `f`: base-rank `card` cannot start a foundation while f1 is incomplete
  | 'reserve-to-tableau' // the reserve plays only to the foundations
  | 'same-pile' // `card` is already on tableau pile `pile`
  | 'space-from-tableau' // space `pile` is filled only from the waste
  | 'space-needs-base' // while f1 is incomplete only the base rank `wanted` fills space `pile`
  | 'onto-base' // nothing is built on base-rank `target`, the top of `pile`
  | 'base-onto-card' // base-rank `card` is never built on another card (`target` on `pile`)
  | 'wrong-rank'; // `card` cannot go on `target` (top of `pile`): piles build down one rank at a time

export const REFUSAL_CODES: readonly RefusalCode[] = [
  'stock-empty', 'source-empty', 'foundation-complete', 'foundation-closed', 'foundation-needs-base',
  'foundation-wrong-rank', 'no-foundation', 'no-foundation-restricted', 'reserve-to-tableau', 'same-pile',
  'space-from-tableau', 'space-needs-base', 'onto-base', 'base-onto-card', 'wrong-rank',
];

/**
 * A refusal in machine-readable form, for callers that word it themselves (the popup
 * translates it). `card` is the card played, `target` the card it would land on, `pile`
 * the pile concerned (the destination, or the empty source), `wanted` the rank needed.
 */
export interface Refusal {
  readonly code: RefusalCode;
  readonly card?: Card;
  readonly target?: Card;
  readonly pile?: PileId;
  readonly wanted?: Rank;
}

/** Errors carry a message for people and, for text input, which token was wrong. */
export interface PlotError {
  readonly message: string;
  /** The offending token, for parse errors. */
  readonly token?: string;
  /** 0-based index of the offending token or move, when there is one. */
  readonly index?: number;
  /** Why a move is illegal, when the error is an illegal move (`play`, `replay`). */
  readonly refusal?: Refusal;
}

export type Result<T, E = PlotError> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = (message: string, extra: Omit<PlotError, 'message'> = {}): Result<never> => ({
  ok: false,
  error: { message, ...extra },
});

/**
 * A position: plain data, every pile listed bottom to top (the last element is the top
 * card). Build one with `dealPosition` (tests validate hand-made ones: test/support/validPosition.ts).
 */
export interface Position {
  /** Rank of the first foundation card. */
  readonly base: Rank;
  readonly reserve: readonly Card[];
  /** Eight foundations; index 0 is `f1`. */
  readonly foundations: readonly (readonly Card[])[];
  /** Twelve piles; index 0 is `t1`. */
  readonly tableau: readonly (readonly Card[])[];
  /** Face down; the last element is the next card dealt. */
  readonly stock: readonly Card[];
  readonly waste: readonly Card[];
}

export type Status = 'playing' | 'won' | 'blocked';
