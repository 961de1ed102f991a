// The goals' rules (docs/goals.md), pure functions of a finished game, its meta and the
// records, checked when the player wins a game. A game that was helped by what reads the
// face-down cards, or where the player peeked at them, earns no goal at all: the demo
// (`solverWon`, `assisted`), a full-deal hint or a Finish played while cards were face down
// (`assisted`), Winnable?'s answer or a warning of the full-deal solver's seen (`peeked`).
// The fair player's hint (from what can be seen) and Undo are allowed, except by the one goal
// that asks for neither.
import { type Game, dealPosition, isRestricted, play } from '../engine/index';
import type { GameMeta } from './gameSave';
import { type DailyRecord, countDailyWin, dealtOnItsDay, markWon } from './daily';
import { type GoalId, GOAL_IDS } from './achievements';

/** A deal's difficulty band (src/solver/fair/difficulty.ts: storage does not import the solver, so the caller names it). */
export type DealBand = 'easy' | 'medium' | 'hard';

/** The moves (auto-plays and stock turns included, as the table counts them) within which foundation 1 must be complete. */
export const QUICK_FOUNDATION_MOVES = 60;
export const DAILY_WEEK = 7;
export const WINS_FOR_TEN = 10;

export interface FinishedGame {
  readonly game: Game;
  readonly meta: GameMeta;
  /** The band of the fair chance at the deal, when it was known (meta.dealChance). */
  readonly band?: DealBand;
  /** The statistics' wins, this one counted. */
  readonly wins: number;
  /** The deal of the day's record as stored when the game ended (this win counted or not: dailyAfterWin counts it once). */
  readonly daily: DailyRecord;
}

/** Played here and won by the player, with no help nor peek at the face-down cards: the only games that earn goals (a pasted game record that arrives won was not played). */
export const earnsGoals = (meta: GameMeta): boolean =>
  meta.won && meta.counted && meta.solverWon !== true && meta.assisted !== true && meta.peeked !== true;

/** The move after which foundation 1 was complete (1-based), or undefined if it never was. */
export function foundationOneAt(game: Game): number | undefined {
  let pos = dealPosition(game.deal);
  for (const [i, move] of game.moves.entries()) {
    const next = play(pos, move);
    if (!next.ok) return undefined;
    pos = next.value;
    if (!isRestricted(pos)) return i + 1;
  }
  return undefined;
}

const dayBefore = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The record with the win of `game` counted when it is the deal of the day under way, as the
 * deal of the day counts it (daily/dailyRules.ts): the streak when dealt on its day, the day
 * marked won. A record that already counted it (`current` gone) is returned as it is.
 */
export function dailyAfterWin(r: DailyRecord, game: Game): { record: DailyRecord; day?: string; onItsDay: boolean } {
  const current = r.current;
  if (!current || game.dealNumber !== current.dealNumber) return { record: r, onItsDay: false };
  const onItsDay = dealtOnItsDay(current);
  const counted = markWon(onItsDay ? countDailyWin(r, current.day, dayBefore(current.day)) : r, current.day);
  return { record: counted, day: current.day, onItsDay };
}

/** Every day of `day`'s calendar month is among `won` (days YYYY-MM-DD). */
export function monthComplete(won: readonly string[], day: string): boolean {
  const [y, m] = day.split('-').map(Number);
  const length = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const inMonth = new Set(won.filter((d) => d.startsWith(day.slice(0, 8))));
  return inMonth.size === length;
}

/** Each goal's rule, given the finished game (already known to earn goals) and the daily record with it counted. */
const RULES: Record<GoalId, (f: FinishedGame, daily: ReturnType<typeof dailyAfterWin>) => boolean> = {
  firstWin: () => true,
  quickFoundation: ({ game }) => (foundationOneAt(game) ?? Infinity) <= QUICK_FOUNDATION_MOVES,
  cleanWin: ({ meta }) => (meta.hints ?? 0) === 0 && meta.tookBack !== true,
  hardWin: ({ band }) => band === 'hard',
  tenWins: ({ wins }) => wins >= WINS_FOR_TEN,
  // The day that completes the streak or the month is this game's, won on its day (the week) or on any day (the month).
  dailyWeek: (_, d) => d.onItsDay && d.record.lastWon === d.day && d.record.streak >= DAILY_WEEK,
  dailyMonth: (_, d) => d.day !== undefined && monthComplete(d.record.won ?? [], d.day),
};

/** The goals the finished game meets (whether or not earned before): none unless it earns goals at all. */
export function goalsMet(f: FinishedGame): GoalId[] {
  if (!earnsGoals(f.meta)) return [];
  const daily = dailyAfterWin(f.daily, f.game);
  return GOAL_IDS.filter((id) => RULES[id](f, daily));
}
