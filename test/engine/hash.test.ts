// The hash behind seeds, history keys and the deal of the day: its values are part of saved
// data and of every day's deal, so they are pinned here, computed once by the FNV-1a reference.
import { describe, expect, it } from 'vitest';
import { fnv1a } from '../../src/engine/index';

describe('fnv1a', () => {
  it('gives the reference FNV-1a 32-bit values', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
    // The deal of the day's start number for 2026-12-03 (src/solver/daily.ts, step 2).
    expect(fnv1a('2026-12-03')).toBe(3_206_470_837);
  });
});
