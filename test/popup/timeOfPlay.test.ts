// Time of play (popup/session/clock.ts) with a fake clock: every second the game is open,
// visible and under way counts from its first move or hint, whatever the player does;
// nothing before it (a table dealt and left untouched), nothing while the page is hidden or
// closed, nothing after the game ends; a reopened game goes on from its saved time.
import { describe, expect, it } from 'vitest';
import { type Game, finishLine, legalMoves, playMove, status } from '../../src/engine/index';
import { FRESH_META, type GameMeta } from '../../src/storage/gameSave';
import { DEFAULT_SETTINGS, EMPTY_STATS } from '../../src/storage/prefs';
import { gameFromNumber } from '../../popup/platform/boot';
import type { Session } from '../../popup/session/session';
import { createSessionStore } from '../../popup/session/store';
import { endgame } from '../support/endgame';
import { movesFrom } from '../support/positions';

const sessionOf = (game: Game, meta: GameMeta = FRESH_META): Session => ({
  game, meta, stats: EMPTY_STATS, settings: { ...DEFAULT_SETTINGS, autoPlay: false },
});

/** A store on `game` whose clock the test moves by hand. */
function clocked(game: Game, meta?: GameMeta) {
  const at = { now: 1_000_000 };
  const store = createSessionStore(sessionOf(game, meta), () => at.now);
  return { store, wait: (ms: number) => (at.now += ms), time: () => store.get().meta.timeMs ?? 0 };
}

const deal = { type: 'play', move: { kind: 'deal' } } as const;

describe('time of play', () => {
  it('starts at the first hint: a 20-second wait before it is no play, the second after it is', () => {
    const { store, wait, time } = clocked(gameFromNumber(1));
    wait(20_000);
    store.dispatch({ type: 'countHint' });
    expect(time()).toBe(0);
    wait(1_000);
    store.dispatch(deal);
    expect(time()).toBe(1_000);
  });

  it('starts at the first move: a table left untouched counts nothing, a panel opened on it neither; from the move every kind of step counts (a panel\'s settings, an Undo)', () => {
    const { store, wait, time } = clocked(gameFromNumber(1));
    wait(5_000);
    store.dispatch({ type: 'settings', settings: { ...DEFAULT_SETTINGS, animations: true } });
    wait(25_000);
    store.dispatch({ type: 'play', move: movesFrom('t1>t8')[0] });
    expect(time()).toBe(0);
    wait(5_000);
    store.dispatch({ type: 'settings', settings: { ...DEFAULT_SETTINGS, animations: false } });
    expect(time()).toBe(5_000);
    // A long think with the popup open counts whole: there is no cap while the game is in view.
    wait(600_000);
    store.dispatch({ type: 'undo' });
    expect(time()).toBe(605_000);
    // Undone back to the deal, the game is still begun: the clock goes on.
    wait(2_000);
    store.dispatch({ type: 'countHint' });
    expect(time()).toBe(607_000);
  });

  it('the demo\'s first move starts it too; a save from before, not begun, loses the wait it carried', () => {
    const demo = clocked(gameFromNumber(1));
    demo.wait(9_000);
    demo.store.dispatch({ type: 'demoPlay', move: { kind: 'deal' } });
    demo.wait(3_000);
    demo.store.dispatch({ type: 'demoPlay', move: { kind: 'deal' } });
    expect(demo.time()).toBe(3_000);
    const old = clocked(gameFromNumber(1), { counted: false, won: false, timeMs: 21_000 });
    old.wait(4_000);
    old.store.dispatch(deal);
    expect(old.store.get().meta.timeMs).toBeUndefined();
    old.wait(2_000);
    old.store.dispatch(deal);
    expect(old.time()).toBe(2_000);
  });

  it('stops while the page is hidden, and goes on when it is shown again; the page\'s clock steps save nothing', () => {
    const { store, wait, time } = clocked(gameFromNumber(1));
    store.dispatch(deal);
    wait(10_000);
    const hidden = store.dispatch({ type: 'clock', running: false });
    expect(hidden.change).toEqual({ kind: 'timed' });
    expect(hidden.session.meta).toBe(store.get().meta); // held, not yet in what is saved
    expect(hidden.session.pendingMs).toBe(10_000);
    wait(3_600_000); // an hour hidden: nothing
    store.dispatch(deal); // the next step adds the held time, and nothing of the hidden hour
    expect(time()).toBe(10_000);
    store.dispatch({ type: 'clock', running: true });
    expect(time()).toBe(10_000);
    wait(2_000);
    store.dispatch(deal);
    expect(time()).toBe(12_000);
  });

  it('a reopened game goes on from its saved time: the new popup starts its clock when it opens', () => {
    const first = clocked(gameFromNumber(1));
    first.store.dispatch(deal);
    first.wait(7_000);
    first.store.dispatch(deal);
    first.wait(3_000);
    first.store.dispatch({ type: 'clock', running: false }); // the popup closes: hidden first, nothing written
    const saved = first.store.get().meta;
    expect(saved.timeMs).toBe(7_000); // the seconds after the last action are not counted
    const again = clocked(first.store.get().game, saved);
    again.wait(4_000);
    again.store.dispatch(deal);
    expect(again.time()).toBe(11_000);
  });

  it('stops when the game ends (won, or blocked) and a new game starts from nothing', async () => {
    const { game } = await endgame(3);
    const { store, wait, time } = clocked(game, { counted: true, won: false, timeMs: 100_000 });
    wait(9_000);
    store.dispatch({ type: 'finish', moves: finishLine(game.position)! });
    expect(time()).toBe(109_000);
    expect(store.get().history!.games[0].timeMs).toBe(109_000);
    wait(60_000);
    store.dispatch({ type: 'countHint' });
    expect(time()).toBe(109_000);
    store.dispatch({ type: 'newGame', game: gameFromNumber(2) });
    expect(time()).toBe(0);
    wait(1_500);
    store.dispatch(deal);
    expect(time()).toBe(0);
    wait(1_500);
    store.dispatch(deal);
    expect(time()).toBe(1_500);
  });

  it('a game left records the time up to the moment it is left', () => {
    const { store, wait } = clocked(gameFromNumber(1));
    store.dispatch(deal);
    wait(42_000);
    store.dispatch({ type: 'newGame', game: gameFromNumber(2) });
    expect(store.get().history!.games).toMatchObject([{ deal: '1', result: 'lost', timeMs: 42_000 }]);
  });

  it('a blocked game stops the clock until an Undo brings it back under way', () => {
    // Deal 1 played by always taking the first legal move, until nothing is left: blocked.
    let g = gameFromNumber(1);
    for (let move = legalMoves(g.position)[0]; move; move = legalMoves(g.position)[0]) {
      const next = playMove(g, move);
      if (!next.ok) throw new Error(next.error.message);
      g = next.value;
    }
    expect(status(g.position)).toBe('blocked');
    const { store, wait, time } = clocked(g, { counted: true, won: false });
    wait(5_000);
    store.dispatch({ type: 'countHint' });
    expect(time()).toBe(0);
    store.dispatch({ type: 'undo' });
    wait(2_000);
    store.dispatch({ type: 'countHint' });
    expect(time()).toBe(2_000);
  });
});

describe('time of play with two windows', () => {
  it('what another window saved adds no time here (no save answers a save), and its game brings its own time', () => {
    const { store, wait, time } = clocked(gameFromNumber(1));
    store.dispatch(deal);
    wait(4_000);
    const same = store.dispatch({ type: 'adopt', game: store.get().game, meta: store.get().meta });
    expect(same.session.meta).toBe(store.get().meta);
    expect(time()).toBe(0);
    store.dispatch({ type: 'adoptPrefs', stats: EMPTY_STATS });
    expect(time()).toBe(0);
    const theirs = playMove(store.get().game, { kind: 'deal' });
    if (!theirs.ok) throw new Error(theirs.error.message);
    store.dispatch({ type: 'adopt', game: theirs.value, meta: { counted: true, won: false, timeMs: 30_000 } });
    wait(1_000);
    store.dispatch(deal);
    expect(time()).toBe(31_000);
  });
});
