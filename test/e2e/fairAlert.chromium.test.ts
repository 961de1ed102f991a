// The fair voice by default, in headless Chromium on the built extension (default settings,
// animations off to keep it quick): following the fair player's moves through the move that
// loses a winnable deal, the full-deal check notes the loss (for the review) and the warning
// never speaks; a clearly worse move (the
// greedy baseline's on deal 12) gets the fair warning with what it cost, in English and
// Spanish (screenshots artifacts/fair-alert-*.png).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Card, type Game, type Move, dealFromNumber, moveToString, newGame, playMove, viewOf } from '../../src/engine/index';
import { GAME_KEY, readStored } from '../../src/storage/gameSave';
import { fairAlert } from '../../src/solver/fair/alert';
import { type FairCore, BASELINE_POLICY, fairDecide } from '../../src/solver/fair/core';
import { fairJudge } from '../../src/solver/fair/judge';
import { playGame } from '../../src/solver/fair/play';
import { loadFair, loadSolver } from '../../src/solver/node';
import { solveGame } from '../../src/solver/search/solve';
import { fairBlunderText } from '../../popup/advice/blunderText';
import { launchChromium } from './chromium';
import { browserSession } from './common';
import { openPopupPage, savedGame, showGame, playByHand, storageGet } from './popupPage';
import { greedyGame } from './fairExpect';

/** The settings a new player has (the warning on, fair; auto-play on), but animations, off to keep the test quick. */
const DEFAULTS = { autoPlay: true, blunderCheck: true, blunderPeek: false, hintsPeek: false, animations: false };
let fair: FairCore;

function cards(n: number) {
  const d = dealFromNumber(n);
  if (!d.ok) throw new Error(d.error.message);
  return d.value;
}

/** The last prefix of `moves` the solver proves winnable (a lost position stays lost: a binary search). */
function lastWinnable(moves: readonly Move[], verdict: (moves: readonly Move[]) => string): number {
  let [lo, hi] = [0, moves.length];
  if (verdict(moves) === 'win') return moves.length;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    const v = verdict(moves.slice(0, mid));
    if (v === 'unknown') throw new Error(`no proof after ${mid} moves`);
    if (v === 'win') lo = mid;
    else hi = mid;
  }
  return lo;
}

/** Deal `n` after `moves`. */
function replayed(deal: readonly Card[], n: number, moves: readonly Move[]): Game {
  let game = newGame(deal, n);
  for (const m of moves) {
    const next = playMove(game, m);
    if (!next.ok) throw new Error(next.error.message);
    game = next.value;
  }
  return game;
}

const savedMeta = (stored: unknown) => {
  const read = readStored(stored);
  if (!read.ok) throw new Error(read.error.message);
  return read.value.meta;
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
      const judged = fairJudge(fair, game.position, move);
      const alert = fairAlert(game.position, judged, move);
      expect(alert).toBeDefined();
      const page = await openPopupPage(browser(), errors);
      try {
        await showGame(page, game, DEFAULTS);
        await playByHand(page, move);
        const banner = page.locator('[data-testid="blunder"]');
        await banner.waitFor({ timeout: 30_000 });
        const text = await banner.locator('span').first().textContent();
        if (lang === 'en') expect(text).toBe(fairBlunderText(game, move, alert!));
        else expect(text).toMatch(/^Mover el as de .+ a la Fundación \d costó unos \d+ puntos de probabilidad de ganar: la mejor jugada, .+, dejaba un \d+% aproximadamente\.$/);
        expect(await banner.textContent()).toContain(lang === 'en' ? 'Judged by the fair player' : 'Lo juzga el jugador justo');
        await browser().screenshot(page, `fair-alert-${lang}`);
      } finally {
        await page.close();
      }
    });

    if (lang === 'es') return;

    it('following the fair player through the move that loses a winnable deal: the full-deal check finds it, no warning is shown', async () => {
      // The fair player's losses on winnable deals (docs/fair-play.md): the first it still loses.
      const solver = await loadSolver(16 << 20);
      const n = [15, 23, 87].find((k) => !playGame(fair, cards(k), 'fair').won);
      if (n === undefined) throw new Error('the fair player won every candidate deal');
      const fairGame = playGame(fair, cards(n), 'fair');
      const verdict = (moves: readonly Move[]) => solveGame(solver, cards(n), moves, { maxNodes: 2_000_000 }).verdict;
      const losing = lastWinnable(fairGame.moves, verdict);
      // From some moves before the move that lost the deal, as the fair player goes on (the
      // popup's auto-play may add moves, so the page's own path is judged afterwards).
      const start = Math.max(0, losing - 6);
      const page = await openPopupPage(browser(), errors);
      try {
        await showGame(page, replayed(cards(n), n, fairGame.moves.slice(0, start)), DEFAULTS);
        let game = await savedGame(page);
        expect(verdict(game.moves)).toBe('win');
        for (let move = fairDecide(fair, game.position).best; move && game.moves.length < start + 16; move = fairDecide(fair, game.position).best) {
          await playByHand(page, move);
          const played = game.moves.length;
          await expect.poll(async () => (game = await savedGame(page)).moves.length, { timeout: 10_000 }).toBeGreaterThan(played);
          expect(moveToString(game.moves[played])).toBe(moveToString(move));
          expect(await page.locator('[data-testid="blunder"]').count()).toBe(0);
        }
        // The page's game lost the deal on its way: the full-deal check (which runs after the
        // fair one in the back lane) notes where, and yet nothing is shown.
        const lost = lastWinnable(game.moves, verdict);
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
