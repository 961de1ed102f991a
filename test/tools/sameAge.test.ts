// bench-memory's --same-age: each popup reading is set against the blank page's reading
// nearest its age, and the largest difference is the peak (a floor read once, early, is
// higher than the blank page's later on, and would flatter a late peak).
import { describe, expect, it } from 'vitest';
import { peakAtSameAge } from '../../scripts/bench-memory.mjs';

describe('bench-memory --same-age', () => {
  it('sets each reading against the blank page at the nearest age, not against its first reading', () => {
    const popup = [{ t: 0, anon: 200 }, { t: 60_000, anon: 210 }, { t: 240_000, anon: 205 }];
    const blank = [{ t: 0, anon: 160 }, { t: 55_000, anon: 150 }, { t: 235_000, anon: 140 }];
    // Against the first reading the peak would be 210 - 160 = 50 at 60 s; at the same age it is 205 - 140 at 240 s.
    expect(peakAtSameAge(popup, blank)).toEqual({ over: 65, t: 240_000 });
  });

  it('keeps the earliest of equal differences', () => {
    expect(peakAtSameAge([{ t: 0, anon: 10 }, { t: 5_000, anon: 10 }], [{ t: 0, anon: 4 }, { t: 5_000, anon: 4 }])).toEqual({ over: 6, t: 0 });
  });
});
