// The fair voice by default, in headless Chromium on the built extension (default settings,
// animations off to keep it quick): following the fair player's moves through a game it
// loses though the deal is winnable, the warning never speaks; a clearly worse move (the
// greedy baseline's on deal 12) gets the fair warning with what it cost, in English and
// Spanish (screenshots artifacts/fair-alert-*.png).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Game, type Move, dealFromNumber, moveToString, newGame, playMove, status, viewOf } from '../../src/engine/index';
import { fairAlert } from '../../src/solver/fair/alert';
import { type FairCore, BASELINE_POLICY, fairDecide } from '../../src/solver/fair/core';
import { fairJudge } from '../../src/solver/fair/judge';
import { playGame } from '../../src/solver/fair/play';
import { loadFair, loadSolver } from '../../src/solver/node';
import { solveGame } from '../../src/solver/search/solve';
import { fairBlunderText } from '../../popup/advice/blunderText';
import { launchChromium, type ChromiumSession } from './chromium';
import { openPopupPage, savedGame, showGame, startDeal, playByHand } from './popupPage';

/** The settings a new player has (the warning on, fair; auto-play on), but animations, off to keep the test quick. */
const DEFAULTS = { autoPlay: true, blunderCheck: true, blunderPeek: false, hintsPeek: false, animations: false };
let fair: FairCore;

function cards(n: number) {
  const d = dealFromNumber(n);
  if (!d.ok) throw new Error(d.error.message);
  return d.value;
}

/** Deal 12 after the greedy baseline's first 198 moves, and its next move: the ace from the short pile. */
function greedyBlunder(): { game: Game; move: Move } {
  let game = newGame(cards(12), 12);
  for (let i = 0; i < 198; i++) {
    const next = playMove(game, fair.policyMove(viewOf(game.position), BASELINE_POLICY)!);
    if (!next.ok) throw new Error(next.error.message);
    game = next.value;
  }
  return { game, move: fair.policyMove(viewOf(game.position), BASELINE_POLICY)! };
}

beforeAll(async () => {
  fair = await loadFair();
});

for (const lang of ['en', 'es'] as const) {
  describe(`Chromium: the fair warning (${lang})`, () => {
    let session: ChromiumSession;
    const errors: string[] = [];
    beforeAll(async () => {
      session = await launchChromium(lang === 'en' ? {} : { lang });
    });
    afterAll(async () => {
      await session?.close();
      expect(errors).toEqual([]);
    });

    it('a clearly worse move: what it cost in chance, and that it was judged from what could be seen', async () => {
      const { game, move } = greedyBlunder();
      const judged = fairJudge(fair, game.position, move);
      const alert = fairAlert(game.position, judged, move);
      expect(alert).toBeDefined();
      const page = await openPopupPage(session, errors);
      try {
        await showGame(page, game, DEFAULTS);
        await playByHand(page, move);
        const banner = page.locator('[data-testid="blunder"]');
        await banner.waitFor({ timeout: 30_000 });
        const text = await banner.locator('span').first().textContent();
        if (lang === 'en') expect(text).toBe(fairBlunderText(game, move, alert!));
        else expect(text).toMatch(/^Mover el as de .+ a la Fundación \d costó unos \d+ puntos de probabilidad de ganar: la mejor jugada, .+, dejaba un \d+% aproximadamente\.$/);
        expect(await banner.textContent()).toContain(lang === 'en' ? 'Judged by the fair player' : 'Lo juzga el jugador justo');
        await session.screenshot(page, `fair-alert-${lang}`);
      } finally {
        await page.close();
      }
    });

    if (lang === 'es') return;

    it('following the fair player through a winnable deal it loses: no warning, ever', async () => {
      // The fair player's losses on winnable deals (docs/fair-play.md): the first it still loses.
      const solver = await loadSolver(16 << 20);
      const n = [15, 23, 87].find((k) => !playGame(fair, cards(k), 'fair').won);
      if (n === undefined) throw new Error('the fair player won every candidate deal');
      expect(solveGame(solver, cards(n), [], { maxMs: 60_000 }).verdict).toBe('win');
      const page = await openPopupPage(session, errors);
      try {
        await startDeal(page, n, DEFAULTS);
        let game = await savedGame(page);
        let moves = 0;
        for (let move = fairDecide(fair, game.position).best; move; move = fairDecide(fair, game.position).best) {
          await playByHand(page, move);
          const played = game.moves.length;
          await expect.poll(async () => (game = await savedGame(page)).moves.length, { timeout: 10_000 }).toBeGreaterThan(played);
          expect(moveToString(game.moves[played])).toBe(moveToString(move));
          expect(await page.locator('[data-testid="blunder"]').count()).toBe(0);
          moves++;
        }
        expect(status(game.position)).not.toBe('won');
        expect(moves).toBeGreaterThan(100);
        // The checks of the last moves: the fair ones go first in the back lane.
        await page.waitForTimeout(8_000);
        expect(await page.locator('[data-testid="blunder"]').count()).toBe(0);
      } finally {
        await page.close();
      }
    }, 600_000);
  });
}
