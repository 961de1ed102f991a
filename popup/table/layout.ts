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
/** The width of a tableau column when the tableau is `tableauWidth` wide (four columns, five gutters). */
export const columnWidthFor = (tableauWidth: number): number =>
  Math.floor((tableauWidth - GUTTER * (TABLEAU_COLUMNS + 1)) / TABLEAU_COLUMNS);
export const COLUMN_WIDTH = columnWidthFor(TABLEAU_WIDTH);

/**
 * A window narrower than the popup (a zoomed tab, a phone: Firefox for Android opens the
 * popup as a page) gets one column that scrolls down (narrowWindow.css); its tableau is the
 * popup's 500 px, or the window's whole width when that is less, so a 360 px phone never
 * scrolls sideways: four columns of 82 px there, 58 px cards after the 20 px pile number.
 */
export const NARROW_QUERY = `(max-width: ${POPUP_WIDTH - 1}px)`;
export const narrowColumnWidth = (windowWidth: number): number => columnWidthFor(Math.min(TABLEAU_WIDTH, windowWidth));
/** The narrowest window whose columns still hold a card at scale 1 beside the pile number. */
export const NARROWEST_WINDOW = 360;
/** A phone (narrowWindow.css's 44 px controls): the tableau's rows only as tall as its deepest pile needs. */
export const PHONE_QUERY = '(max-width: 599px)';

/** Where a tableau pile's cards start from its left edge (its number sits before them). */
export const PILE_INSET = 20;
/** The step between tableau cards that sizing aims for (at scale 1): every rank readable, some room. */
export const TARGET_FAN = 14;
export const MAX_CARD_SCALE = 1.6;

/**
 * How much bigger than 58×74 the tableau's cards are drawn: as big as the column's width
 * and the row's height allow with the deepest pile fanned at TARGET_FAN (scaled), never
 * smaller than 1, in steps of 0.05 so that a card more or less rarely resizes the table.
 */
export function tableauScale(deepest: number, rowHeight = ROW_HEIGHT, columnWidth = COLUMN_WIDTH): number {
  const n = Math.max(1, deepest);
  const byHeight = (rowHeight - 4) / (CARD_HEIGHT + TARGET_FAN * (n - 1));
  const byWidth = (columnWidth - PILE_INSET - 4) / CARD_WIDTH;
  return Math.max(1, Math.floor(Math.min(MAX_CARD_SCALE, byHeight, byWidth) * 20) / 20);
}

/** Step between the cards of a pile of `count` cards (drawn at `scale`) so that it fits its row. */
export function fanStep(count: number, rowHeight = ROW_HEIGHT, scale = 1): number {
  if (count <= 1) return 0;
  return Math.min(MAX_FAN * scale, Math.floor(((rowHeight - CARD_HEIGHT * scale - 4) / (count - 1)) * 10) / 10);
}

/**
 * On a phone the page scrolls down anyway: a row as tall as the deepest pile needs with the
 * roomy fan (never taller than the popup's row), so the tableau starts short and the reserve,
 * stock and waste stay near it.
 */
export const phoneRowHeight = (deepest: number, scale: number): number =>
  Math.min(ROW_HEIGHT, Math.ceil(CARD_HEIGHT * scale + MAX_FAN * scale * Math.max(0, deepest - 1) + 4));

/** Height a pile of `count` cards takes. */
export const pileHeight = (count: number, rowHeight = ROW_HEIGHT, scale = 1): number =>
  count === 0 ? CARD_HEIGHT * scale : CARD_HEIGHT * scale + fanStep(count, rowHeight, scale) * (count - 1);

/**
 * How many covered waste cards are drawn as edges under its top card, and how wide each
 * edge is: enough for a compact index (rank over suit) that keeps a 10 and a Q legible.
 */
export const WASTE_EDGES = 5;
export const WASTE_EDGE_STEP = 17;
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
