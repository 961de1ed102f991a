// One test per rule and table row of docs/rules.md.
import { describe, expect, test } from 'vitest';
import {
  type Move, type Position, dealFromNumber, dealPosition, legalMoves, moveToString, parseMove, play, status,
  cardToString, isLegal,
} from '../../src/engine';
import { layout } from '../support/positions';

const move = (text: string): Move => {
  const m = parseMove(text);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
};
const after = (p: Position, text: string): Position => {
  const next = play(p, move(text));
  if (!next.ok) throw new Error(next.error.message);
  return next.value;
};
const refusal = (p: Position, text: string): string => {
  const next = play(p, move(text));
  if (next.ok) throw new Error(`${text} was accepted`);
  return next.error.message;
};
const moves = (p: Position): string[] => legalMoves(p).map(moveToString);
const full = (suit: string) => 'A 2 3 4 5 6 7 8 9 T J Q K'.split(' ').map((r) => r + suit).join(' ');
const upTo = (suit: string, n: number) => full(suit).split(' ').slice(0, n).join(' ');

describe('the deal', () => {
  const deal = dealFromNumber(1);
  if (!deal.ok) throw new Error('deal 1');
  const d = deal.value;
  const p = dealPosition(d);

  test('13 reserve cards with the 13th on top, then the first foundation, then t1..t12, then the stock', () => {
    expect(p.reserve).toEqual(d.slice(0, 13));
    expect(p.reserve[p.reserve.length - 1]).toBe(d[12]);
    expect(p.foundations[0]).toEqual([d[13]]);
    expect(p.foundations.slice(1).every((f) => f.length === 0)).toBe(true);
    expect(p.tableau).toEqual(d.slice(14, 26).map((c) => [c]));
    expect(p.stock).toHaveLength(78);
    expect(p.waste).toEqual([]);
  });

  test('the first foundation card sets the base rank', () => {
    expect(p.base).toBe((d[13] % 13) + 1);
  });

  test('a deal turns the stock top (the 27th card of the deal) onto the waste', () => {
    const q = after(p, 'deal');
    expect(q.waste).toEqual([d[26]]);
    expect(q.stock).toHaveLength(77);
  });

  test('there is no redeal: an empty stock refuses to deal', () => {
    let q = p;
    for (let i = 0; i < 78; i++) q = after(q, 'deal');
    expect(q.stock).toHaveLength(0);
    expect(refusal(q, 'deal')).toMatch(/stock is empty/);
    expect(moves(q)).not.toContain('deal');
  });
});

describe('foundations and the restriction', () => {
  // Base 5. f1 holds 5 6 7; the waste shows an 8, t1 a 5, t2 an 8, the reserve a 9.
  const p = layout({ base: 5, foundations: ['5S 6S 7S'], tableau: ['5H', '8D', '9C'], reserve: '9D', waste: '8H' });

  test('f1 builds up regardless of suit', () => {
    expect(after(p, 'w>f').foundations[0].map(cardToString)).toEqual(['5S', '6S', '7S', '8H']);
    expect(after(p, 't2>f1').foundations[0]).toHaveLength(4);
  });

  test('a card of the wrong rank is refused with the rank wanted', () => {
    expect(refusal(p, 'r>f1')).toMatch(/f1 needs a 8, not 9D/);
    expect(refusal(p, 'r>f')).toMatch(/no foundation takes 9D/);
  });

  test('while f1 is incomplete no other foundation may be started, even with a base-rank card', () => {
    expect(refusal(p, 't1>f')).toMatch(/until f1 is complete/);
    expect(refusal(p, 't1>f2')).toMatch(/f2 cannot be started until f1 is complete/);
    expect(refusal(p, 'w>f2')).toMatch(/f2 cannot be started/);
    expect(moves(p)).not.toContain('t1>f');
  });

  test('the reserve plays to the foundations', () => {
    const q = after(p, 'w>f');
    expect(after(q, 'r>f').foundations[0].map(cardToString).at(-1)).toBe('9D');
  });

  const open = layout({
    base: 1,
    foundations: [full('S'), upTo('S', 3), ''],
    tableau: ['AH', '4C', '4D'],
    reserve: 'AC',
    waste: '2C AD',
  });

  test('once f1 is complete a base-rank card from waste, tableau or reserve starts a new foundation', () => {
    expect(after(open, 'w>f').foundations[2].map(cardToString)).toEqual(['AD']);
    expect(after(open, 't1>f').foundations[2].map(cardToString)).toEqual(['AH']);
    expect(after(open, 'r>f').foundations[2].map(cardToString)).toEqual(['AC']);
    expect(after(open, 't1>f7').foundations[6].map(cardToString)).toEqual(['AH']);
  });

  test('a foundation may only be started with the base rank', () => {
    expect(refusal(open, 't2>f3')).toMatch(/must be started with a A/);
  });

  test('all started foundations build at once; `f` is the lowest-numbered one that accepts', () => {
    const q = after(after(open, 'w>f'), 'w>f');
    expect(q.foundations[2].map(cardToString)).toEqual(['AD', '2C']);
    expect(after(open, 't2>f').foundations[1].map(cardToString)).toEqual(['AS', '2S', '3S', '4C']);
  });

  test('a complete foundation takes nothing more, and cards never leave a foundation', () => {
    expect(refusal(open, 'w>f1')).toMatch(/f1 is complete/);
    expect(parseMove('f1>t1').ok).toBe(false);
  });

  test('foundations go round the corner: a King is followed by an Ace', () => {
    const q = layout({ base: 12, foundations: ['QS KS'], tableau: ['AH'] });
    expect(after(q, 't1>f').foundations[0].map(cardToString)).toEqual(['QS', 'KS', 'AH']);
  });
});

describe('the tableau', () => {
  // Base 7.
  const p = layout({
    base: 7,
    foundations: ['7S'],
    tableau: ['9H', '8C', '7H', '6D', 'TS', '', 'KD', 'AS', '2C'],
    reserve: '8D',
    waste: '5H 7C',
  });

  test('tableau tops build down regardless of suit, one card at a time', () => {
    expect(after(p, 't2>t1').tableau[0].map(cardToString)).toEqual(['9H', '8C']);
    expect(refusal(p, 't1>t2')).toMatch(/piles build down one rank at a time/);
    expect(refusal(p, 't5>t2')).toMatch(/cannot go on/);
  });

  test('piles go round the corner: a King on an Ace, an Ace on a Two', () => {
    expect(after(p, 't7>t8').tableau[7].map(cardToString)).toEqual(['AS', 'KD']);
    expect(after(p, 't8>t9').tableau[8].map(cardToString)).toEqual(['2C', 'AS']);
  });

  test('nothing is built on a base-rank card', () => {
    expect(refusal(p, 't4>t3')).toMatch(/nothing may be built on a base-rank card/);
  });

  test('a base-rank card is never built on another card', () => {
    const r = layout({ base: 7, foundations: ['7S'], tableau: ['8C'], waste: '7C' });
    expect(refusal(r, 'w>t1')).toMatch(/a base-rank card \(7C\) cannot be built on another card/);
  });

  test('the rank below the base goes on nothing: 6 on 7 would need a base-rank card to build on', () => {
    expect(isLegal(p, move('t4>t3'))).toBe(false);
    expect(moves(p).filter((m) => m.startsWith('t4>t'))).toEqual([]);
  });

  test('the waste top builds on a pile', () => {
    const q = layout({ base: 7, foundations: ['7S'], tableau: ['6C'], waste: '5H' });
    expect(after(q, 'w>t1').tableau[0].map(cardToString)).toEqual(['6C', '5H']);
  });

  test('the reserve never plays to the tableau', () => {
    expect(refusal(p, 'r>t1')).toMatch(/reserve plays only to the foundations/);
    expect(refusal(p, 'r>t6')).toMatch(/reserve plays only to the foundations/);
  });

  test('a card cannot move onto its own pile', () => {
    expect(isLegal(p, move('t1>t1'))).toBe(false);
  });

  test('moving a card from an empty pile, waste or reserve is refused', () => {
    expect(refusal(p, 't6>f')).toMatch(/t6 is empty/);
    const start = dealFromNumber(1);
    if (!start.ok) throw new Error('deal 1');
    expect(refusal(dealPosition(start.value), 'w>f')).toMatch(/waste is empty/);
    expect(refusal(layout({ base: 7, foundations: ['7S'] }), 'r>f')).toMatch(/reserve is empty/);
  });
});

describe('spaces', () => {
  const restricted = layout({ base: 7, foundations: ['7S'], tableau: ['9H', ''], waste: '7D 8C' });

  test('a tableau card never fills a space', () => {
    expect(refusal(restricted, 't1>t2')).toMatch(/a space is filled only from the waste/);
  });

  test('while f1 is incomplete only a base-rank card from the waste fills a space', () => {
    expect(refusal(restricted, 'w>t2')).toMatch(/only a 7 \(the base rank\) may fill a space/);
    const q = after(restricted, 'w>t1');
    expect(after(q, 'w>t2').tableau[1].map(cardToString)).toEqual(['7D']);
  });

  test('a base-rank card that filled a space stays alone', () => {
    const q = after(after(restricted, 'w>t1'), 'w>t2');
    expect(q.tableau[1].map(cardToString)).toEqual(['7D']);
    expect(moves(q).filter((m) => m.includes('t2'))).toEqual([]);
  });

  test('after the restriction any waste card fills a space, and a space may stay empty', () => {
    const open = layout({ base: 1, foundations: [full('S')], tableau: ['', '9H'], waste: '5C' });
    expect(after(open, 'w>t1').tableau[0].map(cardToString)).toEqual(['5C']);
    expect(moves(open)).toContain('deal');
  });

  test('the reserve never fills a space', () => {
    const open = layout({ base: 1, foundations: [full('S')], tableau: [''], reserve: '5C' });
    expect(refusal(open, 'r>t1')).toMatch(/reserve plays only/);
  });
});

describe('end of the game', () => {
  test('won when all 104 cards are on the foundations', () => {
    const suits = ['S', 'S', 'H', 'H', 'C', 'C', 'D', 'D'];
    const almost = layout({ base: 1, foundations: suits.map((s, i) => (i === 7 ? upTo(s, 12) : full(s))), tableau: ['KD'] });
    expect(status(almost)).toBe('playing');
    const won = after(almost, 't1>f');
    expect(status(won)).toBe('won');
    expect(legalMoves(won)).toEqual([]);
  });

  test('blocked when no legal move is left', () => {
    // f8 needs the JD that lies under KD and QD in the reserve; nothing else is left.
    const suits = ['S', 'S', 'H', 'H', 'C', 'C', 'D'];
    const stuck = layout({ base: 1, foundations: [...suits.map(full), upTo('D', 10)], reserve: 'JD KD QD' });
    expect(stuck.stock).toEqual([]);
    expect(legalMoves(stuck)).toEqual([]);
    expect(status(stuck)).toBe('blocked');
  });
});
