// The deal of the day's one owner in the popup: deals it (the formula in src/solver/daily.ts,
// proved in the front lane), remembers it in storage (plot.daily), and when the player wins
// it counts the daily streak and offers the spoiler-free share line to copy. A win by the
// solver's demo counts nothing. This controller owns what is shown; the rules
// (daily/dailyRules.ts) come with the on-demand chunk, fetched after the first paint.
import { useEffect, useState } from 'preact/hooks';
import type { DailyResult } from '../../src/solver/daily';
import type { KeyValueStore } from '../../src/storage/store';
import { type Observable, cell, useObserved } from '../session/observable';
import type { SessionStore } from '../session/store';
import type { Session } from '../session/session';
import type { ReadyDealHost } from '../panels/readyDeal';
import type { DailyState, DailyWork } from './dailyRules';
import { t } from '../platform/i18n';
import { shortDay } from './dayFormat';

export interface DailyOptions {
  store: KeyValueStore;
  session: SessionStore;
  findDaily(day: string): Promise<DailyResult>;
  copyText(text: string): Promise<void>;
  announce(text: string): void;
  /** Words that follow the last ones at the same moment (a win's goals after the winning move): said with them. */
  announceMore?(text: string): void;
  /** Today's deal, found for a game begun during the search: asked about first (panels/readyDeal.ts). */
  ready: ReadyDealHost;
  now?: () => Date;
  /** The day of the deal of the day under way as the popup opened (platform/boot.ts): its line is shown at once. */
  day?: string;
}

export interface Daily extends Observable<DailyState> {
  /** Deals the deal of `day` (today's by default); false when that day's game is already the one under way (it is kept). */
  start(day?: string): Promise<boolean>;
  /** Copies the share line of the daily game won, and says whether it worked. */
  copy(): Promise<void>;
  dismiss(): void;
  /** Reads the record as stored now, to show it (the popup opens, the New game panel opens): the streak, the calendar's days, the table's line. */
  showStreak(): Promise<void>;
  /** Ends when every win this controller began to note has been noted or found not to count: the done signal before a test asserts a day was not counted. */
  noted(): Promise<void>;
}

const rules = () => import('../loading/onDemand');

/** The deal of the day; attach() follows the session (a player's win of it) until its return is called. */
export function createDaily({ store, session, findDaily, copyText, announce, announceMore, ready, now = () => new Date(), day }: DailyOptions): Daily & { attach(): () => void } {
  const state = cell<DailyState>(day ? { playing: t('dailyPlaying', shortDay(day)) } : {});
  const work: DailyWork = { store, session, findDaily, copyText, announce, announceMore, ready, now, shown: state.get, show: state.set };
  let noting = Promise.resolve();
  const noteWin = (after: Session, at: Date) => {
    const task = rules().then((r) => r.noteDailyWin(work, after, at)).catch(() => undefined);
    noting = noting.then(() => task);
  };
  return {
    get: state.get,
    subscribe: state.subscribe,
    start(day?: string) {
      const since = session.get().game; // the game as the player asked, whatever the chunk's load takes
      return rules().then((r) => r.dealDaily(work, since, day));
    },
    copy: () => rules().then((r) => r.copyShare(work)),
    dismiss: () => state.set({ won: undefined }),
    showStreak: () => rules().then((r) => r.showStreak(work)).catch(() => undefined),
    noted: () => noting,
    attach() {
      // A game won before this listens (a win adopted from another window as the popup opened,
      // or a popup closed before the record was written): the record still naming it counts it
      // now; a day counts once (countDailyWin), and a record without it says nothing.
      const opened = session.get();
      if (opened.meta.won && opened.meta.solverWon !== true) noteWin(opened, now());
      return session.subscribe(({ session: after, change }, before) => {
        // A new game is no daily game until the record says so (dealDaily keeps it after the deal).
        if (change.kind === 'started') state.set({ won: undefined, playing: undefined, days: state.get().days && { ...state.get().days!, here: undefined } });
        // A win by the player's move, or one reached by merging another window's line (platform/gamePass.ts):
        // the record counts a day once (countDailyWin), whichever window notes it first.
        const byPlayer = change.kind === 'moved' ? !change.byDemo : change.kind === 'adopted';
        if (before.meta.won || !after.meta.won || !byPlayer) return;
        noteWin(after, now());
      });
    },
  };
}

/** The deal of the day for the component's life; `wanted`: its streak is to be shown (the New game panel is open). Read once at open too, for the table's line. */
export function useDaily(options: DailyOptions, { wanted }: { wanted: boolean }): Daily {
  const [daily] = useState(() => createDaily(options));
  useObserved(daily);
  useEffect(() => void daily.showStreak(), [wanted]);
  useEffect(() => daily.attach(), [daily]);
  return daily;
}
