// The popup in headless Firefox ESR (WebDriver BiDi): it loads, a move is played and
// survives a reload of the page, and the WebAssembly solver answers from its worker.
import { describe, expect, it } from 'vitest';
import { launchFirefox } from './firefox';
import { browserSession } from './common';

describe('Firefox: the popup', () => {
  const browser = browserSession(launchFirefox);

  const ready = `document.body.dataset.ready === 'true' && !!document.querySelector('[data-pile="t1"]')`;
  const labelOf = (id: string) => `document.querySelector('[data-pile="${id}"]')?.getAttribute('aria-label')`;
  const savedMoves = `browser.storage.local.get('plot.game').then((r) => r['plot.game']?.game?.moves ?? null)`;

  /** Starts deal 1 through the New game panel, with auto-play and the background check off. */
  async function freshDealOne(tab: string): Promise<void> {
    const b = browser();
    await b.waitFor(tab, ready);
    await b.evaluate(
      tab,
      `browser.storage.local.clear().then(() => browser.storage.local.set({ 'plot.settings': { autoPlay: false, blunderCheck: false, animations: false } }))`,
    );
    await b.evaluate(tab, `document.body.dataset.ready = 'stale'; location.reload()`);
    await b.waitFor(tab, ready);
    await b.evaluate(tab, `[...document.querySelectorAll('.toolbar button')].find((e) => e.textContent === 'New game').click()`);
    await b.waitFor(tab, `!!document.querySelector('[data-testid="panel-new"] input')`);
    await b.evaluate(
      tab,
      `(() => { const i = document.querySelector('[data-testid="panel-new"] input'); i.value = '1'; i.dispatchEvent(new Event('input', { bubbles: true })); })()`,
    );
    await b.evaluate(tab, `document.querySelector('[data-testid="panel-new"] button[type="submit"]').click()`);
    await b.waitFor(tab, `document.querySelector('[data-testid="deal-number"]')?.textContent === 'Deal 1'`);
  }

  it('loads the board: twelve piles, eight foundations, the stock button', async () => {
    const tab = await browser().openPopup();
    try {
      await browser().waitFor(tab, ready);
      expect(await browser().evaluateValue(tab, `document.querySelectorAll('[data-pile^="t"]').length`)).toBe(12);
      expect(await browser().evaluateValue(tab, `document.querySelectorAll('[data-pile^="f"]').length`)).toBe(8);
      expect(await browser().evaluateValue(tab, labelOf('s'))).toMatch(/^Stock, \d+ cards left/);
    } finally {
      await browser().closeTab(tab);
    }
  });

  it('plays a move that survives a reload', async () => {
    const b = browser();
    const tab = await b.openPopup();
    try {
      await freshDealOne(tab);
      await b.evaluate(tab, `document.querySelector('[data-pile="t1"]').click()`);
      await b.evaluate(tab, `document.querySelector('[data-pile="t8"]').click()`);
      expect(await b.evaluateValue(tab, labelOf('t8'))).toBe('8: 8 7, Tableau pile 8: seven of clubs on top, 2 cards');
      expect(await b.waitFor(tab, savedMoves)).toBe('t1>t8');
      await b.evaluate(tab, `document.body.dataset.ready = 'stale'; location.reload()`);
      await b.waitFor(tab, ready);
      expect(await b.evaluateValue(tab, labelOf('t8'))).toBe('8: 8 7, Tableau pile 8: seven of clubs on top, 2 cards');
      expect(await b.evaluateValue(tab, `document.querySelector('[data-testid="deal-number"]').textContent`)).toBe('Deal 1');
      await b.screenshot(tab, 'firefox-popup-game');
    } finally {
      await b.closeTab(tab);
    }
  });

  it('a corrupted save is kept as a backup and a fresh game starts with a notice', async () => {
    const b = browser();
    const tab = await b.openPopup();
    try {
      await b.waitFor(tab, ready);
      await b.evaluate(tab, `browser.storage.local.set({ 'plot.game': 'garbage {{{' })`);
      await b.evaluate(tab, `document.body.dataset.ready = 'stale'; location.reload()`);
      await b.waitFor(tab, ready);
      const notice = await b.waitFor(tab, `document.querySelector('[data-testid="notice"]')?.textContent`);
      expect(notice).toMatch(/could not be read.*plot\.game\.backup\./);
      const backups = await b.evaluateValue(
        tab,
        `browser.storage.local.get(null).then((all) => JSON.stringify(Object.keys(all).filter((k) => k.startsWith('plot.game.backup.')).map((k) => all[k])))`,
      );
      expect(JSON.parse(String(backups))).toContain('garbage {{{');
    } finally {
      await b.closeTab(tab);
    }
  });

  it('the WebAssembly solver answers Winnable? from its worker', async () => {
    const b = browser();
    const tab = await b.openPopup();
    try {
      await freshDealOne(tab);
      await b.evaluate(tab, `[...document.querySelectorAll('.toolbar button')].find((e) => e.textContent === 'Winnable?').click()`);
      const verdict = await b.waitFor(tab, `document.querySelector('[data-testid="verdict"]')?.textContent`, 30_000);
      expect(verdict).toMatch(/^Winnable: a winning line of \d+ moves\./);
    } finally {
      await b.closeTab(tab);
    }
  });
});
