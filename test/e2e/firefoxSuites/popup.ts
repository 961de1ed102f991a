// The popup in headless Firefox ESR (WebDriver BiDi): it loads, a move is played and
// survives a reload of the page, the WebAssembly solver answers from its worker, Finish
// plays a won endgame out as one Undo step, and Open in a tab shows the same game zoomed
// to a 1280×800 window. What follows an action, or loads late, is polled (b.poll), never
// read once.
import { describe, it } from 'vitest';
import { endgame } from '../../support/endgame';
import { READY, SAVED_MOVES, type FirefoxSession } from '../firefox';
import { fairExpected } from '../fairExpect';
import { button, dealAt, inPopupTabOf, showDamagedSave, showGame, text, toolbar } from '../firefoxPage';

export const popupSuite = (browser: () => FirefoxSession) => describe('the popup', () => {

  const inTab = inPopupTabOf(browser);
  const labelOf = (id: string) => `document.querySelector('[data-pile="${id}"]')?.getAttribute('aria-label')`;
  const SEVEN_ON_T8 = '8: 8 7, Tableau pile 8: seven of clubs on top, 2 cards';

  /** Starts deal 1 through the New game panel, with auto-play and the background check off. */
  const freshDealOne = (tab: string) => dealAt(browser(), tab, 1);

  /** Deal 1's t1>t8 by two clicks. */
  async function playSevenOfClubs(tab: string): Promise<void> {
    await browser().click(tab, `document.querySelector('[data-pile="t1"]')`);
    await browser().click(tab, `document.querySelector('[data-pile="t8"]')`);
  }

  it('loads the board: twelve piles, eight foundations, the stock button', async () => {
    await inTab(async (b, tab) => {
      await b.poll(tab, `document.querySelectorAll('[data-pile^="t"]').length`).toBe(12);
      await b.poll(tab, `document.querySelectorAll('[data-pile^="f"]').length`).toBe(8);
      await b.poll(tab, labelOf('s')).toMatch(/^Stock: \d+ cards left/);
    });
  });

  it('plays a move that survives a reload', async () => {
    await inTab.storingFirst(async (b, tab) => {
      await freshDealOne(tab);
      await playSevenOfClubs(tab);
      await b.poll(tab, labelOf('t8')).toBe(SEVEN_ON_T8);
      await b.poll(tab, SAVED_MOVES).toBe('t1>t8');
      await b.reload(tab);
      await b.poll(tab, labelOf('t8')).toBe(SEVEN_ON_T8);
      await b.poll(tab, text('deal-number')).toBe('Deal 1');
      await b.screenshot(tab, 'firefox-popup-game');
    });
  });

  it('a corrupted save is kept as a backup and a fresh game starts with a notice', async () => {
    await inTab.storingFirst(async (b, tab) => {
      // The backup of the damaged save is checked by showDamagedSave itself.
      await showDamagedSave(b, tab, 'garbage {{{');
      await b.poll(tab, text('notice')).toMatch(/could not be read.*plot\.game\.backup\./);
    });
  });

  it('the WebAssembly solver answers Winnable? from its worker', async () => {
    await inTab.storingFirst(async (b, tab) => {
      await freshDealOne(tab);
      await b.click(tab, toolbar('Winnable?'));
      await b.poll(tab, text('verdict'), 30_000).toMatch(/^Winnable if you could see every card: a winning line of \d+ moves\./);
    });
  });

  const meterValue = `document.querySelector('[data-testid="win-meter"] .meter-value')?.textContent`;

  it('the fair hint names the move `plot chance` recommends and its chance, from the worker\'s fair player', async () => {
    await inTab.storingFirst(async (b, tab) => {
      await freshDealOne(tab);
      const expected = await fairExpected(1);
      await b.click(tab, toolbar('Hint'));
      await b.poll(tab, text('hint'), 30_000).toMatch(new RegExp(`^Hint: .* — win chance about ${expected.percent}%\\.$`));
      await b.poll(tab, `document.querySelector('.hint-from')?.dataset.pile`).toBe(expected.from);
      await b.poll(tab, `document.querySelector('.hint-to')?.dataset.pile`).toBe(expected.to);
      await b.screenshot(tab, 'firefox-fair-hint');
    });
  });

  it('the win-chance meter follows the moves without holding them up', async () => {
    await inTab.storingFirst(async (b, tab) => {
      await freshDealOne(tab);
      const atDeal = await fairExpected(1);
      await b.poll(tab, meterValue, 30_000).toBe(`${atDeal.percent}%`);
      // Two deals at once: both are played (no wall-clock bound: a loaded machine is slow,
      // and the meter's lane cannot hold a move up by design, tested in test/popup).
      await b.evaluate(tab, `document.querySelector('[data-pile="s"]').click(); document.querySelector('[data-pile="s"]').click()`);
      await b.poll(tab, labelOf('s')).toMatch(/^Stock: 76 cards left/);
      const after = await fairExpected(1, [{ kind: 'deal' }, { kind: 'deal' }]);
      await b.poll(tab, meterValue, 30_000).toBe(`${after.percent}%`);
    });
  });

  const movesCount = `browser.storage.local.get('plot.game').then((r) => r['plot.game'].game.moves.split(' ').filter(Boolean).length)`;

  it('Finish plays the rest out; the win is summed up; one Undo takes the finish back', async () => {
    const { game } = await endgame(3);
    await inTab.storingFirst(async (b, tab) => {
      await showGame(b, tab, game, { autoPlay: false, blunderCheck: false, animations: true, autoFinish: false });
      // The notices (Finish among them) come with the lazy chunk, just after the first paint.
      await b.click(tab, button('Finish'));
      await b.poll(tab, text('panel-won'), 20_000).toMatch(/^You won!.*Moves\d+Time\d+:\d\d/);
      await b.poll(tab, `document.querySelectorAll('[data-pile^="f"] .card.face').length`).toBeGreaterThanOrEqual(8);
      await b.screenshot(tab, 'firefox-win');
      await b.click(tab, button('Close'));
      await b.click(tab, button('Undo'));
      await b.poll(tab, movesCount).toBe(game.moves.length);
      await b.poll(tab, `!!${button('Finish')}`).toBe(true);
    });
  });

  // Not in inTab: Open in a tab closes the page it was clicked in (window.close()).
  it('Open in a tab: the same game in a page zoomed to 1280×800, nothing scrolls', async () => {
    const b = browser();
    const tab = await b.openPopup();
    try {
      await freshDealOne(tab);
      await playSevenOfClubs(tab);
      await b.poll(tab, SAVED_MOVES).toBe('t1>t8');
      await b.click(tab, button('Open in a tab'));
      const page = await b.findTab(`moz-extension://${b.uuid}/popup.html?tab=1`);
      try {
        await b.send('browsingContext.setViewport', { context: page, viewport: { width: 1280, height: 800 } });
        await b.waitFor(page, READY);
        await b.poll(page, labelOf('t8')).toBe(SEVEN_ON_T8);
        // The zoom follows the new viewport: polled until the page fills it.
        const fit = `(() => {
          const d = document.documentElement;
          const app = document.querySelector('.app').getBoundingClientRect();
          const card = document.querySelector('[data-pile="r"] .card:last-child').getBoundingClientRect();
          return { height: app.height, bottom: app.bottom, cardWidth: card.width,
            tall: app.height > 790, inside: app.bottom <= 800.5, zoomed: card.width > 58 * 1.3,
            scrolls: d.scrollWidth > d.clientWidth || d.scrollHeight > d.clientHeight, hasTabButton: !!${button('Open in a tab')} };
        })()`;
        await b.poll(page, fit).toMatchObject({ tall: true, inside: true, zoomed: true, scrolls: false, hasTabButton: false });
        await b.screenshot(page, 'firefox-tab-1280x800');
      } finally {
        await b.closeTab(page);
      }
    } finally {
      await b.closeTab(tab).catch(() => undefined);
    }
  });
});
