// The deal of the day's record (docs/deal-of-the-day.md): the daily streak, and the daily
// game under way (its day, deal, when it was dealt, the hints counted before it), read
// tolerantly like every record here.
import type { KeyValueStore } from './store';

export const DAILY_KEY = 'plot.daily';

export interface DailyGame {
  /** The UTC date it is the deal of (YYYY-MM-DD). */
  readonly day: string;
  readonly dealNumber: number;
  /** When it was dealt (ms since 1970), for the time in the share line. */
  readonly startedAt: number;
  /** The statistics' hint count when it was dealt: hints since are this game's. */
  readonly hintsBefore: number;
}

export interface DailyRecord {
  /** Days in a row whose deal of the day was won, ending with `lastWon`. */
  readonly streak: number;
  readonly bestStreak: number;
  readonly lastWon?: string;
  readonly current?: DailyGame;
}

export const EMPTY_DAILY: DailyRecord = { streak: 0, bestStreak: 0 };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const count = (v: unknown): number => (Number.isInteger(v) && (v as number) >= 0 ? (v as number) : 0);
const record = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {});

export function readDaily(value: unknown): DailyRecord {
  const v = record(value);
  const c = record(v.current);
  const current: DailyGame | undefined =
    typeof c.day === 'string' && DAY.test(c.day) && count(c.dealNumber) > 0
      ? { day: c.day, dealNumber: count(c.dealNumber), startedAt: count(c.startedAt), hintsBefore: count(c.hintsBefore) }
      : undefined;
  return {
    streak: count(v.streak),
    bestStreak: count(v.bestStreak),
    ...(typeof v.lastWon === 'string' && DAY.test(v.lastWon) ? { lastWon: v.lastWon } : {}),
    ...(current ? { current } : {}),
  };
}

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

export const loadDaily = async (store: KeyValueStore): Promise<DailyRecord> => readDaily(await store.get(DAILY_KEY));
export const saveDaily = (store: KeyValueStore, r: DailyRecord): Promise<void> => store.set(DAILY_KEY, r);
