// The deal of the day's record (docs/deal-of-the-day.md): the daily streak, the days won (for
// the calendar of past days), and the daily game under way (its day, deal, when it was dealt,
// the hints counted before it), read tolerantly like every record here.
import { DAILY_KEY } from './dailyKey';
import { fieldsOf } from './fields';

export { DAILY_KEY };

export interface DailyGame {
  /** The UTC date it is the deal of (YYYY-MM-DD). */
  readonly day: string;
  readonly dealNumber: number;
  /** When it was dealt (ms since 1970), for the time in the share line. */
  readonly startedAt: number;
  /** The statistics' hint count when it was dealt: hints since are this game's. */
  readonly hintsBefore: number;
  /** Dealt on a later day than its own (a past day, from the calendar): its win counts for no streak. */
  readonly late?: true;
}

export interface DailyRecord {
  /** Days in a row whose deal of the day was won, ending with `lastWon`. */
  readonly streak: number;
  readonly bestStreak: number;
  readonly lastWon?: string;
  /** The days whose deal was won (on the day or later, from the calendar), oldest first, at most WON_DAYS_KEPT. */
  readonly won?: readonly string[];
  readonly current?: DailyGame;
}

export const EMPTY_DAILY: DailyRecord = { streak: 0, bestStreak: 0 };

/** Days won kept in the record: more than a year of the calendar, a few kilobytes at most. */
export const WON_DAYS_KEPT = 400;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const count = (v: unknown): number => (Number.isInteger(v) && (v as number) >= 0 ? (v as number) : 0);

/** `days` as a set: well-formed, sorted, each once, the latest WON_DAYS_KEPT. */
const wonSet = (days: readonly unknown[]): string[] =>
  [...new Set(days.filter((d): d is string => typeof d === 'string' && DAY.test(d)))].sort().slice(-WON_DAYS_KEPT);

/**
 * A record from before the days won were kept: its streak names days won all the same (the
 * `streak` days ending with `lastWon`), so those are the days it remembers.
 */
function migratedWon(lastWon: string | undefined, streak: number): string[] {
  if (lastWon === undefined) return [];
  const end = Date.parse(`${lastWon}T00:00:00Z`);
  const days = Math.min(Math.max(streak, 1), WON_DAYS_KEPT);
  return Array.from({ length: days }, (_, i) => new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

export function readDaily(value: unknown): DailyRecord {
  const v = fieldsOf(value);
  const c = fieldsOf(v.current);
  const current: DailyGame | undefined =
    typeof c.day === 'string' && DAY.test(c.day) && count(c.dealNumber) > 0
      ? { day: c.day, dealNumber: count(c.dealNumber), startedAt: count(c.startedAt), hintsBefore: count(c.hintsBefore), ...(c.late === true ? { late: true as const } : {}) }
      : undefined;
  const lastWon = typeof v.lastWon === 'string' && DAY.test(v.lastWon) ? v.lastWon : undefined;
  const won = Array.isArray(v.won) ? wonSet(v.won) : migratedWon(lastWon, count(v.streak));
  return {
    streak: count(v.streak),
    bestStreak: count(v.bestStreak),
    ...(lastWon ? { lastWon } : {}),
    ...(won.length > 0 ? { won } : {}),
    ...(current ? { current } : {}),
  };
}

/** The record with `day`'s deal marked won (the streak is countDailyWin's). */
export const markWon = (r: DailyRecord, day: string): DailyRecord =>
  r.won?.includes(day) ? r : { ...r, won: wonSet([...(r.won ?? []), day]) };

/**
 * Was the daily game dealt on the day it is the deal of? Only those count for the streak: a
 * past day played from the calendar is dealt later (`late`), and its win marks that day won
 * and nothing else. A deal of the day dealt on its day and won after midnight still counts
 * for its day, as it always has (and a game recorded before `late` existed was today's).
 */
export const dealtOnItsDay = (g: DailyGame): boolean => g.late !== true;

/**
 * The record after the deal of `day` was won: the streak goes on from the day before,
 * starts again at 1 after a gap, and a day already won (or a later one) changes nothing.
 */
export function countDailyWin(r: DailyRecord, day: string, dayBefore: string): DailyRecord {
  if (r.lastWon !== undefined && r.lastWon >= day) return r;
  const streak = r.lastWon === dayBefore ? r.streak + 1 : 1;
  return { ...r, streak, bestStreak: Math.max(r.bestStreak, streak), lastWon: day };
}

/** The streak as it stands on `today`: broken when neither today's nor yesterday's deal was won. */
export const liveStreak = (r: DailyRecord, today: string, yesterday: string): number =>
  r.lastWon === today || r.lastWon === yesterday ? r.streak : 0;
