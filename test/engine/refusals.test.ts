// Refusals in machine-readable form: every code comes from some position, carries the
// cards and piles it is about, and words itself exactly as the English messages always did.
import { describe, expect, test } from 'vitest';
import {
  type Move, type Position, type Refusal, type RefusalCode, REFUSAL_CODES,
  cardToString, dealFromNumber, dealPosition, describeRefusal, parseMove, play, replay,
} from '../../src/engine';
import { card, layout } from '../support/positions';

const move = (text: string): Move => {
  const m = parseMove(text);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
};
const deal1 = (() => {
  const d = dealFromNumber(1);
  if (!d.ok) throw new Error('deal 1');
  return d.value;
})();
const start = dealPosition(deal1);
let emptyStock = start;
for (let i = 0; i < 78; i++) {
  const next = play(emptyStock, { kind: 'deal' });
  if (!next.ok) throw new Error(next.error.message);
  emptyStock = next.value;
}
const full = (suit: string) => 'A 2 3 4 5 6 7 8 9 T J Q K'.split(' ').map((r) => r + suit).join(' ');
// The positions of rules.test.ts.
const restricted5 = layout({ base: 5, foundations: ['5S 6S 7S'], tableau: ['5H', '8D', '9C'], reserve: '9D', waste: '8H' });
const open = layout({ base: 1, foundations: [full('S'), 'AS 2S 3S', ''], tableau: ['AH', '4C', '4D'], reserve: 'AC', waste: '2C AD' });
const tableau7 = layout({
  base: 7,
  foundations: ['7S'],
  tableau: ['9H', '8C', '7H', '6D', 'TS', '', 'KD', 'AS', '2C'],
  reserve: '8D',
  waste: '5H 7C',
});
const spaces7 = layout({ base: 7, foundations: ['7S'], tableau: ['9H', ''], waste: '7D 8C' });

type Case = [RefusalCode, Position, string, Omit<Refusal, 'code'>, string];
const c = (text: string) => card(text);
const cases: Case[] = [
  ['stock-empty', emptyStock, 'deal', {}, 'the stock is empty (there is no redeal)'],
  ['source-empty', start, 'w>f', { pile: 'w' }, 'the waste is empty'],
  ['source-empty', layout({ base: 7, foundations: ['7S'] }), 'r>f', { pile: 'r' }, 'the reserve is empty'],
  ['source-empty', tableau7, 't6>f', { pile: 't6' }, 't6 is empty'],
  ['foundation-complete', open, 'w>f1', { card: c('AD'), pile: 'f1' }, 'f1 is complete'],
  ['foundation-closed', restricted5, 't1>f2', { card: c('5H'), pile: 'f2' }, 'f2 cannot be started until f1 is complete'],
  ['foundation-needs-base', open, 't2>f3', { card: c('4C'), pile: 'f3', wanted: 1 }, 'f3 must be started with a A, the base rank'],
  ['foundation-wrong-rank', restricted5, 'r>f1', { card: c('9D'), pile: 'f1', wanted: 8 }, 'f1 needs a 8, not 9D'],
  ['no-foundation', restricted5, 'r>f', { card: c('9D') }, 'no foundation takes 9D now'],
  ['no-foundation-restricted', restricted5, 't1>f', { card: c('5H') }, 'no foundation may be started with 5H until f1 is complete'],
  ['reserve-to-tableau', tableau7, 'r>t1', { card: c('8D'), pile: 't1' }, 'the reserve plays only to the foundations'],
  ['same-pile', tableau7, 't1>t1', { card: c('9H'), pile: 't1' }, 'the card is already on t1'],
  ['space-from-tableau', spaces7, 't1>t2', { card: c('9H'), pile: 't2' }, 'a space is filled only from the waste'],
  ['space-needs-base', spaces7, 'w>t2', { card: c('8C'), pile: 't2', wanted: 7 }, 'while f1 is incomplete only a 7 (the base rank) may fill a space'],
  ['onto-base', tableau7, 't4>t3', { card: c('6D'), target: c('7H'), pile: 't3' }, 'nothing may be built on a base-rank card (7H on t3)'],
  ['base-onto-card', tableau7, 'w>t2', { card: c('7C'), target: c('8C'), pile: 't2' }, 'a base-rank card (7C) cannot be built on another card'],
  ['wrong-rank', tableau7, 't1>t2', { card: c('9H'), target: c('8C'), pile: 't2' }, '9H cannot go on 8C: piles build down one rank at a time'],
];

describe('refusals', () => {
  test.each(cases)('%s: %s', (code, pos, text, fields, english) => {
    const result = play(pos, move(text));
    if (result.ok) throw new Error(`${text} was accepted`);
    expect(result.error.refusal).toEqual({ code, ...fields });
    expect(describeRefusal(result.error.refusal as Refusal)).toBe(english);
    expect(result.error.message).toBe(`${text} is illegal: ${english}`);
    expect(result.error.token).toBe(text);
  });

  test('every refusal code is produced by some position', () => {
    expect(new Set(cases.map(([code]) => code))).toEqual(new Set(REFUSAL_CODES));
  });

  test('replay carries the refusal of the failing move too', () => {
    const result = replay(deal1, [move('t1>t8'), move('t2>t3')]);
    if (result.ok) throw new Error('accepted');
    expect(result.error.index).toBe(1);
    expect(result.error.refusal?.code).toBe('wrong-rank');
    expect(result.error.message).toBe(`move 2 (t2>t3) is illegal: ${describeRefusal(result.error.refusal as Refusal)}`);
    expect(cardToString(result.error.refusal?.card ?? -1)).toBe('7H');
  });
});
