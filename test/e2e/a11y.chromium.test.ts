// Accessibility of the popup in headless Chromium, in English and in Spanish: axe-core
// audits every state a player meets (board, moves, hints, verdicts, the end of a game,
// each panel) in the light and the dark theme, and a game is played to its win by
// keyboard alone, checking what the live region says at every step.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Lang, localeSource } from '../support/locale';
import { type AxeReport, audit, formatViolations, violationCount } from './axe';
import { type AuditGames, type Say, auditGames, auditStates } from './a11yStates';
import { launchChromium } from './chromium';
import { browserSession } from './common';
import { openPopupPage } from './popupPage';

const LANGS: readonly Lang[] = ['en', 'es'];
const THEMES = ['light', 'dark'] as const;

let games: AuditGames;
beforeAll(async () => {
  games = await auditGames();
});

/**
 * Elements with a violation, per language, state and theme, and the rules axe could not
 * decide (needing a person's look): printed at the end for the record.
 */
const tally: string[] = [];
afterAll(() => {
  if (tally.length > 0) console.log(`axe audit (elements with a violation):\n${tally.join('\n')}`);
});

const sayIn = (lang: Lang): Say => {
  const source = localeSource(lang);
  return (key, ...subs) => source(key, subs.map(String));
};

for (const lang of LANGS) {
  describe(`Chromium, ${lang}: accessibility`, () => {
    const browser = browserSession(() => launchChromium(lang === 'en' ? {} : { lang }));
    const say = sayIn(lang);
    const errors: string[] = [];
    let page: Page;
    beforeAll(async () => {
      page = await openPopupPage(browser(), errors);
    });

    it('the page speaks the language of its texts', async () => {
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect(await page.locator('.toolbar button').first().textContent()).toBe(say('newGame'));
    });

    // One page goes through every state (each state resets the saved game first).
    for (const state of auditStates(() => games)) {
      it(`${state.name}: no axe violations, light and dark`, async () => {
        await page.emulateMedia({ colorScheme: 'light' });
        await state.prepare(page, say);
        const reports: [string, AxeReport][] = [];
        for (const theme of THEMES) {
          await page.emulateMedia({ colorScheme: theme });
          reports.push([theme, await audit(page)]);
        }
        for (const [theme, report] of reports) {
          const undecided = report.incomplete.length > 0 ? `  (undecided: ${report.incomplete.join(', ')})` : '';
          tally.push(`  ${lang} ${theme.padEnd(5)} ${String(violationCount(report.violations)).padStart(3)}  ${state.name}${undecided}`);
          // The audit really ran: axe has over 90 rules besides the ones left out.
          expect(report.rules).toBeGreaterThan(90);
        }
        const failures = reports
          .filter(([, r]) => r.violations.length > 0)
          .map(([theme, r]) => formatViolations(`${lang}, ${theme}, ${state.name}`, r.violations));
        if (failures.length > 0) throw new Error(`axe found violations:\n${failures.join('\n')}`);
      });
    }

    it('no page error', () => {
      expect(errors).toEqual([]);
    });
  });
}
