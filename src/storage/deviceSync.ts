// The relay between this device's records (storage.local, where everything is counted and
// kept, with or without sync) and the other devices' (storage.sync, written by the browser's
// own sync): docs/architecture.md, "Every device". It never takes part in a move: it reads
// what the popup wrote and writes this device's item a few seconds later, and it writes into
// storage.local only what another device set (a setting stamped later, a goal not here yet),
// through the same locks as the popup's own writes, which every window then follows.
//
// Two windows of one device may both run it: each step reads and writes the relay's state
// under one lock, so a count is read once (`published`: the figures this device last wrote).
import { ACHIEVEMENTS_KEY, mergeAchievements, readAchievements, sameAchievements } from './achievements';
import {
  type Counts, type DeviceRecord, type Stamps, type Streak, type SyncedSetting, NO_STREAK, SYNCED_SETTINGS, countsOf, deviceItem, deviceKey,
  everyonesGoals, everyonesStats, isDeviceKey, laterStreak, latestSettings, readDeviceRecord, stampedNow, streakAfter,
} from './deviceRecord';
import { fieldsOf } from './fields';
import { SETTINGS_KEY, STATS_KEY, type Settings, type Stats, readSettings, readStats } from './prefs';
import type { KeyValueStore } from './store';

/** This device's id and what it last wrote (storage.local: never synced). */
export const SYNC_STATE_KEY = 'plot.syncState';
/** A count is written this long after the last change (several changes, one write: storage.sync allows 120 writes a minute, 1,800 an hour). */
export const PUSH_DELAY_MS = 3_000;
/** …and never sooner than this after the write before (at most 720 writes an hour). */
export const PUSH_GAP_MS = 5_000;

type Published = Counts & { readonly currentStreak: number };

interface SyncState {
  readonly id: string;
  readonly published?: Published;
  /** The latest streak known, any device's. */
  readonly streak: Streak;
  /** Each setting as this device knows it: its value and when a player set it. */
  readonly stamps: Stamps;
}

/** What the relay is doing: on, off (the player's setting), or what stopped the last write or read. */
export type SyncStatus = { readonly kind: 'on' } | { readonly kind: 'off' } | { readonly kind: 'failed'; readonly message: string };

export interface SyncView {
  readonly status: SyncStatus;
  /** The other devices' items as last read (none while off or failing to read). */
  readonly others: readonly DeviceRecord[];
}

export interface DeviceSync {
  view(): SyncView;
  /** Everyone's statistics: this device's live figures and the others'. */
  everyone(local: Stats): Stats;
  subscribe(listener: (view: SyncView) => void): () => void;
  /** Writes this device's item now (tests; the next open writes anything left in any case). */
  flush(): Promise<void>;
  stop(): void;
}

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface DeviceSyncDeps {
  readonly local: KeyValueStore;
  /** storage.sync; a store whose every call fails is sync unavailable (said, and nothing else changes). */
  readonly sync: KeyValueStore;
  readonly now?: () => number;
  readonly newId?: () => string;
  readonly timers?: Timers;
}

// The platform's, typed here (storage/ is compiled without the DOM or Node).
const platform = globalThis as unknown as {
  crypto: { getRandomValues(a: Uint8Array): Uint8Array };
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};
const randomId = (): string => Array.from(platform.crypto.getRandomValues(new Uint8Array(8)), (b) => (b % 36).toString(36)).join('');
const realTimers: Timers = { set: (fn, ms) => platform.setTimeout(fn, ms), clear: (h) => platform.clearTimeout(h) };
const published = (s: Stats): Published => ({ ...countsOf(s), currentStreak: s.currentStreak });
const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));

function readState(value: unknown, newId: () => string): SyncState {
  const v = fieldsOf(value);
  const probe = typeof v.id === 'string' ? readDeviceRecord(deviceKey(v.id), { v: 1, stats: v.published, streak: v.streak, settings: v.stamps }) : undefined;
  if (!probe) return { id: newId(), streak: NO_STREAK, stamps: {} };
  const stats = readStats(v.published);
  return { id: probe.id, streak: probe.streak, stamps: probe.settings, ...(v.published ? { published: published(stats) } : {}) };
}

/** The relay's parts the steps share: its stores and clock, and what it last read and wrote. */
interface Relay {
  readonly local: KeyValueStore;
  readonly sync: KeyValueStore;
  readonly now: () => number;
  readonly newId: () => string;
  view: SyncView;
  state?: SyncState;
  /** This device's item as last written (without its time), so an unchanged one is not written again. */
  lastWritten: string;
  lastPushAt: number;
  show(next: SyncView): void;
}

/** A step on the relay's state, under its lock: each window reads what the one before wrote. */
const step = (r: Relay, work: (s: SyncState) => Promise<SyncState>): Promise<void> =>
  r.local.exclusive(SYNC_STATE_KEY, async () => {
    const before = readState(await r.local.get(SYNC_STATE_KEY), r.newId);
    const after = await work(before);
    r.state = after;
    if (JSON.stringify(after) !== JSON.stringify(before) || (await r.local.get(SYNC_STATE_KEY)) === undefined) await r.local.set(SYNC_STATE_KEY, after);
  });

const settingsOf = async (local: KeyValueStore): Promise<Settings> => readSettings(await local.get(SETTINGS_KEY));

/** The other devices' items as stored (a damaged one left out); throws what the sync area throws. */
async function readOthers(sync: KeyValueStore, id: string): Promise<DeviceRecord[]> {
  const keys = (await sync.keys()).filter((k) => isDeviceKey(k) && k !== deviceKey(id));
  return (await Promise.all(keys.map(async (k) => readDeviceRecord(k, await sync.get(k))))).filter((x): x is DeviceRecord => x !== undefined);
}

/** The settings another device set later than this one, into storage.local under the popup's own lock; returns the stamps taken. */
async function takeSettings(local: KeyValueStore, id: string, stamps: Stamps, others: readonly DeviceRecord[]): Promise<Stamps> {
  const latest = latestSettings([{ id, settings: stamps }, ...others]);
  const out = { ...stamps };
  const taken: Partial<Record<SyncedSetting, unknown>> = {};
  for (const field of SYNCED_SETTINGS) {
    const l = latest[field];
    if (!l || l.id === id) continue;
    out[field] = { v: l.v, at: l.at };
    taken[field] = l.v;
  }
  if (Object.keys(taken).length > 0) {
    await local.exclusive(SETTINGS_KEY, async () => {
      const before = readSettings(await local.get(SETTINGS_KEY));
      const after = readSettings({ ...before, ...taken });
      if (JSON.stringify(after) !== JSON.stringify(before)) await local.set(SETTINGS_KEY, after);
    });
  }
  return out;
}

/** The goals another device earned and this one has not, into storage.local under the popup's own lock. */
async function takeGoals(local: KeyValueStore, others: readonly DeviceRecord[]): Promise<void> {
  if (!others.some((o) => Object.keys(o.goals).length > 0)) return;
  await local.exclusive(ACHIEVEMENTS_KEY, async () => {
    const before = readAchievements(await local.get(ACHIEVEMENTS_KEY));
    const after = everyonesGoals(before, others);
    if (!sameAchievements(before, after)) await local.set(ACHIEVEMENTS_KEY, mergeAchievements(before, after));
  });
}

/** The other devices' items, read; what they set later than this device, and their goals, taken in. */
const pull = (r: Relay): Promise<void> =>
  step(r, async (s) => {
    let others: DeviceRecord[];
    try {
      others = await readOthers(r.sync, s.id);
    } catch (e) {
      r.show({ status: { kind: 'failed', message: message(e) }, others: [] });
      return s;
    }
    const stamps = await takeSettings(r.local, s.id, stampedNow(s.stamps, await settingsOf(r.local), r.now()), others);
    await takeGoals(r.local, others);
    const streak = others.map((o) => o.streak).reduce(laterStreak, s.streak);
    r.show({ status: { kind: 'on' }, others });
    return { ...s, stamps, streak };
  });

/** This device's item, brought up to date with what it counted and set since, and written if it changed. */
const push = (r: Relay): Promise<void> =>
  step(r, async (s) => {
    const [stats, settings, goals] = [readStats(await r.local.get(STATS_KEY)), await settingsOf(r.local), readAchievements(await r.local.get(ACHIEVEMENTS_KEY))];
    const at = r.now();
    const stamps = stampedNow(s.stamps, settings, at);
    const streak = s.published
      ? streakAfter(s.streak, s.published, published(stats), at)
      : laterStreak(s.streak, { n: stats.currentStreak, best: stats.bestStreak, at: 0 });
    const item = deviceItem({ id: s.id, at, stats: countsOf(stats), streak, goals: goals.earned, settings: stamps });
    const { at: _at, ...content } = item;
    const text = JSON.stringify(content);
    if (text !== r.lastWritten) {
      try {
        const { at: _storedAt, ...stored } = ((await r.sync.get(deviceKey(s.id))) ?? {}) as Record<string, unknown>;
        if (JSON.stringify(stored) !== text) await r.sync.set(deviceKey(s.id), item);
        r.lastWritten = text;
        r.lastPushAt = at;
        r.show({ status: { kind: 'on' }, others: r.view.others });
      } catch (e) {
        r.show({ status: { kind: 'failed', message: message(e) }, others: r.view.others });
        // What was counted stays unwritten: the next change, or the next open, tries again from the same figures.
        return s;
      }
    }
    return { id: s.id, published: published(stats), streak, stamps };
  });

/** Sync turned off on this device: its item leaves storage.sync (the others keep theirs). */
async function leave(r: Relay): Promise<void> {
  const id = r.state?.id ?? readState(await r.local.get(SYNC_STATE_KEY), r.newId).id;
  r.show({ status: { kind: 'off' }, others: [] });
  r.lastWritten = '';
  try {
    await r.sync.remove(deviceKey(id));
  } catch {
    // Sync unavailable: nothing of this device's is there.
  }
}

/** A push a few seconds after the last change (never sooner than PUSH_GAP_MS after the one before), a pull just after another device wrote. */
function scheduler(r: Relay, timers: Timers): { schedule(kind: 'push' | 'pull'): void; clear(kind?: 'push'): void } {
  let pushTimer: unknown;
  let pullTimer: unknown;
  return {
    schedule(kind) {
      if (kind === 'pull') {
        timers.clear(pullTimer);
        pullTimer = timers.set(() => void pull(r).catch(() => undefined), 200);
        return;
      }
      timers.clear(pushTimer);
      pushTimer = timers.set(() => void push(r).catch(() => undefined), Math.max(PUSH_DELAY_MS, r.lastPushAt + PUSH_GAP_MS - r.now()));
    },
    /** The push waiting (a flush writes now), or both. */
    clear(kind) {
      timers.clear(pushTimer);
      if (!kind) timers.clear(pullTimer);
    },
  };
}

export function startDeviceSync(deps: DeviceSyncDeps): DeviceSync {
  const timers = deps.timers ?? realTimers;
  const listeners = new Set<(v: SyncView) => void>();
  const r: Relay = {
    local: deps.local, sync: deps.sync, now: deps.now ?? Date.now, newId: deps.newId ?? randomId,
    view: { status: { kind: 'on' }, others: [] }, lastWritten: '', lastPushAt: -Infinity,
    show(next) {
      r.view = next;
      for (const l of [...listeners]) l(next);
    },
  };
  const { schedule, clear } = scheduler(r, timers);
  let stopped = false;
  let on = false;

  /** Follows the setting: on, a pull then a push; off, this device's item taken out. */
  const follow = async () => {
    const wanted = (await settingsOf(r.local)).sync;
    if (stopped || wanted === on) return;
    on = wanted;
    if (!on) return leave(r);
    await pull(r);
    await push(r);
  };

  const unsubscribeLocal = r.local.subscribe((key) => {
    if (stopped) return;
    if (key === SETTINGS_KEY) void follow().then(() => on && schedule('push')).catch(() => undefined);
    else if (on && (key === STATS_KEY || key === ACHIEVEMENTS_KEY)) schedule('push');
  });
  const unsubscribeSync = r.sync.subscribe((key) => {
    if (!stopped && on && isDeviceKey(key) && key !== deviceKey(r.state?.id ?? '')) schedule('pull');
  });
  const started = follow().catch(() => undefined);

  return {
    view: () => r.view,
    everyone(stats) {
      if (!on || !r.state || r.view.others.length === 0) return stats;
      const mine = r.state.published ? streakAfter(r.state.streak, r.state.published, published(stats), r.now()) : r.state.streak;
      return everyonesStats(stats, mine, r.view.others);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async flush() {
      await started;
      clear('push');
      if (on) await push(r);
    },
    stop() {
      stopped = true;
      clear();
      unsubscribeLocal();
      unsubscribeSync();
    },
  };
}
