import { describe, expect, test } from 'vitest';
import { type Game, type Move, type Position, autoPlayWith, finishLine, legalMoves, moveToString, play, safeFoundationMoves } from '../../src/engine';
import { bruteForceWinnable } from '../support/bruteForce';
import { layout, randomLatePosition } from '../support/positions';

const after = (p: Position, m: Move): Position => {
  const next = play(p, m);
  if (!next.ok) throw new Error(next.error.message);
  return next.value;
};

// Random late positions settled by exhaustive search; positions the search cannot settle
// within its node cap are left out and counted.
const corpus = Array.from({ length: 240 }, (_, i) => randomLatePosition(i + 1, 8 + (i % 4)))
  .map((position) => ({ position, winnable: bruteForceWinnable(position, 20_000) }));

describe('safe automatic foundation plays', () => {
  test('the exhaustive search settles most of the corpus', () => {
    expect(corpus.filter((c) => c.winnable !== undefined).length).toBeGreaterThan(corpus.length * 0.9);
  });

  test('no safe play ever turns a winnable position into a lost one', () => {
    let checked = 0;
    for (const { position, winnable } of corpus) {
      if (winnable !== true) continue;
      for (const move of safeFoundationMoves(position)) {
        expect(bruteForceWinnable(after(position, move), 20_000), moveToString(move)).not.toBe(false);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  test('the same check catches the naive rule "any foundation play is safe" on this corpus', () => {
    const refuted = corpus.some(({ position, winnable }) =>
      winnable === true &&
      legalMoves(position).some((m) => m.kind === 'play' && m.to === 'f' && bruteForceWinnable(after(position, m), 20_000) === false));
    expect(refuted).toBe(true);
  });

  const full = (suit: string) => 'A 2 3 4 5 6 7 8 9 T J Q K'.split(' ').map((r) => r + suit).join(' ');
  const upTo = (suit: string, n: number) => full(suit).split(' ').slice(0, n).join(' ');
  const sixFull = [full('S'), full('S'), full('H'), full('H'), full('C'), full('C')];

  test('copies of a rank compete: the waste queen must not go up before the reserve queen', () => {
    // Base A. f2 needs a Q, f3 needs a J; the reserve holds J under Q, the waste a Q.
    // Waste Q onto f2 first strands the reserve Q above the J that f3 needs: lost.
    const [f1, ...rest] = sixFull;
    const p = layout({
      base: 1,
      foundations: [f1, upTo('D', 11), upTo('D', 10), ...rest],
      reserve: 'JD QD',
      waste: 'QD',
      stock: 'KD KD',
    });
    expect(bruteForceWinnable(p)).toBe(true);
    expect(bruteForceWinnable(after(p, { kind: 'play', from: 'w', to: 'f' }))).toBe(false);
    expect(safeFoundationMoves(p).map(moveToString)).not.toContain('w>f');
  });

  test('rule 2: once f1 is complete a base-rank card may start a foundation', () => {
    const p = layout({ base: 1, foundations: [...sixFull, upTo('D', 3), ''], tableau: ['AD', '4D'], waste: '5D 4D' });
    // f8 is empty, so not every 3 is up and the 4s must wait; the Ace may start f8.
    expect(safeFoundationMoves(p).map(moveToString)).toEqual(['t1>f']);
    expect(safeFoundationMoves(after(p, { kind: 'play', from: 't1', to: 'f' })).map(moveToString)).toEqual([]);
  });

  test('rule 1: once all eight cards of the rank below are up, any copy may go', () => {
    const p = layout({ base: 1, foundations: [...sixFull, upTo('D', 3), upTo('D', 3)], tableau: ['4D'], waste: '5D 4D' });
    expect(safeFoundationMoves(p).map(moveToString)).toEqual(['w>f', 't1>f']);
  });

  // A game around a set-up position: auto-play only reads the position and appends moves.
  const gameAt = (position: Position): Game => ({ deal: [], moves: [], redo: [], position });

  test('safe auto-play makes safe plays one after another until none is left', () => {
    const p = layout({ base: 1, foundations: [...sixFull, upTo('D', 3), upTo('D', 3)], tableau: ['4D'], waste: '5D 4D' });
    const { game, played } = autoPlayWith(gameAt(p), 'safe');
    // w>f (4D) and t1>f (4D) bring every foundation to 4, which frees the waste's 5D.
    expect(played.map(moveToString)).toEqual(['w>f', 't1>f', 'w>f']);
    expect(game.moves).toEqual(played);
    expect(safeFoundationMoves(game.position)).toEqual([]);
  });

  test('safe auto-play stops where the safe rule stops: it never plays a competing copy', () => {
    const rule2 = layout({ base: 1, foundations: [...sixFull, upTo('D', 3), ''], tableau: ['AD', '4D'], waste: '5D 4D' });
    expect(autoPlayWith(gameAt(rule2), 'safe').played.map(moveToString)).toEqual(['t1>f']);
    let plays = 0;
    for (const { position } of corpus) {
      const { game, played } = autoPlayWith(gameAt(position), 'safe');
      plays += played.length;
      let at = position;
      for (const move of played) {
        expect(safeFoundationMoves(at).map(moveToString)).toContain(moveToString(move));
        at = after(at, move);
      }
      expect(game.position).toEqual(at);
      expect(safeFoundationMoves(game.position)).toEqual([]);
    }
    expect(plays).toBeGreaterThan(0);
  });
});

describe('finishLine: the proof behind Finish', () => {
  test('whatever line it gives wins when the engine plays it, on every late position of the corpus', () => {
    let found = 0;
    for (const { position, winnable } of corpus) {
      const stockOut = { ...position, stock: [] };
      const line = finishLine(stockOut);
      if (!line) continue;
      found++;
      expect(line.every((m) => m.kind === 'play' && m.to === 'f')).toBe(true);
      const end = line.reduce(after, stockOut);
      expect(end.foundations.every((f) => f.length === 13)).toBe(true);
      if (position.stock.length === 0) expect(winnable).not.toBe(false);
    }
    expect(found).toBeGreaterThan(0);
  });

  test('nothing while the stock has cards, nor when foundation plays alone cannot win', () => {
    const dealt = corpus.find((c) => c.position.stock.length > 0)!.position;
    expect(finishLine(dealt)).toBeUndefined();
    // The stock turned out under the waste: f1 (base 2) needs a 3 and no top card is one.
    const p = layout({ base: 2, foundations: ['2C'], tableau: ['5D 4D'], reserve: '4H', waste: '4D' });
    expect(finishLine({ ...p, waste: [...p.stock, ...p.waste], stock: [] })).toBeUndefined();
  });

  test('finds the line on real endgames (deals 1 and 3, late on a solved line)', async () => {
    const { endgame } = await import('../support/endgame');
    for (const n of [1, 3]) {
      const { game } = await endgame(n);
      const line = finishLine(game.position)!;
      expect(line.reduce(after, game.position).foundations.every((f) => f.length === 13)).toBe(true);
    }
  });
});
