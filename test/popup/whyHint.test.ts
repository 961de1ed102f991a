// The fair hint says why (issue 23): the reason of src/solver/fair/why.ts in the player's
// words, in English and Spanish, between the move and the win chance.
import { afterEach, describe, expect, it } from 'vitest';
import { type Game, type Move, type Position } from '../../src/engine/index';
import { type WhyAnswer } from '../../src/solver/fair/why';
import { fairHintView, whyText } from '../../popup/advice/solverViews';
import { setMessageSource } from '../../popup/platform/i18n';
import type { ChanceAnswer } from '../../popup/advice/solverClient';
import { type Lang, localeSource } from '../support/locale';
import { layout, movesFrom } from '../support/positions';

afterEach(() => setMessageSource(undefined));

const move = (text: string): Move => movesFrom(text)[0];
const gameAt = (position: Position): Game => ({ deal: [], moves: [], redo: [], position });

/** The fair player's answer: `best` won wins[0] of `samples`, the other candidates the rest. */
function answer(best: string, reason: WhyAnswer['reason'], wins: number[], samples = 100): ChanceAnswer {
  const others = ['t12>t11', 't11>t12', 't10>t12'];
  const moves = wins.map((w, i) => ({ move: i === 0 ? move(best) : move(others[i - 1]), wins: w, chance: w / samples }));
  const chance = 0.86;
  return { verdict: 'chance', ms: 1, best: move(best), chance, low: 0.8, high: 0.9, rollout: { share: 0.86, low: 0.8, high: 0.9 }, samples, moves, reason };
}

const frees = layout({ base: 1, foundations: ['AC 2C 3C 4C'], tableau: ['', '', '5D 4D', '', '', '', '5S'], waste: 'KC 9C' });
const gate = layout({ base: 1, foundations: ['AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC'], tableau: ['KD', 'KS QH'] });
const reserve = layout({ base: 1, reserve: '9C 8C 7C 3H', foundations: ['AC 2C'] });
const plain = layout({ base: 1, foundations: ['AC 2C'], tableau: ['9H', 'TS', 'QD'], waste: 'KC AH' });
const builds = layout({ base: 1, foundations: ['AC 2C'], tableau: ['9H'], waste: 'KC 3D' });

/** Each kind's hint: position, answer, and the text in each language. */
const CASES: [string, Position, ChanceAnswer, Record<Lang, string>][] = [
  ['frees, with the evidence', frees, answer('t3>t7', 'search', [87, 71]), {
    en: 'Hint: move the four of diamonds from tableau pile 3 to tableau pile 7 (frees the five that foundation 1 needs next; won 87 of 100 sampled deals, against 71 for the next best move) — win chance about 86%.',
    es: 'Pista: mover el cuatro de diamantes de la pila 3 a la pila 7 (libera el cinco que necesita ahora la fundación 1; ganó 87 de 100 repartos simulados, frente a 71 de la siguiente mejor jugada). Probabilidad de ganar: alrededor del 86%.',
  }],
  ['safe', frees, answer('t7>f', 'safe', [90]), {
    en: 'Hint: move the five of spades from tableau pile 7 to foundation 1 (safe: no card left could ever be built on it) — win chance about 86%.',
    es: 'Pista: mover el cinco de picas de la pila 7 a la fundación 1 (jugada segura: ya no queda ninguna carta que pueda ir encima). Probabilidad de ganar: alrededor del 86%.',
  }],
  ['only', frees, answer('deal', 'only', [90]), {
    en: 'Hint: deal a card from the stock (the only move that changes anything) — win chance about 86%.',
    es: 'Pista: sacar una carta del mazo (la única jugada que cambia algo). Probabilidad de ganar: alrededor del 86%.',
  }],
  ['opens', gate, answer('t1>f', 'search', [95, 95]), {
    en: 'Hint: move the king of diamonds from tableau pile 1 to foundation 1 (completes foundation 1, so the other foundations open; won 95 of 100 sampled deals; no other move did clearly better) — win chance about 86%.',
    es: 'Pista: mover el rey de diamantes de la pila 1 a la fundación 1 (completa la fundación 1 y abre las demás; ganó 95 de 100 repartos simulados; ninguna otra jugada lo hizo claramente mejor). Probabilidad de ganar: alrededor del 86%.',
  }],
  ['reserve', reserve, answer('r>f', 'search', [1, 0], 1), {
    en: 'Hint: move the three of hearts from the reserve to foundation 1 (brings the reserve\'s next card into play; won 1 of 1 sampled deal, against 0 for the next best move) — win chance about 86%.',
    es: 'Pista: mover el tres de corazones de la reserva a la fundación 1 (pone en juego la siguiente carta de la reserva; ganó 1 de 1 reparto simulado, frente a 0 de la siguiente mejor jugada). Probabilidad de ganar: alrededor del 86%.',
  }],
  ['space', plain, answer('t1>t2', 'search', [60]), {
    en: 'Hint: move the nine of hearts from tableau pile 1 to tableau pile 2 (makes a space) — win chance about 86%.',
    es: 'Pista: mover el nueve de corazones de la pila 1 a la pila 2 (deja un hueco). Probabilidad de ganar: alrededor del 86%.',
  }],
  ['fill', plain, answer('w>t4', 'search', [60]), {
    en: 'Hint: move the ace of hearts from the waste to tableau pile 4 (parks the ace in a space, off the waste) — win chance about 86%.',
    es: 'Pista: mover el as de corazones del descarte a la pila 4 (deja el as en un hueco, fuera del descarte). Probabilidad de ganar: alrededor del 86%.',
  }],
  ['waste', layout({ base: 1, foundations: ['AC 2C'], tableau: ['TD'], waste: 'KC 7H 9C' }), answer('w>t1', 'search', [60]), {
    en: 'Hint: move the nine of clubs from the waste to tableau pile 1 (brings the seven under it on the waste into play) — win chance about 86%.',
    es: 'Pista: mover el nueve de tréboles del descarte a la pila 1 (pone en juego el siete que hay debajo en el descarte). Probabilidad de ganar: alrededor del 86%.',
  }],
  ['builds', builds, answer('w>f', 'search', [60]), {
    en: 'Hint: move the three of diamonds from the waste to foundation 1 (builds foundation 1 up to the three) — win chance about 86%.',
    es: 'Pista: mover el tres de diamantes del descarte a la fundación 1 (sube la fundación 1 hasta el tres). Probabilidad de ganar: alrededor del 86%.',
  }],
  ['deal', plain, answer('deal', 'search', [87, 71, 80]), {
    en: 'Hint: deal a card from the stock (better than every move in sight; won 87 of 100 sampled deals, against 80 for the next best move) — win chance about 86%.',
    es: 'Pista: sacar una carta del mazo (mejor que cualquier jugada a la vista; ganó 87 de 100 repartos simulados, frente a 80 de la siguiente mejor jugada). Probabilidad de ganar: alrededor del 86%.',
  }],
  ['nothing to say: the hint as before', plain, answer('deal', 'search', [87]), {
    en: 'Hint: deal a card from the stock — win chance about 86%.',
    es: 'Pista: sacar una carta del mazo. Probabilidad de ganar: alrededor del 86%.',
  }],
];

describe.each(['en', 'es'] as const)('the fair hint says why, in %s', (lang) => {
  it.each(CASES.map(([name, pos, a, text]) => [name, pos, a, text[lang]] as const))('%s', (_, pos, a, expected) => {
    setMessageSource(localeSource(lang));
    const view = fairHintView(gameAt(pos), a);
    expect(view.kind).toBe('fair');
    expect(view.text).toBe(expected);
    // (test/i18n/messages.test.ts checks every message's punctuation and grammar; here the joins.)
    expect(view.text).not.toMatch(/ {2}|\s[.,;)]|[,;]\s*[.,;)]|\b(de|a) el\b/);
  });

  it('the reserve\'s last card, and the evidence alone', () => {
    setMessageSource(localeSource(lang));
    expect(whyText({ kind: 'reserve', left: 0 })).toBe(lang === 'en' ? 'empties the reserve' : 'vacía la reserva');
    expect(whyText({ kind: 'search', evidence: { won: 80, next: 75, samples: 100 } })).toBe(lang === 'en'
      ? 'won 80 of 100 sampled deals, against 75 for the next best move'
      : 'ganó 80 de 100 repartos simulados, frente a 75 de la siguiente mejor jugada');
    expect(whyText(undefined)).toBeUndefined();
  });
});
