// Goals in the built extension (Chromium): a game won (Finish with every card in sight, no
// hint, no Undo) shows the goals it earned in a notice (eased in, not under reduced motion)
// and says them, and Statistics lists them with today's date; the list measured like every
// panel (panelGeometry.ts) and photographed at 800×600 and 390×844 in English and Spanish
// (artifacts/goals-*.png).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS_KEY, GOAL_IDS, readAchievements } from '../../src/storage/achievements';
import { type Lang, localeSource } from '../support/locale';
import { endgame } from '../support/endgame';
import { launchChromium } from './chromium';
import { browserSession, saveArtifact } from './common';
import { audit, formatViolations } from './axe';
import { panelProblems } from './panelGeometry';
import { QUIET_SETTINGS, openOnGame, storageGet } from './popupPage';

const say = (lang: Lang) => {
  const source = localeSource(lang);
  return (key: string, ...subs: (string | number)[]) => source(key, subs.map(String));
};

/** A phone's finger: Chromium's mobile emulation leaves the pointer fine until DevTools' touch emulation is on (panels.screens.chromium.test.ts). */
async function finger(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  await expect.poll(() => page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
}

/** Opens Statistics from the toolbar and brings its goals into view; its selector. */
async function goalsShown(page: Page, lang: Lang): Promise<string> {
  await page.locator('.toolbar').getByRole('button', { name: say(lang)('stats'), exact: true }).click();
  await page.getByTestId('goals-toggle').click();
  await page.getByTestId('goals').scrollIntoViewIfNeeded();
  return '[data-testid="panel-stats"]';
}

for (const lang of ['en', 'es'] as const) {
  describe(`Chromium (${lang}): goals`, () => {
    const desktop = browserSession(() => launchChromium(lang === 'en' ? {} : { lang }));
    const phone = browserSession(() => launchChromium({ mobile: { width: 390, height: 844 }, ...(lang === 'en' ? {} : { lang }) }));
    const errors: string[] = [];

    // The win in English; the list alone in Spanish, where the words are the point.
    it.runIf(lang === 'en')('a win earns its goals: a notice, said, and listed in Statistics with the date', async () => {
      const { game } = await endgame(2); // deal 2's line: foundation 1 complete at move 33
      const page = await openOnGame(desktop(), errors, game, { settings: { ...QUIET_SETTINGS, animations: true } });
      try {
        await page.getByRole('button', { name: say(lang)('finish'), exact: true }).click();
        const notice = page.getByTestId('goal-notice');
        await notice.waitFor({ timeout: 30_000 });
        const names = ['goalFirstWin', 'goalQuickFoundation', 'goalCleanWin'].map((k) => say(lang)(k));
        for (const name of names) expect(await notice.innerText()).toContain(name);
        await expect.poll(() => page.textContent('[data-testid="live"]')).toContain(names[0]);
        // It eases in with animations on; not for a reader who asked for less motion.
        const easing = () => notice.evaluate((el) => getComputedStyle(el).animationName);
        expect(await easing()).toBe('goal-in');
        await page.emulateMedia({ reducedMotion: 'reduce' });
        expect(await easing()).toBe('none');
        await page.emulateMedia({ reducedMotion: null });
        const stored = readAchievements(await storageGet(page, ACHIEVEMENTS_KEY));
        // (and Hard deal when the fair player found the deal's chance hard before the win: the meter runs beside play)
        expect(Object.keys(stored.earned)).toEqual(expect.arrayContaining(['cleanWin', 'firstWin', 'quickFoundation']));
        for (const never of ['tenWins', 'dailyWeek', 'dailyMonth']) expect(stored.earned).not.toHaveProperty(never);
        // Statistics lists all seven, the three earned with today's date.
        const selector = await goalsShown(page, lang);
        const items = page.getByTestId('goals').locator('li');
        expect(await items.count()).toBe(GOAL_IDS.length);
        const today = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date());
        expect(await items.nth(0).innerText()).toContain(say(lang)('goalEarnedOn', today));
        expect(await items.nth(4).innerText()).toContain(say(lang)('goalNotYet')); // ten wins
        expect(await page.evaluate(panelProblems, { selector, phone: false })).toEqual([]);
        saveArtifact(`goals-800x600-${lang}.png`, await page.screenshot());
        // The list and the notice beside it, audited by axe in both themes (a11y.chromium.test.ts audits the rest).
        for (const theme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: theme });
          const report = await audit(page);
          expect(report.rules).toBeGreaterThan(90);
          expect(formatViolations(`goals, ${theme}`, report.violations)).toBe(formatViolations(`goals, ${theme}`, []));
        }
      } finally {
        await page.close();
      }
      expect(errors).toEqual([]);
    }, 120_000);

    for (const screen of [{ width: 800, height: 600, phone: false }, { width: 390, height: 844, phone: true }]) {
      if (lang === 'en' && !screen.phone) continue; // photographed after the win above
      it(`the list, stored, at ${screen.width}×${screen.height}`, async () => {
        const earned = { firstWin: Date.UTC(2026, 11, 1, 12), cleanWin: Date.UTC(2026, 11, 2, 12), dailyWeek: Date.UTC(2026, 11, 3, 12) };
        const { game } = await endgame(2);
        const viewport = { width: screen.width, height: screen.height };
        const page = await openOnGame(screen.phone ? phone() : desktop(), errors, game, { viewport, settings: QUIET_SETTINGS, extra: { [ACHIEVEMENTS_KEY]: { earned } } });
        try {
          if (screen.phone) await finger(page);
          const selector = await goalsShown(page, lang);
          const first = say(lang)('goalEarnedOn', new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(earned.firstWin));
          await expect.poll(() => page.getByTestId('goals').locator('li').nth(0).innerText()).toContain(first);
          expect(await page.getByTestId('goals').locator('li').nth(1).innerText()).toContain(say(lang)('goalNotYet'));
          expect(await page.evaluate(panelProblems, { selector, phone: screen.phone })).toEqual([]);
          saveArtifact(`goals-${screen.width}x${screen.height}-${lang}.png`, await page.screenshot());
        } finally {
          await page.close();
        }
        expect(errors).toEqual([]);
      }, 60_000);
    }
  });
}
