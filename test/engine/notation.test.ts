import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  cardName, cardToString, dealFromNumber, dealToString, legalMoves, makeCard, newGame, parseCard, parseDeal, parseMove, parseMoves,
  parseRecord, playMove, recordToString, moveToString, MAX_DEAL_NUMBER, SUITS, type Game, type Rank,
} from '../../src/engine';

describe('cards', () => {
  test('every card prints and parses back', () => {
    for (const suit of SUITS) {
      for (let rank = 1; rank <= 13; rank++) {
        const card = makeCard(rank as Rank, suit);
        expect(parseCard(cardToString(card))).toEqual({ ok: true, value: card });
      }
    }
  });

  test('lower case and 10 for T are accepted; the canonical form is printed', () => {
    const ten = parseCard('10h');
    expect(ten.ok && cardToString(ten.value)).toBe('TH');
    const queen = parseCard('qs');
    expect(queen.ok && cardToString(queen.value)).toBe('QS');
  });

  test('names read aloud', () => {
    const card = parseCard('7H');
    expect(card.ok && cardName(card.value)).toBe('seven of hearts');
  });

  test.each([['1H'], ['7X'], ['H7'], ['7'], ['777H'], [''], ['11S']])('"%s" is refused with a reason', (text) => {
    const card = parseCard(text);
    expect(card.ok).toBe(false);
    if (!card.ok) expect(card.error.token).toBe(text);
  });
});

describe('moves', () => {
  test.each(['deal', 'w>f', 'r>f3', 't1>t12', 't12>f8', 'w>t5'])('%s round-trips', (text) => {
    const move = parseMove(text);
    expect(move.ok && moveToString(move.value)).toBe(text);
  });

  test.each([
    ['t0>f', /source/], ['t13>f', /source/], ['f1>t1', /source/], ['s>t1', /source/],
    ['w>f9', /destination/], ['w>r', /destination/], ['w>w', /destination/], ['t01>f', /source/],
    ['w', /not a move/], ['w>f>t1', /not a move/], ['dael', /not a move/],
  ])('"%s" is refused', (text, why) => {
    const move = parseMove(text);
    expect(move.ok).toBe(false);
    if (!move.ok) expect(move.error.message).toMatch(why);
  });

  test('a bad token in a list is named with its position', () => {
    const moves = parseMoves('deal w>f t3>x deal');
    expect(moves.ok).toBe(false);
    if (!moves.ok) {
      expect(moves.error.message).toMatch(/^move 3: /);
      expect(moves.error.index).toBe(2);
      expect(moves.error.token).toBe('t3>x');
    }
  });
});

describe('deals and records', () => {
  const deal = dealFromNumber(7);
  if (!deal.ok) throw new Error('deal 7');
  const text = dealToString(deal.value);

  test('deal text is 104 cards with single spaces, and parses back', () => {
    expect(text.split(' ')).toHaveLength(104);
    expect(parseDeal(text)).toEqual({ ok: true, value: deal.value });
    expect(parseDeal(`  ${text.replace(/ /g, '\n ')} `)).toEqual({ ok: true, value: deal.value });
  });

  test('a card three times is named', () => {
    const words = text.split(' ');
    const twice = words.findIndex((w, i) => words.indexOf(w) < i);
    words[words.length - 1] = words[twice];
    const bad = parseDeal(words.join(' '));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message).toMatch(new RegExp(`${words[twice]} appears a third time`));
  });

  test('too few or too many cards, and a bad card, are named', () => {
    const words = text.split(' ');
    const short = parseDeal(words.slice(1).join(' '));
    expect(!short.ok && short.error.message).toMatch(/a deal has 104 cards, this one has 103/);
    words[5] = 'ZZ';
    const bad = parseDeal(words.join(' '));
    expect(!bad.ok && bad.error.message).toMatch(/^card 6: /);
  });

  test('a game record is the deal and then the moves', () => {
    const record = parseRecord(`${text} deal w>t3 t1>f`);
    expect(record.ok).toBe(true);
    if (record.ok) {
      expect(record.value.moves.map(moveToString)).toEqual(['deal', 'w>t3', 't1>f']);
      expect(recordToString(record.value)).toBe(`${text} deal w>t3 t1>f`);
    }
    expect(parseRecord(text).ok).toBe(true);
    const bad = parseRecord(`${text} deal nope`);
    expect(!bad.ok && bad.error.message).toMatch(/move 2/);
  });

  test('the numbered form: a deal number, then the moves', () => {
    const record = parseRecord('1 deal t8>t3');
    const [one, moves] = [dealFromNumber(1), parseMoves('deal t8>t3')];
    expect(record).toEqual({ ok: true, value: { deal: one.ok && one.value, moves: moves.ok && moves.value, dealNumber: 1 } });
    expect(parseRecord(' 4294967295 ').ok).toBe(true);
    if (record.ok) {
      expect(recordToString(record.value, { numbered: true })).toBe('1 deal t8>t3');
      // Without `numbered`, or with no number, the record prints its 104 cards.
      expect(recordToString(record.value).split(' ')).toHaveLength(106);
      expect(recordToString({ deal: record.value.deal, moves: [] }, { numbered: true }).split(' ')).toHaveLength(104);
    }
    for (const bad of ['0', '4294967296', '007x deal']) expect(parseRecord(bad).ok, bad).toBe(false);
    const badMove = parseRecord('7 deal t13>t1');
    expect(!badMove.ok && badMove.error.message).toMatch(/move 2/);
  });

  test('numbered records round-trip: any deal number and any legal line read back as the same deal, number and moves', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: MAX_DEAL_NUMBER }), fc.array(fc.nat(), { maxLength: 60 }), (n, picks) => {
      const deal = dealFromNumber(n);
      if (!deal.ok) throw new Error(deal.error.message);
      let game: Game = newGame(deal.value, n);
      for (const pick of picks) {
        const moves = legalMoves(game.position);
        if (moves.length === 0) break;
        const next = playMove(game, moves[pick % moves.length]);
        if (!next.ok) throw new Error(next.error.message);
        game = next.value;
      }
      const text = recordToString({ deal: game.deal, moves: game.moves, dealNumber: n }, { numbered: true });
      expect(text.split(' ')[0]).toBe(String(n));
      expect(parseRecord(text)).toEqual({ ok: true, value: { deal: game.deal, moves: game.moves, dealNumber: n } });
    }), { numRuns: 80 });
  });
});
