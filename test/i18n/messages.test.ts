// Every message in both languages, rendered as the popup renders it (issue 22): through t()
// and tn() over a browser.i18n stand-in serving _locales/<lang>, with sample values.
//
// - no $n left, and no message missing in either language;
// - a message with a count has plural forms, and tn() picks the one Intl.PluralRules names
//   for 0, 1 and 2 (never "1 cartas", "1 cards"); a count outside a plural message is
//   caught by the words that change between the forms ("cartas", "quedan", "moves" …);
// - no doubled spaces, no doubled or stray punctuation;
// - only the glossary's words: docs/glossary.md's table "Words we do not use" (the store
//   listing's text too);
// - a length budget for the texts shown on one line of the table;
// - Spanish built with grammar: sentences the popup composes from pieces (moves, refusals)
//   contract de + el and a + el, and name each card with its article.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Game, type Refusal, REFUSAL_CODES, dealFromNumber, legalMoves, makeCard, newGame, playMove } from '../../src/engine/index';
import { type PluralKey, type SingleKey, setMessageSource, t, tn } from '../../popup/platform/i18n';
import { describeMove, moveSentence, toPlace } from '../../popup/input/moveWords';
import { refusalText } from '../../popup/table/refusals';
import { cardThe, fromPlace } from '../../popup/table/names';
import { inPlace } from '../../popup/advice/blunderText';
import { type Lang, localeMessages, localeSource } from '../support/locale';

const LANGS: Lang[] = ['en', 'es'];
const tables = { en: localeMessages('en'), es: localeMessages('es') };
/** The manifest's texts: the browser shows them, not the popup (they are checked all the same). */
const MANIFEST = new Set(['extName', 'extDescription', 'actionTitle']);
const FORM = /_(zero|one|two|few|many|other)$/;

const keys = Object.keys(tables.en);
const pluralBases = [...new Set(keys.filter((k) => k.endsWith('_other')).map((k) => k.replace(FORM, '')))];
const singleKeys = keys.filter((k) => !FORM.test(k));

afterEach(() => setMessageSource(undefined));
const speak = (lang: Lang) => setMessageSource(localeSource(lang));

const SAMPLE = 'X';
const subs = (value: string) => Array.from({ length: 9 }, () => value);

// ---- what the checks look for (each shown to work on a bad message below) ----

/** Doubled spaces, doubled or stray punctuation, space at either end: what a rendered message must not have. */
export function punctuationFaults(text: string): string[] {
  const faults: string[] = [];
  if (/ {2}/.test(text)) faults.push('doubled space');
  if (/^\s|\s$/.test(text)) faults.push('space at an end');
  if (/([.,;:!?])\s*\1/.test(text.replace(/\.\.\./g, '…'))) faults.push('doubled punctuation');
  if (/[,;:]\s*[.,;:]|\.\s*[,;:]/.test(text)) faults.push('punctuation after punctuation');
  if (/\s[.,;:!?)]/.test(text.replace(/^[?] /, ''))) faults.push('space before punctuation');
  if (/\$\d/.test(text)) faults.push('placeholder left');
  return faults;
}

/** The glossary's words we do not use, per language: docs/glossary.md, "Words we do not use". */
export function bannedWords(glossary: string): Record<Lang, string[]> {
  const section = glossary.split(/^## Words we do not use$/m)[1] ?? '';
  const out: Record<Lang, string[]> = { en: [], es: [] };
  for (const m of section.matchAll(/^\|\s*(en|es)\s*\|\s*([^|]+?)\s*\|/gm)) out[m[1] as Lang].push(m[2].toLowerCase());
  return out;
}

const GLOSSARY = bannedWords(readFileSync(join(process.cwd(), 'docs', 'glossary.md'), 'utf8'));

/** The banned words `text` uses, matched as whole words (letters on neither side), case ignored. */
export function bannedIn(text: string, banned: readonly string[]): string[] {
  const lower = text.toLowerCase();
  return banned.filter((word) => new RegExp(`(?<!\\p{L})${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u').test(lower));
}

/** Spanish that skips a contraction or doubles an article ("de el", "a el", "el la"), English "the the". */
export function grammarFaults(text: string): string[] {
  const faults: string[] = [];
  if (/(?<!\p{L})(de|a) el(?!\p{L})/iu.test(text)) faults.push('de/a + el not contracted');
  if (/(?<!\p{L})(el|la|los|las) (el|la|los|las)(?!\p{L})/iu.test(text)) faults.push('doubled article');
  if (/\bthe the\b/i.test(text)) faults.push('doubled article');
  return faults;
}

/**
 * The words that change with the count, beside it, from every plural message's forms:
 * "→cartas" (a word after the count: "$1 cartas"), "quedan←" (a word before it: "quedan $1"),
 * each form's words that the other form lacks. Words of three letters or fewer are left out
 * ("is", "its"), so that "$1 is dealt" (a card) is not taken for a count.
 */
export function countWords(lang: Lang): { one: Set<string>; other: Set<string> } {
  const words = (s: string) => new Set(s.toLowerCase().match(/\p{L}+/gu) ?? []);
  const one = new Set<string>();
  const other = new Set<string>();
  const beside = (text: string, lacking: Set<string>, into: Set<string>) => {
    for (const m of text.toLowerCase().matchAll(/(\p{L}+) \$\d|\$\d (\p{L}+)/gu)) {
      const word = m[1] ?? m[2];
      if (word.length > 3 && !lacking.has(word)) into.add(m[1] ? `${word}←` : `→${word}`);
    }
  };
  for (const base of pluralBases) {
    const a = tables[lang][`${base}_one`].message;
    const b = tables[lang][`${base}_other`].message;
    beside(a, words(b), one);
    beside(b, words(a), other);
  }
  return { one, other };
}

/**
 * A count beside a word that changes with it ("$1 cartas", "quedan $1"): the message needs
 * plural forms. `digits`: a rendered text, where the count is a number, not $n.
 */
export function countOutsidePlural(text: string, changing: ReadonlySet<string>, digits = false): string | undefined {
  const n = digits ? '\\d+' : '\\$\\d';
  for (const m of text.toLowerCase().matchAll(new RegExp(`(\\p{L}+) ${n}|${n} (\\p{L}+)`, 'gu'))) {
    if (changing.has(m[1] ? `${m[1]}←` : `→${m[2]}`)) return m[0];
  }
  return undefined;
}

/**
 * The most characters a text shown on one line of the table may have, with its
 * placeholders filled by `SAMPLE`-length values: pile captions and counts under them, the
 * header, the toolbar's words, the meter's label, the buttons of the notices, the history's
 * column heads, the chart's axes (the review's chart clipped "Probabilidad de ganar"
 * on its upright axis; beside the meter it pushed the difficulty onto a line of its own,
 * and the notices lost words). Measured on the popup's screenshots in both languages.
 */
const ONE_LINE: Record<string, number> = {
  reserve: 10, stock: 10, waste: 10, closed: 10, left_one: 10, left_other: 10,
  dealNumber: 20, customDeal: 20, baseRank: 18, bandBadge: 20, bandEasy: 8, bandMedium: 8, bandHard: 8,
  newGame: 14, hint: 10, winnable: 12, meterLabel: 14,
  playHint: 16, finish: 12, playDemo: 22, searchLonger: 20, stopDemo: 26, dismiss: 10, blunderUndo: 10,
  blunderUndoMany_one: 22, blunderUndoMany_other: 22, copyShare: 24, summary: 10,
  colDeal: 10, colResult: 10, colMoves: 10, colTime: 10, colHints: 10, resultWon: 12, resultLost: 12,
  chartAxisMove: 12, chartAxisChance: 14, reviewFirst: 10, reviewPrevious: 10, reviewNext: 10, reviewLast: 10,
};

describe('the checks see what they should', () => {
  it('punctuation, glossary words, grammar and counts', () => {
    expect(punctuationFaults('Mazo: quedan  3 cartas')).toEqual(['doubled space']);
    expect(punctuationFaults('No se puede: algo..')).toContain('doubled punctuation');
    expect(punctuationFaults('Pista: algo, .')).toContain('punctuation after punctuation');
    expect(punctuationFaults('Ganable , sí')).toContain('space before punctuation');
    expect(punctuationFaults('Reparto $1')).toContain('placeholder left');
    expect(punctuationFaults('Buscando un reparto… (3 probados)')).toEqual([]);
    expect(GLOSSARY.es).toEqual(expect.arrayContaining(['resolvedor', 'movimientos', 'rango', 'prob']));
    expect(bannedIn('El resolvedor está pensando', GLOSSARY.es)).toEqual(['resolvedor']);
    expect(bannedIn('Prob. de ganar', GLOSSARY.es)).toEqual(['prob']);
    expect(bannedIn('Buscando (3 probados)', GLOSSARY.es)).toEqual([]);
    expect(grammarFaults('Se saca el seis de picas de el mazo')).toEqual(['de/a + el not contracted']);
    expect(grammarFaults('El cinco de tréboles pasa del descarte a la pila 3.')).toEqual([]);
    const es = countWords('es');
    expect([...es.other]).toEqual(expect.arrayContaining(['→cartas', 'quedan←', '→jugadas']));
    expect(countOutsidePlural('$1 cartas subidas solas a las fundaciones.', es.other)).toBe('$1 cartas');
    expect(countOutsidePlural('Racha diaria: $1', es.other)).toBeUndefined();
    expect(countOutsidePlural('Jugada $1 de $2', es.other)).toBeUndefined();
    expect(countOutsidePlural('Mazo, quedan $1', es.other)).toBe('quedan $1');
  });
});

describe.each(LANGS)('every message in %s', (lang) => {
  it('is there, with its placeholders filled and nothing doubled or stray', () => {
    speak(lang);
    const faults: string[] = [];
    for (const key of singleKeys) {
      if (!tables[lang][key]?.message) faults.push(`${key}: missing`);
      const text = t(key as SingleKey, ...subs(SAMPLE));
      for (const f of punctuationFaults(text)) faults.push(`${key}: ${f}: ${text}`);
    }
    for (const base of pluralBases) {
      for (const n of [0, 1, 2, 21]) {
        const text = tn(base as PluralKey, n, ...subs(String(n)));
        for (const f of punctuationFaults(text)) faults.push(`${base} (${n}): ${f}: ${text}`);
      }
    }
    expect(faults).toEqual([]);
  });

  it('a count has plural forms, and tn() takes the one Intl.PluralRules names for 0, 1 and 2', () => {
    speak(lang);
    const rules = new Intl.PluralRules(lang);
    expect(pluralBases.length).toBeGreaterThan(10);
    const { one, other } = countWords(lang);
    const faults: string[] = [];
    for (const base of pluralBases) {
      for (const form of rules.resolvedOptions().pluralCategories) {
        // A form the language has and English lacks ('many' in Spanish) falls back to _other.
        if (!tables[lang][`${base}_${form}`] && form !== 'many') faults.push(`${base}: no _${form}`);
      }
      for (const n of [0, 1, 2]) {
        const form = rules.select(n);
        const expected = (tables[lang][`${base}_${form}`] ?? tables[lang][`${base}_other`]).message.replace(/\$\d/g, String(n));
        const said = tn(base as PluralKey, n, ...subs(String(n)));
        if (said !== expected) faults.push(`${base} (${n}): ${said}`);
        // Never "1 cartas", never "2 carta": the number beside a word of the other form.
        const wrong = n === 1 ? other : one;
        const near = countOutsidePlural(said, wrong, true);
        if (near && near.includes(String(n))) faults.push(`${base} (${n}): "${near}"`);
      }
    }
    for (const key of singleKeys) {
      const near = countOutsidePlural(tables[lang][key].message, new Set([...one, ...other]));
      if (near) faults.push(`${key}: a count outside a plural message: "${near}"`);
    }
    expect(faults).toEqual([]);
  });

  it('uses the glossary\'s words only (docs/glossary.md, "Words we do not use")', () => {
    expect(GLOSSARY[lang].length).toBeGreaterThan(2);
    const faults = keys.flatMap((key) => {
      const found = bannedIn(tables[lang][key].message, GLOSSARY[lang]);
      return found.length ? [`${key}: ${found.join(', ')}: ${tables[lang][key].message}`] : [];
    });
    expect(faults).toEqual([]);
  });

  it('the store listing uses the glossary\'s words too (store/listing/<lang>.md)', () => {
    // The game's English name, quoted once beside the Spanish one («The Plot»), is a name, not a word.
    const listing = readFileSync(join(process.cwd(), 'store', 'listing', `${lang}.md`), 'utf8').replace(/«The Plot»/g, '');
    expect(bannedIn(listing, GLOSSARY[lang])).toEqual([]);
  });

  it('fits the one-line places of the table', () => {
    speak(lang);
    const faults = Object.entries(ONE_LINE).flatMap(([key, max]) => {
      expect(tables[lang][key], key).toBeDefined();
      const text = tables[lang][key].message.replace(/\$\d/g, SAMPLE.repeat(2));
      return text.length > max ? [`${key}: ${text.length} > ${max}: ${text}`] : [];
    });
    expect(faults).toEqual([]);
  });
});

/** Deal 1 played by its first legal move each time, `n` moves: positions with deals, moves of every kind. */
function someGames(n: number): Game[] {
  const deal = dealFromNumber(1);
  if (!deal.ok) throw new Error('deal 1');
  let game = newGame(deal.value, 1);
  const out = [game];
  for (let i = 0; i < n; i++) {
    const moves = legalMoves(game.position);
    if (moves.length === 0) break;
    const next = playMove(game, moves[i % moves.length]);
    if (!next.ok) throw new Error(next.error.message);
    game = next.value;
    out.push(game);
  }
  return out;
}

describe.each(LANGS)('sentences composed from pieces in %s', (lang) => {
  it('moves as sentences and phrases: capital first, articles, contractions', () => {
    speak(lang);
    const faults: string[] = [];
    let kinds = 0;
    for (const game of someGames(60)) {
      for (const move of legalMoves(game.position)) {
        const sentence = moveSentence(game.position, move);
        const phrase = describeMove(game.position, move);
        kinds++;
        if (!/^\p{Lu}/u.test(sentence) || !sentence.endsWith('.')) faults.push(`not a sentence: ${sentence}`);
        for (const text of [sentence, phrase, t('undone', phrase), t('hintFair', phrase, 50)]) {
          for (const f of [...grammarFaults(text), ...punctuationFaults(text)]) faults.push(`${f}: ${text}`);
        }
      }
    }
    expect(kinds).toBeGreaterThan(100);
    expect(faults).toEqual([]);
  });

  it('every refusal, with a card of each gender, after "Not allowed:" and "Nowhere to go:"; the warnings', () => {
    speak(lang);
    const faults: string[] = [];
    for (const card of [makeCard(11, 'C'), makeCard(4, 'D'), makeCard(1, 'S')]) {
      for (const code of REFUSAL_CODES) {
        const refusal: Refusal = { code, card, target: makeCard(12, 'H'), pile: code.startsWith('foundation') ? 'f3' : 't5', wanted: 11 };
        for (const text of [t('illegal', refusalText(refusal)), t('noMove', refusalText(refusal)), t('noMoveReserve', refusalText(refusal))]) {
          for (const f of [...grammarFaults(text), ...punctuationFaults(text)]) faults.push(`${code}: ${f}: ${text}`);
        }
      }
      // The warnings name a card, where it came from and where it went (any foundation, one
      // foundation, a pile), and where the card it buried lies.
      for (const [from, to, under] of [['w', 'f', 't5'], ['r', 'f3', 'w'], ['t2', 't5', 't5']] as const) {
        const text = `${t('blunderMoved', cardThe(card), fromPlace(from), toPlace(to))} ${t('blunderBuried', cardThe(card), inPlace(under))}`;
        for (const f of [...grammarFaults(text), ...punctuationFaults(text)]) faults.push(`${to}: ${f}: ${text}`);
      }
    }
    expect(faults).toEqual([]);
  });

  it('names each card with its article in a sentence ("el cuatro de diamantes", "la jota de tréboles")', () => {
    speak(lang);
    const four = refusalText({ code: 'no-foundation', card: makeCard(4, 'D') });
    const jack = refusalText({ code: 'no-foundation', card: makeCard(11, 'C') });
    expect(four).toContain(lang === 'en' ? 'the four of diamonds' : 'el cuatro de diamantes');
    expect(jack).toContain(lang === 'en' ? 'the jack of clubs' : 'la jota de tréboles');
  });
});

describe('Spanish plurals by the rules of the language', () => {
  it('queda 1 carta, quedan 0 cartas, quedan 2 cartas; 1 carta subió sola', () => {
    speak('es');
    expect([0, 1, 2].map((n) => tn('stockLabel', n, n))).toEqual(['Mazo: quedan 0 cartas', 'Mazo: queda 1 carta', 'Mazo: quedan 2 cartas']);
    expect(tn('autoPlayed', 1, 1)).toBe('1 carta subió sola a las fundaciones.');
    expect(tn('autoPlayed', 3, 3)).toBe('3 cartas subieron solas a las fundaciones.');
    // A million is 'many' in Spanish; the table has no _many, so _other says it.
    expect(tn('solverProgress', 2_000_000, '2 millones de')).toBe('El solucionador está pensando… 2 millones de posiciones');
  });
});
