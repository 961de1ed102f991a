// The card art in headless Chromium: every back chosen in Settings (each previewed there as
// the table draws it) is kept after a reload and drawn on the stock; the faces come from
// dist/cards/, put into the page (popup/table/cardArt.ts), and draw (no request fails). Screenshots of the Settings panel's backs, and of a
// game half played (court cards among its faces), light and dark (four-colour suits), at 800×600 and on a 390×844 phone, and under
// forced colours (the plain card): artifacts/card-faces-*.png.
import { describe, expect, it } from 'vitest';
import { type ChromiumSession, launchChromium } from './chromium';
import { browserSession } from './common';
import { blockedGame, gameOf } from './a11yGames';
import { QUIET_SETTINGS, openOnGame, openPopupPage, reload, savedGame, showGame, storageClear, storageGet, storageSet, waitReady } from './popupPage';
import type { Page } from 'playwright-core';

const stockBack = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.querySelector('[data-pile="s"] .card.back')!).backgroundImage);

/** Half of a game played until it blocks: fanned piles, a waste with its edges, foundations begun. */
const blocked = blockedGame();
const game = gameOf(blocked.dealNumber!, blocked.moves.slice(0, Math.floor(blocked.moves.length / 2)));

/**
 * Until the art is in the page and every face on the board has drawn its symbol: a <use> whose
 * symbol is missing has an empty box. Then a face shows the art, not the plain card's big suit.
 */
async function facesDrawn(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const uses = [...document.querySelectorAll<SVGUseElement>('.card.face .art use')];
    return document.documentElement.classList.contains('art-ready') && uses.length > 0 && uses.every((u) => u.getBBox().height > 0);
  });
  const shown = await page.evaluate(() => {
    const face = document.querySelector('.card.face')!;
    return [getComputedStyle(face.querySelector('.art')!).display, getComputedStyle(face.querySelector('.pip')!).display];
  });
  expect(shown).toEqual(['block', 'none']);
}

async function boardShots(session: ChromiumSession, page: Page, size: string): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    // Dark with four-colour suits: the art's pips take the suit's colour as the index does.
    const settings = { ...QUIET_SETTINGS, theme, fourColour: theme === 'dark', cardBack: theme === 'light' ? 'blue' : 'red' };
    await showGame(page, game, settings as unknown as Record<string, boolean>);
    await facesDrawn(page);
    const courts = await page.evaluate(() => [...document.querySelectorAll('.card.face .art use')].filter((u) => /#[CDHS]1[123]$/.test(u.getAttribute('href')!)).length);
    expect(courts, 'court cards on the board').toBeGreaterThan(0);
    await session.screenshot(page, `card-faces-${size}-${theme}`);
  }
}

/** Under forced colours a face is the plain card: no art, the corner and one big suit. */
async function forcedColours(session: ChromiumSession, page: Page): Promise<void> {
  await page.emulateMedia({ forcedColors: 'active' });
  const shown = await page.evaluate(() => {
    const face = document.querySelector('[data-pile="t1"] .card.face:last-child')!;
    return [getComputedStyle(face.querySelector('.art')!).display, getComputedStyle(face.querySelector('.pip')!).display];
  });
  expect(shown).toEqual(['none', 'block']);
  await session.screenshot(page, 'card-faces-forced-colours');
  await page.emulateMedia({ forcedColors: 'none' });
}

describe('Chromium: card faces and backs', () => {
  const browser = browserSession(() => launchChromium());
  const errors: string[] = [];

  it('each back chosen in Settings is kept after a reload; the board with faces, light and dark', async () => {
    const page = await openPopupPage(browser(), errors);
    const failed: string[] = [];
    // A reload aborts what the page was still fetching (a back's image): only a real failure counts.
    page.on('requestfailed', (r) => r.failure()?.errorText !== 'net::ERR_ABORTED' && failed.push(r.url()));
    try {
      await storageClear(page);
      await storageSet(page, { 'plot.settings': QUIET_SETTINGS });
      await page.reload();
      await waitReady(page);
      expect(await stockBack(page), 'the stripes by default').toContain('repeating-linear-gradient');
      for (const back of ['blue', 'red', 'plain'] as const) {
        await page.locator('.toolbar').getByRole('button', { name: 'Settings', exact: true }).click();
        const choice = page.locator(`[data-testid="card-back"] input[value="${back}"]`);
        await choice.check();
        if (back === 'blue') await browser().screenshot(page, 'card-backs-settings');
        await expect.poll(async () => ((await storageGet(page, 'plot.settings')) as { cardBack?: string } | undefined)?.cardBack).toBe(back);
        await page.reload();
        await waitReady(page);
        const drawn = await stockBack(page);
        if (back === 'plain') expect(drawn).toContain('repeating-linear-gradient');
        else expect(drawn).toContain(`cards/back-${back}.svg`);
      }
      await boardShots(browser(), page, '800x600');
      await forcedColours(browser(), page);
    } finally {
      await page.close();
    }
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('each felt with each back: the table as stored, light and dark in turn (artifacts/felt-back-*.png)', async () => {
    const page = await openPopupPage(browser(), errors);
    try {
      let k = 0;
      for (const felt of ['green', 'blue', 'slate'] as const) {
        for (const back of ['plain', 'blue', 'red'] as const) {
          const theme = k++ % 2 === 0 ? 'light' : 'dark';
          await showGame(page, game, { ...QUIET_SETTINGS, theme, felt, cardBack: back } as unknown as Record<string, boolean>);
          expect(await page.evaluate(() => document.documentElement.dataset.felt)).toBe(felt);
          expect(await stockBack(page)).toContain(back === 'plain' ? 'repeating-linear-gradient' : `cards/back-${back}.svg`);
          await browser().screenshot(page, `felt-back-${felt}-${back}-${theme}`);
        }
      }
    } finally {
      await page.close();
    }
    expect(errors).toEqual([]);
  }, 90_000);

  it('each face drawn is kept, and the next open draws their art in its first frame; a cache that does not fit waits for the file (issue 34)', async () => {
    const page = await openOnGame(browser(), errors, game);
    try {
      const drawnIds = (on: Page) => on.evaluate(() => [...new Set(Array.from(document.querySelectorAll('.card.face .art use'), (u) => u.getAttribute('href')!.slice(1)))].sort());
      /** What the page's localStorage keeps of the art: face id → its symbol's text. */
      const kept = (on: Page) => on.evaluate(() => Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith('plot.art.')).map((k) => [k.slice(9), localStorage.getItem(k)!])));
      // The art's first mark before the board's (keptArt.ts, in the same task as the first render), or after it (the file's, cardArt.ts).
      const artFirst = (on: Page) => on.evaluate(() => performance.getEntriesByName('plot-art')[0].startTime <= performance.getEntriesByName('plot-interactive')[0].startTime);
      await facesDrawn(page);
      const drawn = await drawnIds(page);
      expect(Object.keys(await kept(page)).sort()).toEqual(expect.arrayContaining(drawn));
      await reload(page);
      expect(await artFirst(page), 'the art in the first frame').toBe(true);
      await facesDrawn(page);
      // A face no earlier page drew (a card the stock turns up), then the popup closed at once: kept as it was drawn.
      // The browser's earlier tests kept other faces: only those on the table stay kept, and the
      // stock turns until a face not among them shows (a card whose twin is showing is not new).
      const onTable = await drawnIds(page);
      await page.evaluate((keep) => {
        for (const k of Object.keys(localStorage)) if (k.startsWith('plot.art.') && !keep.includes(k.slice(9))) localStorage.removeItem(k);
      }, onTable);
      const stockLabel = () => page.locator('[data-pile="s"]').getAttribute('aria-label');
      let drawnNow = onTable;
      let turns = 0;
      for (let i = 0; i < 10 && drawnNow.every((id) => onTable.includes(id)); i++, turns++) {
        const label = await stockLabel();
        await page.click('[data-pile="s"]');
        await expect.poll(stockLabel).not.toBe(label);
        drawnNow = await drawnIds(page);
      }
      expect(drawnNow.filter((id) => !onTable.includes(id))).not.toEqual([]);
      // Closed once the game is saved (rehearsal 42 closed before the last turn's save, and the next page drew the table before it).
      await expect.poll(async () => (await savedGame(page)).moves.length, { timeout: 10_000 }).toBe(game.moves.length + turns);
      await page.close();
      const next = await openPopupPage(browser(), errors);
      expect(await drawnIds(next)).toEqual(drawnNow);
      expect(await artFirst(next)).toBe(true);
      // Kept art that is not the faces' symbols, or lacks a face drawn: the plain faces first, then the file's art, and the cache mended.
      const real = await kept(next);
      const broken = Object.fromEntries(drawnNow.map((id) => [id, `<g id="${id}"></g>`]));
      const lacking = drawnNow.slice(1);
      for (const damage of [() => broken, () => Object.fromEntries(lacking.map((id) => [id, real[id]]))]) {
        const texts = damage();
        await next.evaluate((t) => {
          for (const k of Object.keys(localStorage)) localStorage.removeItem(k);
          for (const [id, text] of Object.entries(t)) localStorage.setItem(`plot.art.${id}`, text);
        }, texts);
        await reload(next);
        expect(await artFirst(next)).toBe(false);
        await facesDrawn(next);
        expect(await kept(next)).toEqual(Object.fromEntries(drawnNow.map((id) => [id, real[id]])));
      }
      await next.close();
    } finally {
      if (!page.isClosed()) await page.close();
    }
    expect(errors).toEqual([]);
  }, 60_000);

  it('a 390×844 phone: the board with faces, light and dark', async () => {
    const phone = await launchChromium({ mobile: { width: 390, height: 844 } });
    try {
      const page = await phone.openExtensionPage('popup.html');
      await waitReady(page);
      await boardShots(phone, page, '390x844');
    } finally {
      await phone.close();
    }
  }, 60_000);
});
