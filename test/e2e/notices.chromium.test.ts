// Notice combinations in headless Chromium, English and Spanish: the fair warning with "Undo
// N moves" beside the full-deal hint's "No move wins" (the pair that once hid the Undo), then
// the blocked game's box beside the warning: every button in view and uncovered, every word
// of the three notices shown (the sidebar holds them whole since the foundations moved to the
// table; popup/notices/fitWords.ts caps words only past that), and axe finds
// nothing to fix there. The
// table.chromium test checks the notices after an illegal move, Hint and Winnable?.
// Screenshots: artifacts/notices-combo-*.png.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Game, type Move, status, viewOf } from '../../src/engine/index';
import { type FairCore, BASELINE_POLICY } from '../../src/solver/fair/core';
import { loadFair } from '../../src/solver/node';
import { launchChromium } from './chromium';
import { browserSession } from './common';
import { clippedMessages, controlsHidden, openOnGame, savedGame, playByHand } from './popupPage';
import { beforeLastBlunder, greedyGame as greedyAfter } from './fairExpect';
import { audit, formatViolations } from './axe';

let fair: FairCore;
beforeAll(async () => {
  fair = await loadFair();
});

const greedy = (g: Game): Move | undefined => fair.policyMove(viewOf(g.position), BASELINE_POLICY);
const greedyGame = (n: number, moves: number): Game => greedyAfter(fair, n, moves);

/** Plays the greedy baseline's moves in the page, `count` at most (each waits for its save). */
async function playGreedy(page: Page, count: number): Promise<Game> {
  let game = await savedGame(page);
  for (let i = 0; i < count; i++) {
    const move = greedy(game);
    if (!move) break;
    const before = game.moves.length;
    await playByHand(page, move);
    await expect.poll(async () => (game = await savedGame(page)).moves.length, { timeout: 10_000 }).toBeGreaterThan(before);
  }
  return game;
}

for (const lang of ['en', 'es'] as const) {
  const words = lang === 'en' ? { hint: 'Hint', noMove: /^No move wins from here[.;]/, undo: /^Undo \d+ moves$/ } : { hint: 'Pista', noMove: /^Ninguna jugada gana desde aquí[.;]/, undo: /^Deshacer \d+ jugadas$/ };

  describe(`Chromium: notice combinations (${lang})`, () => {
    const browser = browserSession(() => launchChromium(lang === 'en' ? {} : { lang }));
    const errors: string[] = [];
    afterAll(() => {
      expect(errors).toEqual([]);
    });

    const settings = { autoPlay: false, blunderCheck: true, hintsPeek: true, animations: false };

    // Deal 12 after the greedy baseline's first 198 moves: its next move is a clear blunder
    // (test/fair/alert.test.ts), and the full-deal solver proves the game lost after it.
    it('the warning with Undo N moves beside the full-deal hint\'s "No move wins": every button in view', async () => {
      const page = await openOnGame(browser(), errors, greedyGame(12, 198), { settings });
      try {
        await playGreedy(page, 4);
        const banner = page.locator('[data-testid="blunder"]');
        await banner.waitFor({ timeout: 30_000 });
        expect(await banner.getByRole('button').first().textContent()).toMatch(words.undo);
        await page.getByRole('button', { name: words.hint, exact: true }).click();
        const hint = page.locator('[data-testid="hint"]');
        await hint.waitFor({ timeout: 30_000 });
        expect(await hint.textContent()).toMatch(words.noMove);
        await expect.poll(() => controlsHidden(page)).toEqual([]);
        // The words that give up height scroll, and a scrolling region is reached by the keyboard.
        const { violations } = await audit(page);
        expect(violations, formatViolations('notices combination', violations)).toEqual([]);
        await browser().screenshot(page, `notices-combo-hint-${lang}`);
      } finally {
        await page.close();
      }
    }, 240_000);

    it('the warning beside the blocked game\'s box (Undo, Restart, New game): every button in view', async () => {
      // (no meter: the chart that follows a lost game covers the tableau until closed, by design)
      const page = await openOnGame(browser(), errors, beforeLastBlunder(fair), { settings: { ...settings, winMeter: false } });
      try {
        const end = await playGreedy(page, 40);
        expect(status(end.position)).toBe('blocked');
        const banner = page.locator('[data-testid="blunder"]');
        await page.locator('[data-testid="status"]').waitFor();
        await banner.waitFor({ timeout: 30_000 });
        await expect.poll(() => controlsHidden(page)).toEqual([]);
        // Three notices, every word of them shown: none is capped to scroll within itself
        // (fitWords.ts is the last resort, for more than the sidebar holds), none is cut.
        await expect.poll(() => clippedMessages(page)).toEqual([]);
        expect(await page.locator('.messages .msg-text[role="region"], .messages .msg-text.more').count()).toBe(0);
        await browser().screenshot(page, `notices-combo-blocked-${lang}`);
      } finally {
        await page.close();
      }
    }, 240_000);
  });
}
