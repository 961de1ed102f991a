// The message area's fit (popup/notices/fitWords.ts): the longest words give up height
// first, evenly, none under one line; nothing is capped when all fits.
import { describe, expect, it } from 'vitest';
import { wordsCap } from '../../popup/notices/fitWords';

const taken = (heights: number[], cap: number) => heights.reduce((s, h) => s + Math.max(0, h - cap), 0);

describe('wordsCap', () => {
  it('caps nothing when the messages fit', () => {
    expect(wordsCap([60, 30], 0, 16)).toBeUndefined();
    expect(wordsCap([60, 30], -5, 16)).toBeUndefined();
  });

  it('takes the excess from the tallest first, then from the next ones evenly', () => {
    expect(wordsCap([100, 30, 20], 40, 16)).toBe(60);
    const cap = wordsCap([100, 60, 20], 60, 16)!;
    expect(cap).toBe(50);
    expect(taken([100, 60, 20], cap)).toBe(60);
  });

  it('never under one line: then the area scrolls (the last resort)', () => {
    expect(wordsCap([100, 60, 20], 500, 16)).toBe(16);
    expect(wordsCap([10, 12], 30, 16)).toBe(16);
  });
});
