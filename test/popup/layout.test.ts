import { describe, expect, it } from 'vitest';
import {
  CARD_HEIGHT, CARD_WIDTH, GUTTER, MAX_CARD_SCALE, MESSAGE_RESERVE, MIN_FAN, MIN_NARROW_SCALE, MIN_READABLE_FAN, NARROW_GAP, NARROWEST_WINDOW,
  POPUP_FOUNDATIONS, POPUP_FOUNDATION_SCALE, POPUP_HEIGHT, POPUP_TABLEAU_HEIGHT, POPUP_WIDTH, SIDEBAR_WIDTH, TABLEAU_COLUMNS,
  TABLEAU_ROWS, TABLE_WIDTH, WASTE_EDGES, WASTE_EDGE_STEP, WORST_PILE, fanStep, narrowFoundationScale, narrowStockScale,
  narrowTableau, pileHeight, popupTableau, tableauGeometry, wasteEdges,
} from '../../popup/table/layout';
import { formatTime } from '../../popup/table/names';
import { zoomFor } from '../../popup/table/useZoom';

const piles = (upTo: number) => Array.from({ length: upTo + 1 }, (_, n) => n);

describe('the popup (800×600, nothing scrolls)', () => {
  it('eight foundations across the table, then the tableau, fill the table and no more', () => {
    expect(8 * CARD_WIDTH * POPUP_FOUNDATION_SCALE + 9 * GUTTER).toBeLessThanOrEqual(TABLE_WIDTH);
    expect(GUTTER + POPUP_FOUNDATIONS + POPUP_TABLEAU_HEIGHT).toBe(POPUP_HEIGHT);
    for (const deepest of piles(WORST_PILE)) {
      const g = popupTableau(deepest);
      expect(SIDEBAR_WIDTH + TABLEAU_COLUMNS * g.columnWidth + (TABLEAU_COLUMNS + 1) * GUTTER).toBeLessThanOrEqual(POPUP_WIDTH);
      expect(TABLEAU_ROWS * g.rowHeight + (TABLEAU_ROWS + 1) * GUTTER).toBeLessThanOrEqual(POPUP_TABLEAU_HEIGHT);
    }
  });

  it('a pile of twelve cards fits its row with every rank still readable, at 58×74 at least', () => {
    const g = popupTableau(WORST_PILE);
    expect(g.scale).toBe(1);
    expect(pileHeight(WORST_PILE, g.rowHeight, g.scale)).toBeLessThanOrEqual(g.rowHeight);
    expect(fanStep(WORST_PILE, g.rowHeight, g.scale)).toBeGreaterThanOrEqual(MIN_READABLE_FAN);
  });

  it('cards grow as piles shorten, never past the column or 1.6×; small piles use the roomy fan', () => {
    expect(popupTableau(1).scale).toBe(1.2); // the column's (76 − 4) / 58 ≈ 1.24
    for (const deepest of piles(WORST_PILE)) {
      const g = popupTableau(deepest);
      if (deepest > 1) expect(g.scale).toBeLessThanOrEqual(popupTableau(deepest - 1).scale);
      expect(CARD_WIDTH * g.scale).toBeLessThanOrEqual(g.columnWidth - 4);
      expect(g.scale).toBeLessThanOrEqual(MAX_CARD_SCALE);
      for (let n = 0; n <= deepest; n++) expect(pileHeight(n, g.rowHeight, g.scale)).toBeLessThanOrEqual(g.rowHeight);
      if (deepest > 1) expect(fanStep(deepest, g.rowHeight, g.scale)).toBeGreaterThanOrEqual(MIN_READABLE_FAN * g.scale);
    }
    expect(fanStep(1, 200)).toBe(0);
    expect(fanStep(3, 400)).toBe(22);
    expect(tableauGeometry(2000, 2000, 1).scale).toBe(MAX_CARD_SCALE);
  });

  it('a deep waste shows a bounded number of covered edges, inside the sidebar', () => {
    expect(wasteEdges(0)).toBe(0);
    expect(wasteEdges(1)).toBe(0);
    expect(wasteEdges(3)).toBe(2);
    expect(wasteEdges(78)).toBe(WASTE_EDGES);
    expect(CARD_WIDTH + WASTE_EDGES * WASTE_EDGE_STEP + 2 * CARD_WIDTH + 24).toBeLessThanOrEqual(SIDEBAR_WIDTH - 16);
  });
});

describe('a narrow page (a phone in portrait, a narrow window)', () => {
  it('six columns and eight foundations inside every width from 360 px to the popup, cards inside their columns', () => {
    for (let width = NARROWEST_WINDOW; width < POPUP_WIDTH; width++) {
      const fs = narrowFoundationScale(width);
      expect(8 * CARD_WIDTH * fs + 9 * NARROW_GAP, `foundations at ${width}`).toBeLessThanOrEqual(width);
      expect(CARD_WIDTH * fs, `foundation card at ${width}`).toBeGreaterThanOrEqual(40);
      const rsw = CARD_WIDTH * narrowStockScale(width);
      expect(Math.max(rsw, 62) * 2 + rsw + WASTE_EDGES * WASTE_EDGE_STEP + 2 * 10 + 2 * NARROW_GAP, `reserve, stock, waste at ${width}`).toBeLessThanOrEqual(width);
      for (const deepest of [1, 6, WORST_PILE]) {
        const g = narrowTableau(width, 500, deepest);
        expect(TABLEAU_COLUMNS * g.columnWidth + (TABLEAU_COLUMNS + 1) * NARROW_GAP).toBeLessThanOrEqual(width);
        expect(CARD_WIDTH * g.scale).toBeLessThanOrEqual(g.columnWidth);
      }
    }
  });

  it('the rows share the first screen, a deep pile fans tighter, and only past MIN_FAN does a row grow', () => {
    // 390×844: the tableau starts about 350 px down; its two rows take what is left but the message's room.
    const left = 844 - 350;
    for (const deepest of piles(WORST_PILE)) {
      const g = narrowTableau(390, left, deepest);
      expect(2 * g.rowHeight + 3 * NARROW_GAP + MESSAGE_RESERVE).toBeLessThanOrEqual(left);
      for (let n = 0; n <= deepest; n++) expect(pileHeight(n, g.rowHeight, g.scale)).toBeLessThanOrEqual(g.rowHeight);
    }
    expect(fanStep(WORST_PILE, narrowTableau(390, left, WORST_PILE).rowHeight, narrowTableau(390, left, WORST_PILE).scale)).toBeGreaterThanOrEqual(MIN_READABLE_FAN * 0.85);
    // 360×640 has less: a deep pile's cards shrink (never under MIN_NARROW_SCALE) and fan down
    // to MIN_FAN px, and only past that does a row grow.
    const small = narrowTableau(360, 640 - 330, 1);
    expect(small.scale).toBe(0.85);
    for (const deepest of piles(WORST_PILE)) {
      const g = narrowTableau(360, 640 - 330, deepest);
      expect(g.scale).toBeGreaterThanOrEqual(MIN_NARROW_SCALE);
      expect(g.scale).toBeLessThanOrEqual(small.scale);
      // (steps are whole tenths of a pixel, rounded down)
      expect(fanStep(deepest, g.rowHeight, g.scale)).toBeGreaterThanOrEqual(deepest > 1 ? MIN_FAN - 0.1 : 0);
      if (g.rowHeight > small.rowHeight) expect(fanStep(deepest, small.rowHeight, g.scale)).toBeLessThan(MIN_FAN);
    }
    // Six cards, as a game often has, still fit the first screen there.
    expect(narrowTableau(360, 640 - 330, 6).rowHeight).toBe(small.rowHeight);
  });
});

describe('the tab and the clock', () => {
  it('the tab zooms the table to the window, whole, never below 1', () => {
    expect(zoomFor(1280, 800)).toBe(1.33);
    expect(zoomFor(1920, 1080)).toBe(1.8);
    expect(zoomFor(640, 480)).toBe(1);
    expect(POPUP_HEIGHT * zoomFor(1280, 800)).toBeLessThanOrEqual(800);
  });

  it('times of play read as m:ss, or h:mm:ss past an hour', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(252_400)).toBe('4:12');
    expect(formatTime(3_723_000)).toBe('1:02:03');
  });
});
