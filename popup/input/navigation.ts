// Arrow-key movement between piles, as the piles lie on the screen; the game's letter keys.
import type { PileId } from '../../src/engine/index';

// The piles as the table lays them out: the sidebar (reserve, stock and waste over the two
// rows of foundations) beside the tableau's three rows of four. Left and right go along a row
// of the screen, across from one part to the other (from the waste, → is pile 1), and wrap to
// the next or previous row at its ends; up and down stay in their part's column.
const SIDEBAR: readonly (readonly PileId[])[] = [
  ['r', 's', 'w'],
  ['f1', 'f2', 'f3', 'f4'],
  ['f5', 'f6', 'f7', 'f8'],
];
const TABLEAU: readonly (readonly PileId[])[] = [
  ['t1', 't2', 't3', 't4'],
  ['t5', 't6', 't7', 't8'],
  ['t9', 't10', 't11', 't12'],
];

/** The rows of the screen, left to right: each sidebar row, then the tableau row beside it. */
export const NAV_ROWS: readonly (readonly PileId[])[] = SIDEBAR.map((row, i) => [...row, ...TABLEAU[i]]);

export type Arrow = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

/** The pile the arrow key moves to from `from` (itself at an edge it cannot cross). */
export function nextPile(from: PileId, key: Arrow): PileId {
  const flat = NAV_ROWS.flat();
  const i = flat.indexOf(from);
  if (i < 0) return 't1';
  if (key === 'ArrowLeft') return flat[(i - 1 + flat.length) % flat.length];
  if (key === 'ArrowRight') return flat[(i + 1) % flat.length];
  const part = SIDEBAR.some((r) => r.includes(from)) ? SIDEBAR : TABLEAU;
  const row = part.findIndex((r) => r.includes(from));
  const col = part[row].indexOf(from);
  const to = part[Math.max(0, Math.min(part.length - 1, row + (key === 'ArrowDown' ? 1 : -1)))];
  return to[Math.min(col, to.length - 1)];
}

export type Shortcut = 'deal' | 'stockRun' | 'hint' | 'playHint' | 'undo' | 'redo' | 'newGame' | 'winnable' | 'foundation' | 'help' | 'escape';

/** The shortcut a key press means, if any (ignores presses with Alt or Meta). */
export function shortcutFor(e: { key: string; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; metaKey: boolean }): Shortcut | undefined {
  if (e.altKey || e.metaKey) return undefined;
  const k = e.key.toLowerCase();
  if (e.key === 'Escape') return 'escape';
  if (e.ctrlKey) {
    if (k === 'z') return e.shiftKey ? 'redo' : 'undo';
    if (k === 'y') return 'redo';
    return undefined;
  }
  switch (k) {
    // Shift: the chore versions: turn until a card has a move; play the hint.
    case 'd': return e.shiftKey ? 'stockRun' : 'deal';
    case 'h': return e.shiftKey ? 'playHint' : 'hint';
    case 'z': return 'undo';
    case 'y': return 'redo';
    case 'n': return 'newGame';
    case 'w': return 'winnable';
    case 'f': return 'foundation';
    case '?': return 'help';
    default: return undefined;
  }
}
