// src/engine/identity.ts: one answer to "the same deal, move, line, game, position?" for the
// popup and the solver's worker alike.
import { describe, expect, it } from 'vitest';
import {
  type Game, type Move, dealFromNumber, keyOf, newGame, onLine, positionKeyOf, sameDeal, sameGame, sameMove, sameMoves,
} from '../../src/engine/index';

function gameFromNumber(n: number): Game {
  const deal = dealFromNumber(n);
  if (!deal.ok) throw new Error(deal.error.message);
  return newGame(deal.value, n);
}

const deal: Move = { kind: 'deal' };
const t1t8: Move = { kind: 'play', from: 't1', to: 't8' };
const t1f: Move = { kind: 'play', from: 't1', to: 'f' };
const withMoves = (g: Game, moves: Move[], redo: Move[] = []): Game => ({ ...g, moves, redo });

describe('identity', () => {
  it('moves are the same by kind and piles, never by object', () => {
    expect(sameMove(deal, { kind: 'deal' })).toBe(true);
    expect(sameMove(t1t8, { kind: 'play', from: 't1', to: 't8' })).toBe(true);
    expect(sameMove(t1t8, t1f)).toBe(false);
    expect(sameMove(deal, t1t8)).toBe(false);
    expect(sameMove(t1t8, deal)).toBe(false);
    expect(sameMoves([deal, t1t8], [{ kind: 'deal' }, { kind: 'play', from: 't1', to: 't8' }])).toBe(true);
    expect(sameMoves([deal], [deal, deal])).toBe(false);
    expect(keyOf([deal, t1t8])).toBe(keyOf([{ kind: 'deal' }, { kind: 'play', from: 't1', to: 't8' }]));
    expect(keyOf([t1t8])).not.toBe(keyOf([t1f]));
  });

  it('deals are the same card for card', () => {
    const one = gameFromNumber(1);
    expect(sameDeal(one.deal, [...one.deal])).toBe(true);
    expect(sameDeal(one.deal, gameFromNumber(2).deal)).toBe(false);
    expect(sameDeal(one.deal, one.deal.slice(1))).toBe(false);
    // A position's key: its deal and its moves, each part telling positions apart.
    const two = gameFromNumber(2);
    expect(positionKeyOf(one.deal, [deal])).toBe(positionKeyOf([...one.deal], [{ kind: 'deal' }]));
    expect(positionKeyOf(one.deal, [deal])).not.toBe(positionKeyOf(two.deal, [deal]));
    expect(positionKeyOf(one.deal, [deal])).not.toBe(positionKeyOf(one.deal, [t1t8]));
  });

  it('games are the same by deal, moves and what is left to redo', () => {
    const one = gameFromNumber(1);
    expect(sameGame(withMoves(one, [deal]), withMoves(one, [{ kind: 'deal' }]))).toBe(true);
    expect(sameGame(withMoves(one, [deal]), withMoves(one, [deal], [t1t8]))).toBe(false);
    expect(sameGame(withMoves(one, []), withMoves(gameFromNumber(2), []))).toBe(false);
  });

  it('a position is on the game\'s line when the game is at it or went through it', () => {
    const one = gameFromNumber(1);
    const g = withMoves(one, [t1t8, deal]);
    expect(onLine(g, one.deal, [])).toBe(true);
    expect(onLine(g, [...one.deal], [t1t8])).toBe(true);
    expect(onLine(g, one.deal, [t1t8, deal])).toBe(true);
    expect(onLine(g, one.deal, [deal])).toBe(false);
    expect(onLine(g, one.deal, [t1t8, deal, deal])).toBe(false);
    expect(onLine(g, gameFromNumber(2).deal, [])).toBe(false);
  });
});
