// The statistics record: games played and won, streaks, hints, and the win times by kind.
// Records (the fastest and the average win) come only from wins without hints or help; a
// win with hints counts as a win and keeps figures of its own (hints per win, its average
// time); an assisted win (the demo, a hint or a Finish that read face-down cards) is never
// counted here as a win (popup/session/session.ts).
//
// Read tolerantly and checked: a saved record whose figures cannot be true together (more
// wins than games, a streak longer than the wins, a number beyond any life of play) is not
// believed. Design: each figure is checked alone (a whole number, 0 to a bound), then
// against what it rests on, in one order — played ≥ won ≥ best streak ≥ current streak;
// the wins of each kind within the wins, each kind's times within its wins — and a figure
// that fails is set to 0 with everything that rests on it (`played` rests on nothing, so
// it is the one kept when it and `won` disagree: which of the two was damaged cannot be
// told, and the smaller claim is the safer). What the check set aside is named in
// `setAside`, and loadStats copies the saved record, as it was, under a backup key first.
import type { KeyValueStore } from './store';

export const STATS_KEY = 'plot.stats';
export const STATS_BACKUP_PREFIX = 'plot.stats.backup.';

/** More games (or hints) than this is no one's record: ten million games at a minute each is 19 years. */
export const MAX_COUNT = 10_000_000;
/** A game's time of play above this (1,000 hours) is not believed. */
export const MAX_GAME_MS = 1_000 * 3_600_000;

export interface Stats {
  readonly played: number;
  readonly won: number;
  readonly currentStreak: number;
  readonly bestStreak: number;
  readonly hintsUsed: number;
  /** Wins without hints or help; those with a time of play, their total time and the fastest (0: none). The records. */
  readonly cleanWins: number;
  readonly cleanTimedWins: number;
  readonly cleanTimeMs: number;
  readonly cleanFastestMs: number;
  /** Wins with hints (no help that read face-down cards): the hints asked in them, those timed and their total time. */
  readonly hintedWins: number;
  readonly hintedHints: number;
  readonly hintedTimedWins: number;
  readonly hintedTimeMs: number;
  /**
   * Win times saved before wins were told apart by hints (records with `timedWins`,
   * `winTimeMs`, `fastestWinMs`): they mix wins with and without hints and cannot be split,
   * so they are kept as they were and shown under a name that says so, never as a record.
   */
  readonly earlier?: EarlierTimes;
  /** Saved figures that could not be true, set to 0 (see the top of this file). */
  readonly setAside?: SetAside;
}

export interface EarlierTimes {
  readonly timedWins: number;
  readonly winTimeMs: number;
  readonly fastestWinMs: number;
}

/** A figure, or a kind's group of figures, the check may set aside. */
export type StatField = 'played' | 'won' | 'currentStreak' | 'bestStreak' | 'hintsUsed' | 'clean' | 'hinted' | 'earlier';
export const STAT_FIELDS: readonly StatField[] = ['played', 'won', 'currentStreak', 'bestStreak', 'hintsUsed', 'clean', 'hinted', 'earlier'];

export interface SetAside {
  readonly fields: readonly StatField[];
  /** Where the record as it was saved is kept; absent when that copy could not be written. */
  readonly backupKey?: string;
}

export const EMPTY_STATS: Stats = {
  played: 0, won: 0, currentStreak: 0, bestStreak: 0, hintsUsed: 0,
  cleanWins: 0, cleanTimedWins: 0, cleanTimeMs: 0, cleanFastestMs: 0,
  hintedWins: 0, hintedHints: 0, hintedTimedWins: 0, hintedTimeMs: 0,
};

const CLEAN = ['cleanWins', 'cleanTimedWins', 'cleanTimeMs', 'cleanFastestMs'] as const;
const HINTED = ['hintedWins', 'hintedHints', 'hintedTimedWins', 'hintedTimeMs'] as const;

type Fields = Record<string, unknown>;
const record = (v: unknown): Fields => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Fields) : {});

/** A whole number from 0 to `max`; missing: 0; anything else: not believed (undefined). */
function whole(v: unknown, max: number): number | undefined {
  if (v === undefined) return 0;
  return Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) <= max ? (v as number) : undefined;
}

/** A kind's times hold together: `timed` wins of `all`, their `total` time, the `fastest` (when kept). */
function timesHold(all: number, timed: number, total: number, fastest?: number): boolean {
  if (timed > all || (timed > 0) !== (total > 0) || total > timed * MAX_GAME_MS) return false;
  if (fastest === undefined) return true;
  return (timed > 0) === (fastest > 0) && fastest * timed <= total;
}

function readEarlier(v: Fields): EarlierTimes | undefined | 'doubted' {
  const nested = record(v.earlier);
  const from = v.earlier !== undefined ? nested : v;
  const [timedWins, winTimeMs, fastestWinMs] = [whole(from.timedWins, MAX_COUNT), whole(from.winTimeMs, MAX_COUNT * MAX_GAME_MS), whole(from.fastestWinMs, MAX_GAME_MS)];
  if (timedWins === undefined || winTimeMs === undefined || fastestWinMs === undefined) return 'doubted';
  if (timedWins === 0 && winTimeMs === 0 && fastestWinMs === 0) return undefined;
  return timesHold(timedWins, timedWins, winTimeMs, fastestWinMs) ? { timedWins, winTimeMs, fastestWinMs } : 'doubted';
}

function readSetAside(v: unknown): SetAside | undefined {
  const r = record(v);
  const fields = Array.isArray(r.fields) ? STAT_FIELDS.filter((f) => (r.fields as unknown[]).includes(f)) : [];
  if (fields.length === 0) return undefined;
  const backupKey = typeof r.backupKey === 'string' && r.backupKey.startsWith(STATS_BACKUP_PREFIX) && r.backupKey.length < 80 ? r.backupKey : undefined;
  return backupKey === undefined ? { fields } : { fields, backupKey };
}

/** The record as saved, checked: the figures that can be trusted, and those set aside (none: all believed). */
export function checkStats(value: unknown): { stats: Stats; doubted: StatField[] } {
  const v = record(value);
  const doubted: StatField[] = [];
  const alone = (field: 'played' | 'won' | 'currentStreak' | 'bestStreak' | 'hintsUsed'): number => {
    const n = whole(v[field], MAX_COUNT);
    if (n === undefined) doubted.push(field);
    return n ?? 0;
  };
  let played = alone('played');
  let won = alone('won');
  // One win more than games is what a reset during a game left before the reset counted
  // that game (session.ts): its win came after the reset, its first move before. No damage:
  // the game is counted.
  if (won === played + 1) played = won;
  let bestStreak = alone('bestStreak');
  let currentStreak = alone('currentStreak');
  const hintsUsed = alone('hintsUsed');
  const rests = (field: StatField, value: number, on: number): number => {
    if (value <= on) return value;
    doubted.push(field);
    return 0;
  };
  won = rests('won', won, played);
  bestStreak = rests('bestStreak', bestStreak, won);
  currentStreak = rests('currentStreak', currentStreak, bestStreak);

  const group = (fields: readonly string[], max: readonly number[]): number[] | undefined => {
    const read = fields.map((f, i) => whole(v[f], max[i]));
    return read.every((n) => n !== undefined) ? (read as number[]) : undefined;
  };
  let winsLeft = won;
  const kind = <T>(field: StatField, read: T | undefined, wins: (x: T) => number): T | undefined => {
    if (read === undefined) return (doubted.push(field), undefined);
    if (wins(read) > winsLeft) return (doubted.push(field), undefined);
    winsLeft -= wins(read);
    return read;
  };
  const cleanRead = group(CLEAN, [MAX_COUNT, MAX_COUNT, MAX_COUNT * MAX_GAME_MS, MAX_GAME_MS]);
  const clean = kind('clean', cleanRead && timesHold(cleanRead[0], cleanRead[1], cleanRead[2], cleanRead[3]) ? cleanRead : undefined, (c) => c[0]);
  const hintedRead = group(HINTED, [MAX_COUNT, MAX_COUNT, MAX_COUNT, MAX_COUNT * MAX_GAME_MS]);
  // Each win with hints had one at least.
  const hintedHolds = hintedRead && hintedRead[1] >= hintedRead[0] && timesHold(hintedRead[0], hintedRead[2], hintedRead[3]);
  const hinted = kind('hinted', hintedHolds ? hintedRead : undefined, (h) => h[0]);
  const earlierRead = readEarlier(v);
  const earlier = earlierRead === undefined ? undefined : kind('earlier', earlierRead === 'doubted' ? undefined : earlierRead, (e) => e.timedWins);

  const [cleanWins, cleanTimedWins, cleanTimeMs, cleanFastestMs] = clean ?? [0, 0, 0, 0];
  const [hintedWins, hintedHints, hintedTimedWins, hintedTimeMs] = hinted ?? [0, 0, 0, 0];
  const before = readSetAside(v.setAside);
  const fields = STAT_FIELDS.filter((f) => doubted.includes(f) || before?.fields.includes(f));
  const setAside: SetAside | undefined = fields.length === 0 ? undefined : { ...before, fields };
  const stats: Stats = {
    played, won, currentStreak, bestStreak, hintsUsed,
    cleanWins, cleanTimedWins, cleanTimeMs, cleanFastestMs,
    hintedWins, hintedHints, hintedTimedWins, hintedTimeMs,
    ...(earlier ? { earlier } : {}),
    ...(setAside ? { setAside } : {}),
  };
  return { stats, doubted };
}

/** The record as saved, with only the figures that can be trusted (another window's save: its popup kept the backup). */
export const readStats = (value: unknown): Stats => checkStats(value).stats;

export const winRate = (s: Stats): number => (s.played === 0 ? 0 : s.won / s.played);

/** A game was started (first move played). A game left unwon breaks the streak. */
export const countGamePlayed = (s: Stats): Stats => ({ ...s, played: s.played + 1 });

/**
 * A win of the player's own (not assisted), with its time of play (0: not timed, e.g. a
 * save from before timing) and the hints asked in it: a win without hints feeds the
 * records, a win with hints its own figures.
 */
export function countGameWon(s: Stats, timeMs = 0, hints = 0): Stats {
  const currentStreak = s.currentStreak + 1;
  const won = { ...s, won: s.won + 1, currentStreak, bestStreak: Math.max(s.bestStreak, currentStreak) };
  const timed = timeMs > 0 ? 1 : 0;
  if (hints > 0) {
    return { ...won, hintedWins: s.hintedWins + 1, hintedHints: s.hintedHints + hints, hintedTimedWins: s.hintedTimedWins + timed, hintedTimeMs: s.hintedTimeMs + timeMs };
  }
  const cleanFastestMs = timed === 0 ? s.cleanFastestMs : s.cleanFastestMs > 0 ? Math.min(s.cleanFastestMs, timeMs) : timeMs;
  return { ...won, cleanWins: s.cleanWins + 1, cleanTimedWins: s.cleanTimedWins + timed, cleanTimeMs: s.cleanTimeMs + timeMs, cleanFastestMs };
}

const average = (total: number, n: number): number | undefined => (n > 0 ? Math.round(total / n) : undefined);
/** The average win without hints or help (a record). */
export const averageCleanWinMs = (s: Stats): number | undefined => average(s.cleanTimeMs, s.cleanTimedWins);
export const averageHintedWinMs = (s: Stats): number | undefined => average(s.hintedTimeMs, s.hintedTimedWins);
/** Hints asked per win with hints (one decimal's worth of precision is the caller's). */
export const hintsPerHintedWin = (s: Stats): number | undefined => (s.hintedWins > 0 ? s.hintedHints / s.hintedWins : undefined);
export const averageEarlierWinMs = (s: Stats): number | undefined => (s.earlier ? average(s.earlier.winTimeMs, s.earlier.timedWins) : undefined);

export const countGameAbandoned = (s: Stats): Stats => ({ ...s, currentStreak: 0 });
export const countHint = (s: Stats): Stats => ({ ...s, hintsUsed: s.hintsUsed + 1 });
/** The notice of figures set aside, read: it goes. */
export function withoutSetAside(s: Stats): Stats {
  const { setAside: _read, ...rest } = s;
  return rest;
}

/**
 * Loads the statistics. A record with figures that cannot be true is copied, as it was,
 * under a backup key first; only once that copy is written is the checked record saved
 * over it (when the copy cannot be written, the checked figures are used and the saved
 * record is left as it is until the next count writes, and `setAside` says no copy exists).
 */
export async function loadStats(store: KeyValueStore, now = Date.now()): Promise<Stats> {
  const value = await store.get(STATS_KEY);
  const { stats, doubted } = checkStats(value);
  if (doubted.length === 0) return stats;
  const backupKey = `${STATS_BACKUP_PREFIX}${new Date(now).toISOString()}`;
  const copied = await store.set(backupKey, value).then(() => true, () => false);
  const fields = stats.setAside?.fields ?? doubted;
  const checked: Stats = { ...stats, setAside: copied ? { fields, backupKey } : { fields } };
  if (copied) await store.set(STATS_KEY, checked).catch(() => undefined);
  return checked;
}

export const saveStats = (store: KeyValueStore, s: Stats): Promise<void> => store.set(STATS_KEY, s);
