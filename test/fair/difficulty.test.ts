// The shown percent and the difficulty band (src/solver/fair/difficulty.ts,
// popup/fair/fairViews.ts): one rounding, so the badge never disagrees with the number
// beside it, and every shown percent falls in exactly one band's label.
import { describe, expect, it } from 'vitest';
import { type Band, bandOf, bandOfPercent, percent } from '../../src/solver/fair/difficulty';
import { BANDS, bandBounds } from '../../src/solver/fair/bandLabels';
import { bandView, percent as shownPercent } from '../../popup/fair/fairViews';

/** Whether whole percent p lies in the range `band`'s label names. */
function inLabel(band: Band, p: number): boolean {
  const [a, b] = bandBounds(band);
  if (band === 'easy') return p >= a;
  return band === 'medium' ? p >= a && p <= b : p < a;
}

describe('the shown percent and the band', () => {
  it('the popup shows the percent of the definition, and the band that percent names (golden values, by hand)', () => {
    // docs/fair-play.md, "Rounding": the nearest whole percent, but never 100 below a chance
    // of 1 nor 0 above 0; 95% is medium, 97% easy, under 95% hard.
    const golden: [chance: number, shown: number, band: Band][] = [
      [0, 0, 'hard'], [0.001, 1, 'hard'], [0.0049, 1, 'hard'], [0.0151, 2, 'hard'], [0.5, 50, 'hard'],
      [0.9449, 94, 'hard'], [0.9451, 95, 'medium'], [0.9649, 96, 'medium'], [0.9651, 97, 'easy'],
      [0.9949, 99, 'easy'], [0.9951, 99, 'easy'], [0.99999, 99, 'easy'], [1, 100, 'easy'],
    ];
    for (const [chance, shown, band] of golden) {
      expect(shownPercent(chance), `${chance}`).toBe(shown);
      expect(bandOf(chance), `${chance}`).toBe(band);
      const view = bandView(chance);
      expect(view.band, `${chance}`).toBe(band);
      expect(view.title, `${chance}`).toContain(` ${shown}%`);
    }
  });

  it('every whole percent belongs to exactly one band label, and that band is bandOfPercent', () => {
    for (let p = 0; p <= 100; p++) {
      const labels = BANDS.filter((band) => inLabel(band, p));
      expect(labels, `${p}%`).toEqual([bandOfPercent(p)]);
    }
  });

  it('around every band edge, each chance gets the band its shown percent names (steps of 0.0001)', () => {
    const edges = [...new Set(BANDS.flatMap(bandBounds))];
    let checked = 0;
    for (const edge of edges) {
      for (let k = -150; k <= 150; k++) {
        const chance = (edge * 100 + k) / 10_000;
        const band = bandOf(chance);
        expect(inLabel(band, percent(chance)), `${chance} shows ${percent(chance)}% but is ${band}`).toBe(true);
        const view = bandView(chance);
        expect(view.band).toBe(band);
        expect(view.title).toContain(`${percent(chance)}%`);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(600);
  });

  it('at the edges: a chance shown as 95% is medium, 97% easy', () => {
    expect([0.9450, 0.96, 0.9649].map(bandOf)).toEqual(['medium', 'medium', 'medium']);
    expect([0.9449, 0.9].map(bandOf)).toEqual(['hard', 'hard']);
    expect([0.9650, 0.9696, 0.98].map(bandOf)).toEqual(['easy', 'easy', 'easy']);
    expect(bandOf(0.9649)).toBe('medium');
  });

  it('never shows 100% short of a certain win, nor 0% above nothing', () => {
    expect(percent(0.996)).toBe(99);
    expect(percent(1)).toBe(100);
    expect(percent(0.004)).toBe(1);
    expect(percent(0)).toBe(0);
  });
});
