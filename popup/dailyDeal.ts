// The deal of the day's rules in the popup (loaded on first use, through popup/later.ts):
// dealing it, counting a player's win of it, the daily streak. The hook that holds its state
// is popup/useDailyDeal.ts; the formula is src/solver/daily.ts, the record src/storage/daily.ts.
import { dayBefore, dayOf, type DailyResult } from '../src/solver/daily';
import { type DailyRecord, countDailyWin, liveStreak } from '../src/storage/daily';
import { gameFromNumber } from './boot';
import { shareLine } from './daily';
import type { Session } from './session/session';
import type { SessionStore } from './session/store';

/** The daily streak as it stands on `date` (a day missed ends it). */
export function streakOn(record: DailyRecord, date: Date): number {
  const today = dayOf(date);
  return liveStreak(record, today, dayBefore(today));
}

/**
 * Deals today's deal and gives the record that remembers it; `dealt: false` when today's
 * daily game is already the one under way (it is kept).
 */
export async function startDaily({ record, session, findDaily, now }: {
  record: DailyRecord;
  session: SessionStore;
  findDaily(day: string): Promise<DailyResult>;
  now(): Date;
}): Promise<{ dealt: boolean; next?: DailyRecord }> {
  const day = dayOf(now());
  const { game, stats } = session.get();
  if (record.current?.day === day && game.dealNumber === record.current.dealNumber && game.moves.length > 0) return { dealt: false };
  const found = await findDaily(day);
  if (!found.ok) return { dealt: true };
  const next = { ...record, current: { day, dealNumber: found.dealNumber, startedAt: now().getTime(), hintsBefore: stats.hintsUsed } };
  session.dispatch({ type: 'newGame', game: gameFromNumber(found.dealNumber) });
  return { dealt: true, next };
}

/** A player's win (`after`, at `at`): when it is the daily game, the record that counts it and the share line. */
export function dailyWin(record: DailyRecord, after: Session, at: Date): { next: DailyRecord; share: string } | undefined {
  const current = record.current;
  if (!current || after.game.dealNumber !== current.dealNumber) return undefined;
  const { current: _done, ...next } = countDailyWin(record, current.day, dayBefore(current.day));
  const hints = Math.max(0, after.stats.hintsUsed - current.hintsBefore);
  return { next, share: shareLine(current.day, after.game.moves.length, at.getTime() - current.startedAt, hints) };
}
