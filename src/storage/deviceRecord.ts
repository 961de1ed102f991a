// One device's part of what follows the player from browser to browser (storage.sync,
// docs/architecture.md, "Every device"): its statistics, its goals, its settings each with
// when it was set, and the streak as it stood after this device's last counted game.
//
// Design: every device writes ONE item of its own (`plot.device.<id>`) and never another's,
// so two devices that play at the same time cannot overwrite each other (storage.sync keeps
// the last write of an item, whole). Everything shown is a merge of all the items, and every
// merge is commutative, associative and idempotent: counts are summed (each device counts
// its own games once), the fastest win is the least, goals are the union at their earliest
// dates, a setting takes the value stamped latest, and the streak is the latest device's.
// Read tolerantly: a damaged item is one device's figures left out, never an error.
import { GOAL_IDS, type Achievements, mergeAchievements, readAchievements } from './achievements';
import { DEFAULT_SETTINGS, type Settings, readSettings } from './prefs';
import { fieldsOf } from './fields';
import { type Stats, checkStats } from './stats';

export const DEVICE_PREFIX = 'plot.device.';
/** storage.sync's limits, the same in Chromium and Firefox: the whole area, one item. */
export const SYNC_QUOTA_BYTES = 102_400;
export const SYNC_QUOTA_BYTES_PER_ITEM = 8_192;

/** The settings that follow the player; `sync` itself is each device's own choice. */
export type SyncedSetting = Exclude<keyof Settings, 'sync'>;
export const SYNCED_SETTINGS = (Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]).filter((k): k is SyncedSetting => k !== 'sync');

/** A setting's value and when a player set it (0: before this device synced: older than any choice). */
export interface Stamped {
  readonly v: unknown;
  readonly at: number;
}

/** Each setting as a device knows it: its value and when a player set it. */
export type Stamps = Partial<Record<SyncedSetting, Stamped>>;

/** The streak after the last game a device counted, and the best it saw. */
export interface Streak {
  readonly n: number;
  readonly best: number;
  readonly at: number;
}

export const NO_STREAK: Streak = { n: 0, best: 0, at: 0 };

/** The counts a device sums into everyone's figures: its own games only. */
export type Counts = Pick<Stats, 'played' | 'won' | 'bestStreak' | 'hintsUsed' | 'cleanWins' | 'cleanTimedWins' | 'cleanTimeMs' | 'cleanFastestMs' | 'hintedWins' | 'hintedHints' | 'hintedTimedWins' | 'hintedTimeMs'>;
const COUNT_FIELDS = ['played', 'won', 'bestStreak', 'hintsUsed', 'cleanWins', 'cleanTimedWins', 'cleanTimeMs', 'cleanFastestMs', 'hintedWins', 'hintedHints', 'hintedTimedWins', 'hintedTimeMs'] as const;
/** Summed over devices (the fastest and the best streak are not: least and most). */
const SUMMED = COUNT_FIELDS.filter((f) => f !== 'cleanFastestMs' && f !== 'bestStreak');

export interface DeviceRecord {
  readonly id: string;
  /** When the device last wrote it (ms since 1970). */
  readonly at: number;
  readonly stats: Counts;
  readonly streak: Streak;
  readonly goals: Achievements['earned'];
  readonly settings: Readonly<Stamps>;
}

const ID = /^[a-z0-9]{6,16}$/;
export const isDeviceKey = (key: string): boolean => key.startsWith(DEVICE_PREFIX) && ID.test(key.slice(DEVICE_PREFIX.length));
export const deviceKey = (id: string): string => `${DEVICE_PREFIX}${id}`;

const whole = (v: unknown): number => (Number.isSafeInteger(v) && (v as number) >= 0 ? (v as number) : 0);

export const countsOf = (s: Stats): Counts => Object.fromEntries(COUNT_FIELDS.map((f) => [f, s[f]])) as unknown as Counts;

/** The item `key` as stored, checked; undefined when it is not a device's item or not one at all. */
export function readDeviceRecord(key: string, value: unknown): DeviceRecord | undefined {
  if (!isDeviceKey(key)) return undefined;
  const v = fieldsOf(value);
  if (v.v !== 1) return undefined;
  // The statistics' own check: figures that cannot be true together are left out as 0.
  const stats = countsOf(checkStats(v.stats).stats);
  const s = fieldsOf(v.streak);
  const streak = { n: whole(s.n), best: Math.max(whole(s.best), whole(s.n)), at: whole(s.at) };
  const raw = fieldsOf(v.settings);
  const settings: Stamps = {};
  for (const field of SYNCED_SETTINGS) {
    const stamped = fieldsOf(raw[field]);
    // A value this version does not know is left to the device that does (readSettings' default would be a choice nobody made).
    if ('v' in stamped && readSettings({ [field]: stamped.v })[field] === stamped.v) settings[field] = { v: stamped.v, at: whole(stamped.at) };
  }
  return { id: key.slice(DEVICE_PREFIX.length), at: whole(v.at), stats, streak, goals: readAchievements({ earned: v.goals }).earned, settings };
}

/** The item a device writes. */
export const deviceItem = (r: DeviceRecord): Record<string, unknown> => ({ v: 1, at: r.at, stats: r.stats, streak: r.streak, goals: r.goals, settings: r.settings });

/** Bytes the item takes against storage.sync's quotas: its key and its value as JSON. */
export const deviceItemBytes = (r: DeviceRecord): number => deviceKey(r.id).length + JSON.stringify(deviceItem(r)).length;

/** The latest streak: a later game's, and between two at the same instant the longer. */
export const laterStreak = (a: Streak, b: Streak): Streak => {
  const later = b.at > a.at || (b.at === a.at && b.n > a.n) ? b : a;
  return { ...later, best: Math.max(a.best, b.best, later.n) };
};

/**
 * The streak after this device's figures went from `before` to `now`, on the latest known
 * streak `shared` (any device's): wins continue it, a game not won breaks it. A device's
 * own streak is counted by the statistics (stats.ts); here only what changed is read, so
 * that a win here continues a streak another device began.
 */
export function streakAfter(shared: Streak, before: Counts & { currentStreak: number }, now: Counts & { currentStreak: number }, at: number): Streak {
  const wins = now.won - before.won;
  // This device's figures were reset (or replaced by an older copy): its streak is its own again.
  if (wins < 0 || now.played < before.played) return { n: now.currentStreak, best: Math.max(now.bestStreak, now.currentStreak), at };
  if (wins === 0 && now.currentStreak === before.currentStreak) return shared;
  // The streak here broke since (its wins since then are what stands).
  const broke = now.currentStreak < before.currentStreak + wins;
  const n = broke ? now.currentStreak : shared.n + wins;
  return { n, best: Math.max(shared.best, n), at };
}

/**
 * Everyone's statistics: this device's own (`local`, as counted here, the live figures) and
 * the other devices' items summed; the streak the latest device's. Nothing else: the older
 * mixed win times (`earlier`) and the notice of figures set aside stay this device's.
 */
export function everyonesStats(local: Stats, mine: Streak, others: readonly DeviceRecord[]): Stats {
  if (others.length === 0) return local;
  const sum: Record<string, number> = {};
  for (const f of SUMMED) sum[f] = others.reduce((total, o) => total + o.stats[f], local[f]);
  const fastest = [local, ...others.map((o) => o.stats)].map((s) => s.cleanFastestMs).filter((ms) => ms > 0);
  const streak = others.map((o) => o.streak).reduce(laterStreak, mine);
  const best = Math.max(local.bestStreak, streak.best, ...others.map((o) => o.stats.bestStreak));
  return { ...local, ...sum, cleanFastestMs: fastest.length > 0 ? Math.min(...fastest) : 0, currentStreak: Math.min(streak.n, best), bestStreak: best };
}

/** Which of two stamps stands: the later; at the same instant (two devices from before they synced) a chosen value over the default, then the larger device id. */
function wins(field: SyncedSetting, a: Stamped & { id: string }, b: Stamped & { id: string }): boolean {
  if (a.at !== b.at) return a.at > b.at;
  const chosen = (s: Stamped) => s.v !== DEFAULT_SETTINGS[field];
  if (chosen(a) !== chosen(b)) return chosen(a);
  return a.id > b.id;
}

/** Each setting as stamped latest over every device's stamps (this device's among them), with the device that set it. */
export function latestSettings(records: readonly Pick<DeviceRecord, 'id' | 'settings'>[]): Partial<Record<SyncedSetting, Stamped & { id: string }>> {
  const out: Partial<Record<SyncedSetting, Stamped & { id: string }>> = {};
  for (const r of records) {
    for (const field of SYNCED_SETTINGS) {
      const s = r.settings[field];
      if (!s) continue;
      const held = out[field];
      if (!held || wins(field, { ...s, id: r.id }, held)) out[field] = { ...s, id: r.id };
    }
  }
  return out;
}

/**
 * The stamps with this device's settings as they are: a value changed since was set by the
 * player at `at`; a setting seen for the first time is stamped 0, older than any choice made
 * from now on, so that a new device takes the others' settings and an old one keeps its own
 * against a new one's defaults (latestSettings: the stamps' order).
 */
export function stampedNow(stamps: Stamps, settings: Settings, at: number): Stamps {
  const out = { ...stamps };
  for (const field of SYNCED_SETTINGS) {
    const held = out[field];
    if (!held) out[field] = { v: settings[field], at: 0 };
    else if (held.v !== settings[field]) out[field] = { v: settings[field], at };
  }
  return out;
}

/** Everyone's goals, each at its earliest date. */
export const everyonesGoals = (local: Achievements, others: readonly DeviceRecord[]): Achievements =>
  others.reduce((a, o) => mergeAchievements(a, { earned: o.goals }), local);

/**
 * A device's item after `games` games, all won, each of an hour (half with a hundred hints):
 * every figure as long as such a player's, every goal, every setting stamped (the quota
 * figures in docs/architecture.md; at MAX_COUNT games, the largest item believed).
 */
export function recordAfter(id: string, at: number, games: number): DeviceRecord {
  const hour = 3_600_000;
  const [clean, hinted] = [Math.ceil(games / 2), Math.floor(games / 2)];
  const stats: Counts = {
    played: games, won: games, bestStreak: games, hintsUsed: hinted * 100,
    cleanWins: clean, cleanTimedWins: clean, cleanTimeMs: clean * hour, cleanFastestMs: clean > 0 ? hour : 0,
    hintedWins: hinted, hintedHints: hinted * 100, hintedTimedWins: hinted, hintedTimeMs: hinted * hour,
  };
  const settings = Object.fromEntries(SYNCED_SETTINGS.map((f) => [f, { v: DEFAULT_SETTINGS[f], at }])) as DeviceRecord['settings'];
  return { id, at, stats, streak: { n: games, best: games, at }, goals: Object.fromEntries(GOAL_IDS.map((g) => [g, at])), settings };
}
