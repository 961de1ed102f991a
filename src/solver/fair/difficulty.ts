// A deal's difficulty: the fair player's (calibrated) win chance at the deal
// (docs/fair-play.md, "Difficulty"), in three bands, bounded on the calibration's own deals
// 2001..3200. The chance at the deal, shown as a whole percent, takes few values there (15%
// of the deals at 93% or less, 14% at 94%, 40% at 96%, 20% at 97%, 11% at 99%, with the map
// refitted for the player without the margin), so no bounds make thirds: these are the
// closest (29% of those deals hard, 40% medium, 31% easy).
//
// A chance is shown as a whole percent, and the band is decided from that same whole
// percent (`percent`, then `bandOfPercent`): the badge can never say "Hard (under 95%)"
// beside a meter reading 95%.

export type Band = 'easy' | 'medium' | 'hard';

/** Lowest shown percent of an easy deal, and of a medium one (below it: hard). */
export const EASY_FROM_PERCENT = 97;
export const MEDIUM_FROM_PERCENT = 95;

/**
 * A chance as the whole percent Plot shows: the one rounding of the meter, the hint and
 * the bands. Never 100 for a chance below 1, nor 0 for one above 0.
 */
export function percent(chance: number): number {
  const p = Math.round(chance * 100);
  if (p === 100 && chance < 1) return 99;
  if (p === 0 && chance > 0) return 1;
  return p;
}

/** The band of a shown (whole) percent. */
export function bandOfPercent(p: number): Band {
  if (p >= EASY_FROM_PERCENT) return 'easy';
  return p >= MEDIUM_FROM_PERCENT ? 'medium' : 'hard';
}

/** The band of a deal whose win chance at the deal is `chance`: the band of its shown percent. */
export function bandOf(chance: number): Band {
  return bandOfPercent(percent(chance));
}
