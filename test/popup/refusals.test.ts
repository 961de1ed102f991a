// The popup words every engine refusal itself, in English and Spanish, and falls back to
// the engine's English only when an error carries no refusal.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type PileId, type Position, type Refusal, type TableauId, REFUSAL_CODES, makeCard, play } from '../../src/engine/index';
import { setMessageSource } from '../../popup/platform/i18n';
import { illegalReason, refusalText } from '../../popup/table/refusals';
import { localeSource } from '../support/locale';
import { layout, movesFrom } from '../support/positions';

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
    const texts = refusals.map((r) => refusalText(r));
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
    const texts = refusals.map((r) => refusalText(r));
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

// Two decks: every card is there twice. A note that says a card cannot go on the nine of
// hearts says which nine when both are in sight (the engine's own refusals, on real positions).
describe('a refusal names the pile of a card whose twin is in sight', () => {
  /** A seven of clubs on pile 1; nines of hearts on piles 4 and 7; a space on pile 2. */
  const twins = layout({ base: 2, foundations: ['2C 3C 4C 5C 6C'], tableau: ['7C', '', '', '9H', '', '', '9H 8S'], waste: '5H' });
  /** The same, with the second nine of hearts under the waste's top: out of sight. */
  const oneInSight = layout({ base: 2, foundations: ['2C 3C 4C 5C 6C'], tableau: ['7C', '', '', '9H'], waste: '9H 5H' });
  /** The second nine on the waste's top: in sight. */
  const wasteTop = layout({ base: 2, foundations: ['2C 3C 4C 5C 6C'], tableau: ['7C', '', '', '9H'], waste: '9H' });
  const refused = (pos: Position, text: string) => {
    const r = play(pos, movesFrom(text)[0]);
    if (r.ok) throw new Error(`${text} is legal`);
    return illegalReason(r.error, pos);
  };

  it('in English', () => {
    expect(refused(twins, 't1>t4')).toBe('the seven of clubs cannot go on the nine of hearts in tableau pile 4, because tableau piles build down one rank at a time');
    expect(refused(wasteTop, 't1>t4')).toBe('the seven of clubs cannot go on the nine of hearts in tableau pile 4, because tableau piles build down one rank at a time');
    expect(refused(oneInSight, 't1>t4')).toBe('the seven of clubs cannot go on the nine of hearts, because tableau piles build down one rank at a time');
    // Without the position, as before.
    const r = play(twins, movesFrom('t1>t4')[0]);
    expect(r.ok ? '' : illegalReason(r.error)).toBe('the seven of clubs cannot go on the nine of hearts, because tableau piles build down one rank at a time');
  });

  it('in Spanish', () => {
    spanish();
    expect(refused(twins, 't1>t4')).toBe('el siete de tréboles no va sobre el nueve de corazones de la pila 4, porque las pilas bajan un valor cada vez');
    expect(refused(oneInSight, 't1>t4')).toBe('el siete de tréboles no va sobre el nueve de corazones, porque las pilas bajan un valor cada vez');
  });

  it.each(['en', 'es'] as const)('%s: every refused move onto a card says its pile exactly when that card has a twin in sight', (lang) => {
    setMessageSource(localeSource(lang));
    let placed = 0;
    let plain = 0;
    for (const pos of [twins, oneInSight, wasteTop]) {
      for (const from of ['t1', 't4', 't7', 'w'] as const) {
        for (let to = 1; to <= 12; to++) {
          const r = play(pos, { kind: 'play', from, to: `t${to}` as TableauId });
          if (r.ok || r.error.refusal?.code !== 'wrong-rank') continue;
          const { target, pile } = r.error.refusal;
          const said = illegalReason(r.error, pos);
          const twin = [...pos.tableau.flat(), pos.waste.at(-1)].filter((c) => c === target).length > 1;
          if (twin) placed++;
          else plain++;
          // Cards are named in words: the only figure is the pile's number.
          expect(said.match(/\d+/g) ?? [], `${lang} ${from}>t${to}: ${said}`).toEqual(twin ? [pile?.slice(1)] : []);
        }
      }
    }
    expect(placed).toBeGreaterThan(2);
    expect(plain).toBeGreaterThan(2);
  });
});
