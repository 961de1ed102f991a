// The popup words every engine refusal itself, in English and Spanish, and falls back to
// the engine's English only when an error carries no refusal.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type PileId, type Refusal, REFUSAL_CODES, makeCard } from '../../src/engine/index';
import { setMessageSource } from '../../popup/platform/i18n';
import { illegalReason, refusalText } from '../../popup/table/refusals';

const es = JSON.parse(readFileSync(join(process.cwd(), '_locales', 'es', 'messages.json'), 'utf8')) as Record<string, { message: string }>;
const spanish = () =>
  setMessageSource((key, subs) => (es[key]?.message ?? '').replace(/\$(\d)/g, (_, i: string) => subs[Number(i) - 1] ?? ''));
afterEach(() => setMessageSource(undefined));

const pileFor = (code: string): PileId => (code.startsWith('foundation') ? 'f3' : code === 'source-empty' ? 't4' : 't5');
const refusals: Refusal[] = REFUSAL_CODES.map((code) => ({
  code, card: makeCard(7, 'C'), target: makeCard(9, 'H'), pile: pileFor(code), wanted: 11,
}));

describe('refusal texts', () => {
  it('every code has its own English text, with the cards, piles and ranks it is about', () => {
    const texts = refusals.map(refusalText);
    expect(new Set(texts).size).toBe(REFUSAL_CODES.length);
    for (const text of texts) expect(text).not.toMatch(/\$|undefined|NaN/);
    expect(refusalText(refusals[REFUSAL_CODES.indexOf('wrong-rank')])).toBe(
      'the seven of clubs cannot go on the nine of hearts, because tableau piles build down one rank at a time',
    );
    expect(refusalText(refusals[REFUSAL_CODES.indexOf('foundation-wrong-rank')])).toBe(
      'foundation 3 needs the next rank up (jack), not the seven of clubs',
    );
    expect(refusalText({ code: 'source-empty', pile: 'w' })).toBe('the waste is empty');
    expect(refusalText({ code: 'source-empty', pile: 'r' })).toBe('the reserve is empty');
    expect(refusalText({ code: 'source-empty', pile: 't4' })).toBe('tableau pile 4 is empty');
  });

  it('every code has its own Spanish text', () => {
    spanish();
    const texts = refusals.map(refusalText);
    expect(new Set(texts).size).toBe(REFUSAL_CODES.length);
    for (const text of texts) expect(text).not.toMatch(/\$|undefined|NaN|clubs|hearts|Tableau|Foundation/);
    expect(refusalText(refusals[REFUSAL_CODES.indexOf('onto-base')])).toBe(
      'sobre una carta del valor inicial no va nada (el nueve de corazones, en la pila 5)',
    );
    expect(refusalText(refusals[REFUSAL_CODES.indexOf('space-needs-base')])).toBe(
      'mientras la fundación 1 no esté completa, solo una carta del valor inicial (jota) puede llenar un hueco',
    );
    expect(refusalText({ code: 'source-empty', pile: 'r' })).toBe('la reserva está vacía');
  });

  it('an error without a refusal keeps the engine message', () => {
    spanish();
    expect(illegalReason({ message: 'something else went wrong' })).toBe('something else went wrong');
    expect(illegalReason({ message: 'x', refusal: { code: 'stock-empty' } })).toBe('el mazo está vacío (no se vuelve a repartir)');
  });
});
