// The deal of the day's stored record: read tolerantly, the streak counted by UTC days.
import { describe, expect, it } from 'vitest';
import { EMPTY_DAILY, WON_DAYS_KEPT, countDailyWin, liveStreak, markWon, readDaily } from '../../src/storage/daily';

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

describe('the days won (the calendar of past days)', () => {
  it('are read as a set: well-formed days, sorted, each once, the latest WON_DAYS_KEPT', () => {
    expect(readDaily({ streak: 0, bestStreak: 0, won: ['2026-12-01', 'junk', 7, '2026-11-02', '2026-12-01'] }).won).toEqual(['2026-11-02', '2026-12-01']);
    expect(readDaily({ streak: 0, bestStreak: 0, won: [] }).won).toBeUndefined();
    const many = Array.from({ length: WON_DAYS_KEPT + 50 }, (_, i) => new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10));
    const kept = readDaily({ streak: 0, bestStreak: 0, won: [...many].reverse() }).won!;
    expect(kept).toHaveLength(WON_DAYS_KEPT);
    expect(kept).toEqual(many.slice(-WON_DAYS_KEPT));
  });

  it('an old record (no days won) names them by its streak: the days ending with the last won', () => {
    expect(readDaily({ streak: 3, bestStreak: 5, lastWon: '2026-03-01' }).won).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(readDaily({ streak: 0, bestStreak: 5, lastWon: '2026-03-01' }).won).toEqual(['2026-03-01']);
    expect(readDaily({ streak: 0, bestStreak: 0 }).won).toBeUndefined();
    expect(readDaily({ streak: 10_000, bestStreak: 10_000, lastWon: '2026-03-01' }).won).toHaveLength(WON_DAYS_KEPT);
  });

  it('markWon adds a day once', () => {
    const r = markWon(markWon(EMPTY_DAILY, '2026-12-01'), '2026-11-02');
    expect(r.won).toEqual(['2026-11-02', '2026-12-01']);
    expect(markWon(r, '2026-12-01')).toBe(r);
  });
});
