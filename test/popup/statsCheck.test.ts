// Saved statistics checked against each other (src/storage/stats.ts): every record the
// counting itself can make is believed whole; figures that cannot be true together — more
// wins than games, a streak longer than the wins, a number beyond any life of play — are
// set aside (to 0, with what rests on them), the rest kept, and loadStats copies the saved
// record under a backup key before it writes the checked one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryBacking, memoryStore } from '../../src/storage/memoryStore';
import {
  EMPTY_STATS, MAX_GAME_MS, STATS_BACKUP_PREFIX, STATS_KEY, type Stats, checkStats, countGameAbandoned, countGamePlayed,
  countGameWon, countHint, loadStats, readStats, winRate,
} from '../../src/storage/stats';
import { averageCleanWinMs } from '../../src/storage/statsFigures';

/** What the session does to the statistics, one game or hint at a time. */
type Event = { kind: 'hint' } | { kind: 'game'; won: boolean; timeMs: number; hints: number };
const events = fc.array(
  fc.oneof(
    fc.constant<Event>({ kind: 'hint' }),
    fc.record({ kind: fc.constant('game' as const), won: fc.boolean(), timeMs: fc.integer({ min: 0, max: 10_000_000 }), hints: fc.nat(40) }),
  ),
  { maxLength: 60 },
);
const counted = (list: Event[]): Stats =>
  list.reduce((s, e) => {
    if (e.kind === 'hint') return countHint(s);
    const played = countGamePlayed(s);
    return e.won ? countGameWon(played, e.timeMs, e.hints) : countGameAbandoned(played);
  }, EMPTY_STATS);

describe('statistics the counting makes', () => {
  it('are believed whole, and read back as they were saved', () => {
    fc.assert(
      fc.property(events, (list) => {
        const s = counted(list);
        const { stats, doubted } = checkStats(JSON.parse(JSON.stringify(s)));
        expect(doubted).toEqual([]);
        expect(stats).toEqual(s);
      }),
    );
  });

  it('a reset during a game (one win more than games, before the reset kept that game counted) is no damage', () => {
    const { stats, doubted } = checkStats({ ...countGameWon(EMPTY_STATS, 60_000) });
    expect(doubted).toEqual([]);
    expect(stats).toMatchObject({ played: 1, won: 1 });
  });
});

describe('statistics that cannot be true', () => {
  const good = counted([
    { kind: 'game', won: true, timeMs: 300_000, hints: 0 },
    { kind: 'game', won: true, timeMs: 100_000, hints: 3 },
    { kind: 'game', won: false, timeMs: 0, hints: 0 },
    { kind: 'game', won: true, timeMs: 200_000, hints: 0 },
  ]);

  it('the issue\'s record: win rate 333%, a streak of 1e308, an average win of 2.78e+293:24:36', () => {
    const tampered = { ...good, played: 3, won: 10, currentStreak: 1e308, cleanTimeMs: 2 * 1e300 };
    const { stats, doubted } = checkStats(tampered);
    expect(doubted).toEqual(['currentStreak', 'won', 'bestStreak', 'clean', 'hinted']);
    // Only what can be trusted: the games played and the hints.
    expect(stats).toEqual({ ...EMPTY_STATS, played: 3, hintsUsed: good.hintsUsed, setAside: { fields: ['won', 'currentStreak', 'bestStreak', 'clean', 'hinted'] } });
    expect(winRate(stats)).toBeLessThanOrEqual(1);
    expect(averageCleanWinMs(stats)).toBeUndefined();
  });

  it('each relation alone: the figure that breaks it goes, with what rests on it; the rest stays', () => {
    const check = (over: Partial<Record<keyof Stats, unknown>>) => checkStats({ ...good, ...over });
    expect(check({ bestStreak: good.won + 1 }).doubted).toEqual(['bestStreak', 'currentStreak']);
    expect(check({ currentStreak: good.bestStreak + 1 }).doubted).toEqual(['currentStreak']);
    expect(check({ currentStreak: good.bestStreak + 1 }).stats).toMatchObject({ played: 4, won: 3, bestStreak: good.bestStreak, currentStreak: 0 });
    // The fastest win slower than the average: the kind's times go, its count too (they are one group).
    expect(check({ cleanFastestMs: 290_000 }).stats).toMatchObject({ cleanWins: 0, cleanFastestMs: 0, hintedWins: 1, won: 3 });
    // A win with hints without a hint.
    expect(check({ hintedHints: 0 }).doubted).toEqual(['hinted']);
    // A game of more than 1,000 hours.
    expect(check({ cleanTimedWins: 1, cleanWins: 1, cleanTimeMs: MAX_GAME_MS + 1, cleanFastestMs: MAX_GAME_MS + 1 }).doubted).toEqual(['clean']);
    // Not numbers, negative, fractions, infinities.
    for (const bad of ['7', -1, 2.5, Infinity, NaN, null]) expect(check({ hintsUsed: bad }).doubted).toEqual(['hintsUsed']);
  });

  it('old records: win times from before wins were told apart by hints are kept as they were, labelled, never a record', () => {
    const old = { played: 10, won: 6, currentStreak: 1, bestStreak: 4, hintsUsed: 193, timedWins: 6, winTimeMs: 1_200_000, fastestWinMs: 51_000 };
    const { stats, doubted } = checkStats(old);
    expect(doubted).toEqual([]);
    expect(stats).toEqual({ ...EMPTY_STATS, played: 10, won: 6, currentStreak: 1, bestStreak: 4, hintsUsed: 193, earlier: { timedWins: 6, winTimeMs: 1_200_000, fastestWinMs: 51_000 } });
    expect(stats.cleanFastestMs).toBe(0);
    // New wins come in by kind beside them, and the record written reads the same.
    const after = countGameWon(countGamePlayed(stats), 300_000, 0);
    expect(readStats(JSON.parse(JSON.stringify(after)))).toEqual(after);
    expect(after).toMatchObject({ won: 7, cleanWins: 1, cleanFastestMs: 300_000, earlier: { fastestWinMs: 51_000 } });
  });
});

describe('loading statistics that cannot be true', () => {
  const tampered = { played: 3, won: 10, currentStreak: 1e308, bestStreak: 2, hintsUsed: 4 };

  it('copies the saved record under a backup key, saves the checked one, and names both in setAside', async () => {
    const backing = memoryBacking();
    backing.data.set(STATS_KEY, tampered);
    const store = memoryStore(backing);
    const stats = await loadStats(store, Date.UTC(2026, 11, 3));
    const backupKey = `${STATS_BACKUP_PREFIX}2026-12-03T00:00:00.000Z`;
    expect(backing.data.get(backupKey)).toEqual(tampered);
    expect(stats.setAside).toEqual({ fields: ['won', 'currentStreak', 'bestStreak'], backupKey });
    expect(stats).toMatchObject({ played: 3, won: 0, hintsUsed: 4 });
    expect(backing.data.get(STATS_KEY)).toEqual(stats);
    // Read again: believed as checked, no second copy.
    expect(await loadStats(store, Date.UTC(2026, 11, 4))).toEqual(stats);
    expect([...backing.data.keys()].filter((k) => k.startsWith(STATS_BACKUP_PREFIX))).toEqual([backupKey]);
  });

  it('when the copy cannot be written, the saved record is left as it is and the notice says no copy exists', async () => {
    const backing = memoryBacking();
    backing.data.set(STATS_KEY, tampered);
    const store = memoryStore(backing);
    const failing = { ...store, set: (key: string, value: unknown) => (key.startsWith(STATS_BACKUP_PREFIX) ? Promise.reject(new Error('full')) : store.set(key, value)) };
    const stats = await loadStats(failing);
    expect(stats.setAside).toEqual({ fields: ['won', 'currentStreak', 'bestStreak'] });
    expect(backing.data.get(STATS_KEY)).toEqual(tampered);
  });
});
