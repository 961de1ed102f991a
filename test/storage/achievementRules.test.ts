// Each goal's rule (src/storage/achievementRules.ts), met and not met, and that a game the
// demo helped or where the player peeked at the face-down cards meets none, whatever else
// it did.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../src/engine/index';
import { GOAL_IDS } from '../../src/storage/achievements';
import { type FinishedGame, QUICK_FOUNDATION_MOVES, dailyAfterWin, foundationOneAt, goalsMet, monthComplete } from '../../src/storage/achievementRules';
import { type DailyRecord, EMPTY_DAILY } from '../../src/storage/daily';
import type { GameMeta } from '../../src/storage/gameSave';
import { gameOf, winningLine } from '../e2e/a11yGames';

let quick: Game; // deal 2's solver line: foundation 1 complete at move 33
let slow: Game; // deal 4's: at move 97

beforeAll(async () => {
  quick = gameOf(2, await winningLine(2));
  slow = gameOf(4, await winningLine(4));
});

const CLEAN: GameMeta = { counted: true, won: true };
const won = (over: Partial<FinishedGame> = {}): FinishedGame => ({ game: slow, meta: CLEAN, wins: 1, daily: EMPTY_DAILY, ...over });
const met = (over: Partial<FinishedGame> = {}) => goalsMet(won(over));

/** Every goal's condition at once: a quick, clean, hard deal of the day that is the 7th in a row, the 10th win, completing its month. */
function everything(dealNumber: number, game: Game): FinishedGame {
  const november = Array.from({ length: 29 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
  const daily: DailyRecord = { streak: 6, bestStreak: 6, lastWon: '2026-11-29', won: november, current: { day: '2026-11-30', dealNumber, startedAt: 0, hintsBefore: 0 } };
  return { game, meta: { ...CLEAN, dealChance: 0.8 }, band: 'hard', wins: 10, daily };
}

describe('the goals rules', () => {
  it('the deal lines used: foundation 1 completes inside and outside the 60 moves', () => {
    expect(foundationOneAt(quick)).toBeLessThanOrEqual(QUICK_FOUNDATION_MOVES);
    expect(foundationOneAt(slow)).toBeGreaterThan(QUICK_FOUNDATION_MOVES);
    expect(foundationOneAt(gameOf(2))).toBeUndefined();
  });

  it('a game that meets every condition earns every goal', () => {
    expect(goalsMet(everything(2, quick))).toEqual([...GOAL_IDS]);
  });

  it('first win: any win of the player\'s own; no win, none', () => {
    expect(met()).toEqual(['firstWin', 'cleanWin']);
    expect(met({ meta: { ...CLEAN, won: false } })).toEqual([]);
    // A pasted game record that arrives won was not played here.
    expect(met({ meta: { counted: false, won: true } })).toEqual([]);
  });

  it('quick start: foundation 1 complete within 60 moves', () => {
    expect(met({ game: quick })).toContain('quickFoundation');
    expect(met({ game: slow })).not.toContain('quickFoundation');
  });

  it('on your own: no hint, no Undo, no Restart (the fair hint and Undo are allowed by the other goals)', () => {
    expect(met()).toContain('cleanWin');
    expect(met({ meta: { ...CLEAN, hints: 1 } })).toEqual(['firstWin']);
    expect(met({ meta: { ...CLEAN, tookBack: true } })).toEqual(['firstWin']);
  });

  it('hard deal: the band of the chance at the deal is hard; medium, easy or unknown is not', () => {
    expect(met({ band: 'hard' })).toContain('hardWin');
    for (const band of ['medium', 'easy', undefined] as const) expect(met({ band })).not.toContain('hardWin');
  });

  it('ten wins: the statistics\' tenth win', () => {
    expect(met({ wins: 10 })).toContain('tenWins');
    expect(met({ wins: 9 })).not.toContain('tenWins');
  });

  it('a week of days: this win of the deal of the day, on its day, makes the streak 7', () => {
    const f = everything(4, slow);
    expect(goalsMet(f)).toContain('dailyWeek');
    // A gap before it: the streak starts again at 1.
    expect(goalsMet({ ...f, daily: { ...f.daily, lastWon: '2026-11-28' } })).not.toContain('dailyWeek');
    // A past day played from the calendar counts for no streak.
    expect(goalsMet({ ...f, daily: { ...f.daily, current: { ...f.daily.current!, late: true } } })).not.toContain('dailyWeek');
    // Not the deal of the day: a streak of 7 already does not make this game earn it.
    expect(goalsMet({ ...f, daily: { ...f.daily, streak: 7, bestStreak: 7, lastWon: '2026-11-30', current: undefined } })).not.toContain('dailyWeek');
  });

  it('a whole month: this win completes the days won of its month, a past day from the calendar too', () => {
    const f = everything(4, slow);
    expect(goalsMet({ ...f, daily: { ...f.daily, current: { ...f.daily.current!, late: true } } })).toContain('dailyMonth');
    expect(goalsMet({ ...f, daily: { ...f.daily, won: f.daily.won!.slice(1) } })).not.toContain('dailyMonth');
    expect(monthComplete(['2026-02-01', ...Array.from({ length: 27 }, (_, i) => `2026-02-${String(i + 2).padStart(2, '0')}`)], '2026-02-10')).toBe(true);
    expect(monthComplete(Array.from({ length: 30 }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')}`), '2026-12-01')).toBe(false);
  });

  it('a day already counted by the deal of the day is counted once', () => {
    const f = everything(4, slow);
    const once = dailyAfterWin(f.daily, slow).record;
    expect(once.streak).toBe(7);
    expect(dailyAfterWin({ ...once, current: f.daily.current }, slow).record.streak).toBe(7);
  });

  it('the demo, a help that read the face-down cards or a peek earns no goal, whatever else the game did', () => {
    const f = everything(2, quick);
    for (const mark of [{ solverWon: true }, { assisted: true }, { peeked: true }, { assisted: true, solverWon: true }]) {
      expect(goalsMet({ ...f, meta: { ...f.meta, ...mark } })).toEqual([]);
    }
  });
});
