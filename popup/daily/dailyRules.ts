// The deal of the day's rules in the popup (loaded after the first paint, with the on-demand
// chunk popup/loading/onDemand.ts): dealing it, counting a player's win of it, the daily
// streak, the share line to copy; each reads the record as stored then (another popup may
// have changed it). The controller that owns what they show is daily/dailyController.ts;
// the formula is src/solver/daily.ts, the record src/storage/daily.ts.
import type { Game } from '../../src/engine/index';
import { dayBefore, dayOf, type DailyResult } from '../../src/solver/daily';
import { type DailyGame, type DailyRecord, DAILY_KEY, countDailyWin, dealtOnItsDay, liveStreak, markWon, readDaily } from '../../src/storage/daily';
import { type RecordStore, changeRecord, readRecord } from '../platform/recordChanges';
import { gameFromNumber } from '../platform/boot';
import { shareLine } from './shareLine';
import { longDay, shortDay } from './dayNames';
import { t } from '../platform/i18n';
import type { Session } from '../session/session';
import type { SessionStore } from '../session/store';
import { dealLanding } from '../advice/dealSearches';
import type { ReadyDealHost } from '../panels/readyDeal';

export interface DailyWin {
  streak: number;
  /** What the win counted, in words: the streak, or (a past day) that it marks that day only. */
  said: string;
  share: string;
  copied?: boolean;
}

/** What the deal of the day shows: the daily streak (the New game panel), a daily game won. */
export interface DailyState {
  streak?: number;
  /** Today's deal of the day is the game under way (the New game panel's button then returns to it, asking nothing). */
  underWay?: boolean;
  won?: DailyWin;
  /** The table's line while a daily game is the game here ("Deal of the day: 1 December 2026"). */
  playing?: string;
  /** The calendar (daily/DailyCalendar.tsx): today, the days won, and the day whose deal is the game here. */
  days?: { today: string; won: readonly string[]; here?: string };
}

/** What the controller hands the rules: where the record is kept, and its state. */
export interface DailyWork {
  /** The popup's saving store (platform/useStorageSync.ts). */
  readonly store: RecordStore;
  readonly session: SessionStore;
  findDaily(day: string): Promise<DailyResult>;
  copyText(text: string): Promise<void>;
  announce(text: string): void;
  /** Words that follow the last ones at the same moment: said with them (the announcer appends them). */
  announceMore?(text: string): void;
  now(): Date;
  shown(): DailyState;
  /** Shows these parts; the others stay. */
  show(patch: Partial<DailyState>): void;
  /** Today's deal found for a game the player began during the search: asked about before it replaces that game (popup/panels/readyDeal.ts). */
  readonly ready: ReadyDealHost;
}

/** The record as this window has it: as stored, with its own changes not yet written (platform/recordChanges.ts). */
export const loadDaily = async (store: RecordStore): Promise<DailyRecord> => readDaily(await readRecord(store, DAILY_KEY));

/**
 * Shows `record` with `change` made on it, at once, and writes the change on the record as
 * stored when the write runs: another window's change made meanwhile stays (a day won there,
 * the game dealt there). The store the controller hands in is the popup's saving store: a
 * write that fails is tried again, and the save notice names the daily streak until it lands.
 */
function keep(c: DailyWork, record: DailyRecord, change: (r: DailyRecord) => DailyRecord): void {
  c.show(shown(change(record), c.session.get().game, c.now()));
  void changeRecord(c.store, DAILY_KEY, (stored) => change(readDaily(stored))).catch(() => undefined);
}

/** The day whose deal of the day `game` is, from the record (undefined: not a daily game). */
const dayHere = (record: DailyRecord, game: Game): string | undefined =>
  record.current && game.dealNumber === record.current.dealNumber ? record.current.day : undefined;

/** What the record shows: the streak, the calendar's days, the table's line. */
function shown(record: DailyRecord, game: Game, now: Date): DailyState {
  const here = dayHere(record, game);
  return {
    streak: streakOn(record, now),
    underWay: dailyUnderWay(record, game, dayOf(now)),
    playing: here ? t('dailyPlaying', shortDay(here)) : undefined,
    days: { today: dayOf(now), won: record.won ?? [], here },
  };
}

/** Shows the streak, the calendar's days and the table's line as stored now (the New game panel opens; the popup opens). */
export async function showStreak(c: DailyWork): Promise<void> {
  c.show(shown(await loadDaily(c.store), c.session.get().game, c.now()));
}

/** Is `game` the deal of `day`, begun? */
const dailyUnderWay = (record: DailyRecord, game: Game, day: string): boolean =>
  dayHere(record, game) === day && game.moves.length > 0;

/**
 * Deals the deal of `day` (today's unless a past day from the calendar); false when that
 * day's game is already the one under way (it is kept). A game the player begins during the
 * search is asked about before the deal replaces it (advice/dealSearches.ts, dealLanding);
 * the record remembers the deal when it is played.
 */
export async function dealDaily(c: DailyWork, since = c.session.get().game, day = dayOf(c.now())): Promise<boolean> {
  const land = dealLanding(c.ready, since);
  if (dailyUnderWay(await loadDaily(c.store), c.session.get().game, day)) return false;
  const found = await c.findDaily(day);
  if (!found.ok) return true;
  land({
    dealNumber: found.dealNumber,
    play() {
      const at = c.now();
      const late = day !== dayOf(at) ? { late: true as const } : {};
      const current = { day, dealNumber: found.dealNumber, startedAt: at.getTime(), hintsBefore: c.session.get().stats.hintsUsed, ...late };
      c.session.dispatch({ type: 'newGame', game: gameFromNumber(found.dealNumber) });
      // Read again: another popup may have changed the record during the search, or since the offer.
      void loadDaily(c.store).then((record) => keep(c, record, (r) => ({ ...r, current })));
    },
  });
  return true;
}

/** Won with help that read the face-down cards, or by the demo: no day counted. */
const assistedWin = (after: Session): boolean => after.meta.assisted === true || after.meta.solverWon === true;

/** The player won `after` at `at`: when it is the daily game, counts it and offers the share line. */
export async function noteDailyWin(c: DailyWork, after: Session, _at: Date): Promise<void> {
  const record = await loadDaily(c.store);
  const win = dailyWin(record, after);
  if (!win || !record.current) return;
  const won = record.current;
  const assisted = assistedWin(after);
  keep(c, record, (r) => wonOn(r, won, assisted));
  c.show({ won: { streak: win.next.streak, said: win.said, share: win.share } });
  // An assisted win raised no streak: the share line (which says so) is all there is to say.
  c.announce(assisted ? win.share : `${win.said} ${win.share}`);
}

/** Copies the share line, and says whether it worked. */
export async function copyShare(c: DailyWork): Promise<void> {
  const won = c.shown().won;
  if (!won) return;
  let copied = true;
  await c.copyText(won.share).catch(() => (copied = false));
  c.show({ won: { ...won, copied } });
  c.announce(copied ? t('shareCopied') : t('shareCopyFailed'));
}

/** The daily streak as it stands on `date` (a day missed ends it). */
export function streakOn(record: DailyRecord, date: Date): number {
  const today = dayOf(date);
  return liveStreak(record, today, dayBefore(today));
}

/**
 * A player's win (`after`): when it is the daily game, the record that counts it and the share
 * line, with the game's own time of play and hints (as the win summary shows them). An
 * assisted win raises no daily streak and marks no day won, and its share line says it was
 * assisted. A past day dealt from the calendar (on a later day) marks that day won and
 * counts for no streak: the streak is the days won each on its own day.
 */
export function dailyWin(record: DailyRecord, after: Session): { next: DailyRecord; share: string; said: string } | undefined {
  const current = record.current;
  if (!current || after.game.dealNumber !== current.dealNumber) return undefined;
  const assisted = assistedWin(after);
  const next = wonOn(record, current, assisted);
  const share = shareLine(current.day, after.game.moves.length, after.meta.timeMs ?? 0, after.meta.hints ?? 0, assisted);
  return { next, share, said: dealtOnItsDay(current) ? t('dailyWon', next.streak) : t('dailyPastWon', longDay(current.day)) };
}

/**
 * `record` after the daily game `won` was won (counted as dailyWin says). Made again on the
 * record as stored when it is written, it counts a day once however many windows won it
 * (countDailyWin, markWon), and forgets the game under way only when it is still that one:
 * another day dealt in another window meanwhile stays the game under way.
 */
export function wonOn(record: DailyRecord, won: DailyGame, assisted: boolean): DailyRecord {
  const counted = assisted ? record : markWon(dealtOnItsDay(won) ? countDailyWin(record, won.day, dayBefore(won.day)) : record, won.day);
  const { current, ...next } = counted;
  return current && (current.day !== won.day || current.dealNumber !== won.dealNumber) ? { ...next, current } : next;
}
