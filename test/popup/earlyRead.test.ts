import { describe, expect, it } from 'vitest';
import { FRESH_META, GAME_KEY, envelope, saveGame } from '../../src/storage/gameSave';
import { DAILY_KEY } from '../../src/storage/dailyKey';
import { memoryBacking, memoryStore } from '../../src/storage/memoryStore';
import { readStored } from '../../src/storage/gameMigrate';
import { SETTINGS_KEY } from '../../src/storage/prefs';
import { withPrefetch } from '../../src/storage/prefetch';
import { gameFromNumber, loadBoot } from '../../popup/platform/boot';
import { BOOT_KEYS, EARLY_KEYS, startEarlyRead, takeEarlyRead } from '../../popup/loading/earlyRead';
import { GUIDE_KEYS, TUTORIAL_KEY, opensGuide } from '../../popup/tutorial/firstStart';

/** The slice of storage.local the early read uses, over a memory store, counting its reads. */
function storageOver(store: ReturnType<typeof memoryStore>) {
  const reads: string[][] = [];
  return {
    reads,
    local: {
      async get(keys: string | string[] | null) {
        const list = Array.isArray(keys) ? keys : keys === null ? [...store.backing.data.keys()] : [keys];
        reads.push(list);
        return Object.fromEntries(await Promise.all(list.map(async (k) => [k, await store.get(k)] as const)));
      },
      set: async () => undefined,
      remove: async () => undefined,
    },
    onChanged: { addListener() {}, removeListener() {} },
  };
}

describe('the early read (popup/loading/readSave.ts → popup/main.tsx)', () => {
  it('boots the saved game from one read begun before the modules ran, and reads nothing more', async () => {
    const store = memoryStore(memoryBacking());
    const game = gameFromNumber(77);
    await saveGame(store, game, 'w0', FRESH_META);
    const storage = storageOver(store);
    startEarlyRead(storage);
    const counted = { ...store, get: (key: string) => (storage.reads.push([key]), store.get(key)) };
    const boot = await loadBoot(withPrefetch(counted, BOOT_KEYS, takeEarlyRead()), 'w1', readStored);
    expect(boot.game.dealNumber).toBe(77);
    expect(boot.game.position).toEqual(game.position);
    expect(storage.reads).toEqual([[...EARLY_KEYS]]);
  });

  it("answers the guided first game's question from the same read: a new player's first open asks storage once", async () => {
    for (const seen of [false, true]) {
      const store = memoryStore(memoryBacking());
      await saveGame(store, gameFromNumber(77), 'w0', FRESH_META);
      if (seen) await store.set(TUTORIAL_KEY, { seenAt: 1 });
      const storage = storageOver(store);
      startEarlyRead(storage);
      const counted = { ...store, get: (key: string) => (storage.reads.push([key]), store.get(key)) };
      const early = takeEarlyRead();
      const boot = await loadBoot(withPrefetch(counted, BOOT_KEYS, early), 'w1', readStored);
      expect(await opensGuide(withPrefetch(counted, GUIDE_KEYS, early), boot)).toBe(!seen);
      expect(storage.reads).toEqual([[...EARLY_KEYS]]);
    }
  });

  it("names the day of the deal of the day under way, read with the rest, and no day for another deal or a damaged record", async () => {
    const store = memoryStore(memoryBacking());
    await store.set(GAME_KEY, envelope(gameFromNumber(77), 'w0', FRESH_META));
    await store.set(DAILY_KEY, { streak: 0, bestStreak: 0, current: { day: '2026-12-01', dealNumber: 77, startedAt: 1, hintsBefore: 0 } });
    expect((await loadBoot(store, 'w1', readStored)).dailyDay).toBe('2026-12-01');
    await store.set(DAILY_KEY, { streak: 0, bestStreak: 0, current: { day: '2026-12-01', dealNumber: 78, startedAt: 1, hintsBefore: 0 } });
    expect((await loadBoot(store, 'w1', readStored)).dailyDay).toBeUndefined();
    for (const bad of [{ current: { day: 'yesterday', dealNumber: 77 } }, { current: null }, 'x', null]) {
      await store.set(DAILY_KEY, bad);
      expect((await loadBoot(store, 'w1', readStored)).dailyDay).toBeUndefined();
    }
  });

  it('is taken once: a second take finds nothing, so later reads see later writes', async () => {
    const store = memoryStore(memoryBacking());
    startEarlyRead(storageOver(store));
    expect(takeEarlyRead()).toBeDefined();
    expect(takeEarlyRead()).toBeUndefined();
  });

  it('answers only the first read of each key from the early read', async () => {
    const store = memoryStore(memoryBacking({ [SETTINGS_KEY]: { v: 1 } }));
    const early = Promise.resolve({ [SETTINGS_KEY]: { v: 0 } });
    const prefetched = withPrefetch(store, [SETTINGS_KEY], early);
    expect(await prefetched.get(SETTINGS_KEY)).toEqual({ v: 0 });
    expect(await prefetched.get(SETTINGS_KEY)).toEqual({ v: 1 });
    expect(await prefetched.get(GAME_KEY)).toBeUndefined();
  });

  it('falls back to the store when the early read failed', async () => {
    const store = memoryStore(memoryBacking({ [SETTINGS_KEY]: { v: 1 } }));
    const prefetched = withPrefetch(store, [SETTINGS_KEY], Promise.reject(new Error('no storage yet')));
    expect(await prefetched.get(SETTINGS_KEY)).toEqual({ v: 1 });
  });

  it('without an early read is the store itself', () => {
    const store = memoryStore();
    expect(withPrefetch(store, BOOT_KEYS, undefined)).toBe(store);
  });
});
