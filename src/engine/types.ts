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

export type Move =
  | { readonly kind: 'deal' }
  | { readonly kind: 'play'; readonly from: SourceId; readonly to: DestId };

/** Errors carry a message for people and, for text input, which token was wrong. */
export interface PlotError {
  readonly message: string;
  /** The offending token, for parse errors. */
  readonly token?: string;
  /** 0-based index of the offending token or move, when there is one. */
  readonly index?: number;
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
 * card). Build one with `dealPosition` or validate one with `positionFromSetup`.
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
