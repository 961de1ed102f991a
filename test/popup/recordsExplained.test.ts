// Every record in Statistics can be explained by the games in the history (issue 32): runs of
// games played through the session — won alone, won with hints, helped by the demo or a hint
// that reads the face-down cards, or left part way, after a wait before the first move — and
// after them no best time comes from a hinted or assisted game, the wins of each kind and the
// fastest win are the history's, the games played are its games, and each win's time reads
// the same on the table, in the history and in the share line.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { finishLine } from '../../src/engine/index';
import { FRESH_META } from '../../src/storage/gameSave';
import { EMPTY_HISTORY, bestFor, dealKey, recordWin } from '../../src/storage/history';
import { DEFAULT_SETTINGS, EMPTY_STATS } from '../../src/storage/prefs';
import { shareLine } from '../../popup/daily/shareLine';
import { playedMs } from '../../popup/session/clock';
import { type Session, type SessionAction, leavesGame, step } from '../../popup/session/session';
import { formatTime } from '../../popup/table/names';
import { endgame } from '../support/endgame';

const { game } = await endgame(3);
const rest = finishLine(game.position)!;

interface GameSpec {
  how: 'alone' | 'hints' | 'demo' | 'peek' | 'leave';
  /** Hints asked (Shift+H: a hint, then its move), from the first move. */
  hints: number;
  /** The table left untouched before the first move, and the time between moves (ms). */
  wait: number;
  each: number;
}

const spec = fc.record({
  how: fc.constantFrom('alone', 'hints', 'demo', 'peek', 'leave'),
  hints: fc.integer({ min: 1, max: 4 }),
  wait: fc.integer({ min: 0, max: 60_000 }),
  each: fc.integer({ min: 1, max: 20_000 }),
}) as fc.Arbitrary<GameSpec>;

/** Plays the games in order (each dealt by New game) and notes each win's time as the table, the history and the share line show it. */
function playAll(specs: GameSpec[]): { s: Session; times: [string, string, string][] } {
  let now = 1_000_000;
  let s: Session = { game, meta: FRESH_META, stats: EMPTY_STATS, settings: { ...DEFAULT_SETTINGS, autoPlay: false }, history: EMPTY_HISTORY, clockAt: now };
  const act = (a: SessionAction, after = 0) => (s = step(s, a, (now += after)).session);
  const times: [string, string, string][] = [];
  for (const g of specs) {
    act({ type: 'newGame', game });
    if (g.how === 'peek') act({ type: 'settings', settings: { ...s.settings, hintsPeek: true } });
    now += g.wait;
    const moves = g.how === 'leave' ? rest.slice(0, 2) : rest;
    moves.forEach((move, i) => {
      if ((g.how === 'hints' || g.how === 'peek') && i < g.hints) act({ type: 'countHint' });
      act(g.how === 'demo' && i === 0 ? { type: 'demoPlay', move } : { type: 'play', move }, g.each);
    });
    if (g.how === 'peek') act({ type: 'settings', settings: { ...s.settings, hintsPeek: false } });
    if (s.meta.won && !s.meta.solverWon) {
      const last = s.history!.games[s.history!.games.length - 1];
      const share = /, (\d+:\d\d(?::\d\d)?), /.exec(shareLine('2026-12-03', s.game.moves.length, s.meta.timeMs ?? 0, s.meta.hints ?? 0, s.meta.assisted))![1];
      times.push([formatTime(playedMs(s, now + 5_000)), formatTime(last.timeMs), share]);
    }
  }
  return { s, times };
}

describe('records explained by the history', () => {
  it('over any run of games, every figure and best time is the history\'s', () => {
    fc.assert(
      fc.property(fc.array(spec, { minLength: 1, maxLength: 6 }), (specs) => {
        const { s, times } = playAll(specs);
        const games = s.history!.games;
        const own = games.filter((g) => g.result === 'won' && !g.assisted);
        const clean = own.filter((g) => g.hints === 0);
        // No best time from a hinted or assisted game: the deal's best is its fastest win without hints or help.
        const fastest = games.filter(recordWin).map((g) => g.timeMs);
        expect(bestFor(s.history!, dealKey(game))).toBe(fastest.length > 0 ? Math.min(...fastest) : undefined);
        expect(s.history!.best.every((b) => games.some((g) => recordWin(g) && g.deal === b.deal && g.timeMs === b.ms))).toBe(true);
        expect(s.stats).toMatchObject({
          won: own.length, cleanWins: clean.length, hintedWins: own.length - clean.length,
          hintedHints: own.reduce((n, g) => n + g.hints, 0), cleanFastestMs: fastest.length > 0 ? Math.min(...fastest) : 0,
          played: games.length + (leavesGame(s) ? 1 : 0),
        });
        // The time of each win, alike on the table, in the history and in the share line.
        for (const [table, history, share] of times) expect([history, share]).toEqual([table, table]);
      }),
      { numRuns: 40 },
    );
  });
});
