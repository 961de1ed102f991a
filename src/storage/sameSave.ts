// Whether two saves are one write: only the save's pass over storage changes
// (popup/platform/gamePass.ts, which loads after the first paint) asks, so it is apart from
// gameSave.ts, which the popup loads at open (docs/dev/open-budget.md).
import type { SaveId } from './gameSave';

export const sameSave = (a: SaveId | undefined, b: SaveId | undefined): boolean =>
  a !== undefined && b !== undefined && a.writer === b.writer && a.savedAt === b.savedAt && a.rev === b.rev;
