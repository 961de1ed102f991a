// Two decks: every card is there twice. A sentence that names a card says where it is, so
// that its twin cannot be meant: the blunder warnings (the fair one and the full-deal
// solver's, with the card the move buried), in English and Spanish, on positions where both
// sevens of diamonds (and both eights of spades) are in sight.
import { afterEach, describe, expect, it } from 'vitest';
import { type Game, type Move, type Position, legalMoves, sourceCard } from '../../src/engine/index';
import type { FairAlert } from '../../src/solver/fair/alert';
import { blunderText, fairBlunderText } from '../../popup/advice/blunderText';
import { setMessageSource } from '../../popup/platform/i18n';
import { fromPlace } from '../../popup/table/names';
import { type Lang, localeSource } from '../support/locale';
import { layout, movesFrom } from '../support/positions';

afterEach(() => setMessageSource(undefined));

const speak = (lang: Lang) => setMessageSource(localeSource(lang));
const gameAt = (position: Position): Game => ({ deal: [], moves: [], redo: [], position });
const move = (text: string): Move => movesFrom(text)[0];

/** Foundation 1 wants a seven; a seven of diamonds on pile 1 and on pile 9; an eight of spades on piles 3 and 5 (a nine of hearts on 4). */
const twins = layout({
  base: 2,
  foundations: ['2C 3C 4C 5C 6C'],
  tableau: ['7D', '', '8S', '9H', '8S', '', '', '', '7D'],
  waste: '5H',
});

const alert = (played: Move, best: Move): FairAlert => ({
  played: { move: played, wins: 74, chance: 0.74 },
  best: { move: best, wins: 93, chance: 0.93 },
  cost: 0.19,
});

describe('the fair blunder warning names where each seven of diamonds was', () => {
  const text = () => fairBlunderText(gameAt(twins), move('t1>f'), alert(move('t1>f'), move('t9>f')));

  it('in English: the move played from pile 1, the best from pile 9', () => {
    expect(text()).toBe(
      'Moving the seven of diamonds from tableau pile 1 to foundation 1 cost about 19 points of win chance: '
      + 'the best move, to move the seven of diamonds from tableau pile 9 to foundation 1, kept about 93%.',
    );
  });

  it('in Spanish', () => {
    speak('es');
    expect(text()).toBe(
      'Mover el siete de diamantes de la pila 1 a la fundación 1 costó alrededor de 19 puntos de probabilidad de ganar: '
      + 'la mejor jugada, mover el siete de diamantes de la pila 9 a la fundación 1, dejaba alrededor del 93%.',
    );
  });

  it.each(['en', 'es'] as const)('%s: for every move and every other move with the same card, both places are said', (lang) => {
    speak(lang);
    const plays = legalMoves(twins).filter((m): m is Extract<Move, { kind: 'play' }> => m.kind === 'play');
    let pairs = 0;
    for (const played of plays) {
      for (const best of plays) {
        if (best.from === played.from || sourceCard(twins, best.from) !== sourceCard(twins, played.from)) continue;
        pairs++;
        const said = fairBlunderText(gameAt(twins), played, alert(played, best));
        expect(said).toContain(fromPlace(played.from));
        expect(said).toContain(fromPlace(best.from));
      }
    }
    expect(pairs).toBeGreaterThanOrEqual(4); // the sevens to the foundation, the eights onto the nine, each way
  });
});

describe('the full-deal warning names where the card moved was and where the buried one lies', () => {
  it('a move onto a pile: the eight of spades on pile 3 is buried, not its twin on pile 5', () => {
    const said = () => blunderText(twins, move('t1>t3'), movesFrom('t3>t4'));
    expect(said()).toBe(
      'Moving the seven of diamonds from tableau pile 1 to tableau pile 3 lost a winnable game. '
      + 'It buried the eight of spades in tableau pile 3, a card the winning line needed.',
    );
    speak('es');
    expect(said()).toBe(
      'Mover el siete de diamantes de la pila 1 a la pila 3 perdió una partida ganable. '
      + 'Enterró el ocho de picas en la pila 3, una carta que la línea ganadora necesitaba.',
    );
  });

  it('a deal: the card it buried lies in the waste', () => {
    const dealt = twins.stock[twins.stock.length - 1];
    const said = () => blunderText(twins, move('deal'), movesFrom('w>f'));
    expect(dealt).toBeDefined();
    expect(said()).toMatch(/^Dealing the .+ lost a winnable game\. It buried the five of hearts in the waste, a card the winning line needed\.$/);
    speak('es');
    expect(said()).toMatch(/^Sacar (el|la) .+ del mazo perdió una partida ganable\. Enterró el cinco de corazones en el descarte, una carta que la línea ganadora necesitaba\.$/);
  });

  it('a move to a foundation covers nothing: the move alone, with its place', () => {
    expect(blunderText(twins, move('t9>f'), movesFrom('t1>f'))).toBe('Moving the seven of diamonds from tableau pile 9 to foundation 1 lost a winnable game.');
  });
});
