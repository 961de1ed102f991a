// The win-chance meter drawn the same in Firefox as in Chromium (issue 31: Firefox drew a
// solid 10 px bar that turned orange below 85%, Chromium a 3 px line). What a <meter> draws
// inside its box the DOM does not tell, so both are measured in screenshots of the meter:
// the rows and columns whose pixels differ from the table around it. At 800×600 and on the
// phone, light, dark and forced colours (Firefox: the "override colours" pref, as Windows
// high contrast sets it; Chromium: emulated). The meter's row in each goes to artifacts/.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gameOf } from '../a11yGames';
import { launchChromium } from '../chromium';
import { browserSession, saveArtifact } from '../common';
import type { FirefoxSession } from '../firefox';
import { QUIET, showGame } from '../firefoxPage';
import { QUIET_SETTINGS, showGame as showGameIn, waitReady } from '../popupPage';
import { decodePng } from './png';
import { METER_SHOWN, settled } from './probes';
import { inNewTab } from './games';
import { emulate, hasChromeScope, SCREENS, type Screen } from './screens';

const MODES = ['light', 'dark', 'forced'] as const;
type Mode = (typeof MODES)[number];
/** CSS px of table around the meter in each crop: its first pixel is the table's colour. */
const MARGIN = 3;
const METER_BOX = `(() => {
  const r = document.querySelector('[data-testid="win-meter"] meter').getBoundingClientRect();
  return { x: r.left - ${MARGIN}, y: r.top - ${MARGIN}, width: r.width + ${2 * MARGIN}, height: r.height + ${2 * MARGIN} };
})()`;
/** The meter's row (its label, bar and percentage) with the difficulty beside it: the artifact looked at. */
const ROW_BOX = `(() => {
  const r = document.querySelector('.fair-row').getBoundingClientRect();
  return { x: r.left - 4, y: r.top - 4, width: r.width + 8, height: r.height + 8 };
})()`;
type Box = { x: number; y: number; width: number; height: number };

type Rgb = [number, number, number];
const distance = (a: Rgb, b: Rgb) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]);

export interface DrawnBar {
  /** The extent of the pixels unlike the table's, in CSS px. */
  height: number;
  width: number;
  /** Along the middle row: the colour a fifth of the way in (the fill), nine tenths in (the track). */
  fill: Rgb;
  track: Rgb;
  /** CSS px from the bar's left edge to the fill's last pixel. */
  fillEnd: number;
}

/** What the meter drew in a crop of it with MARGIN px of table around. */
export function drawnBar(png: Buffer, dpr: number): DrawnBar {
  const pixels = decodePng(png);
  const table = pixels.at(0, 0);
  let [top, bottom, left, right] = [Infinity, -1, Infinity, -1];
  for (let y = 0; y < pixels.height; y++) {
    for (let x = 0; x < pixels.width; x++) {
      if (distance(pixels.at(x, y), table) <= 40) continue;
      [top, bottom] = [Math.min(top, y), Math.max(bottom, y)];
      [left, right] = [Math.min(left, x), Math.max(right, x)];
    }
  }
  if (bottom < 0) return { height: 0, width: 0, fill: table, track: table, fillEnd: 0 };
  const middle = Math.floor((top + bottom) / 2);
  const inFill = left + Math.round((right - left) / 5);
  const fill = pixels.at(inFill, middle);
  const track = pixels.at(left + Math.round(((right - left) * 9) / 10), middle);
  // Rightwards from inside the fill while the colour holds (the rim may share it: forced colours).
  let end = inFill;
  while (end < right && distance(pixels.at(end + 1, middle), fill) <= 40) end++;
  return { height: (bottom - top + 1) / dpr, width: (right - left + 1) / dpr, fill, track, fillEnd: (end - left + 1) / dpr };
}

/** Where both browsers' bars differ, in words (none when they look the same). */
function differences(ours: DrawnBar, theirs: DrawnBar): string[] {
  const out: string[] = [];
  for (const k of ['height', 'width'] as const) if (Math.abs(ours[k] - theirs[k]) > 0.5) out.push(`${k} ${ours[k]} px against ${theirs[k]}`);
  if (Math.abs(ours.fillEnd - theirs.fillEnd) > 1) out.push(`the fill ends ${ours.fillEnd} px in, against ${theirs.fillEnd}`);
  for (const k of ['fill', 'track'] as const) if (distance(ours[k], theirs[k]) > 30) out.push(`${k} rgb(${ours[k]}) against rgb(${theirs[k]})`);
  if (distance(ours.fill, ours.track) < 100) out.push(`fill rgb(${ours.fill}) hardly unlike its track rgb(${ours.track})`);
  return out;
}

/**
 * The value drawn: 74%, where Firefox's own meter turned orange. Set on the element (and its
 * percentage, for the artifact) once the fair player's answer is in and nothing renders them
 * again: what is measured is the drawing.
 */
const AT_74 = `(() => {
  const meter = document.querySelector('[data-testid="win-meter"]');
  meter.querySelector('meter').value = 0.74;
  meter.querySelector('.meter-value').textContent = '74%';
  return true;
})()`;

/** The meter as Chromium draws it: deal 1 in `mode`, measured. */
async function chromiumBar(page: Page, mode: Mode, dpr: number, name: string) {
  await page.emulateMedia({ forcedColors: mode === 'forced' ? 'active' : 'none' });
  const settings = { ...QUIET_SETTINGS, theme: mode === 'dark' ? 'dark' : 'light' };
  await showGameIn(page, gameOf(1), QUIET_SETTINGS, { extra: { 'plot.settings': settings } });
  await expect.poll(() => page.evaluate(METER_SHOWN), { timeout: 30_000 }).toBe(true);
  await page.evaluate(AT_74);
  const clip = await settledIn(page, METER_BOX);
  const png = await page.screenshot({ clip });
  saveArtifact(`${name}-chromium.png`, await page.screenshot({ clip: (await page.evaluate(ROW_BOX)) as Box }));
  return drawnBar(png, dpr);
}

/** As probes.ts's settled, in Chromium. */
async function settledIn(page: Page, expression: string): Promise<Box> {
  let last = '';
  let same = 0;
  await expect.poll(async () => {
    const now = JSON.stringify(await page.evaluate(expression));
    same = now === last ? same + 1 : 0;
    last = now;
    return same >= 2;
  }, { interval: 100 }).toBe(true);
  return JSON.parse(last) as Box;
}

/** The meter as Firefox draws it: deal 1 in `mode`, measured. */
async function firefoxBar(b: FirefoxSession, tab: string, mode: Mode, dpr: number, name: string) {
  const forced = mode === 'forced';
  // (forced colours are set by a pref, in the chrome scope: only where BiDi reaches it)
  if (hasChromeScope(b.firefox.version)) await b.evaluateChrome(forced ? `Services.prefs.setIntPref('browser.display.document_color_use', 2), true` : `Services.prefs.clearUserPref('browser.display.document_color_use'), true`);
  try {
    await showGame(b, tab, gameOf(1), { ...QUIET, theme: mode === 'dark' ? 'dark' : 'light' });
    await b.poll(tab, `matchMedia('(forced-colors: active)').matches`).toBe(forced);
    await b.poll(tab, METER_SHOWN, 30_000).toBe(true);
    await b.evaluate(tab, AT_74);
    const box = await settled<Box>(b, tab, METER_BOX);
    const { data } = await b.send<{ data: string }>('browsingContext.captureScreenshot', { context: tab, clip: { type: 'box', ...box } });
    const png = Buffer.from(data, 'base64');
    const row = await b.send<{ data: string }>('browsingContext.captureScreenshot', { context: tab, clip: { type: 'box', ...((await b.evaluate(tab, ROW_BOX)) as Box) } });
    saveArtifact(`${name}-firefox-${b.firefox.version.split('.')[0]}.png`, Buffer.from(row.data, 'base64'));
    return drawnBar(png, dpr);
  } finally {
    if (forced) await b.evaluateChrome(`Services.prefs.clearUserPref('browser.display.document_color_use'), true`);
  }
}

export const meterSuite = (browser: () => FirefoxSession, screens: readonly Screen[] = SCREENS) => describe('the win-chance meter, drawn as Chromium draws it', () => {
  for (const screen of screens) {
    describe(screen.name, () => {
      const dpr = screen.dpr ?? 1;
      const chromium = browserSession(() => launchChromium(screen.touch
        ? { mobile: { width: screen.width, height: screen.height }, deviceScaleFactor: dpr }
        : {}));

      it('the same bar at 74%, light, dark and in forced colours (where this ESR can set them): its size, its colours, where its fill ends', inNewTab(browser, async (b, tab) => {
        await emulate(b, tab, screen);
        const page = await chromium().openPopup();
        try {
          if (!screen.touch) await page.setViewportSize({ width: screen.width, height: screen.height });
          await waitReady(page);
          const found: string[] = [];
          for (const mode of MODES.filter((m) => m !== 'forced' || hasChromeScope(b.firefox.version))) {
            const name = `meter-${screen.slug}-${mode}`;
            const ours = await firefoxBar(b, tab, mode, dpr, name);
            const theirs = await chromiumBar(page, mode, dpr, name);
            console.info(`${name}: Firefox ${b.firefox.version} ${JSON.stringify(ours)}, Chromium ${JSON.stringify(theirs)}`);
            found.push(...differences(ours, theirs).map((d) => `${mode}: ${d}`));
          }
          expect(found).toEqual([]);
        } finally {
          await page.close();
        }
      }));
    });
  }
});
