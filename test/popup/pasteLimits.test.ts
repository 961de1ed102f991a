// The New game field and a long or odd paste: a text over a game record's limits is refused
// before it is read, with the limit in the player's language; a deal number is plain digits,
// as `plot deal` takes it (test/cli/dealNumber.test.ts holds the two to the same forms); the
// first fault of a record is the one told.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_RECORD_CHARS, MAX_RECORD_MOVES, movesToString } from '../../src/engine/index';
import { readGameText } from '../../popup/panels/gameText';
import { setMessageSource } from '../../popup/platform/i18n';
import { longLegalLine } from '../engine/longLine';

afterEach(() => setMessageSource(undefined));

const errorOf = (text: string) => {
  const r = readGameText(text);
  if (r.ok) throw new Error(`read: ${text.slice(0, 40)}`);
  return r.error;
};

const spanish = () => {
  const es = JSON.parse(readFileSync(join(process.cwd(), '_locales', 'es', 'messages.json'), 'utf8')) as Record<string, { message: string }>;
  setMessageSource((key, subs) => (es[key]?.message ?? '').replace(/\$(\d)/g, (_, i: string) => subs[Number(i) - 1] ?? ''));
};

describe('a record over the limits', () => {
  const huge = `1 ${movesToString(longLegalLine(1, 174_007).moves)}`;
  const over = `1 ${movesToString(longLegalLine(1, MAX_RECORD_MOVES + 1).moves)}`;

  it('1 MB of legal moves: refused by its length, which the message gives with the limit', () => {
    expect(huge.length).toBeGreaterThan(MAX_RECORD_CHARS);
    expect(errorOf(huge)).toBe(`This text has ${huge.length.toLocaleString('en')} characters; a game record has at most 200,000 (room for 10,000 moves).`);
  });

  it('one move over the limit: refused by its moves; at the limit it plays', () => {
    expect(errorOf(over)).toBe('This record has 10,001 moves; a game record has at most 10,000.');
    const atLimit = readGameText(over.slice(0, over.lastIndexOf(' ')));
    expect(atLimit.ok && atLimit.game.moves.length).toBe(MAX_RECORD_MOVES);
  });

  it('in Spanish, with Spanish digit grouping', () => {
    spanish();
    expect(errorOf(huge)).toBe(`Este texto tiene ${huge.length.toLocaleString('es')} caracteres; un registro de partida tiene como máximo 200.000 (espacio para 10.000 jugadas).`);
    expect(errorOf(over)).toBe('Este registro tiene 10.001 jugadas; un registro de partida tiene como máximo 10.000.');
  });
});

describe('deal numbers: digits only', () => {
  it.each(['1e3', '1000.0', '0.99999999999999999', '+5', '-3', '.5'])('%j is not a deal number (it used to be read as cards, or rounded)', (text) => {
    expect(errorOf(text)).toBe('A deal number is a whole number from 1 to 4294967295, written in digits only.');
    expect(errorOf(`${text} deal`)).toBe('A deal number is a whole number from 1 to 4294967295, written in digits only.');
  });

  it('leading zeros are digits too', () => {
    const r = readGameText('0042 deal');
    expect(r.ok && [r.game.dealNumber, r.game.moves.length]).toEqual([42, 1]);
  });

  it('in Spanish', () => {
    spanish();
    expect(errorOf('1e3')).toBe('Un número de reparto es un entero de 1 a 4294967295, escrito solo con cifras.');
  });
});

describe('the first fault of a record is the one told', () => {
  it('a move not allowed before a word that is not a move, and the other way round', () => {
    expect(errorOf('9 deal r>t2 w>q')).toBe('Move 2 (r>t2) is not allowed there: the reserve plays only to the foundations.');
    expect(errorOf('9 deal w>q r>t2')).toBe('Move 2 ("w>q") is not a move: write deal, or a source and a destination like w>f or t3>t7.');
  });
});
