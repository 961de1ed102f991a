// Arrow-key movement between piles: a grid of rows as they appear on screen.
import type { PileId } from '../../src/engine/index';

export const NAV_ROWS: readonly (readonly PileId[])[] = [
  ['r', 's', 'w'],
  ['f1', 'f2', 'f3', 'f4'],
  ['f5', 'f6', 'f7', 'f8'],
  ['t1', 't2', 't3', 't4'],
  ['t5', 't6', 't7', 't8'],
  ['t9', 't10', 't11', 't12'],
];

export type Arrow = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

/** The pile the arrow key moves to from `from`. Left and right wrap to the row before or after. */
export function nextPile(from: PileId, key: Arrow): PileId {
  const row = NAV_ROWS.findIndex((r) => r.includes(from));
  if (row < 0) return 't1';
  const col = NAV_ROWS[row].indexOf(from);
  const flat = NAV_ROWS.flat();
  const i = flat.indexOf(from);
  switch (key) {
    case 'ArrowLeft':
      return flat[(i - 1 + flat.length) % flat.length];
    case 'ArrowRight':
      return flat[(i + 1) % flat.length];
    case 'ArrowUp': {
      const r = NAV_ROWS[Math.max(0, row - 1)];
      return r[Math.min(col, r.length - 1)];
    }
    case 'ArrowDown': {
      const r = NAV_ROWS[Math.min(NAV_ROWS.length - 1, row + 1)];
      return r[Math.min(col, r.length - 1)];
    }
  }
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
