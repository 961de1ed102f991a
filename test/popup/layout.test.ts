import { describe, expect, it } from 'vitest';
import {
  CARD_HEIGHT, CARD_WIDTH, COLUMN_WIDTH, GUTTER, MIN_READABLE_FAN, POPUP_HEIGHT, POPUP_WIDTH, ROW_HEIGHT, SIDEBAR_WIDTH,
  MAX_CARD_SCALE, PILE_INSET, TABLEAU_COLUMNS, TABLEAU_ROWS, WASTE_EDGES, WASTE_EDGE_STEP, WORST_PILE, fanStep, pileHeight,
  NARROWEST_WINDOW, narrowColumnWidth, phoneRowHeight, tableauScale, wasteEdges,
} from '../../popup/table/layout';
import { formatTime } from '../../popup/table/names';
import { zoomFor } from '../../popup/table/useZoom';

describe('layout arithmetic (800×600, no scrolling)', () => {
  it('the tableau columns and rows fit the popup', () => {
    expect(SIDEBAR_WIDTH + TABLEAU_COLUMNS * COLUMN_WIDTH + (TABLEAU_COLUMNS + 1) * GUTTER).toBeLessThanOrEqual(POPUP_WIDTH);
    expect(TABLEAU_ROWS * ROW_HEIGHT + (TABLEAU_ROWS + 1) * GUTTER).toBeLessThanOrEqual(POPUP_HEIGHT);
    expect(COLUMN_WIDTH).toBeGreaterThanOrEqual(CARD_WIDTH);
  });

  it('a pile of twelve cards fits its row with every rank still readable', () => {
    expect(pileHeight(WORST_PILE)).toBeLessThanOrEqual(ROW_HEIGHT);
    expect(fanStep(WORST_PILE)).toBeGreaterThanOrEqual(MIN_READABLE_FAN);
  });

  it('small piles use the roomy fan and never overflow', () => {
    expect(fanStep(1)).toBe(0);
    expect(fanStep(3)).toBe(22);
    for (let n = 0; n <= WORST_PILE; n++) expect(pileHeight(n)).toBeLessThanOrEqual(ROW_HEIGHT);
    expect(pileHeight(0)).toBe(CARD_HEIGHT);
  });

  it('a deep waste shows a bounded number of covered edges', () => {
    expect(wasteEdges(0)).toBe(0);
    expect(wasteEdges(1)).toBe(0);
    expect(wasteEdges(3)).toBe(2);
    expect(wasteEdges(78)).toBe(WASTE_EDGES);
    expect(CARD_WIDTH + WASTE_EDGES * WASTE_EDGE_STEP + 2 * CARD_WIDTH + 24).toBeLessThanOrEqual(SIDEBAR_WIDTH - 16);
  });
});

describe('bigger cards when there is room', () => {
  it('cards grow as piles shorten, never past the column or 1.6×, and every pile still fits its row', () => {
    expect(tableauScale(WORST_PILE)).toBe(1);
    // One card a pile: 1.6× (the column would allow (117 − 20 − 4) / 58 ≈ 1.60); a narrower
    // column sets the limit (steps of 0.05), a roomier one stops at MAX_CARD_SCALE.
    expect(tableauScale(1)).toBe(1.6);
    expect(tableauScale(1, ROW_HEIGHT, 100)).toBe(1.3); // (100 − 24) / 58 ≈ 1.31
    expect(tableauScale(1, 400, 400)).toBe(MAX_CARD_SCALE);
    for (let deepest = 0; deepest <= WORST_PILE; deepest++) {
      const s = tableauScale(deepest);
      if (deepest > 1) expect(s).toBeLessThanOrEqual(tableauScale(deepest - 1));
      expect(PILE_INSET + CARD_WIDTH * s).toBeLessThanOrEqual(COLUMN_WIDTH);
      for (let n = 0; n <= deepest; n++) expect(pileHeight(n, ROW_HEIGHT, s)).toBeLessThanOrEqual(ROW_HEIGHT);
      if (deepest > 1) expect(fanStep(deepest, ROW_HEIGHT, s)).toBeGreaterThanOrEqual(MIN_READABLE_FAN * s);
    }
  });

  it('a phone (360–430 px, and up to the popup width): four columns inside the window, every card inside its column', () => {
    expect(narrowColumnWidth(360)).toBe(82);
    expect(narrowColumnWidth(640)).toBe(COLUMN_WIDTH); // a tab at 200%: the popup's tableau
    for (let width = NARROWEST_WINDOW; width < POPUP_WIDTH; width++) {
      const column = narrowColumnWidth(width);
      expect(TABLEAU_COLUMNS * column + (TABLEAU_COLUMNS + 1) * GUTTER).toBeLessThanOrEqual(width);
      for (let deepest = 0; deepest <= WORST_PILE; deepest++) {
        const s = tableauScale(deepest, ROW_HEIGHT, column);
        expect(PILE_INSET + CARD_WIDTH * s).toBeLessThanOrEqual(column);
        for (let n = 0; n <= deepest; n++) expect(pileHeight(n, ROW_HEIGHT, s)).toBeLessThanOrEqual(ROW_HEIGHT);
      }
    }
    expect(tableauScale(1, ROW_HEIGHT, narrowColumnWidth(412))).toBe(1.2);
    // A phone's rows: as tall as the deepest pile with the roomy fan, never past the popup's row.
    for (let deepest = 0; deepest <= WORST_PILE; deepest++) {
      const s = tableauScale(deepest, ROW_HEIGHT, narrowColumnWidth(NARROWEST_WINDOW));
      const row = phoneRowHeight(deepest, s);
      expect(row).toBeLessThanOrEqual(ROW_HEIGHT);
      for (let n = 0; n <= deepest; n++) expect(pileHeight(n, row, s)).toBeLessThanOrEqual(row);
      if (deepest > 1) expect(fanStep(deepest, row, s)).toBeGreaterThanOrEqual(MIN_READABLE_FAN * s);
    }
    expect(phoneRowHeight(1, 1)).toBe(78);
  });

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
