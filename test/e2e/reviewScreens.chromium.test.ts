// The review and the chart after the game on every screen Plot opens on (issue 31): phones in
// portrait at 360×640, 390×844 and 412×915 (Chromium's mobile emulation: isMobile, touch),
// the 800×600 popup and a 1024×768 tab, in English and Spanish. At each: the chart after a
// lost game, then the review at the deal, at its most costly move (the longest text: the
// move, its cost, the fair best move, the last winnable move), at the position with the
// deepest pile and at the end — no sideways scroll, every text 11 px or more, nothing cut,
// the chart, the board's cards, the text and the buttons inside the review (reviewGeometry.ts).
// On a phone the review is stepped by taps (Next, Previous, a point of the chart). The game is
// a blocked one played in Node; its chances and costs are made up along it (the review's
// layout is the subject here; review.chromium.test.ts has the fair player's own). Screenshots
// at 390×844 and 800×600 into artifacts/.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { type Game, type Move, type Position, dealPosition, legalMoves, moveToString, play } from '../../src/engine/index';
import type { Regret } from '../../src/storage/gameSave';
import { blockedGame, gameOf, winningLine } from './a11yGames';
import { type ChromiumSession, launchChromium } from './chromium';
import { browserSession, saveArtifact } from './common';
import { QUIET_SETTINGS, openOnGame, playByHand } from './popupPage';
import { type GeometryOptions, geometryProblems } from './reviewGeometry';

interface Screen {
  name: string;
  width: number;
  height: number;
  phone: boolean;
  tab?: boolean;
  shoot?: boolean;
}

const SCREENS: Screen[] = [
  { name: '360x640', width: 360, height: 640, phone: true },
  { name: '390x844', width: 390, height: 844, phone: true, shoot: true },
  { name: '412x915', width: 412, height: 915, phone: true },
  { name: '800x600', width: 800, height: 600, phone: false, shoot: true },
  { name: '1024x768', width: 1024, height: 768, phone: false, tab: true },
];

const LANGS = [
  { lang: 'en', where: (k: number, n: number) => `Move ${k} of ${n}`, deal: (n: number) => `The deal (${n} moves)` },
  { lang: 'es', where: (k: number, n: number) => `Jugada ${k} de ${n}`, deal: (n: number) => `El reparto (${n} jugadas)` },
] as const;

interface Fixture {
  game: Game;
  positions: Position[];
  meta: { chances: number[]; regrets: Regret[]; lastWinnable: number };
  /** The steps visited: the deal, the costly move with the longest text, the deepest pile, the end. */
  visits: number[];
}

/** A blocked game with chances that fall along it and every ninth move costly (a legal other move the best). */
function fixture(): Fixture {
  const game = blockedGame();
  const positions = [dealPosition(game.deal)];
  for (const m of game.moves) {
    const next = play(positions[positions.length - 1], m);
    if (!next.ok) throw new Error(next.error.message);
    positions.push(next.value);
  }
  const n = game.moves.length;
  const chances = positions.map((_, i) => Math.round(Math.max(0, Math.min(1, 0.9 - (0.7 * i) / n + 0.05 * Math.sin(i / 4))) * 1000) / 1000);
  const regrets = game.moves.map((m, i): Regret => {
    const other = legalMoves(positions[i]).find((a) => moveToString(a) !== moveToString(m));
    return i % 9 === 4 && other ? [Math.min(1, chances[i] + 0.12), chances[i], moveToString(other)] : [chances[i], chances[i]];
  });
  const costly = regrets.findIndex((r, i) => i >= 40 && r.length === 3) + 1;
  const depth = (p: Position) => Math.max(...p.tableau.map((t) => t.length));
  const deepest = positions.reduce((best, p, i) => (depth(p) > depth(positions[best]) ? i : best), 0);
  return { game, positions, meta: { chances, regrets, lastWinnable: costly }, visits: [0, costly, deepest, n] };
}

const data = fixture();
const errors: string[] = [];
let won: Promise<Move[]> | undefined;

afterAll(() => {
  expect(errors).toEqual([]);
});

const problems = (page: Page, options: GeometryOptions) => page.evaluate(geometryProblems, options);

/** Taps (a phone) or clicks the chart at the point of step `at`. */
async function pickPoint(page: Page, at: number, phone: boolean): Promise<void> {
  const r = (await page.locator(`.game-review [data-testid="chart-point"][data-at="${at}"]`).boundingBox())!;
  const [x, y] = [r.x + r.width / 2, r.y + r.height / 2];
  await (phone ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
}

/** The review scrolled to its end (a phone's review scrolls down), for a second screenshot. */
const scrollReviewToEnd = (page: Page) =>
  page.evaluate(() => {
    const review = document.querySelector('.game-review')!;
    review.scrollTop = review.scrollHeight;
  });

for (const l of LANGS) {
  describe(`the review and the chart after the game on every screen (Chromium, ${l.lang})`, () => {
    const phone = browserSession(() => launchChromium({ mobile: { width: 390, height: 844 }, lang: l.lang }));
    const desktop = browserSession(() => launchChromium({ lang: l.lang }));

    // (the widest phone and the tab in English only: the Spanish words are measured at 360 and
    // 390 px, and at 800×600, which the tab zooms)
    for (const screen of SCREENS.filter((s) => l.lang === 'en' || (s.width !== 412 && !s.tab))) {
      it(`${screen.name}${screen.tab ? ' (a tab)' : ''}: inside the screen, 11 px text, nothing cut; stepped by ${screen.phone ? 'tap' : 'click'}`, async () => {
        const session: ChromiumSession = screen.phone ? phone() : desktop();
        const { game, positions, meta, visits } = data;
        const n = game.moves.length;
        const viewport = { width: screen.width, height: screen.height };
        const page = await openOnGame(session, errors, game, { path: screen.tab ? 'popup.html?tab=1' : 'popup.html', viewport, settings: QUIET_SETTINGS, meta });
        try {
          page.setDefaultTimeout(15_000);
          await page.locator('[data-testid="chance-chart"] .chart-svg').waitFor();
          expect(await problems(page, { root: '.chance-chart', phone: screen.phone, whole: true })).toEqual([]);
          if (screen.shoot) saveArtifact(`review-chart-${screen.name}-${l.lang}.png`, await page.screenshot());

          const tap = (selector: string) => (screen.phone ? page.tap(selector) : page.click(selector));
          await tap('[data-testid="review-open"]');
          const where = page.locator('[data-testid="review-where"]');
          await expect.poll(() => where.textContent()).toBe(l.deal(n));
          // Next, Next, Previous: at move 1, the board as it was then.
          await tap('[data-testid="review-next"]');
          await expect.poll(() => where.textContent()).toBe(l.where(1, n));
          await tap('[data-testid="review-next"]');
          await expect.poll(() => where.textContent()).toBe(l.where(2, n));
          await tap('[data-testid="review-previous"]');
          await expect.poll(() => where.textContent()).toBe(l.where(1, n));
          const stockCaption = () => page.textContent('[data-testid="review-board"] .rp-place:has([data-pile="s"]) figcaption');
          expect(await stockCaption()).toMatch(new RegExp(`${positions[1].stock.length}$`));

          const review = { root: '.game-review', phone: screen.phone, whole: !screen.phone };
          const label = (at: number) => (at === 0 ? l.deal(n) : l.where(at, n));
          const shown = async () => Number(await page.getAttribute('.game-review .pt.current', 'data-at'));
          for (const at of visits) {
            // The chart's point (a pixel is a move or two on a long game's chart: the nearest
            // is taken), then Next or Previous to the very move.
            const before = await shown();
            await pickPoint(page, at, screen.phone);
            if (at !== before) await expect.poll(shown).not.toBe(before);
            const got = await shown();
            expect(Math.abs(got - at), `tapped ${at}, went to ${got}`).toBeLessThanOrEqual(1);
            if (got !== at) await tap(got < at ? '[data-testid="review-next"]' : '[data-testid="review-previous"]');
            await expect.poll(() => where.textContent()).toBe(label(at));
            expect(await stockCaption()).toMatch(new RegExp(`${positions[at].stock.length}$`));
            if (at === meta.lastWinnable) expect(await page.locator('[data-testid="review-better"]').count()).toBe(1);
            expect(await problems(page, review), `at move ${at}`).toEqual([]);
            if (screen.shoot && at === meta.lastWinnable) {
              saveArtifact(`review-${screen.name}-${l.lang}.png`, await page.screenshot());
              await page.emulateMedia({ colorScheme: 'dark' });
              saveArtifact(`review-${screen.name}-${l.lang}-dark.png`, await page.screenshot());
              await page.emulateMedia({ colorScheme: 'light' });
              if (screen.phone) {
                await scrollReviewToEnd(page);
                saveArtifact(`review-${screen.name}-${l.lang}-end.png`, await page.screenshot());
                await page.evaluate(() => document.querySelector('.game-review')!.scrollTo(0, 0));
              }
            } else if (screen.shoot && at === visits[2]) {
              saveArtifact(`review-${screen.name}-${l.lang}-deepest.png`, await page.screenshot({ fullPage: true }));
            }
          }
          // First and Last by tap, then Close: the chart again.
          await tap('[data-testid="review-first"]');
          await expect.poll(() => where.textContent()).toBe(l.deal(n));
          await tap('[data-testid="review-last"]');
          await expect.poll(() => where.textContent()).toBe(l.where(n, n));
          await tap('.game-review .close');
          await page.locator('[data-testid="game-review"]').waitFor({ state: 'detached' });
          expect(await problems(page, { root: '.chance-chart', phone: screen.phone, whole: true })).toEqual([]);
        } finally {
          await page.close();
        }
      });
    }

    // A won game: its last move played by hand, the win panel's button opens the review.
    for (const screen of SCREENS.filter((s) => s.name === '360x640' || s.name === '800x600')) {
      it(`${screen.name}: a won game's review, from the win panel`, async () => {
        const line = await (won ??= winningLine(1));
        const n = line.length;
        const chances = line.map((_, i) => Math.round((0.6 + (0.4 * i) / n) * 1000) / 1000);
        const viewport = { width: screen.width, height: screen.height };
        const page = await openOnGame(screen.phone ? phone() : desktop(), errors, gameOf(1, line.slice(0, -1)), { viewport, settings: QUIET_SETTINGS, meta: { chances } });
        try {
          page.setDefaultTimeout(15_000);
          await playByHand(page, line[n - 1]);
          const tap = (selector: string) => (screen.phone ? page.tap(selector) : page.click(selector));
          await tap('[data-testid="win-review"]');
          const where = page.locator('[data-testid="review-where"]');
          await expect.poll(() => where.textContent()).toBe(l.deal(n));
          await tap('[data-testid="review-last"]');
          await expect.poll(() => where.textContent()).toBe(l.where(n, n));
          expect(await page.locator('[data-testid="review-board"] .rp-foundation.complete').count()).toBe(8);
          expect(await problems(page, { root: '.game-review', phone: screen.phone, whole: !screen.phone })).toEqual([]);
          if (screen.name === '800x600') saveArtifact(`review-won-${screen.name}-${l.lang}.png`, await page.screenshot());
          await tap('[data-testid="review-previous"]');
          await expect.poll(() => where.textContent()).toBe(l.where(n - 1, n));
        } finally {
          await page.close();
        }
      });
    }
  });
}
