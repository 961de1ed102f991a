// A deal's difficulty: the fair player's win chance at the deal (docs/fair-play.md,
// "Difficulty"), in three bands. The bounds are the terciles of that chance over deals
// 1..1000 (median 88%), so a random deal is about equally likely to fall in each band.

export type Band = 'easy' | 'medium' | 'hard';

export const BANDS: readonly Band[] = ['easy', 'medium', 'hard'];

/** Lowest chance of an easy deal, and of a medium one (below it: hard). */
export const EASY_FROM = 0.9;
export const MEDIUM_FROM = 0.85;

/** The band of a deal whose win chance at the deal is `chance`. */
export function bandOf(chance: number): Band {
  if (chance >= EASY_FROM) return 'easy';
  return chance >= MEDIUM_FROM ? 'medium' : 'hard';
}
