import { describe, expect, it } from 'vitest';
import { NAV_ROWS, nextPile, shortcutFor } from '../../popup/input/navigation';

const key = (k: string, mods: Partial<{ ctrlKey: boolean; shiftKey: boolean; altKey: boolean; metaKey: boolean }> = {}) => ({
  key: k, ctrlKey: false, shiftKey: false, altKey: false, metaKey: false, ...mods,
});

describe('arrow keys between piles', () => {
  it('left and right go along the row of the screen, across the sidebar and the tableau, and wrap at its ends', () => {
    expect(nextPile('t1', 'ArrowRight')).toBe('t2');
    expect(nextPile('w', 'ArrowRight')).toBe('t1'); // the waste lies left of pile 1, not above f1
    expect(nextPile('t1', 'ArrowLeft')).toBe('w');
    expect(nextPile('f4', 'ArrowRight')).toBe('t5');
    expect(nextPile('t9', 'ArrowLeft')).toBe('f8');
    expect(nextPile('t4', 'ArrowRight')).toBe('f1');
    expect(nextPile('r', 'ArrowLeft')).toBe('t12');
    expect(nextPile('t12', 'ArrowRight')).toBe('r');
  });
  it('up and down stay in their part\'s column, and stop at its edge', () => {
    expect(nextPile('t2', 'ArrowDown')).toBe('t6');
    expect(nextPile('t6', 'ArrowUp')).toBe('t2');
    expect(nextPile('t1', 'ArrowUp')).toBe('t1');
    expect(nextPile('t12', 'ArrowDown')).toBe('t12');
    expect(nextPile('s', 'ArrowDown')).toBe('f2');
    expect(nextPile('f4', 'ArrowUp')).toBe('w');
    expect(nextPile('f6', 'ArrowUp')).toBe('f2');
    expect(nextPile('f7', 'ArrowDown')).toBe('f7');
  });
  it('every pile is reachable from every pile', () => {
    const all = NAV_ROWS.flat();
    expect(new Set(all).size).toBe(23);
    for (const from of all) {
      const seen = new Set([from]);
      for (let frontier = [from]; frontier.length > 0; ) {
        frontier = frontier.flatMap((p) => (['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'] as const).map((k) => nextPile(p, k))).filter((p) => !seen.has(p) && seen.add(p));
      }
      expect(seen.size).toBe(23);
    }
  });
});

describe('shortcuts', () => {
  it('maps letters and control chords', () => {
    expect(shortcutFor(key('d'))).toBe('deal');
    expect(shortcutFor(key('H'))).toBe('hint');
    expect(shortcutFor(key('z'))).toBe('undo');
    expect(shortcutFor(key('z', { ctrlKey: true }))).toBe('undo');
    expect(shortcutFor(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(shortcutFor(key('y', { ctrlKey: true }))).toBe('redo');
    expect(shortcutFor(key('n'))).toBe('newGame');
    expect(shortcutFor(key('w'))).toBe('winnable');
    expect(shortcutFor(key('?', { shiftKey: true }))).toBe('help');
    // The chores: Shift with D turns until a card has a move, with H plays the hint.
    expect(shortcutFor(key('D', { shiftKey: true }))).toBe('stockRun');
    expect(shortcutFor(key('d'))).toBe('deal');
    expect(shortcutFor(key('H', { shiftKey: true }))).toBe('playHint');
    expect(shortcutFor(key('h'))).toBe('hint');
    expect(shortcutFor(key('Escape'))).toBe('escape');
    expect(shortcutFor(key('d', { altKey: true }))).toBeUndefined();
    expect(shortcutFor(key('c', { ctrlKey: true }))).toBeUndefined();
  });
});
