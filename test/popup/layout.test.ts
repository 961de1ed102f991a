import { describe, expect, it } from 'vitest';
import {
  CARD_HEIGHT, CARD_WIDTH, COLUMN_WIDTH, GUTTER, MIN_READABLE_FAN, POPUP_HEIGHT, POPUP_WIDTH, ROW_HEIGHT, SIDEBAR_WIDTH,
  TABLEAU_COLUMNS, TABLEAU_ROWS, WASTE_EDGES, WASTE_EDGE_STEP, WORST_PILE, fanStep, pileHeight, wasteEdges,
} from '../../popup/layout';

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
