// Settings → Theme in headless Chromium: the page's colours follow the system unless the
// setting chooses light or dark, from the first paint (the layout effect puts data-theme on
// <html> before it), for the popup and a tab alike. Screenshot artifacts/theme-dark-on-light.png.
import { describe, expect, it } from 'vitest';
import { launchChromium } from './chromium';
import { browserSession } from './common';
import { QUIET_SETTINGS, openPopupPage, storageClear, storageSet, waitReady } from './popupPage';

const LIGHT_BAIZE = 'rgb(31, 107, 58)';
const DARK_BAIZE = 'rgb(16, 48, 31)';

describe('Chromium: the theme setting', () => {
  const browser = browserSession(() => launchChromium());
  const errors: string[] = [];

  it('system, light and dark, under a light and a dark system', async () => {
    const page = await openPopupPage(browser(), errors);
    try {
      const cases = [
        ['light', 'system', LIGHT_BAIZE], ['dark', 'system', DARK_BAIZE],
        ['light', 'dark', DARK_BAIZE], ['dark', 'light', LIGHT_BAIZE],
        ['light', 'light', LIGHT_BAIZE], ['dark', 'dark', DARK_BAIZE],
      ] as const;
      for (const [system, theme, baize] of cases) {
        await page.emulateMedia({ colorScheme: system });
        await storageClear(page);
        await storageSet(page, { 'plot.settings': { ...QUIET_SETTINGS, theme } });
        await page.reload();
        await waitReady(page);
        // The page and the board's piles both: every colour follows the one scheme.
        const colours = await page.evaluate(() => [getComputedStyle(document.body).backgroundColor, getComputedStyle(document.querySelector('.sidebar')!).backgroundColor]);
        expect(colours[0], `${theme} on a ${system} system`).toBe(baize);
        expect(colours[1]).not.toBe(colours[0]);
        if (system === 'light' && theme === 'dark') await browser().screenshot(page, 'theme-dark-on-light');
      }
    } finally {
      await page.close();
    }
    expect(errors).toEqual([]);
  });
});
