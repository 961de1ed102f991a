// The table's chores in the built extension (Chromium, issue 21): Shift+D turns the stock
// until a card has a move (one Undo takes it back), as a long press on the stock does on
// touch (a phone-sized page), Play the hint plays the hinted move,
// Finish is offered in a stock-empty position the engine decides, and the moves and the time
// of play are on the table. Every check of what a step shows polls.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { moveToString, stockRun } from '../../src/engine/index';
import { endgame } from '../support/endgame';
import { gameOf } from './a11yGames';
import { launchChromium } from './chromium';
import { browserSession } from './common';
import { QUIET_SETTINGS, openPopupPage, savedMoves, showGame, waitReady, watchErrors } from './popupPage';

const browser = browserSession(() => launchChromium());
const phone = browserSession(() => launchChromium({ mobile: { width: 390, height: 844 } }));
const errors: string[] = [];
const openPopup = (): Promise<Page> => openPopupPage(browser(), errors);

afterAll(() => {
  expect(errors).toEqual([]);
});

describe('Chromium: the chores', () => {
  it('Shift+D turns until a card has a move, one Undo takes the run back; moves and time are shown', async () => {
    const page = await openPopup();
    const start = gameOf(1);
    await showGame(page, start, { ...QUIET_SETTINGS, movesTime: true });
    const run = stockRun(start.position).map(moveToString).join(' ');
    await expect.poll(() => page.getByTestId('moves-time').textContent()).toMatch(/^Moves: 0 · \d+:\d\d$/);
    await page.locator('[data-pile="t1"]').focus();
    await page.keyboard.press('Shift+D');
    await expect.poll(() => savedMoves(page)).toBe(run);
    await expect.poll(() => page.getByTestId('moves-time').textContent()).toMatch(new RegExp(`^Moves: ${run.split(' ').length} · `));
    await page.keyboard.press('z');
    await expect.poll(() => savedMoves(page)).toBe('');
  });

  it('Play it in the hint plays the fair player\'s move', async () => {
    const page = await openPopup();
    await showGame(page, gameOf(1), QUIET_SETTINGS);
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    const play = page.getByTestId('play-hint');
    await play.waitFor({ timeout: 20_000 });
    await play.click();
    await expect.poll(() => savedMoves(page), { timeout: 15_000 }).not.toBe('');
  });

  it('a long press on the stock (touch) turns until a card has a move; the tap it ends in turns nothing more', async () => {
    const page = await phone().openPopup();
    watchErrors(page, errors);
    await waitReady(page);
    const start = gameOf(1);
    await showGame(page, start, QUIET_SETTINGS);
    const stock = page.locator('[data-pile="s"]');
    await stock.scrollIntoViewIfNeeded();
    const box = (await stock.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchEnd', points: { x: number; y: number; id: number }[]) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
    await touch('touchStart', [{ x: box.x + box.width / 2, y: box.y + box.height / 2, id: 1 }]);
    // Held until the run is made (the press's own timer, LONG_PRESS_MS), then let go.
    await expect.poll(() => savedMoves(page)).toBe(stockRun(start.position).map(moveToString).join(' '));
    await touch('touchEnd', []);
    await page.waitForTimeout(300);
    expect(await savedMoves(page)).toBe(stockRun(start.position).map(moveToString).join(' '));
    await cdp.detach();
  });

  it('Finish is offered in a stock-empty position the engine decides, and wins', async () => {
    const { game } = await endgame(3);
    const page = await openPopup();
    await showGame(page, game, QUIET_SETTINGS);
    await page.getByRole('button', { name: 'Finish' }).click({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 15_000 }).toMatch(/won/i);
  });
});
