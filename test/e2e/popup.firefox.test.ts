// The popup in headless Firefox ESR (WebDriver BiDi): it loads, a move is played and
// survives a reload of the page, the WebAssembly solver answers from its worker, Finish
// plays a won endgame out as one Undo step, and Open in a tab shows the same game zoomed
// to a 1280×800 window.
import { describe, expect, it } from 'vitest';
import { GAME_KEY, envelope } from '../../src/storage/gameSave';
import { endgame } from '../support/endgame';
import { launchFirefox } from './firefox';
import { browserSession } from './common';
import { fairExpected } from './fairExpect';

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
    await b.waitFor(tab, `!!document.querySelector('[data-testid="panel-new"] textarea')`);
    await b.evaluate(
      tab,
      `(() => { const i = document.querySelector('[data-testid="panel-new"] textarea'); i.value = '1'; i.dispatchEvent(new Event('input', { bubbles: true })); })()`,
    );
    await b.evaluate(tab, `document.querySelector('[data-testid="panel-new"] button[type="submit"]').click()`);
    await b.waitFor(tab, `document.querySelector('[data-testid="deal-number"]')?.textContent === 'Deal 1'`);
  }

  /** Deal 1's t1>t8 by two clicks. */
  async function playSevenOfClubs(tab: string): Promise<void> {
    await browser().evaluate(tab, `document.querySelector('[data-pile="t1"]').click()`);
    await browser().evaluate(tab, `document.querySelector('[data-pile="t8"]').click()`);
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
      await playSevenOfClubs(tab);
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
      expect(verdict).toMatch(/^Winnable if you could see every card: a winning line of \d+ moves\./);
    } finally {
      await b.closeTab(tab);
    }
  });

  const meterValue = `document.querySelector('[data-testid="win-meter"] .meter-value')?.textContent`;

  it('the fair hint names the move `plot chance` recommends and its chance, from the worker\'s fair player', async () => {
    const b = browser();
    const tab = await b.openPopup();
    try {
      await freshDealOne(tab);
      const expected = await fairExpected(1);
      await b.evaluate(tab, `[...document.querySelectorAll('.toolbar button')].find((e) => e.textContent === 'Hint').click()`);
      const hint = await b.waitFor(tab, `document.querySelector('[data-testid="hint"]')?.textContent`, 30_000);
      expect(hint).toMatch(new RegExp(`^Hint: .* — win chance about ${expected.percent}%\\.$`));
      expect(await b.evaluateValue(tab, `document.querySelector('.hint-from')?.dataset.pile`)).toBe(expected.from);
      expect(await b.evaluateValue(tab, `document.querySelector('.hint-to')?.dataset.pile`)).toBe(expected.to);
      await b.screenshot(tab, 'firefox-fair-hint');
    } finally {
      await b.closeTab(tab);
    }
  });

  it('the win-chance meter follows the moves without holding them up', async () => {
    const b = browser();
    const tab = await b.openPopup();
    try {
      await freshDealOne(tab);
      const atDeal = await fairExpected(1);
      expect(await b.waitFor(tab, `(${meterValue}) === '${atDeal.percent}%' && ${meterValue}`, 30_000)).toBe(`${atDeal.percent}%`);
      // Two deals at once: both are on the board straight away.
      await b.evaluate(tab, `document.querySelector('[data-pile="s"]').click(); document.querySelector('[data-pile="s"]').click()`);
      expect(await b.evaluateValue(tab, labelOf('s'))).toMatch(/^Stock, 76 cards left/);
      const after = await fairExpected(1, [{ kind: 'deal' }, { kind: 'deal' }]);
      expect(await b.waitFor(tab, `(${meterValue}) === '${after.percent}%' && ${meterValue}`, 30_000)).toBe(`${after.percent}%`);
    } finally {
      await b.closeTab(tab);
    }
  });

  const button = (name: string) => `[...document.querySelectorAll('button')].find((e) => e.textContent === ${JSON.stringify(name)})`;
  const movesCount = `browser.storage.local.get('plot.game').then((r) => r['plot.game'].game.moves.split(' ').filter(Boolean).length)`;

  it('Finish plays the rest out; the win is summed up; one Undo takes the finish back', async () => {
    const b = browser();
    const { game } = await endgame(3);
    const tab = await b.openPopup();
    try {
      await b.waitFor(tab, ready);
      const items = { [GAME_KEY]: envelope(game, 'test', { counted: true, won: false }), 'plot.settings': { autoPlay: false, blunderCheck: false, animations: true, autoFinish: false } };
      await b.evaluate(tab, `browser.storage.local.clear().then(() => browser.storage.local.set(${JSON.stringify(items)}))`);
      await b.evaluate(tab, `document.body.dataset.ready = 'stale'; location.reload()`);
      await b.waitFor(tab, ready);
      // The notices come with the lazy chunk, just after the first paint.
      await b.waitFor(tab, `!!${button('Finish')}`);
      await b.evaluate(tab, `${button('Finish')}.click()`);
      const summary = await b.waitFor(tab, `document.querySelector('[data-testid="panel-won"]')?.textContent`, 20_000);
      expect(summary).toMatch(/^You won!.*Moves\d+Time\d+:\d\d/);
      expect(await b.evaluateValue(tab, `document.querySelectorAll('[data-pile^="f"] .card.face').length`)).toBeGreaterThanOrEqual(8);
      await b.screenshot(tab, 'firefox-win');
      await b.evaluate(tab, `${button('Close')}.click()`);
      await b.evaluate(tab, `${button('Undo')}.click()`);
      await b.waitFor(tab, `${movesCount}.then((n) => n === ${game.moves.length})`);
      expect(await b.evaluateValue(tab, `!!${button('Finish')}`)).toBe(true);
    } finally {
      await b.closeTab(tab);
    }
  });

  it('Open in a tab: the same game in a page zoomed to 1280×800, nothing scrolls', async () => {
    const b = browser();
    const tab = await b.openPopup();
    try {
      await freshDealOne(tab);
      await playSevenOfClubs(tab);
      expect(await b.waitFor(tab, savedMoves)).toBe('t1>t8');
      await b.evaluate(tab, `${button('Open in a tab')}.click()`);
      const url = `moz-extension://${b.uuid}/popup.html?tab=1`;
      let page: string | undefined;
      for (let i = 0; i < 100 && !page; i++) {
        const tree = await b.bidi.send<{ contexts: { context: string; url: string }[] }>('browsingContext.getTree', { maxDepth: 0 });
        page = tree.contexts.find((c) => c.url === url)?.context;
        if (!page) await new Promise((r) => setTimeout(r, 100));
      }
      expect(page).toBeDefined();
      await b.bidi.send('browsingContext.setViewport', { context: page!, viewport: { width: 1280, height: 800 } });
      await b.waitFor(page!, ready);
      await b.waitFor(page!, `document.querySelector('.app').getBoundingClientRect().height > 790`);
      expect(await b.evaluateValue(page!, labelOf('t8'))).toBe('8: 8 7, Tableau pile 8: seven of clubs on top, 2 cards');
      const fit = JSON.parse(String(await b.evaluateValue(page!, `JSON.stringify((() => {
        const d = document.documentElement;
        const app = document.querySelector('.app').getBoundingClientRect();
        const card = document.querySelector('[data-pile="r"] .card:last-child').getBoundingClientRect();
        return { scrolls: d.scrollWidth > d.clientWidth || d.scrollHeight > d.clientHeight, height: app.height, bottom: app.bottom, cardWidth: card.width, hasTabButton: !!${button('Open in a tab')} };
      })())`))) as { scrolls: boolean; height: number; bottom: number; cardWidth: number; hasTabButton: boolean };
      expect(fit).toMatchObject({ scrolls: false, hasTabButton: false });
      expect(fit.bottom).toBeLessThanOrEqual(800.5);
      expect(fit.cardWidth).toBeGreaterThan(58 * 1.3);
      await b.screenshot(page!, 'firefox-tab-1280x800');
      await b.closeTab(page!);
    } finally {
      await b.closeTab(tab).catch(() => undefined);
    }
  });
});
