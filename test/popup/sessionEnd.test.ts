// The session's end of a game without a DOM: Finish as one Undo step (time of play:
// timeOfPlay.test.ts), the history and best times, a demo's win, and a reset of the statistics taken back.
import { describe, expect, it } from 'vitest';
import { type Game, finishLine, movesToString, status } from '../../src/engine/index';
import { FRESH_META } from '../../src/storage/gameSave';
import { EMPTY_HISTORY, HISTORY_LIMIT, dealKey } from '../../src/storage/history';
import { DEFAULT_SETTINGS, EMPTY_STATS } from '../../src/storage/prefs';
import { gameFromNumber } from '../../popup/platform/boot';
import { type Session, type SessionAction, step } from '../../popup/session/session';
import { endgame } from '../support/endgame';

const sessionOf = (game: Game, over: Partial<Session> = {}): Session => ({
  game, meta: { counted: true, won: false }, stats: { ...EMPTY_STATS, played: 1 }, settings: { ...DEFAULT_SETTINGS, autoPlay: false },
  history: EMPTY_HISTORY, ...over,
});
const run = (s: Session, ...actions: SessionAction[]): Session => actions.reduce((cur, a) => step(cur, a).session, s);

describe('Finish', async () => {
  const { game } = await endgame(3);
  const rest = finishLine(game.position)!;

  it('plays the rest as one step: won, counted, and one Undo takes it all back; Redo brings it back', () => {
    const done = step(sessionOf(game), { type: 'finish', moves: rest });
    expect(done.change).toMatchObject({ kind: 'moved', finishing: true, autoPlayed: rest.length - 1 });
    expect(status(done.session.game.position)).toBe('won');
    expect(done.session.stats).toMatchObject({ won: 1, currentStreak: 1 });
    const undone = step(done.session, { type: 'undo' });
    expect(undone.session.game.moves.length).toBe(game.moves.length);
    const redone = step(undone.session, { type: 'redo' });
    expect(redone.session.game.moves.length).toBe(game.moves.length + rest.length);
    expect(redone.change).toMatchObject({ kind: 'redone', autoPlayed: rest.length - 1 });
  });

  it('played a move at a time (the animated finish), the steps still make one Undo group', () => {
    const s = rest.reduce((cur, move, i) => step(cur, { type: 'finish', moves: [move], continued: i > 0 }).session, sessionOf(game));
    expect(status(s.game.position)).toBe('won');
    expect(movesToString(step(s, { type: 'undo' }).session.game.moves)).toBe(movesToString(game.moves));
  });

  it('all or nothing: a line with a refused move plays none of it', () => {
    const s0 = sessionOf(game);
    const done = step(s0, { type: 'finish', moves: [...rest.slice(0, 3), { kind: 'deal' }] });
    expect(done.change.kind).toBe('refused');
    expect(done.session).toBe(s0);
  });
});

describe('the history and best times', async () => {
  const { game } = await endgame(3);
  const rest = finishLine(game.position)!;
  const timed = (timeMs: number, hints = 0) => sessionOf(game, { meta: { counted: true, won: false, timeMs, ...(hints > 0 ? { hints } : {}), dealChance: 0.93 } });

  it('a win goes into the history with its moves, time, hints and difficulty, and sets the deal\'s best time', () => {
    const s = run(timed(300_000), { type: 'finish', moves: rest });
    expect(s.history!.games).toEqual([{ deal: '3', result: 'won', moves: game.moves.length + rest.length, timeMs: 300_000, hints: 0, endedAt: 0, dealPercent: 93 }]);
    expect(s.history!.best).toEqual([{ deal: '3', ms: 300_000, noHints: true }]);
    expect(s.stats).toMatchObject({ won: 1, cleanWins: 1, cleanTimedWins: 1, cleanTimeMs: 300_000, cleanFastestMs: 300_000 });
    // A slower win keeps the best; a faster one replaces it.
    const again = run({ ...timed(400_000), history: s.history, stats: s.stats }, { type: 'finish', moves: rest });
    expect(again.history!.best).toEqual([{ deal: '3', ms: 300_000, noHints: true }]);
    expect(again.stats).toMatchObject({ cleanFastestMs: 300_000, cleanTimeMs: 700_000, cleanTimedWins: 2 });
    const faster = run({ ...timed(200_000), history: again.history }, { type: 'finish', moves: rest });
    expect(faster.history!.best).toEqual([{ deal: '3', ms: 200_000, noHints: true }]);
    expect(faster.history!.games.length).toBe(3);
  });

  it('a win with hints is a win with its own figures, never a best time, however fast', () => {
    const clean = run(timed(300_000), { type: 'finish', moves: rest });
    const hinted = run({ ...timed(51_000, 193), history: clean.history, stats: clean.stats }, { type: 'finish', moves: rest });
    expect(hinted.stats).toMatchObject({ won: 2, currentStreak: 2, cleanWins: 1, cleanFastestMs: 300_000, cleanTimeMs: 300_000, hintedWins: 1, hintedHints: 193, hintedTimedWins: 1, hintedTimeMs: 51_000 });
    expect(hinted.history!.best).toEqual([{ deal: '3', ms: 300_000, noHints: true }]);
    expect(hinted.history!.games.map((g) => [g.result, g.hints, g.timeMs])).toEqual([['won', 0, 300_000], ['won', 193, 51_000]]);
    // On a deal with no best yet, neither.
    expect(run(timed(51_000, 1), { type: 'finish', moves: rest }).history!.best).toEqual([]);
  });

  it('leaving a game under way records a loss; the history keeps the last 200 games', () => {
    let s = sessionOf(gameFromNumber(1), { meta: { counted: true, won: false, timeMs: 5_000 } });
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) s = run({ ...s, meta: { counted: true, won: false } }, { type: 'newGame', game: gameFromNumber(2 + i) });
    expect(s.history!.games.length).toBe(HISTORY_LIMIT);
    expect(s.history!.games.every((g) => g.result === 'lost')).toBe(true);
    expect(s.history!.games[HISTORY_LIMIT - 1].deal).toBe(String(2 + HISTORY_LIMIT + 3));
    expect(s.stats.currentStreak).toBe(0);
  });

  it('a win the solver\'s demo played out is marked as the solver\'s and counts nothing of the player\'s', () => {
    const s0 = timed(100_000);
    const s = rest.reduce((cur, move) => step(cur, { type: 'demoPlay', move }).session, s0);
    expect(s.meta).toMatchObject({ won: true, solverWon: true });
    expect(s.stats.won).toBe(0);
    expect(s.history!.games.map((g) => g.result)).toEqual(['solver']);
    expect(s.history!.best).toEqual([]);
  });

  it('a reset of the statistics wipes counters and history, and undoReset brings both back', () => {
    const won = run(timed(300_000), { type: 'finish', moves: rest });
    const reset = run(won, { type: 'resetStats' });
    expect(reset.stats).toEqual(EMPTY_STATS);
    expect(reset.history).toEqual(EMPTY_HISTORY);
    const back = step(reset, { type: 'undoReset' });
    expect(back.session.stats).toEqual(won.stats);
    expect(back.session.history).toEqual(won.history);
    expect(back.session.beforeReset).toBeUndefined();
    expect(step(back.session, { type: 'undoReset' }).change).toEqual({ kind: 'nothing', what: 'undo' });
    // Once something is counted after the reset, the reset stays: taking it back would lose that.
    const hinted = run(reset, { type: 'countHint' });
    expect(hinted.beforeReset).toBeUndefined();
    expect(hinted.stats.hintsUsed).toBe(1);
    // Another window's statistics (or this one's own write read back) keep the way back open.
    expect(run(reset, { type: 'adoptPrefs', stats: { ...EMPTY_STATS } }).beforeReset).toBeDefined();
  });

  it('custom deals are told apart by their cards', () => {
    const custom = { deal: gameFromNumber(5).deal };
    expect(dealKey(custom)).toMatch(/^x[0-9a-f]{8}$/);
    expect(dealKey(custom)).not.toBe(dealKey({ deal: gameFromNumber(6).deal }));
    expect(dealKey(gameFromNumber(5))).toBe('5');
  });
});
