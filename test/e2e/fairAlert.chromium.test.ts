// The fair voice by default, in headless Chromium on the built extension (default settings,
// animations off to keep it quick): following the fair player's moves through the move that
// loses a winnable deal, the full-deal check notes the loss (for the review) and the warning
// never speaks; a clearly worse move (the
// greedy baseline's on deal 12) gets the fair warning with what it cost, in English and
// Spanish (screenshots artifacts/fair-alert-*.png).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Game, type Move, moveToString, viewOf } from '../../src/engine/index';
import { GAME_KEY } from '../../src/storage/gameSave';
import { readStored } from '../../src/storage/gameMigrate';
import { lineNotes } from '../../src/storage/noteArrays';
import { fairAlert } from '../../src/solver/fair/alert';
import { type FairCore, BASELINE_POLICY, fairDecide } from '../../src/solver/fair/core';
import { fairJudge } from '../../src/solver/fair/judge';
import { loadFair } from '../../src/solver/node';
import { fairBlunderText } from '../../popup/advice/blunderText';
import { launchChromium } from './chromium';
import { browserSession } from './common';
import { openOnGame, savedGame, playByHand, storageGet } from './popupPage';
import { NEW_PLAYER_SETTINGS, fairLoss, greedyGame } from './fairExpect';

const DEFAULTS = NEW_PLAYER_SETTINGS;
let fair: FairCore;

const savedMeta = (stored: unknown) => {
  const read = readStored(stored);
  if (!read.ok) throw new Error(read.error.message);
  return lineNotes(read.value.game, read.value.meta);
};

/** Deal 12 after the greedy baseline's first 198 moves, and its next move: the ace from the short pile. */
function greedyBlunder(): { game: Game; move: Move } {
  const game = greedyGame(fair, 12, 198);
  return { game, move: fair.policyMove(viewOf(game.position), BASELINE_POLICY)! };
}

beforeAll(async () => {
  fair = await loadFair();
});

for (const lang of ['en', 'es'] as const) {
  describe(`Chromium: the fair warning (${lang})`, () => {
    const browser = browserSession(() => launchChromium(lang === 'en' ? {} : { lang }));
    const errors: string[] = [];
    afterAll(() => {
      expect(errors).toEqual([]);
    });

    it('a clearly worse move: what it cost in chance, and that it was judged from what could be seen', async () => {
      const { game, move } = greedyBlunder();
      const judged = fairJudge(fair, viewOf(game.position), move);
      const alert = fairAlert(game.position, judged, move);
      expect(alert).toBeDefined();
      const page = await openOnGame(browser(), errors, game, { settings: DEFAULTS });
      try {
        await playByHand(page, move);
        const banner = page.locator('[data-testid="blunder"]');
        await banner.waitFor({ timeout: 30_000 });
        const text = await banner.locator('span').first().textContent();
        if (lang === 'en') expect(text).toBe(fairBlunderText(game, move, alert!));
        else expect(text).toMatch(/^Mover el as de .+ a la fundación \d costó alrededor de \d+ puntos? de probabilidad de ganar: la mejor jugada, .+, dejaba alrededor del \d+%\.$/);
        expect(await banner.textContent()).toContain(lang === 'en' ? 'Judged by the fair player' : 'Lo juzga el jugador justo');
        await browser().screenshot(page, `fair-alert-${lang}`);
      } finally {
        await page.close();
      }
    });

    if (lang === 'es') return;

    it('following the fair player through the move that loses a winnable deal: the full-deal check finds it, no warning is shown', async () => {
      // From six moves before the fair player's losing move, as the fair player goes on (the
      // popup's auto-play may add moves, so the page's own path is judged afterwards).
      const loss = await fairLoss(fair);
      const start = loss.start.moves.length;
      const page = await openOnGame(browser(), errors, loss.start, { settings: DEFAULTS });
      try {
        let game = await savedGame(page);
        expect(loss.lastWinnable(game.moves)).toBe(game.moves.length);
        for (let move = fairDecide(fair, viewOf(game.position)).best; move && game.moves.length < start + 16; move = fairDecide(fair, viewOf(game.position)).best) {
          await playByHand(page, move);
          const played = game.moves.length;
          await expect.poll(async () => (game = await savedGame(page)).moves.length, { timeout: 10_000 }).toBeGreaterThan(played);
          expect(moveToString(game.moves[played])).toBe(moveToString(move));
          expect(await page.locator('[data-testid="blunder"]').count()).toBe(0);
        }
        // The page's game lost the deal on its way: the full-deal check (which runs after the
        // fair one in the back lane) notes where, and yet nothing is shown.
        const lost = loss.lastWinnable(game.moves);
        expect(lost).toBeGreaterThanOrEqual(start);
        expect(lost).toBeLessThan(game.moves.length);
        await expect.poll(async () => savedMeta(await storageGet(page, GAME_KEY)).lastWinnable, { timeout: 30_000 }).toBe(lost);
        expect(await page.locator('[data-testid="blunder"]').count()).toBe(0);
      } finally {
        await page.close();
      }
    }, 120_000);
  });
}
