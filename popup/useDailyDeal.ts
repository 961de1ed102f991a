// The deal of the day in the popup: deals it (the formula in src/solver/daily.ts, proved in
// the front lane), remembers it in storage (plot.daily), and when the player wins it counts
// the daily streak and offers the spoiler-free share line to copy. A win by the solver's
// demo counts nothing. Its rules (popup/dailyDeal.ts) load on first use — the New game
// panel (`wanted`: its streak), dealing it, a player's win — each reading the record as
// stored then (another popup may have changed it).
import { useEffect, useState } from 'preact/hooks';
import type { DailyResult } from '../src/solver/daily';
import type { DailyRecord } from '../src/storage/daily';
import type { KeyValueStore } from '../src/storage/store';
import { t } from './i18n';
import { type SessionStore, useSessionListener } from './session/store';

export interface DailyWin {
  streak: number;
  share: string;
  copied?: boolean;
}

/** The rules and the record as stored now. */
async function stored(store: KeyValueStore) {
  const rules = await import('./later');
  return { rules, record: await rules.loadDaily(store) };
}
type Rules = Awaited<ReturnType<typeof stored>>['rules'];

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
  useEffect(() => {
    if (wanted) stored(store).then(({ rules, record }) => setStreak(rules.streakOn(record, now())), () => undefined);
  }, [wanted]);
  const keep = (rules: Rules, next: DailyRecord) => {
    setStreak(rules.streakOn(next, now()));
    rules.saveDaily(store, next).catch(() => undefined);
  };

  /** Deals today's deal; false when today's daily game is already the one under way (it is kept). */
  const start = async (): Promise<boolean> => {
    const { rules, record } = await stored(store);
    const { dealt, next } = await rules.startDaily({ record, session, findDaily, now });
    if (next) keep(rules, next);
    return dealt;
  };

  useSessionListener(session, ({ session: after, change }, before) => {
    if (change.kind === 'started') setWon(undefined);
    if (before.meta.won || !after.meta.won || change.kind !== 'moved' || change.byDemo) return;
    const at = now();
    stored(store).then(({ rules, record }) => {
      const win = rules.dailyWin(record, after, at);
      if (!win) return;
      keep(rules, win.next);
      setWon({ streak: win.next.streak, share: win.share });
      announce(`${t('dailyWon', win.next.streak)} ${win.share}`);
    }, () => undefined);
  });

  const copy = async () => {
    if (!won) return;
    let copied = true;
    await copyText(won.share).catch(() => (copied = false));
    setWon({ ...won, copied });
    announce(copied ? t('shareCopied') : t('shareCopyFailed'));
  };

  return { streak, won, start, copy, dismiss: () => setWon(undefined) };
}
