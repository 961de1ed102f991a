// The table's chores (src/engine/chores.ts): where one "turn until a card has a move" gesture
// stops, and which foundation plays the eager auto-play may make.
import { describe, expect, test } from 'vitest';
import {
  type Move, type Position, autoPlayWith, dealFromNumber, eagerFoundationMoves, isLegal, legalMoves, moveToString, newGame,
  play, safeFoundationMoves, stockRun, wasteCardHasMove,
} from '../../src/engine';
import { layout } from '../support/positions';

const deal = (n: number) => {
  const d = dealFromNumber(n);
  if (!d.ok) throw new Error(d.error.message);
  return d.value;
};

const after = (p: Position, moves: readonly Move[]): Position =>
  moves.reduce((cur, m) => {
    const next = play(cur, m);
    if (!next.ok) throw new Error(next.error.message);
    return next.value;
  }, p);

/** Positions along a simple playout of deal `n`: foundation plays, then the waste onto a pile, else a stock run. */
function playout(n: number, steps: number): Position[] {
  const seen: Position[] = [];
  let pos = newGame(deal(n), n).position;
  for (let i = 0; i < steps && pos.stock.length > 0; i++) {
    seen.push(pos);
    const moves = legalMoves(pos);
    const up = moves.find((m) => m.kind === 'play' && m.to === 'f');
    const park = moves.find((m) => m.kind === 'play' && m.from === 'w');
    pos = after(pos, up ? [up] : park ? [park] : stockRun(pos));
  }
  return seen;
}

const positions = [1, 2, 3, 4, 5, 6, 7, 8].flatMap((n) => playout(n, 60));

describe('turning the stock until a card has a move', () => {
  test('turns at least one card, and stops at the first turned card that can go somewhere (or when the stock is out)', () => {
    let stoppedEarly = 0;
    for (const pos of positions) {
      const run = stockRun(pos);
      expect(run.length).toBeGreaterThanOrEqual(1);
      expect(run.every((m) => m.kind === 'deal')).toBe(true);
      for (let i = 1; i < run.length; i++) expect(wasteCardHasMove(after(pos, run.slice(0, i)))).toBe(false);
      const end = after(pos, run);
      expect(wasteCardHasMove(end) || end.stock.length === 0).toBe(true);
      if (run.length > 1) stoppedEarly++;
    }
    // The corpus has runs longer than one turn, so the rule is exercised, not only its first step.
    expect(stoppedEarly).toBeGreaterThan(20);
  });

  test('the card it stops at has a legal move onto a foundation or a card (a space counts only for a base-rank card before the gate opens)', () => {
    for (const pos of positions.slice(0, 120)) {
      const end = after(pos, stockRun(pos));
      if (!wasteCardHasMove(end)) continue;
      expect(legalMoves(end).some((m) => m.kind === 'play' && m.from === 'w')).toBe(true);
    }
  });

  test('an empty stock turns nothing', () => {
    const pos = layout({ base: 1, foundations: ['AC'], tableau: ['5H'], stock: '' });
    const empty = { ...pos, waste: [...pos.waste, ...pos.stock], stock: [] };
    expect(stockRun(empty)).toEqual([]);
  });
});

// Base rank A (relative rank = rank − 1); f1 holds A 2 3 4 and wants a 5, nothing else is open.
const TABLEAU = ['5H', '7C', '7D', '8C', '8D', '9C', '9D', 'TC', 'TD', 'JC', 'JD', 'QC'];
const RESERVE = 'KC KD KH KS QD QH QS JH JS TH TS 9H 9S';
const lay = (over: { tableau?: string[]; reserve?: string } = {}) =>
  layout({ base: 1, foundations: ['AC 2C 3C 4C'], tableau: over.tableau ?? TABLEAU, reserve: over.reserve ?? RESERVE });
const names = (moves: Move[]) => moves.map(moveToString);

describe('eager auto-play', () => {
  test('a card no copy in sight competes with goes up, though it is not safe', () => {
    const pos = lay();
    expect(names(safeFoundationMoves(pos))).toEqual([]);
    expect(names(eagerFoundationMoves(pos))).toEqual(['t1>f']);
  });

  test('two copies in sight, one foundation taking the rank: the copy the fair player\'s policy sends (the reserve\'s), not both', () => {
    expect(names(eagerFoundationMoves(lay({ reserve: 'KC KD KH KS QD QH QS JH JS TH TS 9H 5D' })))).toEqual(['r>f']);
  });

  test('a clash between piles: the longest pile\'s copy (the card under it is the next rank up); the waste\'s last', () => {
    const tableau = [...TABLEAU];
    tableau[2] = '6D 5S';
    expect(names(eagerFoundationMoves(lay({ tableau })))).toEqual(['t3>f']);
  });

  test('a card one rank lower face up does not keep it back (measured: docs/dev/chores.md)', () => {
    const tableau = [...TABLEAU];
    tableau[1] = '4S';
    expect(names(eagerFoundationMoves(lay({ tableau })))).toEqual(['t1>f']);
  });

  test('two copies in play, two foundations taking the rank: both go', () => {
    const pos = layout({ base: 1, foundations: ['AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC', 'AD 2D 3D 4D', 'AH 2H 3H 4H'], tableau: TABLEAU, reserve: 'KH KS QD QH QS JH JS TH TS 9H 9S 8H 5D' });
    expect(names(eagerFoundationMoves(pos))).toEqual(['r>f', 't1>f']);
  });

  test('always includes the safe plays, and only ever legal foundation plays', () => {
    let eagerOnly = 0;
    for (const pos of positions) {
      const eager = eagerFoundationMoves(pos);
      for (const m of safeFoundationMoves(pos)) expect(names(eager)).toContain(moveToString(m));
      for (const m of eager) {
        expect(m.kind === 'play' && m.to === 'f').toBe(true);
        expect(isLegal(pos, m)).toBe(true);
      }
      if (safeFoundationMoves(pos).length === 0 && eager.length > 0) eagerOnly++;
    }
    expect(eagerOnly).toBeGreaterThan(5);
  });

  test('autoPlayWith: safe mode makes only safe plays; eager mode goes on while an eager play is left', () => {
    const pos = lay();
    const game = { ...newGame(deal(1), 1), position: pos };
    expect(autoPlayWith(game, 'safe').played).toEqual([]);
    const eager = autoPlayWith(game, 'eager');
    expect(names(eager.played)).toEqual(['t1>f']);
    expect(eagerFoundationMoves(eager.game.position)).toEqual([]);
  });
});
