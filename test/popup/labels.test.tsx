// @vitest-environment happy-dom
// Label in Name (WCAG 2.5.3): every pile's accessible name starts with the words it shows
// (its number or count, the ranks on its cards), then says the rest. Checked on every pile
// of several boards, in English and in Spanish, the way axe's label-content-name-mismatch
// reads them: the words of the visible text, symbols and punctuation aside.
import { cleanup, fireEvent } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { FRESH_META } from '../../src/storage/gameSave';
import { EMPTY_STATS } from '../../src/storage/prefs';
import { setMessageSource } from '../../popup/platform/i18n';
import { shownThenSaid } from '../../popup/table/names';
import { blockedGame, gameOf } from '../e2e/a11yGames';
import { localeSource } from '../support/locale';
import { pile, quietSettings, renderApp } from './helpers';

afterEach(() => {
  cleanup();
  setMessageSource(undefined);
});

/** Words of a text as axe compares them: letters and digits only, lower case. */
const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Every pile whose visible words do not open its name, with both. */
function mismatches(container: Element): string[] {
  const out: string[] = [];
  for (const button of container.querySelectorAll<HTMLElement>('[data-pile]')) {
    const shown = words(button.textContent ?? '');
    const name = words(button.getAttribute('aria-label') ?? '');
    // The stock shows its count inside "Stock: 78 cards left": contained, not first.
    const ok = button.dataset.pile === 's'
      ? shown.every((w) => name.includes(w))
      : shown.every((w, i) => name[i] === w);
    if (!ok) out.push(`${button.dataset.pile}: shows "${shown.join(' ')}", named "${button.getAttribute('aria-label')}"`);
  }
  return out;
}

const boards = () => [
  { name: 'deal 1 at the start', game: gameOf(1) },
  { name: 'a game played into a block (deep waste, long piles, closed foundations)', game: blockedGame() },
];

describe('pile names start with what the pile shows', () => {
  for (const lang of ['en', 'es'] as const) {
    for (const board of boards()) {
      it(`${lang}: ${board.name}`, () => {
        setMessageSource(localeSource(lang));
        const { container } = renderApp({ boot: { game: board.game, meta: FRESH_META, stats: EMPTY_STATS, settings: quietSettings } });
        expect(container.querySelectorAll('[data-pile]').length).toBe(23);
        expect(mismatches(container)).toEqual([]);
      });
    }
  }

  it('a picked-up card and its destinations keep the shown words first, the marks last', () => {
    const { container } = renderApp();
    fireEvent.click(pile(container, 't1'));
    expect(pile(container, 't1').getAttribute('aria-label')).toBe('1: 7, Tableau pile 1: seven of clubs, selected');
    expect(pile(container, 't8').getAttribute('aria-label')).toBe('8: 8, Tableau pile 8: eight of clubs, legal destination');
    expect(mismatches(container)).toEqual([]);
  });

  it('a fanned pile names every rank it shows, in order, and its top card in words', () => {
    const game = blockedGame();
    const { container } = renderApp({ boot: { game, meta: FRESH_META, stats: EMPTY_STATS, settings: quietSettings } });
    const deepest = game.position.tableau.reduce((best, p, i) => (p.length > game.position.tableau[best].length ? i : best), 0);
    const button = pile(container, `t${deepest + 1}`);
    const cards = button.querySelectorAll('.card.face').length;
    expect(cards).toBeGreaterThanOrEqual(3);
    expect(words(button.getAttribute('aria-label')!).slice(1, 1 + cards)).toEqual(words(button.textContent!).slice(1));
    expect(button.getAttribute('aria-label')).toMatch(new RegExp(`on top, ${cards} cards$`));
  });
});

describe('shownThenSaid', () => {
  it('puts the caption, then the ranks, then the spoken detail', () => {
    expect(shownThenSaid('3', ['K', 'Q', 'J'], 'Tableau pile 3: jack of clubs on top, 3 cards')).toBe(
      '3: K Q J, Tableau pile 3: jack of clubs on top, 3 cards',
    );
    expect(shownThenSaid('3', [], 'Tableau pile 3: space')).toBe('3, Tableau pile 3: space');
    expect(shownThenSaid(undefined, ['5'], 'Reserve: five of spades on top, 13 left')).toBe('5, Reserve: five of spades on top, 13 left');
    expect(shownThenSaid(undefined, [], 'Waste: empty')).toBe('Waste: empty');
  });
});
