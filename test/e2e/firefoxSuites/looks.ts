// Issue 34 in headless Firefox ESR, as the Chromium tests check it (cardFaces, felts): each
// back and felt chosen in Settings is on the table at once and after a reload; the win's
// celebration (the foundations' flourish, the cards' cascade) runs, with sound once the
// volume is raised and no AudioContext before; with reduced motion none of it (set by a pref
// in the chrome scope: only where this ESR's BiDi reaches it).
import { describe, expect, it } from 'vitest';
import { endgame } from '../../support/endgame';
import type { FirefoxSession } from '../firefox';
import { QUIET, button, inPopupTabOf, pile, showGame, startEmpty, toolbar } from '../firefoxPage';
import { hasChromeScope } from './screens';

const storedSetting = (key: string) => `browser.storage.local.get('plot.settings').then((r) => (r['plot.settings'] ?? {})[${JSON.stringify(key)}])`;
const choice = (group: string, value: string) => `document.querySelector('[data-testid="${group}"] input[value="${value}"]')`;
const stockBack = `getComputedStyle(${pile('s')}.querySelector('.card.back')).backgroundImage`;

/**
 * Counts from now on the AudioContexts the page makes (the app reads the constructor when its
 * first sound plays) and the foundations' flourishes (Element.animate with the flourish's lift).
 */
const COUNT_CONTEXTS = `(() => {
  window.contexts = 0;
  window.flourishes = 0;
  const Real = window.AudioContext;
  window.AudioContext = class extends Real { constructor(...a) { super(...a); window.contexts++; } };
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (...a) { if (JSON.stringify(a[0]).includes('scale(1.12)')) window.flourishes++; return animate.apply(this, a); };
  return true;
})()`;

async function chooseInSettings(b: FirefoxSession, tab: string, group: string, value: string): Promise<void> {
  await b.click(tab, toolbar('Settings'));
  await b.click(tab, choice(group, value));
  await b.poll(tab, storedSetting(group === 'felt' ? 'felt' : 'cardBack')).toBe(value);
  await b.reload(tab);
}

export const looksSuite = (browser: () => FirefoxSession) => describe('cards, felts and the win (issue 34)', () => {
  const inTab = inPopupTabOf(browser);

  it('each back and each felt chosen in Settings is on the table, and still after a reload', () =>
    inTab.storingFirst(async (b, tab) => {
      await startEmpty(b, tab, QUIET);
      await b.poll(tab, stockBack).toContain('repeating-linear-gradient');
      for (const back of ['blue', 'red', 'plain'] as const) {
        await chooseInSettings(b, tab, 'card-back', back);
        if (back === 'plain') await b.poll(tab, stockBack).toContain('repeating-linear-gradient');
        else await b.poll(tab, stockBack).toContain(`cards/back-${back}.svg`);
      }
      for (const felt of ['blue', 'slate', 'green'] as const) {
        await chooseInSettings(b, tab, 'felt', felt);
        await b.poll(tab, `document.documentElement.dataset.felt`).toBe(felt);
      }
    }));

  it('the win: foundations flourish and the cards cascade; a sound only once the volume is raised (no AudioContext before); none of the motion with reduced motion', () =>
    inTab.storingFirst(async (b, tab) => {
      const { game } = await endgame(3);
      await showGame(b, tab, game, { ...QUIET, animations: true, autoFinish: false });
      await b.evaluate(tab, COUNT_CONTEXTS);
      await b.click(tab, pile('s'));
      expect(await b.evaluate(tab, 'window.contexts')).toBe(0);
      await b.click(tab, toolbar('Settings'));
      // The panel comes with the on-demand chunk: on a first use before the browser was idle, a moment after the click.
      await b.waitFor(tab, `!!document.querySelector('[data-testid="volume"]')`);
      await b.evaluate(tab, `(() => { const v = document.querySelector('[data-testid="volume"]'); v.value = '50'; v.dispatchEvent(new Event('change', { bubbles: true })); return true; })()`);
      await b.poll(tab, 'window.contexts').toBe(1);
      await b.poll(tab, storedSetting('volume')).toBe(50);
      await b.click(tab, button('Close'));
      await b.click(tab, button('Finish'));
      await b.waitFor(tab, `!!document.querySelector('[data-testid="panel-won"]')`, 20_000);
      await b.poll(tab, 'window.flourishes').toBeGreaterThan(0);
      await b.poll(tab, `document.querySelectorAll('.cascade .falling').length`).toBeGreaterThan(10);
      await b.poll(tab, `document.querySelector('.cascade .falling').getAnimations().length`).toBe(1);
      await b.screenshot(tab, 'firefox-win-cascade');
      expect(await b.evaluate(tab, 'window.contexts')).toBe(1);
      if (!hasChromeScope(b.firefox.version)) return;
      // Reduced motion, as the system would ask it: the win again, without the cascade.
      await b.evaluateChrome(`Services.prefs.setIntPref('ui.prefersReducedMotion', 1), true`);
      try {
        await b.poll(tab, `matchMedia('(prefers-reduced-motion: reduce)').matches`).toBe(true);
        await b.click(tab, button('Undo'));
        await b.waitFor(tab, `!!(${button('Finish')})`);
        await b.click(tab, button('Finish'));
        await b.waitFor(tab, `!!document.querySelector('[data-testid="panel-won"]')`, 20_000);
        await b.poll(tab, `getComputedStyle(document.querySelector('.cascade')).display`).toBe('none');
        expect(await b.evaluate(tab, `document.getAnimations().filter((a) => a.effect?.target?.closest?.('.cascade')).length`)).toBe(0);
      } finally {
        await b.evaluateChrome(`Services.prefs.clearUserPref('ui.prefersReducedMotion'), true`);
      }
    }));
});
