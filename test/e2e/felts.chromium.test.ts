// Issue 34's table in headless Chromium, on the built extension: each felt chosen in
// Settings is on the page at once and after a reload, its text readable by axe's contrast
// rule, light and dark (screenshots artifacts/felt-NAME-{800x600,390x844}-{light,dark}.png
// and the Settings panel's swatches, felt-settings-{light,dark}.png, looked at); a new
// game's deal (held mid-way: felt-deal.png), during which a move is taken at once; the win's cascade, the foundations'
// flourish and the sound (no AudioContext before the volume is raised), and no cascade with
// reduced motion.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { status } from '../../src/engine/index';
import { endgame } from '../support/endgame';
import { gameOf, winningLine } from './a11yGames';
import { audit, formatViolations } from './axe';
import { launchChromium } from './chromium';
import { browserSession } from './common';
import { QUIET_SETTINGS, openPopupPage, reload, savedGame, showGame, shootBothThemes, startDeal, storageGet, storageSet, waitReady, watchErrors } from './popupPage';

/** Green, the default, last: choosing it is then a change the page stores. */
const FELTS = [['blue', 'Blue', 'rgb(28, 79, 124)'], ['slate', 'Slate', 'rgb(67, 75, 85)'], ['green', 'Green', 'rgb(31, 107, 58)']] as const;

const baize = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** Counts the AudioContexts the page makes, and the foundations' flourishes (Element.animate with the flourish's lift). */
const COUNT_SCRIPT = () => {
  const w = window as unknown as { contexts: number; flourishes: number };
  w.contexts = 0;
  w.flourishes = 0;
  const Real = window.AudioContext;
  window.AudioContext = class extends Real {
    constructor(...args: ConstructorParameters<typeof AudioContext>) {
      super(...args);
      w.contexts++;
    }
  };
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
    if (JSON.stringify(args[0]).includes('scale(1.12)')) w.flourishes++;
    return animate.apply(this, args);
  };
};
const counted = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { contexts: number; flourishes: number };
    return { contexts: w.contexts, flourishes: w.flourishes };
  });

describe('Chromium: felts, motion and sound', () => {
  const browser = browserSession(() => launchChromium());
  const phone = browserSession(() => launchChromium({ mobile: { width: 390, height: 844 } }));
  const errors: string[] = [];

  it('each felt, chosen in Settings, is on the table at once and after a reload; readable light and dark', async () => {
    const line = await winningLine(3);
    const game = gameOf(3, line.slice(0, 40));
    const page = await openPopupPage(browser(), errors);
    // The phone's page as the phone opens it (openPopupPage would set 800×600).
    const small = await phone().openPopup();
    watchErrors(small, errors);
    await waitReady(small);
    try {
      await showGame(page, game);
      for (const [felt, name, colour] of FELTS) {
        await page.getByRole('button', { name: 'Settings' }).click();
        // The felts' own group: a card back is called Blue too.
        await page.getByTestId('felt').getByLabel(name, { exact: true }).check();
        await expect.poll(() => baize(page)).toBe(colour);
        await expect.poll(async () => ((await storageGet(page, 'plot.settings')) as { felt?: string }).felt).toBe(felt);
        if (felt === 'blue') {
          await shootBothThemes(browser(), page, 'felt-settings');
          await page.emulateMedia({ colorScheme: 'light' });
        }
        await reload(page);
        expect(await page.evaluate(() => document.documentElement.dataset.felt)).toBe(felt);
        expect(await baize(page)).toBe(colour);
        await showGame(small, game, { ...QUIET_SETTINGS, felt } as unknown as Record<string, boolean>);
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          const report = await audit(page);
          expect(report.violations, formatViolations(`${felt}, ${scheme}`, report.violations)).toEqual([]);
          await browser().screenshot(page, `felt-${felt}-800x600-${scheme}`);
          await small.emulateMedia({ colorScheme: scheme });
          await phone().screenshot(small, `felt-${felt}-390x844-${scheme}`);
        }
        await page.emulateMedia({ colorScheme: 'light' });
      }
    } finally {
      await page.close();
      await small.close();
    }
    expect(errors).toEqual([]);
  });

  it('a new game is dealt out from the stock, and a move during the deal is taken at once', async () => {
    const page = await openPopupPage(browser(), errors);
    try {
      await startDeal(page, 7);
      await storageSet(page, { 'plot.settings': { ...QUIET_SETTINGS, animations: true } });
      await reload(page);
      await page.getByRole('button', { name: 'New game', exact: true }).first().click();
      await page.getByLabel('Deal number').fill('8');
      // Every card's flight held where it is from its first frame, the deal under way for as long
      // as the test needs (a poll after the click missed a deal that a busy machine played out first).
      await page.evaluate(() => {
        const w = window as unknown as { held: Animation[]; holding: boolean };
        w.held = [];
        w.holding = true;
        const hold = () => {
          for (const a of document.getAnimations()) {
            if (!w.held.includes(a) && (a.effect as KeyframeEffect).target?.closest('[data-pile]')) {
              a.pause();
              w.held.push(a);
            }
          }
          if (w.holding) requestAnimationFrame(hold);
        };
        hold();
      });
      await page.getByRole('button', { name: 'Play this deal' }).click();
      await page.waitForSelector('text=Deal 8');
      await expect.poll(() => page.evaluate(() => (window as unknown as { held: Animation[] }).held.length)).toBeGreaterThan(12);
      await page.evaluate(() => void ((window as unknown as { holding: boolean }).holding = false));
      await browser().screenshot(page, 'felt-deal');
      await page.click('[data-pile="s"]');
      await expect.poll(async () => (await savedGame(page)).moves.length).toBe(1);
      // The move ended the deal: every card where it lies.
      expect(await page.evaluate(() => (window as unknown as { held: Animation[] }).held.filter((a) => a.playState !== 'finished').length)).toBe(0);
    } finally {
      await page.close();
    }
    expect(errors).toEqual([]);
  });

  it('the win: foundations flourish, cards cascade, sounds play once the volume is raised (no AudioContext before); none of the motion with reduced motion', async () => {
    const { game } = await endgame(3);
    const page = await browser().context.newPage();
    await page.addInitScript(COUNT_SCRIPT);
    try {
      await page.goto((await openPopupPage(browser(), errors)).url());
      const animated = { ...QUIET_SETTINGS, animations: true, autoFinish: false };
      await showGame(page, game, animated);
      await page.click('[data-pile="s"]');
      expect((await counted(page)).contexts).toBe(0);
      await page.getByRole('button', { name: 'Settings' }).click();
      await page.getByTestId('volume').fill('50');
      await expect.poll(async () => (await counted(page)).contexts).toBe(1);
      await page.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: 'Finish' }).click();
      await page.getByTestId('panel-won').waitFor({ timeout: 20_000 });
      // The won game is saved just after the panel shows.
      await expect.poll(async () => status((await savedGame(page)).position)).toBe('won');
      await expect.poll(async () => (await counted(page)).flourishes).toBeGreaterThan(0);
      await expect.poll(() => page.locator('.cascade .falling').count()).toBeGreaterThan(10);
      await expect.poll(() => page.locator('.cascade .falling >> nth=0').evaluate((el) => el.getAnimations().length)).toBe(1);
      // Mid-cascade, looked at: artifacts/felt-win-cascade.png.
      // Mid-cascade, held there to be looked at (artifacts/felt-win-cascade.png), then let go.
      const hold = (paused: boolean) => page.evaluate((p) => document.querySelectorAll('.cascade .falling').forEach((el) => el.getAnimations().forEach((a) => (p ? a.pause() : a.play()))), paused);
      await expect.poll(() => page.locator('.cascade .falling >> nth=8').evaluate((el) => Number(el.getAnimations()[0]?.currentTime ?? 0))).toBeGreaterThan(700);
      await hold(true);
      await page.setViewportSize({ width: 800, height: 600 });
      await browser().screenshot(page, 'felt-win-cascade');
      await hold(false);
      expect((await counted(page)).contexts).toBe(1);
      // A move during the celebration: Undo takes the finish back at once.
      await page.getByRole('button', { name: 'Undo', exact: true }).first().click();
      await expect.poll(async () => (await savedGame(page)).moves.length).toBe(game.moves.length);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.getByRole('button', { name: 'Finish' }).click();
      await page.getByTestId('panel-won').waitFor({ timeout: 20_000 });
      expect(await page.locator('.cascade').evaluate((el) => getComputedStyle(el).display)).toBe('none');
    } finally {
      await page.close();
    }
  });
});
