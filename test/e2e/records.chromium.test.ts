// Records you can trust and nothing lost by one click, in the built extension (Chromium):
// the time of play against the real time over a game with hints and pauses, from its first
// hint (and across closing and reopening the popup), Restart then one Undo, and a record pasted over a game
// under way asking first; an assisted win summed up as such.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { moveToString } from '../../src/engine/index';
import { GAME_KEY } from '../../src/storage/gameSave';
import { readStored } from '../../src/storage/gameMigrate';
import { endgame } from '../support/endgame';
import { HISTORY_KEY } from '../../src/storage/history';
import { launchChromium } from './chromium';
import { browserSession } from './common';
import { QUIET_SETTINGS, openPopupPage, reload, savedGame, showGame, storageClear, storageGet, storageSet, leaveIfAsked } from './popupPage';

const browser = browserSession(() => launchChromium());
const pageErrors: string[] = [];
const openPopup = (): Promise<Page> => openPopupPage(browser(), pageErrors);

/** The saved game's moves and time of play. */
async function saved(page: Page): Promise<{ moves: string; timeMs: number }> {
  const read = readStored(await storageGet(page, GAME_KEY));
  if (!read.ok) throw new Error(read.error.message);
  return { moves: read.value.game.moves.map(moveToString).join(' '), timeMs: read.value.meta.timeMs ?? 0 };
}

/** Deals `n` through the New game panel on empty storage. */
async function dealAt(page: Page, n: number): Promise<void> {
  await storageClear(page);
  await storageSet(page, { 'plot.settings': { ...QUIET_SETTINGS } });
  await reload(page);
  await page.getByRole('button', { name: 'New game', exact: true }).first().click();
  await page.getByLabel('Deal number').fill(String(n));
  await page.getByRole('button', { name: 'Play this deal' }).click();
  await leaveIfAsked(page);
  await page.waitForSelector(`text=Deal ${n}`);
}

const undoButton = (page: Page) => page.getByRole('button', { name: 'Undo', exact: true }).first();

async function hint(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await page.locator('[data-testid="hint"]').waitFor({ timeout: 20_000 });
}

describe('Chromium: records and one-click safety', () => {
  it('the time of play counts the pauses of a game from its first hint and no more than the real time, and stops while the popup is closed', async () => {
    const page = await openPopup();
    await dealAt(page, 1);
    // Bounds that load cannot break: the three pauses after the first hint (4.5 s) at least, and
    // no more than the real time from before that hint to after the last move; the untouched
    // 2 s before it, if counted, would pass that bound.
    await page.waitForTimeout(2_000); // the table untouched: no play yet (issue 32)
    const start = Date.now();
    await hint(page); // the first hint starts the clock
    await page.waitForTimeout(1_500);
    await page.click('[data-pile="t1"]');
    await page.click('[data-pile="t8"]');
    await page.waitForTimeout(1_500);
    await hint(page);
    await hint(page); // the same position: one hint counted
    await page.waitForTimeout(1_500);
    await page.getByRole('button', { name: /^Stock/ }).click();
    // The real time ends once the deal is saved, not when the click returns: the page stamps
    // the deal's step when it handles it, which may be a few ms after the click has resolved
    // here (CI once saved 4,932 ms against 4,929 measured to the click).
    await expect.poll(async () => (await saved(page)).moves).toBe('t1>t8 deal');
    const end = Date.now();
    const first = (await saved(page)).timeMs;
    const real = end - start;
    console.log(`time of play: saved ${first} ms, real ${real} ms, difference ${real - first} ms`);
    expect(first).toBeGreaterThanOrEqual(4_500);
    expect(first).toBeLessThanOrEqual(real);
    const meta = readStored(await storageGet(page, GAME_KEY));
    expect(meta.ok && meta.value.meta.hints).toBe(2);

    // Closed for 3 s: nothing counts; reopened, the time goes on from the saved one.
    await page.close();
    await new Promise((r) => setTimeout(r, 3_000));
    const reopenAt = Date.now();
    const again = await openPopup();
    try {
      await again.waitForTimeout(2_000);
      await again.getByRole('button', { name: /^Stock/ }).click();
      const clickAt = Date.now();
      await expect.poll(async () => (await saved(again)).moves).toBe('t1>t8 deal deal');
      const added = (await saved(again)).timeMs - first;
      console.log(`after reopening: added ${added} ms, open ${clickAt - reopenAt} ms`);
      expect(added).toBeGreaterThanOrEqual(1_900);
      expect(added).toBeLessThanOrEqual(clickAt - reopenAt + 200);
    } finally {
      await again.close();
    }
  }, 90_000);

  it('Restart, then one Undo, brings the game back exactly: moves and redo stack', async () => {
    const page = await openPopup();
    try {
      await dealAt(page, 1);
      await page.click('[data-pile="t1"]');
      await page.click('[data-pile="t8"]');
      await page.getByRole('button', { name: /^Stock/ }).click();
      await page.getByRole('button', { name: /^Stock/ }).click();
      await undoButton(page).click();
      await expect.poll(async () => (await savedGame(page)).redo.length).toBe(1);
      const before = await savedGame(page);
      await page.getByRole('button', { name: 'Restart', exact: true }).first().click();
      await expect.poll(async () => (await savedGame(page)).moves.length).toBe(0);
      expect(await undoButton(page).isEnabled()).toBe(true);
      await undoButton(page).click();
      await expect.poll(async () => (await savedGame(page)).moves.map(moveToString).join(' ')).toBe('t1>t8 deal');
      const after = await savedGame(page);
      expect(after.redo).toEqual(before.redo);
      expect(await page.textContent('[data-testid="live"]')).toMatch(/^Restart undone: 2 moves/);
    } finally {
      await page.close();
    }
  });

  it('a record pasted over a game under way asks first; after "Leave this game" it is played and the loss recorded', async () => {
    const page = await openPopup();
    try {
      await dealAt(page, 1);
      await page.click('[data-pile="t1"]');
      await page.click('[data-pile="t8"]');
      await expect.poll(async () => (await saved(page)).moves).toBe('t1>t8');
      await page.getByRole('button', { name: 'New game', exact: true }).first().click();
      const field = page.getByLabel('Deal number');
      await field.fill('9 deal deal');
      await field.press('Enter');
      await page.getByRole('button', { name: 'Leave this game' }).waitFor();
      expect(await page.textContent('[data-testid="deal-number"]')).toBe('Deal 1');
      await page.getByRole('button', { name: 'Leave this game' }).click();
      await page.waitForSelector('text=Deal 9');
      await expect.poll(async () => (await saved(page)).moves).toBe('deal deal');
      const history = (await storageGet(page, HISTORY_KEY)) as { games: { deal: string; result: string }[] };
      expect(history.games.map((g) => [g.deal, g.result])).toEqual([['1', 'lost']]);
    } finally {
      await page.close();
    }
  });

  it('a game the demo helped, finished by the player: the summary says assisted, with no streak or best time, and the history keeps it so', async () => {
    const { game } = await endgame(3);
    const page = await openPopup();
    try {
      await showGame(page, game, QUIET_SETTINGS, {
        meta: { assisted: true, timeMs: 65_000 },
        extra: { 'plot.stats': { played: 3, won: 2, currentStreak: 2, bestStreak: 2 } },
      });
      await page.getByRole('button', { name: 'Finish' }).click();
      const summary = page.getByTestId('panel-won');
      await summary.waitFor({ timeout: 20_000 });
      const text = (await summary.textContent())!;
      expect(text).toContain('Assisted: the solver played a move');
      expect(text).toMatch(/Time1:0\d/);
      expect(text).not.toContain('Current streak');
      expect(text).not.toContain('Best time on this deal');
      await browser().screenshot(page, 'win-assisted');
      await expect.poll(async () => ((await storageGet(page, 'plot.stats')) as { won: number; currentStreak: number })).toMatchObject({ won: 2, currentStreak: 0 });
      const history = (await storageGet(page, HISTORY_KEY)) as { games: { result: string; assisted?: boolean }[]; best: unknown[] };
      expect(history.games).toMatchObject([{ result: 'won', assisted: true }]);
      expect(history.best).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('no popup page reported an error', () => {
    expect(pageErrors).toEqual([]);
  });
});
