// Layout arithmetic for every screen Plot opens on (docs/dev/popup.md, "Screens"): the
// 800×600 toolbar popup (a tab zooms it), and a narrow page (a phone in portrait: Firefox for
// Android opens the popup as a page; a narrow window). On both the whole table shows on the
// first screen at the start of a game: the foundations lie in a row above the tableau, whose
// twelve piles stand in two rows of six, and a long pile fans its cards tighter instead of
// pushing the board down. Components use these numbers (as CSS variables); tests check the
// worst cases against them.
export const POPUP_WIDTH = 800;
export const POPUP_HEIGHT = 600;
export const SIDEBAR_WIDTH = 300;
export const TABLE_WIDTH = POPUP_WIDTH - SIDEBAR_WIDTH;
export const GUTTER = 6;
export const TABLEAU_ROWS = 2;
export const TABLEAU_COLUMNS = 6;
export const CARD_WIDTH = 58;
export const CARD_HEIGHT = 74;
/** Vertical step between stacked tableau cards when there is room. */
export const MAX_FAN = 22;
/** The step sizing aims for (at scale 1): every rank readable, some room. */
export const TARGET_FAN = 14;
/** Below this (at scale 1) the rank in a covered card's corner is no longer whole. */
export const MIN_READABLE_FAN = 10;
/**
 * The least step on a narrow page, in px whatever the cards' size: most of the corner's 11 px
 * rank still shows. A pile deeper than its row holds at this step makes the row taller (the
 * page scrolls) rather than hide its ranks.
 */
export const MIN_FAN = 9;
/** The smallest a narrow page draws the tableau's cards (44×56), to give a deep pile room to fan. */
export const MIN_NARROW_SCALE = 0.75;
/** The deepest a tableau pile can get: a run from the rank below the base down to base+1. */
export const WORST_PILE = 12;
/** The strip above a pile's cards that holds its number. */
export const PILE_LABEL = 13;
/** Room kept under the cards of a pile (its outline, the hint's ring). */
const PILE_FOOT = 4;
export const MAX_CARD_SCALE = 1.6;

/** The foundations' block above the tableau: the restriction's line, the badges, the cards. */
export const RESTRICTION_LINE = 14;
export const FOUNDATION_BADGE = 14;
export const POPUP_FOUNDATION_SCALE = 0.95;
export const foundationBlockHeight = (scale: number): number =>
  RESTRICTION_LINE + 3 + FOUNDATION_BADGE + Math.round(CARD_HEIGHT * scale);
export const POPUP_FOUNDATIONS = foundationBlockHeight(POPUP_FOUNDATION_SCALE);
/** The tableau's height in the popup: what the foundations' block leaves of the table. */
export const POPUP_TABLEAU_HEIGHT = POPUP_HEIGHT - GUTTER - POPUP_FOUNDATIONS;

/** Narrow pages: a window narrower than the popup (one column: narrowWindow.css). */
export const NARROW_QUERY = `(max-width: ${POPUP_WIDTH - 1}px)`;
/** A phone (narrowWindow.css's 44 px controls). */
export const PHONE_QUERY = '(max-width: 599px)';
/** The narrowest page the layout is made for. */
export const NARROWEST_WINDOW = 360;
/** A narrow page's gap between piles and its margin. */
export const NARROW_GAP = 4;
/** Room kept under a narrow page's tableau, on the first screen, for the start of a message. */
export const MESSAGE_RESERVE = 44;

export interface TableauGeometry {
  readonly columnWidth: number;
  readonly rowHeight: number;
  /** How much bigger than 58×74 the tableau's cards are drawn. */
  readonly scale: number;
}

/** `x` rounded down to twentieths (0.05). */
const twentieths = (x: number): number => Math.floor(x * 20 + 1e-9) / 20;

/**
 * The tableau laid out in a box `width` × `height` with `gap` between and around its piles,
 * `deepest` the longest pile: columns share the width; cards are as big as the column allows
 * and, with the deepest pile fanned at TARGET_FAN, the row (but never under `minScale`, nor
 * over the column), in steps of 0.05 so that a card more or less rarely resizes the table;
 * rows share the height, but never so short that the deepest pile's step falls under
 * `minFan` px (the popup's floor is MIN_READABLE_FAN at its scale, which its rows always hold).
 */
export function tableauGeometry(
  width: number,
  height: number,
  deepest: number,
  { gap = GUTTER, minFan = MIN_READABLE_FAN, minScale = 1 } = {},
): TableauGeometry {
  const n = Math.max(1, deepest);
  const columnWidth = Math.floor((width - gap * (TABLEAU_COLUMNS + 1)) / TABLEAU_COLUMNS);
  const fitRow = Math.floor((height - gap * (TABLEAU_ROWS + 1)) / TABLEAU_ROWS);
  const byWidth = (columnWidth - 4) / CARD_WIDTH;
  const byHeight = (fitRow - PILE_LABEL - PILE_FOOT) / (CARD_HEIGHT + TARGET_FAN * (n - 1));
  const least = Math.min(minScale, byWidth);
  const scale = Math.max(twentieths(least), twentieths(Math.min(MAX_CARD_SCALE, byWidth, Math.max(least, byHeight))));
  const needed = Math.ceil(PILE_LABEL + CARD_HEIGHT * scale + minFan * (n - 1) + PILE_FOOT);
  return { columnWidth, rowHeight: Math.max(fitRow, needed), scale };
}

/** The popup's tableau (also a tab's, which zooms the popup). */
export const popupTableau = (deepest: number): TableauGeometry => tableauGeometry(TABLE_WIDTH, POPUP_TABLEAU_HEIGHT, deepest);

/** A narrow page's tableau: the page's width, and the height from its top to the foot of the first screen, less the message's room. */
export const narrowTableau = (pageWidth: number, heightLeft: number, deepest: number): TableauGeometry =>
  tableauGeometry(pageWidth, heightLeft - MESSAGE_RESERVE, deepest, { gap: NARROW_GAP, minFan: MIN_FAN, minScale: MIN_NARROW_SCALE });

/** The foundations' cards on a narrow page: eight across its width (never over the popup's size). */
export const narrowFoundationScale = (pageWidth: number): number =>
  Math.min(POPUP_FOUNDATION_SCALE, Math.floor(((pageWidth - NARROW_GAP * 9) / 8 / CARD_WIDTH) * 100) / 100);

/** The reserve's, stock's and waste's cards on a narrow page: big enough for a finger, small enough to leave the row room. */
export const narrowStockScale = (pageWidth: number): number => (pageWidth < 400 ? 0.8 : 0.9);

/** Step between the cards of a pile of `count` cards (drawn at `scale`) so that it fits its row. */
export function fanStep(count: number, rowHeight: number, scale = 1): number {
  if (count <= 1) return 0;
  const room = rowHeight - PILE_LABEL - CARD_HEIGHT * scale - PILE_FOOT;
  return Math.min(MAX_FAN * scale, Math.floor((room / (count - 1)) * 10) / 10);
}

/** Height a pile of `count` cards takes, its number's strip included. */
export const pileHeight = (count: number, rowHeight: number, scale = 1): number =>
  PILE_LABEL + CARD_HEIGHT * scale + (count === 0 ? 0 : fanStep(count, rowHeight, scale) * (count - 1));

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
  '--f-s': String(POPUP_FOUNDATION_SCALE),
  '--edge': `${WASTE_EDGE_STEP}px`,
});
