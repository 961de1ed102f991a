// The popup's session without a DOM: every action of the reducer, auto-play grouping under
// Undo and Redo, statistics counting, and adopting another window's save.
import { describe, expect, it } from 'vitest';
import { type Game, movesToString, playMove } from '../../src/engine/index';
import { FRESH_META } from '../../src/storage/gameSave';
import { lineNotes } from '../../src/storage/noteArrays';
import { DEFAULT_SETTINGS, EMPTY_STATS } from '../../src/storage/prefs';
import { gameFromNumber } from '../../popup/platform/boot';
import { type Session, type SessionAction, step } from '../../popup/session/session';
import { createSessionStore } from '../../popup/session/store';
import { layout, movesFrom, played } from '../support/positions';

const sessionOf = (game: Game, over: Partial<Session> = {}): Session => ({
  game, meta: FRESH_META, stats: EMPTY_STATS, settings: { ...DEFAULT_SETTINGS, autoPlay: false }, ...over,
});

const run = (s: Session, ...actions: SessionAction[]): Session => actions.reduce((cur, a) => step(cur, a).session, s);
const text = (g: Game): string => movesToString(g.moves);

// Deal 1 after these 49 moves: t11>f sends the 9 of clubs up, after which t1, t5, t9 and t10
// hold cards that are safe to play (found by a seeded random playout).
const BEFORE_AUTO = played(gameFromNumber(1), 't4>t8 t3>t11 deal deal deal w>t11 t1>t11 deal deal deal deal w>f t5>f t9>t12 deal deal deal deal deal deal deal deal w>t5 deal deal deal w>f t12>f t12>f w>f t6>f deal deal w>t1 deal deal deal deal deal deal deal deal deal w>t9 deal w>f t11>f t11>f t11>f');
const autoOn = { ...DEFAULT_SETTINGS, autoPlay: true };

const t1t8: SessionAction = { type: 'play', move: movesFrom('t1>t8')[0] };

describe('playing', () => {
  it('a legal move plays, and the first one counts the game as played (once)', () => {
    const s0 = sessionOf(gameFromNumber(1));
    const first = step(s0, t1t8);
    expect(first.change).toMatchObject({ kind: 'moved', autoPlayed: 0, byDemo: false, glide: true });
    expect(text(first.session.game)).toBe('t1>t8');
    expect(first.session.meta.counted).toBe(true);
    expect(first.session.stats.played).toBe(1);
    const second = step(first.session, { type: 'play', move: { kind: 'deal' } });
    expect(second.session.stats.played).toBe(1);
    expect(step(s0, { ...t1t8, carried: true }).change).toMatchObject({ glide: false });
  });

  it('an illegal move is refused with the engine\'s reason and changes nothing', () => {
    const s0 = sessionOf(gameFromNumber(1));
    const done = step(s0, { type: 'play', move: movesFrom('t1>t2')[0] });
    expect(done.session).toBe(s0);
    expect(done.change.kind).toBe('refused');
    if (done.change.kind === 'refused') expect(done.change.error.refusal?.code).toBeDefined();
  });

  it('with auto-play on, the safe foundation plays follow and are marked as auto-plays', () => {
    const done = step(sessionOf(BEFORE_AUTO, { settings: autoOn }), { type: 'play', move: movesFrom('t11>f')[0] });
    expect(done.change).toMatchObject({ kind: 'moved', autoPlayed: 4 });
    expect(text(done.session.game)).toBe(`${text(BEFORE_AUTO)} t11>f t1>f t5>f t9>f t10>f`);
    expect(lineNotes(done.session.game, done.session.meta).auto).toEqual([50, 51, 52, 53]);
    const off = step(sessionOf(BEFORE_AUTO), { type: 'play', move: movesFrom('t11>f')[0] });
    expect(off.session.game.moves.length).toBe(50);
  });
});

describe('undo, redo and restart', () => {
  const afterAuto = run(sessionOf(BEFORE_AUTO, { settings: autoOn }), { type: 'play', move: movesFrom('t11>f')[0] });

  it('Undo after auto-play takes back the whole group; Redo brings it all back', () => {
    const undone = step(afterAuto, { type: 'undo' });
    expect(undone.change).toMatchObject({ kind: 'undone', move: movesFrom('t11>f')[0] });
    expect(text(undone.session.game)).toBe(text(BEFORE_AUTO));
    const redone = step(undone.session, { type: 'redo' });
    expect(redone.change).toMatchObject({ kind: 'redone', autoPlayed: 4 });
    expect(redone.session.game).toEqual(afterAuto.game);
    // One more Undo takes back one player's move: the move before the group is not an auto-play.
    expect(run(afterAuto, { type: 'undo' }, { type: 'undo' }).game.moves.length).toBe(48);
  });

  it('a new move after Undo forgets the undone line\'s auto-play marks', () => {
    const s = run(afterAuto, { type: 'undo' }, { type: 'undo' }, { type: 'play', move: movesFrom('deal')[0] });
    expect(lineNotes(s.game, s.meta).auto).toEqual([]);
  });

  it('Undo and Redo with nothing to take back say so and change nothing', () => {
    const s0 = sessionOf(gameFromNumber(1));
    expect(step(s0, { type: 'undo' })).toEqual({ session: s0, change: { kind: 'nothing', what: 'undo' } });
    expect(step(s0, { type: 'redo' })).toEqual({ session: s0, change: { kind: 'nothing', what: 'redo' } });
  });

  it('undoTo goes back to a length (the blunder banner\'s Undo)', () => {
    const done = step(afterAuto, { type: 'undoTo', length: 49 });
    expect(text(done.session.game)).toBe(text(BEFORE_AUTO));
    expect(done.change).toMatchObject({ kind: 'undone', move: movesFrom('t11>f')[0] });
  });

  it('Restart goes back to the deal with everything redoable, counting nothing', () => {
    const done = step(afterAuto, { type: 'restart' });
    expect(done.change.kind).toBe('restarted');
    expect(done.session.game.moves).toEqual([]);
    expect(done.session.game.redo.length).toBe(54);
    expect(done.session.stats).toBe(afterAuto.stats);
  });
});

describe('statistics', () => {
  // Seven foundations complete and the eighth one card short: w>f wins.
  const full = (suit: string) => 'A 2 3 4 5 6 7 8 9 T J Q K'.split(' ').map((r) => r + suit).join(' ');
  const nearlyWon: Game = {
    deal: [], moves: [], redo: [],
    position: layout({ base: 1, foundations: [full('S'), full('S'), full('H'), full('H'), full('C'), full('C'), full('D'), full('D').slice(0, -3)], waste: 'KD' }),
  };
  const win = { type: 'play', move: movesFrom('w>f')[0] } as const;

  it('a won game counts as played and won, with the streak', () => {
    const s = run(sessionOf(nearlyWon), win);
    expect(s.meta).toMatchObject({ counted: true, won: true });
    expect(s.stats).toEqual({ ...EMPTY_STATS, played: 1, won: 1, currentStreak: 1, bestStreak: 1, cleanWins: 1 });
  });

  it('a win the demo played out is not the player\'s: played (the demo\'s move counts it), not won, the streak ends, in the history as the solver\'s', () => {
    const streak = { ...EMPTY_STATS, played: 3, won: 2, currentStreak: 2, bestStreak: 2 };
    const untouched = run(sessionOf(nearlyWon, { stats: streak }), { type: 'demoPlay', move: win.move });
    expect(untouched.meta).toMatchObject({ counted: true, won: true, solverWon: true });
    expect(untouched.stats).toEqual({ ...streak, played: 4, currentStreak: 0 });
    expect(untouched.history!.games).toMatchObject([{ result: 'solver', assisted: true }]);
    const counted = run(sessionOf(nearlyWon, { stats: streak, meta: { counted: true, won: false } }), { type: 'demoPlay', move: win.move });
    expect(counted.stats).toEqual({ ...streak, currentStreak: 0 });
  });

  it('a new game after an unwon one breaks the streak; after a won or untouched one it does not', () => {
    const streak = { ...EMPTY_STATS, played: 2, won: 2, currentStreak: 2, bestStreak: 2 };
    const fresh = gameFromNumber(2);
    const abandoned = step(sessionOf(gameFromNumber(1), { stats: streak, meta: { counted: true, won: false } }), { type: 'newGame', game: fresh });
    expect(abandoned.change.kind).toBe('started');
    expect(abandoned.session.stats.currentStreak).toBe(0);
    expect(abandoned.session.meta).toBe(FRESH_META);
    expect(run(sessionOf(gameFromNumber(1), { stats: streak }), { type: 'newGame', game: fresh }).stats).toEqual(streak);
    expect(run(sessionOf(gameFromNumber(1), { stats: streak, meta: { counted: true, won: true } }), { type: 'newGame', game: fresh }).stats).toEqual(streak);
  });

  it('hints are counted, statistics reset, settings change; another window\'s are taken as saved', () => {
    const s0 = sessionOf(gameFromNumber(1));
    // One hint per position: a second Hint on the same one counts nothing more (assists.test.ts).
    expect(run(s0, { type: 'countHint' }, { type: 'countHint' }).stats.hintsUsed).toBe(1);
    expect(run(s0, { type: 'countHint' }, { type: 'play', move: { kind: 'deal' } }, { type: 'countHint' }).stats.hintsUsed).toBe(2);
    expect(run(s0, { type: 'countHint' }, { type: 'resetStats' }).stats).toEqual(EMPTY_STATS);
    const settings = { ...DEFAULT_SETTINGS, animations: false };
    expect(step(s0, { type: 'settings', settings })).toMatchObject({ session: { settings }, change: { kind: 'prefs', fromStorage: false } });
    const theirs = { ...EMPTY_STATS, played: 9 };
    expect(step(s0, { type: 'adoptPrefs', stats: theirs })).toMatchObject({ session: { stats: theirs, settings: s0.settings }, change: { kind: 'prefs', fromStorage: true } });
  });
});

describe('another window', () => {
  it('adopts a newer save of another window as it is, meta included', () => {
    const mine = sessionOf(gameFromNumber(1));
    const theirs = played(gameFromNumber(1), 't1>t8 deal');
    const meta = { counted: true, won: false, auto: [1] };
    const done = step(mine, { type: 'adopt', game: theirs, meta });
    expect(done.change.kind).toBe('adopted');
    expect(done.session.game).toBe(theirs);
    expect(done.session.meta).toBe(meta);
    expect(done.session.stats).toBe(mine.stats);
  });

  it('ignores a save of the very game it has', () => {
    const mine = run(sessionOf(gameFromNumber(1)), t1t8);
    const same = played(gameFromNumber(1), 't1>t8');
    expect(step(mine, { type: 'adopt', game: same, meta: FRESH_META })).toEqual({ session: mine, change: { kind: 'nothing', what: 'adopt' } });
  });
});

describe('the session store', () => {
  it('keeps the latest session and tells each listener the step and the session before it', () => {
    const store = createSessionStore(sessionOf(gameFromNumber(1)));
    const seen: string[] = [];
    const stop = store.subscribe((done, before) => seen.push(`${text(before.game)} -> ${text(done.session.game)} (${done.change.kind})`));
    store.dispatch(t1t8);
    store.dispatch({ type: 'undo' });
    stop();
    store.dispatch({ type: 'redo' });
    expect(seen).toEqual([' -> t1>t8 (moved)', 't1>t8 ->  (undone)']);
    expect(text(store.get().game)).toBe('t1>t8');
  });
});

describe('what is learnt about the line (the fair chances, the last winnable move)', () => {
  const dealMove: SessionAction = { type: 'play', move: { kind: 'deal' } };

  it('a chance is kept by moves played, unknown ones in between stay null; none beyond the game or out of range', () => {
    let s = run(sessionOf(gameFromNumber(1)), { type: 'noteChance', at: 0, chance: 0.88 }, dealMove, dealMove);
    s = run(s, { type: 'noteChance', at: 2, chance: 0.8 });
    expect(lineNotes(s.game, s.meta).chances).toEqual([0.88, null, 0.8]);
    const r = step(s, { type: 'noteChance', at: 3, chance: 0.5 });
    expect(r.change.kind).toBe('noted');
    expect(r.session).toBe(s);
    expect(run(s, { type: 'noteChance', at: 1, chance: 1.5 })).toBe(s);
    expect(run(s, { type: 'noteChance', at: -1, chance: 0.5 })).toBe(s);
  });

  it('undo keeps the chances of the undone moves (for Redo); a different move drops them and a last winnable move after it', () => {
    let s = run(sessionOf(gameFromNumber(1)), { type: 'noteChance', at: 0, chance: 0.9 }, dealMove, { type: 'noteChance', at: 1, chance: 0.7 });
    s = run(s, dealMove, { type: 'noteChance', at: 2, chance: 0.6 }, { type: 'noteWinnable', at: 1 });
    const notes = (x: Session) => lineNotes(x.game, x.meta);
    expect(notes(s)).toMatchObject({ chances: [0.9, 0.7, 0.6], lastWinnable: 1 });
    const undone = run(s, { type: 'undo' });
    expect(notes(undone)).toMatchObject({ chances: [0.9, 0.7, 0.6], lastWinnable: 1 });
    expect(notes(run(undone, { type: 'redo' })).chances).toEqual([0.9, 0.7, 0.6]);
    const other = run(undone, t1t8);
    expect(notes(other).chances).toEqual([0.9, 0.7, null]);
    expect(notes(other).lastWinnable).toBeUndefined();
    // A move after the proof keeps it.
    expect(notes(run(s, t1t8)).lastWinnable).toBe(1);
    expect(notes(run(s, { type: 'newGame', game: gameFromNumber(2) })).chances).toEqual([null]);
  });
});
