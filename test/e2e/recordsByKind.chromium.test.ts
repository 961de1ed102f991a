// Issue 32's records in the built extension (Chromium): a game played by Shift+H to the win
// is a win, never a best time; the clock waits for the first move (the page's clock moved
// 5 s by Playwright's, not slept); a demo stopped part way marks the game assisted, and the
// deal of the day then asks "Leave this game?" and the game goes into the history; a move made
// while the deal of the day is searched for is asked about before the deal replaces the game.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { status } from '../../src/engine/index';
import { GAME_KEY } from '../../src/storage/gameSave';
import { readStored } from '../../src/storage/gameMigrate';
import { HISTORY_KEY } from '../../src/storage/history';
import { STATS_KEY } from '../../src/storage/prefs';
import { endgame } from '../support/endgame';
import { gameOf } from './a11yGames';
import { launchChromium } from './chromium';
import { browserSession } from './common';
import { QUIET_SETTINGS, openPopupPage, savedGame, showGame, storageGet } from './popupPage';

const browser = browserSession(() => launchChromium());
const pageErrors: string[] = [];
const openPopup = (): Promise<Page> => openPopupPage(browser(), pageErrors);
const movesTime = (page: Page) => page.getByTestId('moves-time').textContent();

describe('Chromium: records by kind, the clock, the demo left', () => {
  it('a game played by Shift+H to the win is a win, not a best time', async () => {
    const { game } = await endgame(3);
    const page = await openPopup();
    try {
      await showGame(page, game, QUIET_SETTINGS, { meta: { counted: true } });
      // Shift+H until the game is won: each asks the fair player's hint and plays it.
      for (let i = 0; i < 80 && status((await savedGame(page)).position) !== 'won'; i++) {
        const before = (await savedGame(page)).moves.length;
        await page.locator('body').press('Shift+H');
        await expect.poll(async () => (await savedGame(page)).moves.length, { timeout: 20_000 }).toBeGreaterThan(before);
      }
      const summary = page.getByTestId('panel-won');
      await summary.waitFor({ timeout: 10_000 });
      const text = (await summary.textContent())!;
      expect(text).not.toContain('A new best time');
      expect(text).toContain('Won with hints: a win, but not a best time');
      await browser().screenshot(page, 'records-hinted-win');
      await expect.poll(async () => ((await storageGet(page, HISTORY_KEY)) as { games: { result: string; hints: number }[] } | undefined)?.games).toMatchObject([{ result: 'won' }]);
      const history = (await storageGet(page, HISTORY_KEY)) as { games: { hints: number }[]; best: unknown[] };
      expect(history.games[0].hints).toBeGreaterThan(0);
      expect(history.best).toEqual([]);
      expect(await storageGet(page, STATS_KEY)).toMatchObject({ won: 1, cleanWins: 0, cleanFastestMs: 0, hintedWins: 1 });
    } finally {
      await page.close();
    }
  }, 120_000);

  it('the clock waits for the first move: 5 s on an untouched table show 0:00, the 2 s after the move show', async () => {
    const page = await openPopup();
    try {
      await page.clock.install();
      await showGame(page, gameOf(1), QUIET_SETTINGS, { meta: { counted: false } });
      await page.clock.fastForward(5_000);
      expect(await movesTime(page)).toBe('Moves: 0 · 0:00');
      await page.click('[data-pile="t1"]');
      await page.click('[data-pile="t8"]');
      await expect.poll(() => movesTime(page)).toMatch(/^Moves: 1 · 0:0[01]$/);
      await page.clock.fastForward(2_000);
      // The interval's next tick shows it: 2 s of play (3 if a real second passed too), never the 5 s before.
      await expect.poll(() => movesTime(page)).toMatch(/^Moves: 1 · 0:0[23]$/);
      await page.getByRole('button', { name: /^Stock/ }).click();
      await expect.poll(async () => (await savedGame(page)).moves.length).toBe(2);
      const read = readStored(await storageGet(page, GAME_KEY));
      expect(read.ok && read.value.meta.timeMs).toBeGreaterThanOrEqual(2_000);
      expect(read.ok && read.value.meta.timeMs).toBeLessThan(5_000);
    } finally {
      await page.close();
    }
  });

  it('Play it out, Stop demo: the table says assisted; Deal of the day asks first, and the game is in the history', async () => {
    // A game whose moves were not the player's here (a pasted record): nothing to leave until the demo plays.
    const { game } = await endgame(3);
    const page = await openPopup();
    try {
      await showGame(page, game, { ...QUIET_SETTINGS, animations: true }, { meta: { counted: false } });
      await page.getByRole('button', { name: 'Winnable?' }).click();
      await page.getByRole('button', { name: 'Play it out' }).click({ timeout: 30_000 });
      await page.getByTestId('assisted-mark').waitFor();
      await expect.poll(async () => (await savedGame(page)).moves.length).toBeGreaterThan(game.moves.length + 1);
      await page.getByRole('button', { name: 'Stop demo' }).click();
      const played = (await savedGame(page)).moves.length;
      expect(status((await savedGame(page)).position)).toBe('playing');
      expect(await page.getByTestId('moves-time').textContent()).toMatch(/ · Assisted$/);
      await browser().screenshot(page, 'records-demo-stopped');

      await page.getByRole('button', { name: 'New game', exact: true }).first().click();
      await page.getByRole('button', { name: 'Deal of the day' }).click();
      await page.getByRole('button', { name: 'Leave this game' }).click();
      await page.waitForFunction(() => document.querySelector('[data-testid="deal-number"]')?.textContent !== 'Deal 3', undefined, { timeout: 30_000 });
      await expect.poll(async () => ((await storageGet(page, HISTORY_KEY)) as { games: unknown[] } | undefined)?.games).toMatchObject([{ deal: '3', result: 'lost', moves: played, assisted: true }]);
      expect(await page.getByTestId('assisted-mark').count()).toBe(0);
    } finally {
      await page.close();
    }
  }, 90_000);

  it('a move made while the deal of the day is searched for: the question is asked, and Keep playing keeps the game', async () => {
    const page = await openPopup();
    try {
      await showGame(page, gameOf(1), QUIET_SETTINGS, { meta: { counted: false } });
      await page.getByRole('button', { name: 'New game', exact: true }).first().click();
      await page.getByRole('button', { name: 'Deal of the day' }).waitFor();
      // The search asked for and the stock turned in one task: the move is made before any answer of the solver's worker can land.
      await page.evaluate(() => {
        [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === 'Deal of the day')!.click();
        document.querySelector<HTMLButtonElement>('[data-pile="s"]')!.click();
      });
      const ready = page.getByTestId('deal-ready');
      await ready.waitFor({ timeout: 30_000 });
      expect(await ready.textContent()).toMatch(/^Deal \d+ is ready\.$/);
      expect(await page.getByTestId('deal-number').textContent()).toBe('Deal 1');
      expect((await savedGame(page)).moves.length).toBe(1);
      await browser().screenshot(page, 'records-search-leave');
      await page.getByRole('button', { name: 'Keep playing' }).click();
      await page.getByTestId('deal-ready-notice').waitFor();
      expect(await page.getByTestId('deal-number').textContent()).toBe('Deal 1');
    } finally {
      await page.close();
    }
  }, 60_000);

  it('no popup page reported an error', () => {
    expect(pageErrors).toEqual([]);
  });
});
