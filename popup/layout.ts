// Layout arithmetic for the fixed 800×600 popup: everything must show without scrolling,
// even twelve piles of twelve cards. Components use these numbers (as CSS variables) and
// tests check the worst case against them.
export const POPUP_WIDTH = 800;
export const POPUP_HEIGHT = 600;
export const SIDEBAR_WIDTH = 300;
export const GUTTER = 6;
export const TABLEAU_ROWS = 3;
export const TABLEAU_COLUMNS = 4;
export const CARD_WIDTH = 58;
export const CARD_HEIGHT = 74;
/** Vertical step between stacked tableau cards when there is room. */
export const MAX_FAN = 22;
/** Below this the rank in a covered card's corner would no longer be readable. */
export const MIN_READABLE_FAN = 10;
/** The deepest a tableau pile can get: a run from the rank below the base down to base+1. */
export const WORST_PILE = 12;

export const TABLEAU_WIDTH = POPUP_WIDTH - SIDEBAR_WIDTH;
/** Height of one tableau row. */
export const ROW_HEIGHT = Math.floor((POPUP_HEIGHT - GUTTER * (TABLEAU_ROWS + 1)) / TABLEAU_ROWS);
export const COLUMN_WIDTH = Math.floor((TABLEAU_WIDTH - GUTTER * (TABLEAU_COLUMNS + 1)) / TABLEAU_COLUMNS);

/** Step between the cards of a pile of `count` cards so that it fits its row. */
export function fanStep(count: number, rowHeight = ROW_HEIGHT): number {
  if (count <= 1) return 0;
  return Math.min(MAX_FAN, Math.floor(((rowHeight - CARD_HEIGHT - 4) / (count - 1)) * 10) / 10);
}

/** Height a pile of `count` cards takes. */
export const pileHeight = (count: number, rowHeight = ROW_HEIGHT): number =>
  count === 0 ? CARD_HEIGHT : CARD_HEIGHT + fanStep(count, rowHeight) * (count - 1);

/** How many covered waste cards are drawn as edges under its top card. */
export const WASTE_EDGES = 5;
export const WASTE_EDGE_STEP = 11;
export const wasteEdges = (wasteSize: number): number => Math.max(0, Math.min(WASTE_EDGES, wasteSize - 1));

/** CSS custom properties carrying these numbers. */
export const cssVariables = (): Record<string, string> => ({
  '--popup-w': `${POPUP_WIDTH}px`,
  '--popup-h': `${POPUP_HEIGHT}px`,
  '--sidebar-w': `${SIDEBAR_WIDTH}px`,
  '--gutter': `${GUTTER}px`,
  '--card-w': `${CARD_WIDTH}px`,
  '--card-h': `${CARD_HEIGHT}px`,
  '--row-h': `${ROW_HEIGHT}px`,
  '--col-w': `${COLUMN_WIDTH}px`,
});
