// The deal of the day's record (plot.daily) changed in two windows at once, and written
// through the saver while the storage fails: each window's change is made on the record as
// stored, under the store's lock, so neither loses the other's; a change waiting for the
// storage is shown at once and lands, with the one made after it, once the storage takes writes.
import { expect, it } from 'vitest';
import { DAILY_KEY, type DailyRecord, readDaily } from '../../src/storage/daily';
import { type MemoryBacking, memoryBacking, memoryStore } from '../../src/storage/memoryStore';
import { DEFAULT_SETTINGS, EMPTY_STATS } from '../../src/storage/prefs';
import type { KeyValueStore } from '../../src/storage/store';
import { gameFromNumber } from '../../popup/platform/boot';
import { type DailyState, type DailyWork, dealDaily, noteDailyWin } from '../../popup/daily/dailyRules';
import { createSaver } from '../../popup/platform/saver';
import { savingStore } from '../../popup/platform/useStorageSync';
import type { Session } from '../../popup/session/session';
import { createSessionStore } from '../../popup/session/store';
import { manualTimers, settle } from './manualTimers';

const TODAY = '2026-12-03';
const PAST = '2026-11-29';
const [TODAYS, PASTS] = [4242, 977];
const now = () => new Date(`${TODAY}T10:00:00Z`);

/** Storage as storage.local is: a write lands after a round trip, so two windows can both read before either writes. */
function browserLike(backing: MemoryBacking): KeyValueStore {
  const store = memoryStore(backing);
  return { ...store, set: async (key, value) => (await settle(), store.set(key, value)) };
}

/** A window on `backing` playing deal `dealNumber`: its deal of the day's work, through a saving store as in the popup. */
function openWindow(backing: MemoryBacking, dealNumber: number) {
  const timers = manualTimers();
  const saver = createSaver(timers.timers);
  const session = createSessionStore({ game: gameFromNumber(dealNumber), meta: { counted: true, won: false }, stats: EMPTY_STATS, settings: DEFAULT_SETTINGS });
  let state: DailyState = {};
  const work: DailyWork = {
    store: savingStore(browserLike(backing), saver, 'daily'), session, now,
    findDaily: async (day) => ({ ok: true, day, dealNumber: day === PAST ? PASTS : TODAYS, tried: 1 }),
    copyText: async () => undefined, announce: () => undefined, ready: { session } as never,
    shown: () => state, show: (patch) => void (state = { ...state, ...patch }),
  };
  return { work, saver, timers, session, shown: () => state };
}

const won = (dealNumber: number): Session => ({ game: gameFromNumber(dealNumber), meta: { counted: true, won: true, timeMs: 60_000 }, stats: EMPTY_STATS, settings: DEFAULT_SETTINGS });
const stored = (backing: MemoryBacking): DailyRecord => readDaily(backing.data.get(DAILY_KEY));

it("one window deals a past day while the other wins today's deal: the record keeps both", async () => {
  const backing = memoryBacking({ [DAILY_KEY]: { streak: 2, bestStreak: 4, lastWon: '2026-12-02', won: ['2026-12-02'], current: { day: TODAY, dealNumber: TODAYS, startedAt: 1, hintsBefore: 0 } } });
  const [a, b] = [openWindow(backing, 1), openWindow(backing, TODAYS)];
  // Both read the record before either write lands.
  await Promise.all([dealDaily(a.work, a.session.get().game, PAST), noteDailyWin(b.work, won(TODAYS), now())]);
  for (let i = 0; i < 50; i++) await settle();
  expect(stored(backing)).toEqual({
    streak: 3, bestStreak: 4, lastWon: TODAY, won: ['2026-12-02', TODAY],
    current: { day: PAST, dealNumber: PASTS, startedAt: now().getTime(), hintsBefore: 0, late: true },
  });
  expect(b.shown().won?.streak).toBe(3);
});

it('both windows win the same deal of the day: the day counts once', async () => {
  const backing = memoryBacking({ [DAILY_KEY]: { streak: 2, bestStreak: 2, lastWon: '2026-12-02', current: { day: TODAY, dealNumber: TODAYS, startedAt: 1, hintsBefore: 0 } } });
  const [a, b] = [openWindow(backing, TODAYS), openWindow(backing, TODAYS)];
  await Promise.all([noteDailyWin(a.work, won(TODAYS), now()), noteDailyWin(b.work, won(TODAYS), now())]);
  for (let i = 0; i < 50; i++) await settle();
  expect(stored(backing)).toMatchObject({ streak: 3, bestStreak: 3, lastWon: TODAY });
  expect(stored(backing).current).toBeUndefined();
});

it('while the storage fails, a past day dealt then won is shown won, the notice names the daily part, and both land once it takes writes', async () => {
  const backing = memoryBacking({ [DAILY_KEY]: { streak: 1, bestStreak: 1, lastWon: '2026-12-02', won: ['2026-12-02'] } });
  const w = openWindow(backing, 1);
  backing.failing = true;
  await dealDaily(w.work, w.session.get().game, PAST);
  for (let i = 0; i < 10; i++) await settle();
  await w.timers.fire();
  await w.timers.fire();
  expect(w.saver.status.get().failing).toEqual(['daily']);
  // The deal's change waits for the storage; the win is made on it (the record here names the past day's game).
  await noteDailyWin(w.work, won(PASTS), now());
  expect(w.shown().won?.said).toContain('November 29, 2026');
  expect(w.shown().days?.won).toEqual([PAST, '2026-12-02']);
  for (let i = 0; i < 10; i++) await settle();
  expect(w.saver.status.get().failing).toEqual(['daily']);
  backing.failing = false;
  await w.timers.fire();
  for (let i = 0; i < 10; i++) await settle();
  expect(stored(backing)).toEqual({ streak: 1, bestStreak: 1, lastWon: '2026-12-02', won: [PAST, '2026-12-02'] });
  expect(w.saver.status.get().failing).toEqual([]);
});
