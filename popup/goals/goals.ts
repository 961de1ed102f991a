// The goals in the popup (docs/goals.md), with the on-demand chunk: when the player wins, the
// rules (src/storage/achievementRules.ts) say which goals the game meets, and those not yet
// earned are added to the stored record under the store's lock (a union: another window's
// goals stay), then shown (goals/GoalNotice.tsx) and said. Statistics lists them
// (goals/GoalsList.tsx) as stored. They ride on the deal of the day's two calls from its
// controller (daily/dailyController.ts): its rules already follow every win of the
// player's and read the records when the popup opens, and its record is one the goals read;
// so nothing of theirs loads with the popup.
import { bandOf } from '../../src/solver/fair/difficulty';
import { type Achievements, type GoalId, ACHIEVEMENTS_KEY, earn, newlyEarned, readAchievements, sameAchievements } from '../../src/storage/achievements';
import { goalsMet } from '../../src/storage/achievementRules';
import type { DailyRecord } from '../../src/storage/daily';
import { type DailyWork, loadDaily, noteDailyWin as dailyWin, showStreak as dailyShow } from '../daily/dailyRules';
import { type RecordStore, changeRecord, readRecord } from '../platform/recordChanges';
import { t, tn } from '../platform/i18n';
import { cell } from '../session/observable';
import type { Session } from '../session/session';

export interface GoalsState {
  /** The record as last read or written here (undefined until read). */
  readonly earned?: Achievements;
  /** Goals the last win earned, shown while that game is the one on the table. */
  readonly fresh?: { readonly ids: readonly GoalId[]; readonly dealNumber?: number; readonly moves: number };
}

/** One popup, one record: the page's goals. */
export const goals = cell<GoalsState>({});
let where: RecordStore | undefined;

const NAMES = {
  firstWin: 'goalFirstWin', quickFoundation: 'goalQuickFoundation', cleanWin: 'goalCleanWin', hardWin: 'goalHardWin',
  tenWins: 'goalTenWins', dailyWeek: 'goalDailyWeek', dailyMonth: 'goalDailyMonth',
} as const satisfies Record<GoalId, string>;

export const goalName = (id: GoalId): string => t(NAMES[id]);
export const goalHow = (id: GoalId): string => t(`${NAMES[id]}How`);

/** What the notice says, and the screen reader. */
export const earnedText = (ids: readonly GoalId[]): string =>
  tn('goalsEarned', ids.length, new Intl.ListFormat(t('htmlLang'), { type: 'conjunction' }).format(ids.map(goalName)));

/** Reads the record as this window has it (Statistics opens; the popup opens). */
export async function loadGoals(store = where): Promise<void> {
  if (store) goals.set({ earned: readAchievements(await readRecord(store, ACHIEVEMENTS_KEY)) });
}

/**
 * The goals `after` (a game the player just won) earns for the first time, shown at once and
 * written as a change of the record as stored (platform/recordChanges.ts: under the store's
 * lock when the write runs), so a goal another window wrote meanwhile stays, and one earned
 * there first keeps its earlier date.
 */
export async function noteGoals(store: RecordStore, after: Session, at: number, daily: DailyRecord): Promise<GoalId[]> {
  const { game, meta, stats } = after;
  const met = goalsMet({ game, meta, wins: stats.won, daily, ...(meta.dealChance === undefined ? {} : { band: bandOf(meta.dealChance) }) });
  if (met.length === 0) return [];
  const had = readAchievements(await readRecord(store, ACHIEVEMENTS_KEY));
  const next = earn(had, met, at);
  goals.set({ earned: next });
  if (!sameAchievements(had, next)) await changeRecord(store, ACHIEVEMENTS_KEY, (stored) => earn(readAchievements(stored), met, at));
  return newlyEarned(had, met);
}

/**
 * The deal of the day's win, and the goals: the day's record is read first, before the day's
 * own write, so that it still names the deal of the day under way (the rules count its win
 * as the day does). What both have to say is said at once, the day's first, so that neither
 * cuts the other off.
 */
export async function noteDailyWin(c: DailyWork, after: Session, at: Date): Promise<void> {
  where = c.store;
  let said: string | undefined;
  const daily = await loadDaily(c.store);
  const [, ids] = await Promise.all([
    dailyWin({ ...c, announce: (text) => (said = text) }, after, at),
    noteGoals(c.store, after, at.getTime(), daily).catch(() => [] as GoalId[]),
  ]);
  if (ids.length > 0) goals.set({ fresh: { ids, dealNumber: after.game.dealNumber, moves: after.game.moves.length } });
  const words = [said, ids.length > 0 ? earnedText(ids) : undefined].filter((w) => w !== undefined).join(' ');
  // After the winning move's own sentence, which the step said a moment before: with it.
  if (words) (c.announceMore ?? c.announce)(words);
}

/** The deal of the day's records as stored, shown (the popup opens, the New game panel opens); the goals' store noted. */
export function showStreak(c: DailyWork): Promise<void> {
  where = c.store;
  return dailyShow(c);
}
