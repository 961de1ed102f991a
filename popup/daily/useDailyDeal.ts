// The deal of the day in the popup: deals it (the formula in src/solver/daily.ts, proved in
// the front lane), remembers it in storage (plot.daily), and when the player wins it counts
// the daily streak and offers the spoiler-free share line to copy. A win by the solver's
// demo counts nothing. This hook holds what is shown; the rules (popup/daily/dailyRules.ts) come
// with the lazy chunk, fetched after the first paint.
import { useEffect, useState } from 'preact/hooks';
import type { DailyResult } from '../../src/solver/daily';
import type { KeyValueStore } from '../../src/storage/store';
import type { DailyContext, DailyWin } from './dailyRules';
import { type SessionStore, useSessionListener } from '../session/store';

const rules = () => import('../loading/onDemand');

export function useDailyDeal({ store, session, findDaily, copyText, announce, wanted, now = () => new Date() }: {
  store: KeyValueStore;
  session: SessionStore;
  findDaily(day: string): Promise<DailyResult>;
  copyText(text: string): Promise<void>;
  announce(text: string): void;
  /** The streak is to be shown (the New game panel is open). */
  wanted: boolean;
  now?: () => Date;
}) {
  const [streak, setStreak] = useState<number | undefined>();
  const [won, setWon] = useState<DailyWin | undefined>();
  const context: DailyContext = { store, session, findDaily, copyText, announce, now, won, setWon, setStreak };
  useEffect(() => {
    if (wanted) rules().then((r) => r.showStreak(context)).catch(() => undefined);
  }, [wanted]);

  useSessionListener(session, ({ session: after, change }, before) => {
    if (change.kind === 'started') setWon(undefined);
    if (before.meta.won || !after.meta.won || change.kind !== 'moved' || change.byDemo) return;
    const at = now();
    rules().then((r) => r.noteDailyWin(context, after, at)).catch(() => undefined);
  });

  return {
    streak,
    won,
    /** Deals today's deal; false when today's daily game is already the one under way (it is kept). */
    start: (): Promise<boolean> => rules().then((r) => r.dealDaily(context)),
    copy: () => rules().then((r) => r.copyShare(context)),
    dismiss: () => setWon(undefined),
  };
}
