// The review's board, sized for the box it is given (review/ReplayBoard.tsx). Two shapes:
// - fitted (the popup, a tab: the box has a height): reserve, stock, waste and foundations in
//   a column beside the tableau, everything inside the box, long piles fanned tighter;
// - stacked (a phone, a narrow window: the review scrolls down): reserve, stock and waste,
//   the foundations under them (or beside, when the width allows), then the tableau at the
//   full width, each row as tall as its deepest pile needs.
// The cards are never scaled below a size whose rank still reads at 11 px (review.css keeps
// the corner at 11 px at least). Pure, so tests check it without a DOM.
import { CARD_HEIGHT, CARD_WIDTH } from '../table/layout';

/** Space between piles, and between the board's parts (review.css has them too). */
export const GAP = 6;
/** The board's margin inside its box. */
export const INSET = 6;
/** A caption under the reserve, stock or waste: its name over its count, 11 px on 13 px lines. */
export const CAPTION = 30;
/** A foundation's count over its card. */
export const BADGE = 14;
/** A tableau pile's number over its cards. */
export const PILE_NO = 14;
/** What each covered waste card shows of itself: its compact index. */
export const WASTE_EDGE = 17;
export const WASTE_EDGES = 5;
/** Narrowest card drawn: its 11 px rank and suit still sit in the corner. */
export const MIN_CARD = 40;
/** The tableau's cards may grow a little past the table's own size where the width allows. */
const MAX_TABLEAU_SCALE = 1.15;
/** Step between fanned tableau cards at scale 1 where there is room (rank and suit readable). */
const FAN = 18;

export interface CardSize {
  readonly w: number;
  readonly h: number;
  /** Scale against the table's 58×74 card (the cards' CSS variable --s). */
  readonly s: number;
}

export interface ReplayLayout {
  /** Reserve, stock, waste and foundations in a column beside the tableau (else above it). */
  readonly fitted: boolean;
  readonly side: CardSize;
  /** Covered waste cards drawn as edges under its top card. */
  readonly edges: number;
  /** The side column's width (fitted only). */
  readonly sideWidth: number;
  readonly tableau: CardSize;
  readonly columnWidth: number;
  /** The three tableau rows' heights. */
  readonly rows: readonly number[];
  /** The step between the cards of each tableau pile. */
  readonly steps: readonly number[];
}

const cardOf = (w: number): CardSize => {
  const width = Math.max(MIN_CARD, Math.floor(w));
  return { w: width, h: Math.round((width * CARD_HEIGHT) / CARD_WIDTH), s: Math.round((width / CARD_WIDTH) * 1000) / 1000 };
};

/** The step between the cards of a pile of `count` drawn `card` tall in a row `rowHeight` tall (at most `most`). */
const stepFor = (count: number, rowHeight: number, card: CardSize, most: number): number =>
  count <= 1 ? 0 : Math.max(0, Math.min(most, Math.floor(((rowHeight - PILE_NO - card.h - 2) / (count - 1)) * 10) / 10));

/**
 * The board's sizes for a box `width` wide, and `height` tall when it must fit one (else it
 * grows down), for tableau piles of `depths` cards (twelve, in order).
 */
export function replayLayout(width: number, height: number | undefined, depths: readonly number[]): ReplayLayout {
  const rowsOf = (rowDepth: (row: number) => number) => [0, 1, 2].map(rowDepth);
  const deepest = (row: number) => Math.max(1, ...depths.slice(row * 4, row * 4 + 4));
  if (height !== undefined) {
    // The side column: reserve and stock side by side, the waste, four rows of two foundations.
    const sideCard = Math.floor(((height - 2 * CAPTION - 4 * BADGE - 5 * GAP) / 6) * (CARD_WIDTH / CARD_HEIGHT));
    const side = cardOf(Math.min(CARD_WIDTH, sideCard));
    const sideWidth = 2 * side.w + GAP;
    const columnWidth = Math.floor((width - sideWidth - 2 * GAP - 3 * GAP) / 4);
    const rowHeight = Math.floor((height - 2 * GAP) / 3);
    const byHeight = ((rowHeight - PILE_NO - 2) * CARD_WIDTH) / CARD_HEIGHT;
    const tableau = cardOf(Math.min(CARD_WIDTH * MAX_TABLEAU_SCALE, columnWidth - 2, byHeight));
    const rows = rowsOf(() => rowHeight);
    return {
      fitted: true,
      side,
      edges: Math.max(0, Math.min(WASTE_EDGES, Math.floor((sideWidth - side.w) / WASTE_EDGE))),
      sideWidth,
      tableau,
      columnWidth,
      rows,
      steps: depths.map((n, i) => stepFor(n, rows[Math.floor(i / 4)], tableau, FAN * tableau.s)),
    };
  }
  // Stacked: four foundations to a row decide the card; the waste shows what edges fit beside.
  const side = cardOf(Math.min(CARD_WIDTH, (width - 3 * GAP) / 4));
  const columnWidth = Math.floor((width - 3 * GAP) / 4);
  const tableau = cardOf(Math.min(CARD_WIDTH * MAX_TABLEAU_SCALE, columnWidth - 2));
  const step = Math.round(FAN * tableau.s * 10) / 10;
  const rows = rowsOf((row) => PILE_NO + tableau.h + step * (deepest(row) - 1) + 2);
  return {
    fitted: false,
    side,
    edges: Math.max(0, Math.min(WASTE_EDGES, Math.floor((width - 3 * side.w - 2 * GAP) / WASTE_EDGE))),
    sideWidth: width,
    tableau,
    columnWidth,
    rows,
    steps: depths.map((n) => (n <= 1 ? 0 : step)),
  };
}
