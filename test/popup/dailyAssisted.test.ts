// The deal of the day won with help (popup/daily/dailyRules.ts dailyWin): a game the demo
// played nearly to the end and the player finished raises no daily streak, and its share
// line says it was assisted, with the game's own time and hints.
import { describe, expect, it } from 'vitest';
import { EMPTY_STATS, DEFAULT_SETTINGS } from '../../src/storage/prefs';
import { gameFromNumber } from '../../popup/platform/boot';
import { dailyWin } from '../../popup/daily/dailyRules';
import { shareLine } from '../../popup/daily/shareLine';
import type { Session } from '../../popup/session/session';

const DAY = '2026-12-01';
const record = { streak: 2, bestStreak: 4, lastWon: '2026-11-30', current: { day: DAY, dealNumber: 77, startedAt: 0, hintsBefore: 9 } };
const won = (meta: Session['meta']): Session => ({
  game: gameFromNumber(77), meta, stats: { ...EMPTY_STATS, hintsUsed: 30 }, settings: DEFAULT_SETTINGS,
});

describe('an assisted win of the deal of the day', () => {
  it('raises no daily streak and its share line says so', () => {
    const win = dailyWin(record, won({ counted: true, won: true, assisted: true, timeMs: 71_000, hints: 2 }))!;
    // and marks no day won
    expect(win.next).toEqual({ streak: 2, bestStreak: 4, lastWon: '2026-11-30' });
    expect(win.share).toBe('Plot — 2026-12-01 — won in 0 moves, 1:11, 2 hints, assisted');
  });

  it('an own win counts the streak, with the time and hints the summary shows', () => {
    const win = dailyWin(record, won({ counted: true, won: true, timeMs: 57_000 }))!;
    expect(win.next).toEqual({ streak: 3, bestStreak: 4, lastWon: DAY, won: [DAY] });
    expect(win.share).toBe('Plot — 2026-12-01 — won in 0 moves, 0:57, no hints');
    expect(shareLine(DAY, 5, 1_000, 1, true)).toBe('Plot — 2026-12-01 — won in 5 moves, 0:01, 1 hint, assisted');
  });

  it('"no hints" only for a win without hints or help: an assisted win without hints is "assisted"', () => {
    const win = dailyWin(record, won({ counted: true, won: true, assisted: true, timeMs: 71_000 }))!;
    expect(win.share).toBe('Plot — 2026-12-01 — won in 0 moves, 1:11, assisted');
    expect(win.share).not.toContain('no hints');
  });
});
