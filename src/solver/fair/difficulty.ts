// A deal's difficulty: the fair player's (calibrated) win chance at the deal
// (docs/fair-play.md, "Difficulty"), in three bands. The bounds are the terciles of that
// chance over the calibration's own deals 2001..3200 (94.8% and 96.7%, rounded to whole
// percents: 27% of those deals easy, 35% medium, 39% hard), so a random deal is about
// equally likely to fall in each band.

export type Band = 'easy' | 'medium' | 'hard';

export const BANDS: readonly Band[] = ['easy', 'medium', 'hard'];

/** Lowest chance of an easy deal, and of a medium one (below it: hard). */
export const EASY_FROM = 0.97;
export const MEDIUM_FROM = 0.95;

/** The band of a deal whose win chance at the deal is `chance`. */
export function bandOf(chance: number): Band {
  if (chance >= EASY_FROM) return 'easy';
  return chance >= MEDIUM_FROM ? 'medium' : 'hard';
}

/** A band's bounds in whole percents, as its label names them: [from] for easy, [from, to] for medium, [under] for hard. */
export function bandBounds(band: Band): number[] {
  const whole = (x: number) => Math.round(100 * x);
  if (band === 'easy') return [whole(EASY_FROM)];
  return band === 'medium' ? [whole(MEDIUM_FROM), whole(EASY_FROM)] : [whole(MEDIUM_FROM)];
}
