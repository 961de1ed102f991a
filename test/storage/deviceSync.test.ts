// Two devices (each its own storage.local, one storage.sync between them, as the browser's
// sync would deliver it) and the relay between them: docs/architecture.md, "Every device".
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS_KEY, readAchievements } from '../../src/storage/achievements';
import {
  SYNC_QUOTA_BYTES, SYNC_QUOTA_BYTES_PER_ITEM, deviceItem, deviceItemBytes, deviceKey, everyonesStats, recordAfter, readDeviceRecord, streakAfter,
} from '../../src/storage/deviceRecord';
import { type DeviceSync, SYNC_STATE_KEY, type Timers, startDeviceSync } from '../../src/storage/deviceSync';
import { type MemoryBacking, memoryBacking, memoryStore } from '../../src/storage/memoryStore';
import {
  DEFAULT_SETTINGS, EMPTY_STATS, SETTINGS_KEY, STATS_KEY, type Settings, type Stats, countGameAbandoned, countGamePlayed, countGameWon, readSettings, readStats,
} from '../../src/storage/prefs';
import type { KeyValueStore } from '../../src/storage/store';
import { MAX_COUNT } from '../../src/storage/stats';

/** Timers run by hand: the relay's delays pass when the test says. */
function handTimers(): Timers & { run(): void } {
  const due = new Map<number, () => void>();
  let next = 0;
  return {
    set: (fn) => (due.set(++next, fn), next),
    clear: (h) => void due.delete(h as number),
    run() {
      const fns = [...due.values()];
      due.clear();
      for (const fn of fns) fn();
    },
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

interface Device {
  local: KeyValueStore & { backing: MemoryBacking };
  relay: DeviceSync;
  timers: ReturnType<typeof handTimers>;
  stats(): Promise<Stats>;
  count(change: (s: Stats) => Stats): Promise<void>;
  set(change: Partial<Settings>): Promise<void>;
  settings(): Promise<Settings>;
  /** What the browser's sync would do next: this device writes, then everyone reads. */
  sync(): Promise<void>;
}

let clock = 1_800_000_000_000;
const tick = () => (clock += 1000);

function device(id: string, sync: MemoryBacking, initial: Record<string, unknown> = {}, local = memoryBacking(initial)): Device {
  const store = memoryStore(local);
  const timers = handTimers();
  const relay = startDeviceSync({ local: store, sync: memoryStore(sync), now: () => clock, newId: () => id, timers });
  const d: Device = {
    local: store,
    relay,
    timers,
    stats: async () => readStats(await store.get(STATS_KEY)),
    async count(change) {
      tick();
      await store.set(STATS_KEY, change(await d.stats()));
    },
    async set(change) {
      tick();
      await store.set(SETTINGS_KEY, { ...(await d.settings()), ...change });
    },
    settings: async () => readSettings(await store.get(SETTINGS_KEY)),
    async sync() {
      await relay.flush();
      await settle();
      timers.run();
      await settle();
      await settle();
    },
  };
  return d;
}

/** Both devices write, then both read what the other wrote. */
async function syncAll(...devices: Device[]) {
  for (const d of devices) await d.relay.flush();
  for (let i = 0; i < 3; i++) {
    await settle();
    for (const d of devices) d.timers.run();
    await settle();
  }
}

/** Two devices with nothing stored, over one storage.sync. */
function twoDevices() {
  const sync = memoryBacking();
  return { sync, a: device('deviceaaaa', sync), b: device('devicebbbb', sync) };
}

/** A device's item as storage.sync holds it, read. */
const itemOf = (sync: MemoryBacking, id: string) => readDeviceRecord(deviceKey(id), sync.data.get(deviceKey(id)));

const won = (timeMs = 0, hints = 0) => (s: Stats) => countGameWon(countGamePlayed(s), timeMs, hints);
const lost = (s: Stats) => countGameAbandoned(countGamePlayed(s));

describe('every device: settings', () => {
  it('a new device takes the settings a player chose elsewhere; an old device keeps its own against a new one\'s defaults', async () => {
    const sync = memoryBacking();
    const a = device('deviceaaaa', sync, { [SETTINGS_KEY]: { ...DEFAULT_SETTINGS, felt: 'blue', theme: 'dark' } });
    await syncAll(a);
    const b = device('devicebbbb', sync);
    await syncAll(a, b);
    expect((await b.settings()).felt).toBe('blue');
    expect((await b.settings()).theme).toBe('dark');
    expect((await a.settings()).felt).toBe('blue');
  });

  it('the later choice of each setting stands, so a setting changed on each device keeps both', async () => {
    const { sync, a, b } = twoDevices();
    await syncAll(a, b);
    await a.set({ theme: 'dark' });
    await b.set({ felt: 'slate' });
    await syncAll(a, b);
    for (const d of [a, b]) expect(await d.settings()).toMatchObject({ theme: 'dark', felt: 'slate' });
    await b.set({ theme: 'light' });
    await syncAll(a, b);
    for (const d of [a, b]) expect((await d.settings()).theme).toBe('light');
  });

  it('sync itself is each device\'s own: turning it off here leaves it on there, and takes this device\'s item out', async () => {
    const { sync, a, b } = twoDevices();
    await a.count(won(60_000));
    await syncAll(a, b);
    expect(sync.data.has(deviceKey('devicebbbb'))).toBe(true);
    await b.set({ sync: false });
    await syncAll(a, b);
    expect(sync.data.has(deviceKey('devicebbbb'))).toBe(false);
    expect((await a.settings()).sync).toBe(true);
    expect(b.relay.view().status.kind).toBe('off');
    expect(b.relay.everyone(await b.stats())).toEqual(await b.stats());
    await a.set({ felt: 'blue' });
    await syncAll(a, b);
    expect((await b.settings()).felt).toBe('green');
  });
});

describe('every device: statistics', () => {
  it('counts are summed, the fastest win is the least, and each device shows everyone\'s', async () => {
    const { sync, a, b } = twoDevices();
    await a.count(won(90_000));
    await a.count(won(70_000, 2));
    await a.count(lost);
    await b.count(won(50_000));
    await b.count(won(0));
    await syncAll(a, b);
    const [sa, sb] = [a.relay.everyone(await a.stats()), b.relay.everyone(await b.stats())];
    expect(sa).toEqual(sb);
    expect(sa).toMatchObject({ played: 5, won: 4, cleanWins: 3, cleanTimedWins: 2, cleanTimeMs: 140_000, cleanFastestMs: 50_000, hintedWins: 1, hintedHints: 2, hintsUsed: 0 });
    // This device's own figures are untouched: everyone's are a view.
    expect(await a.stats()).toMatchObject({ played: 3, won: 2 });
  });

  it('a streak begun on one device goes on on the other, and a game lost anywhere ends it', async () => {
    const { sync, a, b } = twoDevices();
    await a.count(won());
    await a.count(won());
    await syncAll(a, b);
    await b.count(won());
    await syncAll(a, b);
    expect(b.relay.everyone(await b.stats())).toMatchObject({ currentStreak: 3, bestStreak: 3 });
    expect(a.relay.everyone(await a.stats())).toMatchObject({ currentStreak: 3, bestStreak: 3 });
    await a.count(lost);
    await syncAll(a, b);
    for (const d of [a, b]) expect(d.relay.everyone(await d.stats())).toMatchObject({ currentStreak: 0, bestStreak: 3 });
    await b.count(won());
    await syncAll(a, b);
    for (const d of [a, b]) expect(d.relay.everyone(await d.stats())).toMatchObject({ currentStreak: 1, bestStreak: 3 });
  });

  it('two windows of one device count its games once', async () => {
    const sync = memoryBacking();
    const local = memoryBacking();
    const a1 = device('deviceaaaa', sync, {}, local);
    const a2 = device('deviceaaaa', sync, {}, local);
    const b = device('devicebbbb', sync);
    await a1.count(won());
    await a1.count(won());
    await syncAll(a1, a2, b);
    await syncAll(a2, a1, b);
    expect(b.relay.everyone(await b.stats())).toMatchObject({ played: 2, won: 2, currentStreak: 2 });
    expect(itemOf(sync, 'deviceaaaa')?.streak.n).toBe(2);
  });

  it('a reset here starts this device\'s figures again; the others\' stay theirs', async () => {
    const { sync, a, b } = twoDevices();
    await a.count(won());
    await b.count(won());
    await syncAll(a, b);
    tick();
    await a.local.set(STATS_KEY, EMPTY_STATS);
    await syncAll(a, b);
    expect(b.relay.everyone(await b.stats())).toMatchObject({ played: 1, won: 1 });
    expect(a.relay.everyone(await a.stats())).toMatchObject({ played: 1, won: 1 });
  });
});

describe('every device: goals', () => {
  it('a goal earned on one device is listed on the other at the date it was earned', async () => {
    const sync = memoryBacking();
    const a = device('deviceaaaa', sync, { [ACHIEVEMENTS_KEY]: { earned: { firstWin: 1_790_000_000_000 } } });
    const b = device('devicebbbb', sync, { [ACHIEVEMENTS_KEY]: { earned: { firstWin: 1_795_000_000_000, cleanWin: 1_796_000_000_000 } } });
    await syncAll(a, b);
    await syncAll(a, b);
    for (const d of [a, b]) {
      expect(readAchievements(await d.local.get(ACHIEVEMENTS_KEY)).earned).toEqual({ cleanWin: 1_796_000_000_000, firstWin: 1_790_000_000_000 });
    }
  });
});

describe('every device: when sync cannot be used', () => {
  it('a browser without sync (every call refused): said, and this device plays on its own figures', async () => {
    const sync = memoryBacking();
    sync.failing = true;
    const a = device('deviceaaaa', sync);
    await a.count(won());
    await syncAll(a);
    expect(a.relay.view().status.kind).toBe('failed');
    expect(a.relay.everyone(await a.stats())).toEqual(await a.stats());
    sync.failing = false;
    await a.count(won());
    await syncAll(a);
    expect(a.relay.view().status.kind).toBe('on');
    expect(itemOf(sync, 'deviceaaaa')?.stats).toMatchObject({ played: 2, won: 2 });
  });

  it('a damaged item is one device left out; a full sync area is said, and what was counted is written once there is room', async () => {
    const sync = memoryBacking({ [deviceKey('damagedxx')]: { v: 1, stats: { played: -4 }, streak: 'x', goals: [1], settings: { felt: { v: 'plaid', at: 9e15 } } } });
    const a = device('deviceaaaa', sync);
    await a.count(won());
    await syncAll(a);
    expect(a.relay.view().others.map((o) => o.id)).toEqual(['damagedxx']);
    expect(a.relay.everyone(await a.stats())).toMatchObject({ played: 1, won: 1 });
    expect((await a.settings()).felt).toBe('green');
    sync.quota = 10;
    await a.count(won());
    await syncAll(a);
    expect(a.relay.view().status).toMatchObject({ kind: 'failed', message: expect.stringContaining('QUOTA_BYTES') });
    sync.quota = undefined;
    await syncAll(a);
    expect(itemOf(sync, 'deviceaaaa')?.stats).toMatchObject({ played: 2, won: 2 });
  });

  it('the relay\'s own state stays on this device', async () => {
    const sync = memoryBacking();
    const a = device('deviceaaaa', sync);
    await syncAll(a);
    expect(a.local.backing.data.has(SYNC_STATE_KEY)).toBe(true);
    expect([...sync.data.keys()]).toEqual([deviceKey('deviceaaaa')]);
  });
});

describe('every device: the records', () => {
  it('an item is within storage.sync\'s quotas even at its largest; the figure for 1,000 games, and how many devices fit', () => {
    const thousand = recordAfter('abcdefghij', 1_800_000_000_000, 1000);
    const largest = recordAfter('abcdefghijklmnop', 9_999_999_999_999, MAX_COUNT);
    console.log(`storage.sync: one device's item after 1,000 games ${deviceItemBytes(thousand)} bytes, at its largest ${deviceItemBytes(largest)} (per item ${SYNC_QUOTA_BYTES_PER_ITEM}); ${Math.floor(SYNC_QUOTA_BYTES / deviceItemBytes(largest))} devices at their largest fit in ${SYNC_QUOTA_BYTES}`);
    expect(deviceItemBytes(largest)).toBeLessThan(SYNC_QUOTA_BYTES_PER_ITEM);
    expect(Math.floor(SYNC_QUOTA_BYTES / deviceItemBytes(largest))).toBeGreaterThanOrEqual(20);
  });

  it('an item round-trips through its text', () => {
    const r = recordAfter('abcdefghij', 1_800_000_000_000, 1000);
    expect(readDeviceRecord(deviceKey(r.id), JSON.parse(JSON.stringify(deviceItem(r))))).toEqual(r);
  });

  it('the merge is the same in any order and adds nothing when taken twice', () => {
    const rec = (id: string, played: number, won: number, n: number, at: number) => ({
      ...recordAfter(id, at, 0), stats: { ...recordAfter(id, at, 0).stats, played, won, bestStreak: n }, streak: { n, best: n, at },
    });
    const local = { ...EMPTY_STATS, played: 3, won: 1, currentStreak: 1, bestStreak: 1 };
    const [x, y] = [rec('xxxxxxxx', 5, 4, 4, 10), rec('yyyyyyyy', 2, 2, 2, 20)];
    const mine = { n: 1, best: 1, at: 5 };
    expect(everyonesStats(local, mine, [x, y])).toEqual(everyonesStats(local, mine, [y, x]));
    expect(everyonesStats(local, mine, [x, y])).toMatchObject({ played: 10, won: 7, currentStreak: 2, bestStreak: 4 });
  });

  it('the streak: a win continues the latest, a game not won ends it, a reset starts it again', () => {
    const before = { ...EMPTY_STATS, played: 2, won: 2, currentStreak: 2, bestStreak: 2 };
    const shared = { n: 5, best: 5, at: 1 };
    expect(streakAfter(shared, before, won()(before), 2)).toEqual({ n: 6, best: 6, at: 2 });
    expect(streakAfter(shared, before, lost(before), 2)).toEqual({ n: 0, best: 5, at: 2 });
    expect(streakAfter(shared, before, won()(lost(before)), 2)).toEqual({ n: 1, best: 5, at: 2 });
    expect(streakAfter(shared, before, EMPTY_STATS, 2)).toEqual({ n: 0, best: 0, at: 2 });
    expect(streakAfter(shared, before, before, 2)).toBe(shared);
  });
});
