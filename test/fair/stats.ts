// Statistics for the fair-play tests, and the small positions they count on.
import { type View, hiddenCount, relRank, unseenCards, viewOf } from '../../src/engine/index';
import { randomLatePosition } from '../support/positions';

/** Upper critical value of chi-square with `df` degrees of freedom at p = 0.001 (Wilson–Hilferty). */
export function chiSquareCritical(df: number): number {
  const z = 3.0902;
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}

/** Pearson's statistic of observed counts against equal expected counts. */
export function chiSquareUniform(counts: readonly number[]): number {
  const total = counts.reduce((s, c) => s + c, 0);
  const expected = total / counts.length;
  return counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
}

/** How many distinct orders a multiset has: n! / (product of each value's copies!). */
export function arrangements(multiset: readonly number[]): number {
  const fact = (k: number): number => (k <= 1 ? 1 : k * fact(k - 1));
  const copies = new Map<number, number>();
  for (const v of multiset) copies.set(v, (copies.get(v) ?? 0) + 1);
  return fact(multiset.length) / [...copies.values()].reduce((p, k) => p * fact(k), 1);
}

/** Late positions (test/support) with three to five face-down cards: small enough to count every arrangement. */
export function smallHiddenViews(count: number): View[] {
  const views: View[] = [];
  for (let seed = 1; views.length < count && seed < 500; seed++) {
    const view = viewOf(randomLatePosition(seed, 9));
    const h = hiddenCount(view);
    if (h >= 3 && h <= 5 && arrangements(unseenCards(view).map((c) => relRank(c, view.base))) >= 3) views.push(view);
  }
  return views;
}
