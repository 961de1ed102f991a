// The review after a lost game in Chromium, English and Spanish, light and dark: the chart's
// points (focusable, named, the arrow keys along them) and the step-through replay by
// keyboard. The game, its chances and what each move cost are worked out in Node by the same
// fair player, and kept in the save as the meter keeps them; the last winnable move by the
// full-deal solver, as the blunder check keeps it. Screenshots into artifacts/.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Game, type Position, dealPosition, play, viewOf } from '../../src/engine/index';
import type { Regret } from '../../src/storage/gameSave';
import { fairDecide } from '../../src/solver/fair/core';
import { loadFair, loadSolver } from '../../src/solver/node';
import { solveGame } from '../../src/solver/search/solve';
import { costliest, moveCosts, regretOf } from '../../popup/fair/chanceLine';
import { blockedGame } from './a11yGames';
import { type ChromiumSession, launchChromium } from './chromium';
import { QUIET_SETTINGS, openOnGame, shootBothThemes } from './popupPage';

interface Fixture {
  game: Game;
  positions: Position[];
  meta: { chances: number[]; regrets: (Regret | null)[]; lastWinnable?: number };
  /** The move (1-based) that cost the most. */
  costly: number;
}

/** The chances and regrets the meter would have kept, and the full-deal solver's last winnable move. */
async function fixture(): Promise<Fixture> {
  const game = blockedGame();
  const fair = await loadFair();
  const positions = [dealPosition(game.deal)];
  for (const m of game.moves) {
    const next = play(positions[positions.length - 1], m);
    if (!next.ok) throw new Error(next.error.message);
    positions.push(next.value);
  }
  const answers = positions.map((p) => fairDecide(fair, viewOf(p), { scoreForced: true }));
  const chances = answers.map((a) => a.chance ?? 0);
  const regrets = game.moves.map((m, i) => regretOf(positions[i], answers[i], m) ?? null);
  // The last prefix the solver proves winnable (a lost position stays lost: a binary search).
  const solver = await loadSolver(16 << 20);
  const verdict = (k: number) => solveGame(solver, game.deal, game.moves.slice(0, k), { maxNodes: 2_000_000 }).verdict;
  let lastWinnable: number | undefined;
  if (verdict(0) === 'win') {
    let [lo, hi] = [0, game.moves.length];
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      const v = verdict(mid);
      if (v === 'unknown') break;
      if (v === 'win') lo = mid;
      else hi = mid;
    }
    if (hi - lo === 1) lastWinnable = lo;
  }
  const meta = { chances, regrets, ...(lastWinnable === undefined ? {} : { lastWinnable }) };
  const [top] = costliest(moveCosts(meta, game.moves.length));
  if (!top) throw new Error('no move of the blocked game cost anything');
  return { game, positions, meta, costly: top.at + 1 };
}

const LANGS = [
  { lang: 'en', point: /^(At the deal: win chance \d+%\.|Move \d+: .+ Win chance \d+%\. (Cost|Cost not known))/, where: (k: number, n: number) => `Move ${k} of ${n}`, deal: (n: number) => `The deal (${n} moves)`, better: /^The fair player's best move: /, stock: 'Stock' },
  { lang: 'es', point: /^(Al repartir: probabilidad de ganar del \d+%\.|Jugada \d+: .+ Probabilidad de ganar: \d+%\. (Coste|Coste desconocido))/, where: (k: number, n: number) => `Jugada ${k} de ${n}`, deal: (n: number) => `El reparto (${n} jugadas)`, better: /^La mejor jugada del jugador justo: /, stock: 'Mazo' },
] as const;

/** Elements of the chart or the review outside the popup's 800×600: none expected. */
const overflowing = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('.chance-chart *, .game-review *')]
    .filter((el) => { const r = el.getBoundingClientRect(); return r.width > 0 && (r.right > 800.5 || r.bottom > 600.5 || r.left < -0.5 || r.top < -0.5); })
    .map((el) => String(el.getAttribute('class') ?? el.tagName)));

let data: Promise<Fixture> | undefined;

for (const l of LANGS) {
  describe(`Chromium (${l.lang}): the review after a lost game`, () => {
    let session: ChromiumSession | undefined;
    const errors: string[] = [];
    beforeAll(async () => {
      data ??= fixture();
      await data;
      session = await launchChromium(l.lang === 'en' ? {} : { lang: l.lang });
    }, 240_000);
    afterAll(async () => {
      await session?.close();
    });
    const shootBoth = (page: Page, name: string) => shootBothThemes(session!, page, name);

    it('the chart: named points along the arrow keys; the review by keyboard, the board as it was', async () => {
      const { game, positions, meta, costly } = await data!;
      const n = game.moves.length;
      const page = await openOnGame(session!, errors, game, { settings: QUIET_SETTINGS, meta });
      try {
        const points = page.locator('[data-testid="chart-point"]');
        await points.first().waitFor();
        expect(await points.count()).toBe(n + 1);
        expect(meta.lastWinnable).toBeGreaterThan(0);
        expect(await page.textContent('[data-testid="last-winnable-text"]')).toContain(String(meta.lastWinnable));
        const names = await points.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
        for (const name of names) expect(name).toMatch(l.point);
        // The one tab stop, then along the points by the arrow keys.
        await page.locator('[data-testid="chart-point"][tabindex="0"]').focus();
        await page.keyboard.press('Home');
        for (let i = 0; i < costly; i++) await page.keyboard.press('ArrowRight');
        const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-at'));
        expect(await focused()).toBe(String(costly));
        expect(await page.textContent('[data-testid="point-name"]')).toBe(names[costly]);
        expect(await overflowing(page)).toEqual([]);
        await shootBoth(page, `review-chart-${l.lang}`);

        // Enter opens the review at that move.
        await page.keyboard.press('Enter');
        const where = page.locator('[data-testid="review-where"]');
        await where.waitFor();
        expect(await where.textContent()).toBe(l.where(costly, n));
        expect(await page.textContent('[data-testid="review-better"]')).toMatch(l.better);
        // The stock's caption under it: its name over its count.
        const stock = () => page.textContent('[data-testid="review-board"] .rp-place:has([data-pile="s"]) figcaption');
        const stockSays = (p: Position) => `${l.stock}${p.stock.length}`;
        expect(await stock()).toBe(stockSays(positions[costly]));
        expect(await overflowing(page)).toEqual([]);
        await shootBoth(page, `review-${l.lang}`);

        // First, previous, next, last by keys.
        await page.locator('[data-testid="review-next"]').focus();
        await page.keyboard.press('Home');
        expect(await where.textContent()).toBe(l.deal(n));
        expect(await page.isDisabled('[data-testid="review-first"]')).toBe(true);
        for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowLeft');
        expect(await where.textContent()).toBe(l.where(2, n));
        expect(await stock()).toBe(stockSays(positions[2]));
        await page.keyboard.press('End');
        expect(await where.textContent()).toBe(l.where(n, n));
        // A modal review: the game beside it is inert, and the keys stayed in the review.
        expect(await page.isVisible('[data-testid="game-review"]')).toBe(true);
        expect(await page.getAttribute('.sidebar', 'inert')).toBe('');
        await page.keyboard.press('Escape');
        await page.locator('[data-testid="game-review"]').waitFor({ state: 'detached' });
        await page.locator('[data-testid="chance-chart"]').waitFor();
        expect(await page.getAttribute('.sidebar', 'inert')).toBeNull();
        // The focus returns in the chart's effect, after its first paint.
        await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('review-open');
      } finally {
        await page.close();
      }
    }, 120_000);

    it('no page error', () => {
      expect(errors).toEqual([]);
    });
  });
}
