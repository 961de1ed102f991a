// Past days (issue 35) in headless Chromium on the built extension: the calendar opened from
// the New game panel, a past day (yesterday, found by the formula in the popup's worker)
// played by keyboard (← then Enter), the table naming that day and the calendar marking it
// as the game under way. The panel measured at 390×844 and 360×640 (a finger) and 800×600
// (English, Spanish); screenshots at 390×844 and 800×600 in both languages in artifacts/days-*.png.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_NODES, dayBefore, dayOf, findDailyDeal } from '../../src/solver/daily';
import { loadSolver } from '../../src/solver/node';
import { solveGame } from '../../src/solver/search/solve';
import { DAILY_KEY } from '../../src/storage/daily';
import { type ChromiumSession, launchChromium } from './chromium';
import { saveArtifact } from './common';
import { panelProblems } from './panelGeometry';
import { QUIET_SETTINGS, leaveIfAsked, openPopupPage, storageClear, storageGet, storageSet, waitReady } from './popupPage';

const errors: string[] = [];
const today = dayOf(new Date());
const yesterday = dayBefore(today);
/** Two days won before yesterday (the calendar opens on today's month: early in a month, one or both are the month before's). */
const WON = [dayBefore(dayBefore(dayBefore(yesterday))), dayBefore(yesterday)];

async function seeded(page: Page): Promise<void> {
  await storageClear(page);
  await storageSet(page, { 'plot.settings': QUIET_SETTINGS, [DAILY_KEY]: { streak: 0, bestStreak: 1, lastWon: WON[1], won: WON } });
  await page.reload();
  await waitReady(page);
}

async function openCalendar(page: Page, words: { newGame: string; pastDays: string }): Promise<void> {
  await page.getByRole('button', { name: words.newGame, exact: true }).first().click();
  const past = page.getByRole('button', { name: words.pastDays });
  await expect.poll(() => past.isEnabled()).toBe(true);
  await past.click();
  await page.getByTestId('calendar').waitFor();
}

describe('past days (Chromium)', () => {
  afterAll(() => expect(errors).toEqual([]));

  describe('English, 800×600', () => {
    let session: ChromiumSession;
    let expected: number;
    beforeAll(async () => {
      session = await launchChromium();
      const core = await loadSolver(16 << 20); // the popup worker's table: the same answers as the browser's
      const found = await findDailyDeal(yesterday, async (_n, d) => solveGame(core, d, [], { maxNodes: DAILY_NODES }));
      if (!found.ok) throw new Error(`no deal for ${yesterday}`);
      expected = found.dealNumber;
    }, 60_000);
    afterAll(() => session?.close());

    it('plays yesterday from the calendar by keyboard; the table names the day, the calendar marks it under way', async () => {
      const page = await openPopupPage(session, errors);
      try {
        await seeded(page);
        await openCalendar(page, { newGame: 'New game', pastDays: 'Past days' });
        const won = page.locator(`[data-day="${WON[1]}"]`);
        if (WON[1]!.slice(0, 7) === today.slice(0, 7)) expect(await won.getAttribute('aria-label')).toMatch(/, won$/);
        const panel = '[data-testid="panel-days"]';
        expect(await page.evaluate(panelProblems, { selector: panel, phone: false })).toEqual([]);
        saveArtifact('days-800x600-en.png', await page.screenshot());
        // Focus starts on today; ← is yesterday (the month before, on the 1st); Enter plays it.
        await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-day'))).toBe(today);
        await page.keyboard.press('ArrowLeft');
        await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-day'))).toBe(yesterday);
        await page.keyboard.press('Enter');
        await leaveIfAsked(page);
        await page.waitForFunction((n) => document.querySelector('[data-testid="deal-number"]')?.textContent === `Deal ${n}`, expected, { timeout: 30_000 });
        const short = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${yesterday}T00:00:00Z`));
        await expect.poll(() => page.getByTestId('daily-line').textContent()).toBe(`Deal of the day: ${short}`);
        // Opened again once the record holds the day (it is written just after the line shows),
        // the line is there at the first paint: nothing in the sidebar moves after it.
        await expect.poll(async () => ((await storageGet(page, DAILY_KEY)) as { current?: { day?: string } } | undefined)?.current?.day).toBe(yesterday);
        await page.reload();
        await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
        expect(await page.getByTestId('daily-line').count()).toBe(1);
        expect(await page.getByTestId('daily-line').textContent()).toBe(`Deal of the day: ${short}`);
        await openCalendar(page, { newGame: 'New game', pastDays: 'Past days' });
        expect(await page.locator(`[data-day="${yesterday}"]`).getAttribute('aria-label')).toMatch(/, the game under way$/);
        saveArtifact('days-under-way-800x600-en.png', await page.screenshot());
      } finally {
        await page.close();
      }
    }, 60_000);
  });

  const WORDS = { en: { newGame: 'New game', pastDays: 'Past days' }, es: { newGame: 'Nueva partida', pastDays: 'Días anteriores' } } as const;

  for (const lang of ['es', 'en'] as const) {
    describe(`${lang === 'es' ? 'Spanish' : 'English'}, a phone`, () => {
      let session: ChromiumSession;
      beforeAll(async () => {
        session = await launchChromium({ lang, mobile: { width: 390, height: 844 } });
      }, 60_000);
      afterAll(() => session?.close());

      it('fits 390×844 and 360×640: no sideways scroll, no text under 11 px, a finger\'s 44 px', async () => {
        const page = await session.openExtensionPage('popup.html');
        page.on('pageerror', (e) => errors.push(String(e)));
        try {
          await page.setViewportSize({ width: 390, height: 844 });
          await waitReady(page);
          await seeded(page);
          await openCalendar(page, WORDS[lang]);
          const panel = '[data-testid="panel-days"]';
          expect(await page.evaluate(panelProblems, { selector: panel, phone: true })).toEqual([]);
          saveArtifact(`days-390x844-${lang}.png`, await page.screenshot());
          // The narrow table is laid out again in the frame after a resize (table/useZoom.ts): polled, not read at once.
          await page.setViewportSize({ width: 360, height: 640 });
          await expect.poll(() => page.evaluate(panelProblems, { selector: panel, phone: true })).toEqual([]);
          saveArtifact(`days-360x640-${lang}.png`, await page.screenshot());
        } finally {
          await page.close();
        }
      }, 60_000);
    });
  }

  describe('Spanish, 800×600', () => {
    let session: ChromiumSession;
    beforeAll(async () => {
      session = await launchChromium({ lang: 'es' });
    }, 60_000);
    afterAll(() => session?.close());

    it('fits the largest toolbar popup: nothing cut, no sideways scroll', async () => {
      const page = await openPopupPage(session, errors);
      try {
        await seeded(page);
        await openCalendar(page, WORDS.es);
        expect(await page.evaluate(panelProblems, { selector: '[data-testid="panel-days"]', phone: false })).toEqual([]);
        saveArtifact('days-800x600-es.png', await page.screenshot());
      } finally {
        await page.close();
      }
    }, 60_000);
  });
});
