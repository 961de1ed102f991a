// The review's board sized for its box (popup/review/replayLayout.ts): on a phone (stacked,
// growing down) the four tableau columns, the foundations and the reserve, stock and waste
// fit the width; in the popup (fitted) the side column and the three rows fit the height too,
// the deepest pile included; no card is drawn narrower than its 11 px rank needs.
import { describe, expect, it } from 'vitest';
import { BADGE, CAPTION, GAP, MIN_CARD, PILE_NO, WASTE_EDGE, replayLayout } from '../../popup/review/replayLayout';

const piles = (...depths: number[]) => Array.from({ length: 12 }, (_, i) => depths[i] ?? 1);

describe('the review board on a phone: stacked, inside the width', () => {
  // The review's width less its padding and the board's inset, at 360, 390 and 412 px.
  for (const width of [332, 362, 384]) {
    it(`${width} px`, () => {
      const l = replayLayout(width, undefined, piles(13, 7, 1, 0));
      expect(l.fitted).toBe(false);
      expect(4 * l.columnWidth + 3 * GAP).toBeLessThanOrEqual(width);
      expect(l.tableau.w).toBeLessThanOrEqual(l.columnWidth - 2);
      expect(4 * l.side.w + 3 * GAP).toBeLessThanOrEqual(width);
      expect(3 * l.side.w + 2 * GAP + l.edges * WASTE_EDGE).toBeLessThanOrEqual(width);
      expect(l.side.w).toBeGreaterThanOrEqual(MIN_CARD);
      // Each row as tall as its deepest pile needs: the 13 cards of pile 1 fanned at the roomy step.
      expect(l.rows[0]).toBeGreaterThanOrEqual(PILE_NO + l.tableau.h + 12 * l.steps[0]);
      expect(l.steps[0]).toBeGreaterThanOrEqual(16);
      expect(l.rows[1]).toBeLessThan(l.rows[0]);
    });
  }
});

describe('the review board in the popup: fitted beside the tableau, inside the box', () => {
  for (const [width, height] of [[380, 560], [380, 500]]) {
    for (const deepest of [1, 7, 13, 20]) {
      it(`${width}×${height}, the deepest pile ${deepest} cards`, () => {
        const l = replayLayout(width, height, piles(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, deepest));
        expect(l.fitted).toBe(true);
        const side = 2 * (l.side.h + CAPTION) + 4 * (l.side.h + BADGE) + 5 * GAP;
        expect(side).toBeLessThanOrEqual(height);
        expect(l.sideWidth + 2 * GAP + 4 * l.columnWidth + 3 * GAP).toBeLessThanOrEqual(width);
        expect(l.rows.reduce((a, b) => a + b) + 2 * GAP).toBeLessThanOrEqual(height);
        for (const [i, step] of l.steps.entries()) {
          const n = i === 11 ? deepest : 1;
          expect(PILE_NO + l.tableau.h + step * (n - 1)).toBeLessThanOrEqual(l.rows[2]);
        }
        expect(Math.min(l.side.w, l.tableau.w)).toBeGreaterThanOrEqual(MIN_CARD);
      });
    }
  }
});
