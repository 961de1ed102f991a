import { describe, expect, it } from 'vitest';
import { nextPile, shortcutFor } from '../../popup/input/navigation';

const key = (k: string, mods: Partial<{ ctrlKey: boolean; shiftKey: boolean; altKey: boolean; metaKey: boolean }> = {}) => ({
  key: k, ctrlKey: false, shiftKey: false, altKey: false, metaKey: false, ...mods,
});

describe('arrow keys between piles', () => {
  it('moves along rows and wraps between them', () => {
    expect(nextPile('t1', 'ArrowRight')).toBe('t2');
    expect(nextPile('t4', 'ArrowRight')).toBe('t5');
    expect(nextPile('r', 'ArrowLeft')).toBe('t12');
    expect(nextPile('t12', 'ArrowRight')).toBe('r');
  });
  it('moves between rows keeping the column', () => {
    expect(nextPile('t2', 'ArrowDown')).toBe('t6');
    expect(nextPile('t6', 'ArrowUp')).toBe('t2');
    expect(nextPile('t1', 'ArrowUp')).toBe('f5');
    expect(nextPile('f4', 'ArrowUp')).toBe('w');
    expect(nextPile('t12', 'ArrowDown')).toBe('t12');
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
