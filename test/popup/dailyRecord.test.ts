// The deal of the day's stored record: read tolerantly, the streak counted by UTC days.
import { describe, expect, it } from 'vitest';
import { EMPTY_DAILY, countDailyWin, liveStreak, readDaily } from '../../src/storage/daily';

describe('the daily record', () => {
  it('reads anything, keeping only well-formed fields', () => {
    expect(readDaily(undefined)).toEqual(EMPTY_DAILY);
    expect(readDaily('junk')).toEqual(EMPTY_DAILY);
    expect(readDaily({ streak: -1, bestStreak: 2.5, lastWon: 'yesterday', current: { day: '2026-12-01' } })).toEqual(EMPTY_DAILY);
    const good = { streak: 3, bestStreak: 7, lastWon: '2026-11-30', current: { day: '2026-12-01', dealNumber: 42, startedAt: 5, hintsBefore: 1 } };
    expect(readDaily({ ...good, won: ['2026-11-30'] })).toEqual({ ...good, won: ['2026-11-30'] });
  });

  it('a win the day after the last one adds to the streak; a gap starts again; the same day counts once', () => {
    const r = { streak: 2, bestStreak: 4, lastWon: '2026-11-30' };
    expect(countDailyWin(r, '2026-12-01', '2026-11-30')).toEqual({ streak: 3, bestStreak: 4, lastWon: '2026-12-01' });
    expect(countDailyWin(r, '2026-12-02', '2026-12-01')).toEqual({ streak: 1, bestStreak: 4, lastWon: '2026-12-02' });
    expect(countDailyWin(r, '2026-11-30', '2026-11-29')).toBe(r);
    expect(countDailyWin(r, '2026-11-20', '2026-11-19')).toBe(r);
    expect(countDailyWin({ streak: 4, bestStreak: 4, lastWon: '2026-11-30' }, '2026-12-01', '2026-11-30').bestStreak).toBe(5);
  });

  it('the streak shown today is broken when neither today\'s nor yesterday\'s deal was won', () => {
    const r = { streak: 5, bestStreak: 5, lastWon: '2026-11-30' };
    expect(liveStreak(r, '2026-12-01', '2026-11-30')).toBe(5);
    expect(liveStreak(r, '2026-11-30', '2026-11-29')).toBe(5);
    expect(liveStreak(r, '2026-12-02', '2026-12-01')).toBe(0);
  });
});
