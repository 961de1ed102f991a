// The table in headless Chromium, on the built extension: a double-click is one move, a
// card with nowhere to go shakes and says why beside it, hovering lights targets; Finish
// and the win; readable covered waste cards at 1× and 2×; notices that never cover or push
// out a control (English and Spanish); statistics exported as CSV; the game in a tab; and
// the screenshots looked at for issue 10 — the README's (docs/screenshots/) among them,
// refreshed when missing or with PLOT_UPDATE_SCREENSHOTS=1.
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Game, type Move, cardRank, isLegal, legalMoves, play, status } from '../../src/engine/index';
import { GAME_KEY, envelope } from '../../src/storage/gameSave';
import { gameFromNumber } from '../../popup/platform/boot';
import { endgame } from '../support/endgame';
import { gameOf } from './a11yGames';
import { CHROMIUM_POPUP_URL, launchChromium, type ChromiumSession } from './chromium';
import { ROOT, saveArtifact } from './common';
import {
  QUIET_SETTINGS, controlsHidden, landed, openPopupPage, savedGame, savedMoves, showGame, startDeal, watchErrors,
} from './popupPage';

const errors: string[] = [];

/** Settings for these tests: the quiet ones, with animations (the shake, the glide, the cascade). */
const ANIMATED = { ...QUIET_SETTINGS, animations: true, autoFinish: false };

/** From now on, records the data-pile of every element the page animates (Web Animations API). */
const recordAnimations = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { animatedPiles?: string[] };
    w.animatedPiles = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
      w.animatedPiles!.push(this.getAttribute('data-pile') ?? '');
      return animate.apply(this, args);
    };
  });
const animatedPiles = (page: Page) => page.evaluate(() => (window as unknown as { animatedPiles: string[] }).animatedPiles);

/** The first deal where six deals from the stock put a 10 and a queen among the covered waste cards. */
function wasteWithTenAndQueen(): Game {
  for (let n = 1; n < 500; n++) {
    const g = gameOf(n, Array.from({ length: 6 }, () => ({ kind: 'deal' }) as Move));
    const covered = g.position.waste.slice(0, -1).map((c) => cardRank(c));
    if (covered.includes(10) && covered.includes(12)) return g;
  }
  throw new Error('no such deal');
}

/** The first deal whose reserve sends two cards up in a row (r>f twice). */
function twoReserveCardsUp(): number {
  const up: Move = { kind: 'play', from: 'r', to: 'f' };
  for (let n = 1; n < 2000; n++) {
    const once = play(gameFromNumber(n).position, up);
    if (once.ok && isLegal(once.value, up)) return n;
  }
  throw new Error('no such deal');
}

/** The CSS animations named `name` on the element: running, or finished and still filling. */
const cssAnimations = (page: Page, selector: string, name: string) =>
  page.locator(selector).evaluate((el, n) => el.getAnimations().filter((a) => (a as CSSAnimation).animationName === n).length, name);

describe('Chromium: the table (English)', () => {
  let session: ChromiumSession | undefined;
  beforeAll(async () => {
    session = await launchChromium();
  });
  afterAll(async () => {
    await session?.close();
  });
  const open = () => openPopupPage(session!, errors);

  it('<html lang> is the language of the texts', async () => {
    const page = await open();
    try {
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    } finally {
      await page.close();
    }
  });

  it('what the first paint does not need is fetched after it, unasked, when the browser is idle', async () => {
    const page = await session!.context.newPage();
    const requested: { file: string; request: Request }[] = [];
    page.on('request', (r) => requested.push({ file: new URL(r.url()).pathname.slice(1), request: r }));
    try {
      watchErrors(page, errors);
      await page.setViewportSize({ width: 800, height: 600 });
      await page.goto(CHROMIUM_POPUP_URL);
      // No click: the idle prefetch (popup/main.tsx) adds onDemand.css and imports the lazy chunk.
      await page.waitForSelector('link[rel="stylesheet"][href="onDemand.css"]', { state: 'attached', timeout: 10_000 });
      await expect.poll(() => requested.filter((r) => /^chunks\/onDemand-[^/]+\.js$|^onDemand\.css$/.test(r.file)).length).toBe(2);
      // When each file was asked for by the browser's own clock (the request's timing, epoch
      // ms like the page's timeOrigin), not when the test heard of it: a loaded machine takes
      // a while to report a request.
      const painted = await page.evaluate(() => performance.timeOrigin + performance.getEntriesByName('plot-interactive')[0].startTime);
      // Only the files whose order is checked (not the worker's, which may still be on its way);
      // a request's timing is filled in once its response has come.
      const later = /^chunks\/onDemand-|^onDemand\.css$/;
      const first = /^popup\.(js|css)$|^chunks\/chunk-/;
      for (const r of requested.filter((q) => later.test(q.file) || first.test(q.file))) {
        await expect.poll(() => r.request.timing().startTime, { message: r.file }).toBeGreaterThan(0);
        const at = r.request.timing().startTime;
        if (later.test(r.file)) expect(at, r.file).toBeGreaterThanOrEqual(Math.floor(painted));
        else expect(at, r.file).toBeLessThanOrEqual(Math.ceil(painted));
      }
      // Then a panel opens at once: nothing left to fetch.
      const before = requested.length;
      await page.getByRole('button', { name: 'Help' }).click();
      await page.getByTestId('panel-help').waitFor({ timeout: 2_000 });
      expect(requested.slice(before).filter((r) => /onDemand/.test(r.file))).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a double-click is exactly one move, leaving nothing picked up', async () => {
    const page = await open();
    try {
      await startDeal(page, twoReserveCardsUp());
      await page.dblclick('[data-pile="r"]');
      await expect.poll(() => savedMoves(page)).toBe('r>f');
      await page.waitForTimeout(300);
      expect(await savedMoves(page)).toBe('r>f');
      expect(await page.locator('.pile.selected').count()).toBe(0);
      // A card with several places: the double-click sends it up, nothing stays picked up.
      await startDeal(page, 3);
      await page.dblclick('[data-pile="t1"]');
      await expect.poll(() => savedMoves(page)).toBe('t1>f');
      expect(await page.locator('.pile.selected').count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('a card with nowhere to go shakes and says why beside it; pointer and lit targets only where a move is', async () => {
    const page = await open();
    try {
      await startDeal(page, 1, { animations: true });
      const pos = gameFromNumber(1).position;
      const moving = new Set(legalMoves(pos).map((m) => (m.kind === 'deal' ? 's' : m.from)));
      const stuck = pos.tableau.map((_, i) => `t${i + 1}`).find((id) => !moving.has(id as never))!;
      const cursor = (id: string) => page.locator(`[data-pile="${id}"]`).evaluate((el) => getComputedStyle(el).cursor);
      expect(await cursor(stuck)).toBe('default');
      expect(await cursor('t1')).toBe('pointer');
      expect(await cursor('f2')).toBe('default');
      await page.hover('[data-pile="t1"]');
      await expect.poll(() => page.locator('.pile.lit').evaluateAll((els) => els.map((e) => e.getAttribute('data-pile')))).toEqual(['t8']);

      // The shake lasts 320 ms and comes with the lazily loaded bubble: on a loaded machine it
      // can be over before a look at the running animations, so the test records each
      // animation the page asks for instead, and waits for it.
      await recordAnimations(page);
      await page.click(`[data-pile="${stuck}"]`);
      await expect.poll(() => animatedPiles(page)).toEqual([stuck]);
      expect(await page.locator('.pile.selected').count()).toBe(0);
      const why = page.locator('.why');
      await expect.poll(() => why.getAttribute('data-at')).toBe(stuck);
      expect(await why.textContent()).toMatch(/^Nowhere to go: no foundation takes the .* now, and no tableau pile takes it\.$/);
      // Beside the pile: the bubble's top edge is at the card's foot (or its head when no room),
      // and it spans the card's column (kept inside the table, it may start left of the card).
      // Measured once the card has landed: a glide (180 ms) may still be carrying it in, and a
      // quicker page gets here within it.
      await landed(page);
      const card = page.locator(`[data-pile="${stuck}"] .card`).last();
      const [p, w] = [await card.boundingBox(), await why.boundingBox()];
      expect(w!.x).toBeLessThan(p!.x + p!.width);
      expect(w!.x + w!.width).toBeGreaterThan(p!.x);
      expect(Math.min(Math.abs(w!.y - (p!.y + p!.height)), Math.abs(w!.y + w!.height - p!.y))).toBeLessThan(12);
      await session!.screenshot(page, 'table-refusal');
      // Reduced motion: the reason, no shake. The live region's new line says the refusal
      // has been shown; only then does "no new animation" mean anything.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.locator('[data-testid="live"] p').evaluate((p) => p.setAttribute('data-seen', ''));
      await page.click(`[data-pile="${stuck}"]`);
      await page.locator('[data-testid="live"] p:not([data-seen])').waitFor({ state: 'attached' });
      expect(await why.count()).toBe(1);
      expect(await animatedPiles(page)).toEqual([stuck]);
    } finally {
      await page.close();
    }
  });

  it('Finish plays the rest (animated), one Undo takes it back; the win is summed up and celebrated; CSV export', async () => {
    const { game } = await endgame(3);
    const page = await open();
    try {
      await showGame(page, game, ANIMATED);
      await page.getByRole('button', { name: 'Finish' }).click();
      await page.getByText('Finishing…').waitFor();
      const won = page.getByTestId('panel-won');
      await won.waitFor({ timeout: 20_000 });
      // The won game is saved just after the panel shows.
      await expect.poll(async () => status((await savedGame(page)).position)).toBe('won');
      const summary = (await won.textContent())!;
      expect(summary).toContain('You won!');
      expect(summary).toMatch(/Moves\d+Time\d+:\d\dHints0Current streak1Best time on this deal\d+:\d\d/);
      await expect.poll(() => page.locator('.cascade .falling').count()).toBeGreaterThan(10);
      await expect.poll(() => cssAnimations(page, '.cascade .falling >> nth=0', 'fall')).toBe(1);
      await page.waitForTimeout(600);
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
      await session!.screenshot(page, 'win-light');
      await page.emulateMedia({ colorScheme: 'dark' });
      await session!.screenshot(page, 'win-dark');
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
      expect(await page.locator('.cascade').evaluate((el) => getComputedStyle(el).display)).toBe('none');
      await page.emulateMedia({ reducedMotion: 'no-preference' });

      // Statistics: the win in the history, exported as CSV by a download.
      await page.getByRole('button', { name: 'Statistics' }).click();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export as CSV' }).click()]);
      expect(download.suggestedFilename()).toBe('plot-games.csv');
      const csv = readFileSync((await download.path())!, 'utf8');
      expect(csv).toMatch(/^ended,deal,difficulty,chance,result,moves,seconds,hints,assisted,accuracy\r\n\d{4}-\d\d-\d\dT[\d:.]+Z,3,(?:(?:easy|medium|hard),\d+|,),won,\d+,\d+\.\d,0,no,\d*\r\n$/);
      await page.getByRole('button', { name: 'Close' }).click();

      await page.getByRole('button', { name: 'Undo', exact: true }).first().click();
      await expect.poll(async () => (await savedGame(page)).moves.length).toBe(game.moves.length);
    } finally {
      await page.close();
    }
  });

  it('covered waste cards show rank and suit legibly, at 1× and 2× device pixel ratio', async () => {
    const page = await open();
    try {
      await showGame(page, wasteWithTenAndQueen(), ANIMATED);
      // Each covered card's index lies inside the 17px edge left showing.
      const geometry = await page.evaluate(() =>
        [...document.querySelectorAll('.fan-h .card.covered')].map((card) => {
          const c = card.getBoundingClientRect();
          const i = card.querySelector('.corner')!.getBoundingClientRect();
          return { visible: (card.nextElementSibling as HTMLElement).getBoundingClientRect().left - c.left, right: i.right - c.left, text: card.textContent };
        }),
      );
      expect(geometry.map((g) => g.text).join(' ')).toMatch(/10.*Q|Q.*10/);
      for (const g of geometry) expect(g.right, g.text!).toBeLessThanOrEqual(g.visible + 0.5);
      const box = (await page.locator('.waste-place').boundingBox())!;
      const clip = { x: box.x - 4, y: box.y - 4, width: box.width + 8, height: box.height + 8, scale: 1 };
      const cdp = await page.context().newCDPSession(page);
      for (const dpr of [1, 2]) {
        await cdp.send('Emulation.setDeviceMetricsOverride', { width: 800, height: 600, deviceScaleFactor: dpr, mobile: false });
        const shot = await cdp.send('Page.captureScreenshot', { format: 'png', clip });
        saveArtifact(`waste-${dpr}x.png`, Buffer.from(shot.data, 'base64'));
      }
      await cdp.send('Emulation.clearDeviceMetricsOverride');
    } finally {
      await page.close();
    }
  });

  it('after an illegal move, Hint and Winnable?, no control is covered or off-screen', async () => {
    const page = await open();
    try {
      await notices(page, { hint: 'Hint', winnable: 'Winnable?', verdict: /^(Winnable|Lost even|Undecided)/ });
      await page.emulateMedia({ colorScheme: 'light' });
      await session!.screenshot(page, 'notices-en-light');
      await page.emulateMedia({ colorScheme: 'dark' });
      await session!.screenshot(page, 'notices-en-dark');
    } finally {
      await page.close();
    }
  });

  it('Open in a tab: the same game in a page that zooms to the window, 1280×800 without scrolling', async () => {
    const page = await open();
    try {
      await startDeal(page, 1);
      await page.click('[data-pile="t1"]');
      await page.click('[data-pile="t8"]');
      await expect.poll(() => savedMoves(page)).toBe('t1>t8');
      const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Open in a tab' }).click()]);
      watchErrors(tab, errors);
      await tab.setViewportSize({ width: 1280, height: 800 });
      await tab.waitForSelector('body[data-ready="true"] [data-pile="t1"]');
      expect(new URL(tab.url()).search).toBe('?tab=1');
      expect(await tab.getByRole('button', { name: 'Open in a tab' }).count()).toBe(0);
      expect(await tab.getAttribute('[data-pile="t8"]', 'aria-label')).toBe('8: 8 7, Tableau pile 8: seven of clubs on top, 2 cards');
      const fit = await tab.evaluate(() => {
        const { scrollWidth, scrollHeight, clientWidth, clientHeight } = document.documentElement;
        const app = document.querySelector('.app')!.getBoundingClientRect();
        const card = document.querySelector('[data-pile="r"] .card:last-child')!.getBoundingClientRect();
        return { scrolls: scrollWidth > clientWidth || scrollHeight > clientHeight, app: [app.width, app.height], cardWidth: card.width };
      });
      expect(fit.scrolls).toBe(false);
      expect(fit.app[1]).toBeGreaterThan(790);
      expect(fit.app[1]).toBeLessThanOrEqual(800);
      expect(fit.cardWidth).toBeGreaterThan(58 * 1.3);
      expect(await controlsHidden(tab)).toEqual([]);
      // A move in the tab is the popup's game too (one save).
      await tab.click('[data-pile="s"]');
      await expect.poll(() => savedMoves(tab)).toBe('t1>t8 deal');
      await session!.screenshot(tab, 'tab-1280x800');
      await tab.close();
    } finally {
      if (!page.isClosed()) await page.close();
    }
  });

  it('the README\'s screenshots: a game under way with a hint, light and dark', async () => {
    const { line } = await endgame(1);
    const page = await open();
    try {
      await showGame(page, gameOf(1, line.slice(0, 70)));
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await page.getByTestId('hint').waitFor({ timeout: 20_000 });
      await page.emulateMedia({ colorScheme: 'light' });
      const light = await session!.screenshot(page, 'popup-light');
      await page.emulateMedia({ colorScheme: 'dark' });
      const dark = await session!.screenshot(page, 'popup-dark');
      const docs = join(ROOT, 'docs', 'screenshots');
      mkdirSync(docs, { recursive: true });
      for (const [from, name] of [[light, 'popup-light.png'], [dark, 'popup-dark.png']] as const) {
        if (process.env.PLOT_UPDATE_SCREENSHOTS === '1' || !existsSync(join(docs, name))) copyFileSync(from, join(docs, name));
      }
    } finally {
      await page.close();
    }
  });
});

describe('Chromium: the table (Spanish)', () => {
  let session: ChromiumSession | undefined;
  beforeAll(async () => {
    session = await launchChromium({ lang: 'es' });
  });
  afterAll(async () => {
    await session?.close();
  });

  it('<html lang> is es; after an illegal move, Pista and ¿Ganable?, no control is covered or off-screen', async () => {
    const page = await openPopupPage(session!, errors);
    try {
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
      await notices(page, { hint: 'Pista', winnable: '¿Ganable?', verdict: /^(Ganable|Perdida aunque|Sin decidir)/, spanish: true });
      await page.emulateMedia({ colorScheme: 'light' });
      await session!.screenshot(page, 'notices-es-light');
      await page.emulateMedia({ colorScheme: 'dark' });
      await session!.screenshot(page, 'notices-es-dark');
    } finally {
      await page.close();
    }
  });
});

it('no page reported an error', () => {
  expect(errors).toEqual([]);
});

/**
 * Deal 1, an illegal drop (t2 onto t3), then Hint and Winnable? — with a load notice and a
 * finished game's box too — and every control still in view and uncovered.
 */
async function notices(page: Page, names: { hint: string; winnable: string; verdict: RegExp; spanish?: boolean }): Promise<void> {
  const es = names.spanish === true;
  await startDeal(page, 1, {}, es
    ? { newGame: 'Nueva partida', dealNumber: 'Número de reparto', play: 'Jugar este reparto', deal: 'Reparto', leave: 'Dejar esta partida' }
    : undefined);
  // The toolbar takes two rows at most (it wrapped to four in Spanish once, issue 10).
  expect(await toolbarRows(page)).toBeLessThanOrEqual(2);
  await page.click('[data-pile="t2"]');
  await page.click('[data-pile="t3"]');
  await page.locator('.why').waitFor();
  expect(await controlsHidden(page)).toEqual([]);
  await page.getByRole('button', { name: names.hint, exact: true }).click();
  await page.getByTestId('hint').waitFor({ timeout: 20_000 });
  expect(await controlsHidden(page)).toEqual([]);
  await page.getByRole('button', { name: names.winnable, exact: true }).click();
  const verdict = page.getByTestId('verdict');
  await verdict.waitFor({ timeout: 30_000 });
  expect(await verdict.textContent()).toMatch(names.verdict);
  expect(await controlsHidden(page)).toEqual([]);
  // The verdict's own button (Play it out / Search longer) is in view too.
  expect(await verdict.locator('button').count()).toBeGreaterThan(0);
  expect(await toolbarRows(page)).toBeLessThanOrEqual(2);
}

/** The rows the toolbar's buttons take (their distinct tops). */
const toolbarRows = (page: Page) =>
  page.evaluate(() => new Set([...document.querySelectorAll('.toolbar button')].map((b) => Math.round(b.getBoundingClientRect().top))).size);
