// The deal of the day in the popup: deals it (the formula in src/solver/daily.ts, proved in
// the front lane), remembers it in storage (plot.daily), and when the player wins it counts
// the daily streak and offers the spoiler-free share line to copy. A win by the solver's
// demo counts nothing.
import { useEffect, useState } from 'preact/hooks';
import { dayBefore, dayOf, type DailyResult } from '../src/solver/daily';
import { type DailyRecord, EMPTY_DAILY, countDailyWin, liveStreak, loadDaily, saveDaily } from '../src/storage/daily';
import type { KeyValueStore } from '../src/storage/store';
import { gameFromNumber } from './boot';
import { shareLine } from './daily';
import { t } from './i18n';
import { type SessionStore, useSessionListener } from './session/store';

export interface DailyWin {
  streak: number;
  share: string;
  copied?: boolean;
}

export function useDailyDeal({ store, session, findDaily, copyText, announce, now = () => new Date() }: {
  store: KeyValueStore;
  session: SessionStore;
  findDaily(day: string): Promise<DailyResult>;
  copyText(text: string): Promise<void>;
  announce(text: string): void;
  now?: () => Date;
}) {
  const [record, setRecord] = useState<DailyRecord>(EMPTY_DAILY);
  const [won, setWon] = useState<DailyWin | undefined>();
  useEffect(() => {
    loadDaily(store).then(setRecord, () => undefined);
  }, []);
  const keep = (next: DailyRecord) => {
    setRecord(next);
    saveDaily(store, next).catch(() => undefined);
  };

  /** Deals today's deal; false when today's daily game is already the one under way (it is kept). */
  const start = async (): Promise<boolean> => {
    const day = dayOf(now());
    const { game, stats } = session.get();
    if (record.current?.day === day && game.dealNumber === record.current.dealNumber && game.moves.length > 0) return false;
    const found = await findDaily(day);
    if (!found.ok) return true;
    keep({ ...record, current: { day, dealNumber: found.dealNumber, startedAt: now().getTime(), hintsBefore: stats.hintsUsed } });
    session.dispatch({ type: 'newGame', game: gameFromNumber(found.dealNumber) });
    return true;
  };

  useSessionListener(session, ({ session: after, change }, before) => {
    const current = record.current;
    if (change.kind === 'started') setWon(undefined);
    if (!current || before.meta.won || !after.meta.won || after.game.dealNumber !== current.dealNumber) return;
    if (change.kind !== 'moved' || change.byDemo) return;
    const { current: _done, ...next } = countDailyWin(record, current.day, dayBefore(current.day));
    const hints = Math.max(0, after.stats.hintsUsed - current.hintsBefore);
    const share = shareLine(current.day, after.game.moves.length, now().getTime() - current.startedAt, hints);
    keep(next);
    setWon({ streak: next.streak, share });
    announce(`${t('dailyWon', next.streak)} ${share}`);
  });

  const copy = async () => {
    if (!won) return;
    let copied = true;
    await copyText(won.share).catch(() => (copied = false));
    setWon({ ...won, copied });
    announce(copied ? t('shareCopied') : t('shareCopyFailed'));
  };

  const today = dayOf(now());
  return { streak: liveStreak(record, today, dayBefore(today)), won, start, copy, dismiss: () => setWon(undefined) };
}
