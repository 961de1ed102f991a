// What a game's record owes to help (popup/session/assists.ts, through the session's steps):
// an assisted game (the demo played, a hint read the full deal, a Finish relied on face-down
// cards) counts for nothing; one hint per position; Restart taken back by one Undo.
import { describe, expect, it } from 'vitest';
import { type Game, finishLine, movesToString, playMove, restartedPlies, status } from '../../src/engine/index';
import { envelope } from '../../src/storage/gameSave';
import { readStored } from '../../src/storage/gameMigrate';
import { EMPTY_HISTORY, historySummary, readHistory, recordGame } from '../../src/storage/history';
import { DEFAULT_SETTINGS, EMPTY_STATS } from '../../src/storage/prefs';
import { gameFromNumber } from '../../popup/platform/boot';
import { type Session, type SessionAction, canUndoStep, step } from '../../popup/session/session';
import { endgame } from '../support/endgame';
import { movesFrom, played } from '../support/positions';

const sessionOf = (game: Game, over: Partial<Session> = {}): Session => ({
  game, meta: { counted: true, won: false }, stats: { ...EMPTY_STATS, played: 3, won: 2, currentStreak: 2, bestStreak: 2 },
  settings: { ...DEFAULT_SETTINGS, autoPlay: false }, history: EMPTY_HISTORY, ...over,
});
const run = (s: Session, ...actions: SessionAction[]): Session => actions.reduce((cur, a) => step(cur, a).session, s);
describe('assisted games', async () => {
  const { game, line, at } = await endgame(3);
  const rest = finishLine(game.position)!;

  it('the demo played most of the game and the player finished it: no win, no streak, kept as assisted', () => {
    // The demo plays the line up to the endgame's last moves; the player plays the rest.
    const start = gameFromNumber(3);
    let s = sessionOf(start, { meta: { counted: false, won: false } });
    for (const move of line.slice(0, at)) s = step(s, { type: 'demoPlay', move }).session;
    expect(s.meta.assisted).toBe(true);
    s = run(s, { type: 'finish', moves: finishLine(s.game.position)! });
    expect(status(s.game.position)).toBe('won');
    expect(s.stats).toMatchObject({ won: 2, currentStreak: 0, bestStreak: 2 });
    expect(s.history!.games).toMatchObject([{ deal: '3', result: 'won', assisted: true }]);
    expect(s.history!.best).toEqual([]);
    expect(historySummary(s.history!).wins).toBe(0);
  });

  it('a hint from the full deal (the setting) makes the game assisted; a fair hint does not', () => {
    const fair = run(sessionOf(game), { type: 'countHint' }, { type: 'finish', moves: rest });
    expect(fair.meta.assisted).toBeUndefined();
    expect(fair.stats).toMatchObject({ won: 3, currentStreak: 3, hintsUsed: 1 });
    const peek = sessionOf(game, { settings: { ...DEFAULT_SETTINGS, autoPlay: false, hintsPeek: true } });
    const s = run(peek, { type: 'countHint' }, { type: 'finish', moves: rest });
    expect(s.meta).toMatchObject({ assisted: true, hints: 1 });
    expect(s.stats).toMatchObject({ won: 2, currentStreak: 0 });
    expect(s.history!.games[0]).toMatchObject({ result: 'won', assisted: true, hints: 1 });
  });

  it('a Finish while cards are face down relied on them; with every card in sight it is no help', () => {
    // One move earlier in the line the reserve still hides cards (endgame() stops where none is hidden).
    const earlier = played(gameFromNumber(3), movesToString(line.slice(0, at - 1)));
    const hidden = earlier.position.reserve.length > 1 || earlier.position.stock.length > 0;
    expect(hidden).toBe(true);
    const line2 = [...line.slice(at - 1)];
    const s = run(sessionOf(earlier), { type: 'finish', moves: line2 });
    expect(status(s.game.position)).toBe('won');
    expect(s.meta.assisted).toBe(true);
    expect(s.stats.won).toBe(2);
    const own = run(sessionOf(game), { type: 'finish', moves: rest });
    expect(own.meta.assisted).toBeUndefined();
    expect(own.stats.won).toBe(3);
  });

  it('a game left after help is a loss kept as assisted', () => {
    const s = run(sessionOf(game), { type: 'demoPlay', move: rest[0] }, { type: 'newGame', game: gameFromNumber(4) });
    expect(s.history!.games).toMatchObject([{ result: 'lost', assisted: true }]);
    expect(s.meta.assisted).toBeUndefined();
  });

  it('is saved with the game and read tolerantly from old records', () => {
    const meta = { counted: true, won: false, assisted: true, hinted: [5, 9] } as const;
    const read = readStored(JSON.parse(JSON.stringify(envelope(game, 'w', meta))));
    expect(read.ok && read.value.meta).toEqual(meta);
    const old = readStored(JSON.parse(JSON.stringify(envelope(game, 'w', { counted: true, won: false }))));
    expect(old.ok && old.value.meta).toEqual({ counted: true, won: false });
    const bad = readStored(JSON.parse(JSON.stringify(envelope(game, 'w', { counted: true, won: false, assisted: 'yes', hinted: [-1, 'x', 2.5, 7], undoRestart: -2 } as never))));
    expect(bad.ok && bad.value.meta).toEqual({ counted: true, won: false, hinted: [7] });
    const h = readHistory({ games: [{ deal: '3', result: 'won', moves: 9, assisted: true }, { deal: '4', result: 'won', moves: 9, assisted: 1 }] });
    expect(h.games.map((g) => g.assisted)).toEqual([true, undefined]);
    expect(recordGame(EMPTY_HISTORY, { ...h.games[0], timeMs: 5_000 }).best).toEqual([]);
  });
});

describe('one hint per position', () => {
  it('Hint three times on one position counts one; another position counts again; back to the first counts nothing', () => {
    const s0 = sessionOf(gameFromNumber(1), { stats: EMPTY_STATS });
    const three = run(s0, { type: 'countHint' }, { type: 'countHint' }, { type: 'countHint' });
    expect(three.meta.hints).toBe(1);
    expect(three.stats.hintsUsed).toBe(1);
    const moved = run(three, { type: 'play', move: movesFrom('t1>t8')[0] }, { type: 'countHint' });
    expect(moved.meta.hints).toBe(2);
    const back = run(moved, { type: 'undo' }, { type: 'countHint' });
    expect(back.meta.hints).toBe(2);
    expect(back.stats.hintsUsed).toBe(2);
  });
});

describe('Restart, then Undo', () => {
  it('one Undo brings the game back exactly: its moves and the redo stack as before Restart', () => {
    const base = played(gameFromNumber(1), 't1>t8 deal deal deal');
    const undone = run(sessionOf(base), { type: 'undo' }); // a redo stack of one: it must survive too
    const before = undone.game;
    const restarted = step(undone, { type: 'restart' });
    expect(restarted.change).toEqual({ kind: 'restarted' });
    expect(restarted.session.game.moves).toEqual([]);
    expect(canUndoStep(restarted.session)).toBe(true);
    const back = step(restarted.session, { type: 'undo' });
    expect(back.change).toEqual({ kind: 'restartUndone', moves: 3 });
    expect(back.session.game).toEqual(before);
    expect(restartedPlies(back.session.game)).toBe(0);
    // Undo goes on from there as usual, and Redo still has the move undone before Restart.
    expect(step(back.session, { type: 'redo' }).session.game.moves.length).toBe(4);
  });

  it('after a move, a Redo or a new game, Undo no longer takes the Restart back', () => {
    const s = run(sessionOf(played(gameFromNumber(1), 't1>t8 deal')), { type: 'restart' });
    const moved = run(s, { type: 'play', move: movesFrom('deal')[0] });
    expect(restartedPlies(moved.game)).toBe(0);
    expect(movesToString(run(moved, { type: 'undo' }).game.moves)).toBe('');
    expect(restartedPlies(run(s, { type: 'redo' }).game)).toBe(0);
    const fresh = run(sessionOf(gameFromNumber(1)), { type: 'restart' });
    expect(canUndoStep(fresh)).toBe(false);
    expect(step(fresh, { type: 'undo' }).change).toEqual({ kind: 'nothing', what: 'undo' });
  });
});

describe('the win summary of an assisted game', async () => {
  const { winView } = await import('../../popup/panels/WinPanel');
  it('says it was assisted and shows no streak or new best time', () => {
    const s = sessionOf(gameFromNumber(1), { meta: { counted: true, won: true, assisted: true, timeMs: 9_000 } });
    expect(winView(s)).toMatchObject({ assisted: true, newBest: false, bySolver: false, timeMs: 9_000 });
    expect(winView(sessionOf(gameFromNumber(1), { meta: { counted: true, won: true } })).assisted).toBe(false);
  });
});
