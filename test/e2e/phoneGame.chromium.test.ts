// A whole game played by touch on the smallest phone (issue 31's "done when"): deal 8's
// winning line tapped out at 360×640 (isMobile, hasTouch), in English, then the end of the
// same game in Spanish; all along, nothing scrolls sideways, no message loses a word, the
// stock stays put; then the win and the review. Screenshots: artifacts/phone-game-*.png.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Move } from '../../src/engine/index';
import { gameOf, winningLine } from './a11yGames';
import { launchChromium } from './chromium';
import { browserSession, saveArtifact } from './common';
import { clippedMessages, openOnGame, savedGame } from './popupPage';

const PHONE = { width: 360, height: 640 };
const DEAL = 8;
const SETTINGS = { autoPlay: false, animations: false, blunderCheck: false, winMeter: true, movesTime: true };

let line: Move[];
beforeAll(async () => {
  line = await winningLine(DEAL);
});

const played = async (page: Page) => (await savedGame(page)).moves.length;
/** The moves the table shows (Moves: 85 · 3:26): read at each tap, where the save is read once at the end. */
const shown = async (page: Page) => Number(/\d+/.exec((await page.locator('[data-testid="moves-time"]').textContent()) ?? '')?.[0]);
/** A move lands in a few milliseconds: polled every 10 ms, not at expect.poll's 50. */
const QUICK = { interval: 10 };

/**
 * A finger's tap in the middle of what `selector` draws, by the touchscreen alone: none of a
 * locator's waits for the element to be still, which cost about a third of a second a tap.
 */
async function tap(page: Page, selector: string): Promise<void> {
  const r = await page.locator(selector).first().evaluate((e) => {
    e.scrollIntoView({ block: 'nearest' });
    const b = e.getBoundingClientRect();
    return { x: b.x + b.width / 2, y: b.y + Math.min(b.height, innerHeight - b.y) / 2 };
  });
  await page.touchscreen.tap(r.x, r.y);
}

/** Taps `move` out as a player would: the stock; a card, then where it goes (a card that can only go up goes at its first tap). */
async function tapMove(page: Page, move: Move): Promise<void> {
  const before = await shown(page);
  if (move.kind === 'deal') {
    await tap(page, '[data-pile="s"]');
  } else {
    await tap(page, `[data-pile="${move.from}"]`);
    // Either it went up at once, or it is picked up and waits for where it goes.
    const picked = async () => ((await page.locator('.pile.selected').count()) > 0 ? 'picked' : (await shown(page)) > before ? 'moved' : 'waiting');
    try {
      await expect.poll(picked, QUICK).not.toBe('waiting');
    } catch (err) {
      const said = await page.locator('[data-testid="live"]').textContent();
      throw new Error(`move ${before + 1} (${move.from}>${move.to}) was neither played nor picked up; the page said: ${said}`, { cause: err });
    }
    if ((await picked()) === 'picked') {
      const to = move.to === 'f' ? '.pile.foundation.target' : `[data-pile="${move.to}"]`;
      await tap(page, to);
    }
  }
  await expect.poll(() => shown(page), QUICK).toBe(before + 1);
}

/** What a player must never meet: a sideways scroll, a cut message, a page wider than the phone. */
const faults = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    return { width: innerWidth, overflow: root.scrollWidth - root.clientWidth, stock: document.querySelector('[data-pile="s"]')!.getBoundingClientRect().top + scrollY };
  });

for (const lang of ['en', 'es'] as const) {
  describe(`a game by touch at 360×640 (${lang})`, () => {
    const phone = browserSession(() => launchChromium({ mobile: PHONE, ...(lang === 'es' ? { lang } : {}) }));
    const errors: string[] = [];
    afterAll(() => {
      expect(errors).toEqual([]);
    });

    it(lang === 'en' ? 'the whole of deal 8, tap by tap, then the win and the review' : 'the last 40 moves of deal 8, then the win and the review', async () => {
      const from = lang === 'en' ? 0 : line.length - 40;
      // (a page of the persistent context opens at the desktop size: the phone's is set here)
      const page = await openOnGame(phone(), errors, gameOf(DEAL, line.slice(0, from)), { viewport: PHONE, settings: SETTINGS });
      try {
        const start = await faults(page);
        expect(start.width).toBe(PHONE.width);
        for (let i = from; i < line.length; i++) {
          await tapMove(page, line[i]);
          if (i % 10 === 0 || i === line.length - 1) {
            const now = await faults(page);
            expect(now.overflow, `after move ${i + 1}`).toBe(0);
            expect(Math.abs(now.stock - start.stock), `the stock after move ${i + 1}`).toBeLessThanOrEqual(2);
            expect(await clippedMessages(page), `after move ${i + 1}`).toEqual([]);
          }
          if (i === from + 60) saveArtifact(`phone-game-${lang}-mid.png`, await page.screenshot());
        }
        // Every move tapped is saved.
        await expect.poll(() => played(page)).toBe(line.length);
        // The win: its summary whole, nothing sideways.
        const won = page.locator('[data-testid="panel-won"]');
        await won.waitFor();
        expect((await faults(page)).overflow).toBe(0);
        saveArtifact(`phone-game-${lang}-won.png`, await page.screenshot());
        // The review, from the win's summary, by tap.
        await page.locator('[data-testid="win-review"]').tap();
        await page.locator('[data-testid="game-review"]').waitFor();
        expect((await faults(page)).overflow).toBe(0);
        saveArtifact(`phone-game-${lang}-review.png`, await page.screenshot());
      } finally {
        await page.close();
      }
    }, 300_000);
  });
}
