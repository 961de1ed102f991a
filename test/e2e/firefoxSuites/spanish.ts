// The popup in Spanish in Firefox: Debian's language pack (firefox-esr-l10n-es-es, which
// .ci/run installs for each Firefox) and `intl.locale.requested` make Firefox speak Spanish,
// and the extension then takes its words from _locales/es, as Chromium does with --lang=es.
// The expected words are worked out here from the same table (test/support/locale.ts),
// through the popup's own wording functions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Move, legalMoves, playMove, sourceCard } from '../../../src/engine/index';
import { moveSentence } from '../../../popup/input/moveWords';
import { setMessageSource, t } from '../../../popup/platform/i18n';
import { cardLabel } from '../../../popup/table/names';
import { localeSource } from '../../support/locale';
import { gameOf } from '../a11yGames';
import { expectedHintText, fairExpected } from '../fairExpect';
import { type FirefoxSession } from '../firefox';
import { QUIET, inPopupTabOf, pile, playByHand, press, saved, showGame, text, toolbar } from '../firefoxPage';

const live = text('live');

export const spanishSuite = (browser: () => FirefoxSession) => describe('en español', () => {
  beforeAll(() => setMessageSource(localeSource('es')));
  afterAll(() => setMessageSource(undefined));

  const inTab = inPopupTabOf(browser);

  it('the page speaks Spanish: its language, the toolbar, the piles', () =>
    inTab.storingFirst(async (b, tab) => {
      const game = gameOf(1);
      await showGame(b, tab, game, QUIET);
      expect(await b.evaluate(tab, `document.documentElement.lang`)).toBe('es');
      await b.poll(tab, `[...document.querySelectorAll('.toolbar button')].map((e) => e.textContent).slice(0, 2).join('|')`).toBe(
        `${t('newGame')}|${t('restart')}`,
      );
      await b.poll(tab, text('deal-number')).toBe(t('dealNumber', 1));
      const top = sourceCard(game.position, 't1')!;
      await b.poll(tab, `${pile('t1')}?.getAttribute('aria-label')`).toContain(cardLabel(top));
      await b.screenshot(tab, 'firefox-es-board');
    }));

  it('a move by hand is said in Spanish; the hint names the fair player\'s move, why, and its chance', () =>
    inTab.storingFirst(async (b, tab) => {
      const game = gameOf(1);
      await showGame(b, tab, game, QUIET);
      const move: Move = legalMoves(game.position).find((m) => m.kind === 'play' && m.from === 't1' && m.to === 't8')!;
      expect(move).toBeDefined();
      await playByHand(b, tab, move);
      await b.poll(tab, live).toBe(moveSentence(game.position, move));
      await expect.poll(async () => (await saved(b, tab)).game.moves.length).toBe(1); // the write lands after the move is shown (under the pages' lock)

      // The hint: the fair player's move and chance as `plot chance` works them out, worded
      // as the popup words them.
      const after = playMove(game, move);
      if (!after.ok) throw new Error(after.error.message);
      const hint = expectedHintText(after.value.position, await fairExpected(1, [move]));
      expect(hint).toMatch(/^Pista: .+\. Probabilidad de ganar: alrededor del \d+%\.$/);
      await b.click(tab, toolbar(t('hint')));
      await b.poll(tab, live, 30_000).toBe(hint);
      await b.screenshot(tab, 'firefox-es-hint');
    }));

  it('Help opens with its Spanish title, and Escape closes it', () =>
    inTab.storingFirst(async (b, tab) => {
      await showGame(b, tab, gameOf(1), QUIET);
      await b.click(tab, toolbar(t('help')));
      await b.poll(tab, `document.querySelector('[data-testid="panel-help"] h2')?.textContent`).toBe(t('helpTitle'));
      await b.screenshot(tab, 'firefox-es-help');
      await press(b, tab, 'Escape');
      await b.poll(tab, `!!document.querySelector('[data-testid="panel-help"]')`).toBe(false);
    }));
});
