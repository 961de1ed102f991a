// The bounds on what is typed: a deal number is exactly its digits (never a rounded
// Number()), and a game record beyond its stated limits is refused with the limit named.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  MAX_DEAL_NUMBER, MAX_RECORD_CHARS, MAX_RECORD_MOVES, looksLikeNumber, movesToString, parseDealNumber, parseRecord,
} from '../../src/engine';
import { longLegalLine } from './longLine';

describe('parseDealNumber: decimal digits only, exactly', () => {
  test('digits from 1 to 2^32-1, leading zeros allowed', () => {
    for (const [text, n] of [['1', 1], ['42', 42], ['0042', 42], ['4294967295', MAX_DEAL_NUMBER], ['0000000000004294967295', MAX_DEAL_NUMBER]] as const) {
      expect(parseDealNumber(text)).toEqual({ ok: true, value: n });
    }
  });

  test.each([
    '0.99999999999999999', '1e3', '1E3', '1000.0', '1.', '.5', '+5', '-3', '0x10', '1_000', '1,000', ' 7', '7 ', '', 'seven', '７',
  ])('refuses %j, which is not plain digits', (text) => {
    expect(parseDealNumber(text)).toEqual({ ok: false, error: { message: 'a deal number is written in digits only, like 1234' } });
  });

  test.each(['0', '000', '4294967296', '99999999999', '18446744073709551617'])('refuses %j, out of range', (text) => {
    expect(parseDealNumber(text)).toEqual({ ok: false, error: { message: `deal numbers run from 1 to ${MAX_DEAL_NUMBER}` } });
  });

  test('any whole number in range reads back as itself, whatever its leading zeros', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: MAX_DEAL_NUMBER }), fc.nat({ max: 30 }), (n, zeros) => {
      expect(parseDealNumber(`${'0'.repeat(zeros)}${n}`)).toEqual({ ok: true, value: n });
    }));
  });

  test('a word that looks like a number is never a card, and every card is not one', () => {
    for (const word of ['1', '1e3', '0.5', '-3', '+7', '.5', '1.']) expect(looksLikeNumber(word), word).toBe(true);
    for (const word of ['7H', '10D', 'TS', 'AC', '1x', 'e3', '']) expect(looksLikeNumber(word), word).toBe(false);
  });
});

describe('parseRecord: the stated limits', () => {
  test(`${MAX_RECORD_MOVES.toLocaleString('en')} moves read; one more is refused with both counts`, () => {
    const { moves } = longLegalLine(1, MAX_RECORD_MOVES + 1);
    const atLimit = parseRecord(`1 ${movesToString(moves.slice(0, -1))}`);
    expect(atLimit.ok && atLimit.value.moves.length).toBe(MAX_RECORD_MOVES);
    expect(parseRecord(`1 ${movesToString(moves)}`)).toEqual({
      ok: false, error: { message: 'the record has 10,001 moves; a game record has at most 10,000' },
    });
  });

  test('a text over the character limit is refused before it is read, with its length', () => {
    const text = `1 ${'deal '.repeat(MAX_RECORD_CHARS / 5)}`;
    expect(parseRecord(text)).toEqual({
      ok: false, error: { message: `the text is ${(MAX_RECORD_CHARS + 2).toLocaleString('en')} characters long; a game record has at most 200,000` },
    });
  });

  test('the limits fit any record of the move limit, in the longest tokens and the 104 cards', () => {
    // 104 cards of two characters and the longest move token (`t11>t12`), each with a space.
    expect(104 * 3 + MAX_RECORD_MOVES * 'tXX>tXX '.length).toBeLessThanOrEqual(MAX_RECORD_CHARS / 2);
  });

  test('a numbered record whose number is not exactly whole is refused, not rounded', () => {
    const read = parseRecord('0.99999999999999999 deal');
    expect(read.ok).toBe(false);
    expect(!read.ok && read.error.message).toMatch(/digits only/);
  });
});
