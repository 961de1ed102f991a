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
  /**
   * The games whose win is counted here, the latest WINS_KEPT (statsMerge.ts, winOf): a win
   * that another window counted first is not counted again.
   */
  readonly wins?: readonly string[];
}

/** Wins whose games are remembered: far more than windows ever win at one time. */
export const WINS_KEPT = 50;

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

type Fields = Record<string, unknown>;
const record = (v: unknown): Fields => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Fields) : {});
/** A kind's total time of play is bounded by its wins' (MAX_COUNT of them). */
const TOTAL_MS = MAX_COUNT * MAX_GAME_MS;

/** A whole number from 0 to `max`; missing: 0; anything else: not believed (undefined). */
const whole = (v: unknown, max = MAX_COUNT): number | undefined =>
  v === undefined ? 0 : Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) <= max ? (v as number) : undefined;

/** A kind's times hold together: `timed` wins of `all`, their `total` time, the `fastest` (when kept). */
const timesHold = (all: number, timed: number, total: number, fastest?: number): boolean =>
  timed <= all && (timed > 0) === (total > 0) && total <= timed * MAX_GAME_MS &&
  (fastest === undefined || ((timed > 0) === (fastest > 0) && fastest * timed <= total));

function readSetAside(v: unknown): SetAside | undefined {
  const { fields, backupKey } = record(v);
  const kept = Array.isArray(fields) ? STAT_FIELDS.filter((f) => fields.includes(f)) : [];
  if (kept.length === 0) return undefined;
  return typeof backupKey === 'string' && backupKey.startsWith(STATS_BACKUP_PREFIX) && backupKey.length < 80 ? { fields: kept, backupKey } : { fields: kept };
}

/** The record as saved, checked: the figures that can be trusted, and those set aside (none: all believed). */
export function checkStats(value: unknown): { stats: Stats; doubted: StatField[] } {
  const v = record(value);
  const doubted: StatField[] = [];
  const n = { played: 0, won: 0, bestStreak: 0, currentStreak: 0, hintsUsed: 0 };
  for (const f of ['played', 'won', 'bestStreak', 'currentStreak', 'hintsUsed'] as const) {
    const read = whole(v[f]);
    if (read === undefined) doubted.push(f);
    n[f] = read ?? 0;
  }
  // One win more than games is what a reset during a game left before the reset counted
  // that game (session.ts): its win came after the reset, its first move before. No damage:
  // the game is counted.
  if (n.won === n.played + 1) n.played = n.won;
  // Each figure rests on the one before it.
  for (const [f, on] of [['won', 'played'], ['bestStreak', 'won'], ['currentStreak', 'bestStreak']] as const) {
    if (n[f] > n[on]) (doubted.push(f), (n[f] = 0));
  }
  // Each kind's figures are believed together or not at all, and its wins within those left.
  let winsLeft = n.won;
  const kind = (field: StatField, read: (number | undefined)[], holds: (x: number[]) => boolean): number[] => {
    const x = read as number[];
    if (read.includes(undefined) || !holds(x) || x[0] > winsLeft) return (doubted.push(field), read.map(() => 0));
    winsLeft -= x[0];
    return x;
  };
  const [cleanWins, cleanTimedWins, cleanTimeMs, cleanFastestMs] = kind(
    'clean', [whole(v.cleanWins), whole(v.cleanTimedWins), whole(v.cleanTimeMs, TOTAL_MS), whole(v.cleanFastestMs, MAX_GAME_MS)],
    ([all, timed, total, fastest]) => timesHold(all, timed, total, fastest),
  );
  // Each win with hints had one at least.
  const [hintedWins, hintedHints, hintedTimedWins, hintedTimeMs] = kind(
    'hinted', [whole(v.hintedWins), whole(v.hintedHints), whole(v.hintedTimedWins), whole(v.hintedTimeMs, TOTAL_MS)],
    ([all, hints, timed, total]) => hints >= all && timesHold(all, timed, total),
  );
  // Older records keep these at the top; this one's, under `earlier`.
  const e = v.earlier === undefined ? v : record(v.earlier);
  const earlierRead = [whole(e.timedWins), whole(e.winTimeMs, TOTAL_MS), whole(e.fastestWinMs, MAX_GAME_MS)];
  const [timedWins, winTimeMs, fastestWinMs] = earlierRead.some((x) => x !== 0)
    ? kind('earlier', earlierRead, ([timed, total, fastest]) => timesHold(timed, timed, total, fastest))
    : [0, 0, 0];

  const wins = Array.isArray(v.wins) ? v.wins.filter((w) => typeof w === 'string' && w.length < 40).slice(-WINS_KEPT) : [];
  const before = readSetAside(v.setAside);
  const fields = STAT_FIELDS.filter((f) => doubted.includes(f) || before?.fields.includes(f));
  const stats: Stats = {
    ...n, cleanWins, cleanTimedWins, cleanTimeMs, cleanFastestMs, hintedWins, hintedHints, hintedTimedWins, hintedTimeMs,
    ...(timedWins > 0 ? { earlier: { timedWins, winTimeMs, fastestWinMs } } : {}),
    ...(fields.length > 0 ? { setAside: { ...before, fields } } : {}),
    ...(wins.length > 0 ? { wins } : {}),
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
