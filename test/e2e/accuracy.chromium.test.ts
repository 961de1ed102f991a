// A finished game's accuracy in the built extension (Chromium): after a win the worker rates
// the game's decisions, the end of the game shows the figure and the history keeps it (the
// stored record, the Statistics table); and the statistics by difficulty with the accuracy
// chart, shot in both languages on the phone and the popup (looked at, not compared).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HISTORY_KEY } from '../../src/storage/history';
import { endgame } from '../support/endgame';
import { launchChromium } from './chromium';
import { browserSession, saveArtifact } from './common';
import { panelProblems } from './panelGeometry';
import { QUIET_SETTINGS, openOnGame, openPopupPage, reload, storageClear, storageGet, storageSet, waitReady } from './popupPage';

const pageErrors: string[] = [];

describe('Chromium: accuracy', () => {
  const browser = browserSession(() => launchChromium());

  it('after a win, the accuracy is shown at the end and kept in the history', async () => {
    const { game } = await endgame(3);
    const page = await openOnGame(browser(), pageErrors, game, { settings: QUIET_SETTINGS, meta: { counted: true } });
    try {
      await page.getByRole('button', { name: 'Finish' }).click();
      const summary = page.getByTestId('panel-won');
      await summary.waitFor({ timeout: 20_000 });
      await expect.poll(async () => (await summary.textContent()) ?? '', { timeout: 60_000 }).toMatch(/Accuracy\d{1,3}%/);
      const shown = Number(/Accuracy(\d{1,3})%/.exec((await summary.textContent())!)![1]);
      saveArtifact('accuracy-win-800x600-en.png', await page.screenshot());
      const stored = (await storageGet(page, HISTORY_KEY)) as { games: { result: string; accuracy?: number }[] };
      expect(stored.games).toMatchObject([{ result: 'won', accuracy: shown }]);
      await page.getByRole('button', { name: 'Statistics' }).first().click();
      const cell = page.locator('.history td.colResult').first();
      await expect.poll(() => cell.textContent()).toBe(`won · Accuracy ${shown}%`);
    } finally {
      await page.close();
    }
  }, 120_000);
});

/** Forty games over the three bands, with accuracies that wander, as a player's last games might. */
function seededHistory() {
  const percents = [99, 96, 93, 97, 95, 91];
  const games = Array.from({ length: 40 }, (_, i) => ({
    deal: String(100 + i), result: i % 7 === 3 ? 'lost' : 'won', moves: 220 + i, timeMs: 300_000 + i * 1000, hints: i % 5 === 0 ? 1 : 0,
    endedAt: Date.UTC(2026, 10, 1) + i * 3_600_000, dealPercent: percents[i % percents.length],
    ...(i % 9 === 4 ? {} : { accuracy: Math.min(100, 82 + ((i * 7) % 17)) }),
  }));
  return { games, best: [] };
}

for (const lang of ['en', 'es'] as const) {
  describe(`accuracy screens, ${lang}`, () => {
    const extra = lang === 'en' ? {} : { lang };
    for (const size of [{ width: 390, height: 844 }, { width: 800, height: 600 }]) {
      const session = browserSession(() => launchChromium(size.width === 390 ? { mobile: size, ...extra } : extra));
      it(`statistics by difficulty and the chart at ${size.width}x${size.height}`, async () => {
        const page: Page = await openPopupPage(session(), pageErrors);
        try {
          await page.setViewportSize(size);
          await storageClear(page);
          await storageSet(page, { 'plot.settings': { ...QUIET_SETTINGS }, [HISTORY_KEY]: seededHistory() });
          await reload(page);
          await waitReady(page);
          await page.getByRole('button', { name: lang === 'en' ? 'Statistics' : 'Estadísticas' }).first().click();
          // Both views of the panel fit it (on a phone it may scroll as a whole): the last games, then by difficulty in their place.
          const check = { selector: '[data-testid="panel-stats"]', phone: size.width === 390 };
          await page.locator('.history').waitFor();
          expect(await page.evaluate(panelProblems, check)).toEqual([]);
          await page.locator('.history').scrollIntoViewIfNeeded();
          saveArtifact(`accuracy-history-${size.width}x${size.height}-${lang}.png`, await page.screenshot());
          await page.getByTestId('stats-view').click();
          const bands = page.getByTestId('stats-bands');
          await bands.waitFor();
          await page.getByTestId('accuracy-chart').waitFor();
          await page.getByTestId('accuracy-chart').scrollIntoViewIfNeeded();
          saveArtifact(`accuracy-stats-${size.width}x${size.height}-${lang}.png`, await page.screenshot());
          expect(await page.getByTestId('accuracy-chart').locator('circle').count()).toBe(30);
          expect(await page.evaluate(panelProblems, check)).toEqual([]);
        } finally {
          await page.close();
        }
      }, 60_000);
    }
  });
}
