// The table's chores in the session (popup/session/session.ts): a stock run and the eager
// auto-play are one step each, and one Undo takes all of it back (Redo brings it again).
import { describe, expect, it } from 'vitest';
import { type Game, eagerFoundationMoves, movesToString, safeFoundationMoves, stockRun, wasteCardHasMove } from '../../src/engine/index';
import { FRESH_META } from '../../src/storage/gameSave';
import { DEFAULT_SETTINGS, EMPTY_STATS } from '../../src/storage/prefs';
import { gameFromNumber } from '../../popup/platform/boot';
import { type Session, type SessionAction, step } from '../../popup/session/session';

const sessionOf = (game: Game, settings = {}): Session => ({
  game, meta: FRESH_META, stats: EMPTY_STATS, settings: { ...DEFAULT_SETTINGS, ...settings },
});
const text = (g: Game): string => movesToString(g.moves);

/** Plays deal `n` by stock runs and the waste's foundation plays, checking after each step that Undo restores it and Redo replays it. */
function checkSteps(n: number, settings: object, steps: number, onStep?: (before: Session, after: Session) => void) {
  let s = sessionOf(gameFromNumber(n), settings);
  for (let i = 0; i < steps && s.game.position.stock.length > 0; i++) {
    const up = s.game.position.waste.length > 0 && wasteCardHasMove(s.game.position);
    const action: SessionAction = up ? { type: 'play', move: { kind: 'play', from: 'w', to: 'f' } } : { type: 'stockRun' };
    const done = step(s, action);
    if (done.change.kind === 'refused') {
      s = step(s, { type: 'stockRun' }).session;
      continue;
    }
    onStep?.(s, done.session);
    const undone = step(done.session, { type: 'undo' }).session;
    expect(text(undone.game)).toBe(text(s.game));
    expect(text(step(undone, { type: 'redo' }).session.game)).toBe(text(done.session.game));
    s = done.session;
  }
  return s;
}

describe('a stock run in the session', () => {
  it('turns as the engine says, and one Undo takes the whole run back', () => {
    const s0 = sessionOf(gameFromNumber(1), { autoPlay: false });
    const run = stockRun(s0.game.position);
    expect(run.length).toBeGreaterThan(1);
    const done = step(s0, { type: 'stockRun' });
    expect(done.change).toMatchObject({ kind: 'moved', turned: run.length - 1 });
    expect(done.session.game.moves.length).toBe(run.length);
    expect(step(done.session, { type: 'undo' }).session.game.moves).toEqual([]);
  });

  it('joined to the turn just made (a double-click), one Undo takes both back', () => {
    const s0 = sessionOf(gameFromNumber(1), { autoPlay: false });
    const one = step(s0, { type: 'play', move: { kind: 'deal' } }).session;
    const joined = step(one, { type: 'stockRun', joined: true }).session;
    expect(joined.game.moves.length).toBeGreaterThan(1);
    expect(step(joined, { type: 'undo' }).session.game.moves).toEqual([]);
  });

  it('with the stock out it is refused, and nothing changes', () => {
    let s = sessionOf(gameFromNumber(1), { autoPlay: false });
    while (s.game.position.stock.length > 0) s = step(s, { type: 'play', move: { kind: 'deal' } }).session;
    expect(step(s, { type: 'stockRun' }).change.kind).toBe('refused');
  });

  it('every run of a game played by runs and foundation plays is undone in one step', () => {
    checkSteps(3, { autoPlay: true }, 40);
  });
});

describe('eager auto-play in the session', () => {
  it('off by default: only the safe plays are made', () => {
    expect(DEFAULT_SETTINGS.eagerAutoPlay).toBe(false);
    checkSteps(2, {}, 40, (_, after) => {
      expect(safeFoundationMoves(after.game.position)).toEqual([]);
    });
  });

  it('on: after each step no eager play is left, more cards go up than in safe mode, and Undo takes them back with the move', () => {
    let eagerUp = 0;
    let safeUp = 0;
    const count = (s: Session) => s.game.position.foundations.reduce((n, f) => n + f.length, 0);
    for (const n of [1, 2, 3]) {
      eagerUp += count(checkSteps(n, { eagerAutoPlay: true }, 40, (_, after) => expect(eagerFoundationMoves(after.game.position)).toEqual([])));
      safeUp += count(checkSteps(n, {}, 40));
    }
    expect(eagerUp).toBeGreaterThan(safeUp);
  });
});
