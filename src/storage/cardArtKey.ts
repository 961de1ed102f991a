// The card faces' art the popup last drew, kept so that the next open draws it in its first
// frame (issue 34): popup/table/cardArt.ts writes it, popup/table/keptArt.ts reads it with the
// early read. A cache: whatever is missing, stale or unreadable in it comes from
// dist/cards/faces.svg just after the first paint, as it does on a first open.
/** `{ [symbol id]: the <symbol>'s text }` for the faces on the table when last written. */
export const CARD_ART_KEY = 'plot.cardArt';
