// Issue 35's sync between devices in headless Chromium, on the built extension: two browsers,
// each with its own profile. What the first writes to storage.sync (its settings, statistics
// and goals; src/storage/deviceSync.ts) is read back from its profile and delivered to the
// second's storage.sync, as the browser's own sync would deliver it (a test browser is signed
// in to no account): the second takes the setting chosen on the first, shows everyone's
// figures in Statistics, lists the goal earned there, and writes an item of its own beside
// the first's. Screenshots: artifacts/sync-{stats,settings}-800x600-{en}.png, looked at.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EMPTY_STATS } from '../../src/storage/prefs';
import { gameOf } from './a11yGames';
import { launchChromium } from './chromium';
import { browserSession } from './common';
import { QUIET_SETTINGS, openPopupPage, showGame, storageGet } from './popupPage';

declare const chrome: { storage: { sync: { get(k: null): Promise<Record<string, unknown>>; set(i: Record<string, unknown>): Promise<void> } } };

const syncItems = (page: Page) => page.evaluate(async () => chrome.storage.sync.get(null));
const deviceItems = async (page: Page) => Object.fromEntries(Object.entries(await syncItems(page)).filter(([k]) => k.startsWith('plot.device.')));

describe('Chromium: sync between two browsers', () => {
  const first = browserSession(() => launchChromium());
  const second = browserSession(() => launchChromium());
  const errors: string[] = [];

  it('what one browser put in storage.sync, delivered to another, brings it the setting, everyone\'s statistics and the goal', async () => {
    const game = gameOf(3, []);
    // The first browser: 3 games, 2 won without hints (the fastest 2:30), the first win's goal.
    const a = await openPopupPage(first(), errors);
    const aStats = { ...EMPTY_STATS, played: 3, won: 2, currentStreak: 2, bestStreak: 2, cleanWins: 2, cleanTimedWins: 2, cleanTimeMs: 400_000, cleanFastestMs: 150_000 };
    await showGame(a, game, QUIET_SETTINGS, { extra: { 'plot.stats': aStats, 'plot.achievements': { earned: { firstWin: 1_790_000_000_000 } } } });
    await a.getByRole('button', { name: 'Settings' }).click();
    await a.getByTestId('felt').getByLabel('Blue', { exact: true }).check();
    await expect.poll(async () => ((await storageGet(a, 'plot.settings')) as { felt?: string }).felt).toBe('blue');
    // Its item, a few seconds after the change (the relay waits for more changes to write once).
    await expect.poll(async () => Object.values(await deviceItems(a)).map((v) => v as { stats: { played: number }; settings: { felt?: { v: string } } }).map((v) => [v.stats.played, v.settings.felt?.v]), { timeout: 20_000 }).toEqual([[3, 'blue']]);
    const fromFirst = await deviceItems(a);

    // The second browser: a game of its own won, the default felt.
    const b = await openPopupPage(second(), errors);
    const bStats = { ...EMPTY_STATS, played: 1, won: 1, currentStreak: 1, bestStreak: 1, cleanWins: 1, cleanTimedWins: 1, cleanTimeMs: 300_000, cleanFastestMs: 300_000 };
    await showGame(b, game, QUIET_SETTINGS, { extra: { 'plot.stats': bStats } });
    expect(await b.evaluate(() => document.documentElement.dataset.felt ?? 'green')).toBe('green');
    await b.evaluate(async (items) => chrome.storage.sync.set(items), fromFirst);

    // The felt chosen on the first, on the table at once.
    await expect.poll(() => b.evaluate(() => document.documentElement.dataset.felt), { timeout: 20_000 }).toBe('blue');
    await b.getByRole('button', { name: 'Statistics' }).click();
    const panel = b.getByTestId('panel-stats');
    await expect.poll(() => panel.getByTestId('stats-everyone').textContent()).toBe('From all your devices: this one and 1 other.');
    const text = (await panel.textContent()) ?? '';
    expect(text).toContain('Games played4');
    expect(text).toContain('Games won3');
    // The streak: both from before these browsers synced (at 0), so the longer stands.
    expect(text).toContain('Current streak2');
    const kinds = await panel.getByTestId('stats-kinds').locator('tr').nth(1).locator('td').allTextContents();
    expect(kinds).toEqual(['3', '3:53', '2:30', '—']);
    await second().screenshot(b, 'sync-stats-800x600-en');
    await panel.getByTestId('goals-toggle').click();
    await expect.poll(() => panel.locator('[data-goal="firstWin"]').getAttribute('class')).toBe('goal earned');
    await panel.getByRole('button', { name: 'Close' }).click();

    await b.getByRole('button', { name: 'Settings' }).click();
    await expect.poll(() => b.getByTestId('sync-status').textContent()).toBe('Synced with 1 other device.');
    await second().screenshot(b, 'sync-settings-800x600-en');
    // The second's own item beside the first's: two devices in its storage.sync.
    await expect.poll(async () => Object.keys(await deviceItems(b)).length, { timeout: 20_000 }).toBe(2);
    expect(errors).toEqual([]);
  });
});
