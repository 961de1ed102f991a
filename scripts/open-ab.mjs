#!/usr/bin/env node
// The popup's open time, two builds against each other on the same machine at the same time:
//
//   node scripts/open-ab.mjs [--apart] BASE_DIST NEW_DIST [ROUNDS=61]
//
// One headless Chromium loads one extension holding BASE_DIST under a/ and NEW_DIST under b/.
// Each round opens a blank page of that extension, then a/popup.html, a blank page, then
// b/popup.html (the order alternates by round), and takes each popup's time to the
// `plot-interactive` mark minus the blank page's just before it. A single build's median moves
// by several milliseconds from one run to the next with the machine's load, so the figure that
// decides is the median of the rounds' paired differences (new − base) and its 95% interval
// (order statistics of the sign test: it needs no assumption on the spread's shape).
// The two builds share one extension, so one storage: the game one build saves is the one the
// other opens. Builds whose save formats differ are not comparable so (the newer one reads the
// older save through its migration, on the on-demand chunk, at every load): --apart gives each
// build its own browser and profile (each with its own blank page), the rounds alternating
// between the two browsers. Each launch of a browser has a speed of its own (the same build's
// median moved by up to 10 ms from one launch to the next here), so an --apart figure wants a
// second run with the builds swapped.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { GUIDE_SEEN, addBlankPage, artKept, launchPopupBrowser } from './popup-harness.mjs';
import { CHROMIUM_POPUP_URL } from '../src/tools/extension.mjs';

const args = process.argv.slice(2);
const apart = args.includes('--apart');
const [baseDist, newDist, roundsArg = '61'] = args.filter((a) => a !== '--apart');
if (!baseDist || !newDist) {
  console.error('usage: node scripts/open-ab.mjs [--apart] BASE_DIST NEW_DIST [ROUNDS]');
  process.exit(2);
}
const rounds = Number(roundsArg);
const root = CHROMIUM_POPUP_URL.replace(/popup\.html$/, '');
const dirs = [];

/** A folder holding `top` (manifest, locales and its files at the top), the blank page, and each of `under` in its subfolder. */
function extensionDir(top, under = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'plot-open-ab-'));
  dirs.push(dir);
  cpSync(resolve(top), dir, { recursive: true });
  for (const [sub, dist] of Object.entries(under)) cpSync(resolve(dist), join(dir, sub), { recursive: true });
  addBlankPage(dir);
  return dir;
}

/** One browser on `dir`: a returning player's storage, and the time of a load of `path` there. */
async function browserOn(dir) {
  const { context, close } = await launchPopupBrowser({ dist: dir });
  // A returning player, who has seen the guided first game (a fresh profile's game with no
  // move would open the guide instead of the board).
  const first = await context.newPage();
  await first.goto(root + 'blank.html');
  await first.evaluate((items) => chrome.storage.local.set(items), GUIDE_SEEN);
  await first.close();
  async function timeLoad(path, keep = false) {
    const page = await context.newPage();
    await page.goto(root + path);
    await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
    if (keep) await artKept(page);
    const t = await page.evaluate(() => {
      // The figure is the board's: a load that opened the guided first game measures another page.
      if (document.querySelector('[data-testid="guide"]')) throw new Error('the guided first game opened, not the board');
      return performance.getEntriesByName('plot-interactive')[0]?.startTime ?? NaN;
    });
    await page.close();
    return t;
  }
  return { timeLoad, close };
}

// Each side: its popup's path, and the browser it loads in.
const browsers = [];
let sides;
try {
  if (apart) {
    const [a, b] = [await browserOn(extensionDir(baseDist)), await browserOn(extensionDir(newDist))];
    browsers.push(a, b);
    sides = { a: { path: 'popup.html', browser: a }, b: { path: 'popup.html', browser: b } };
  } else {
    // The manifest and locales at the top are the new build's; each build's own files sit under a/ and b/.
    const one = await browserOn(extensionDir(newDist, { a: baseDist, b: newDist }));
    browsers.push(one);
    sides = { a: { path: 'a/popup.html', browser: one }, b: { path: 'b/popup.html', browser: one } };
  }
  // Warm-up: the first load of each writes its fresh game and fills the caches, and stays open
  // until the faces it drew are kept, as a returning player's last open did (bench-popup.mjs).
  for (const { path, browser } of Object.values(sides)) {
    await browser.timeLoad(path, true);
    await browser.timeLoad('blank.html');
  }
  const times = { a: [], b: [] };
  for (let i = 0; i < rounds; i++) {
    for (const k of i % 2 ? ['b', 'a'] : ['a', 'b']) {
      const { path, browser } = sides[k];
      const blank = await browser.timeLoad('blank.html');
      times[k].push((await browser.timeLoad(path)) - blank);
    }
  }
  const sorted = (xs) => [...xs].sort((x, y) => x - y);
  const median = (xs) => sorted(xs)[Math.floor(xs.length / 2)];
  const diffs = sorted(times.b.map((t, i) => t - times.a[i]));
  // The sign test's interval for the median: the k-th smallest and k-th largest differences,
  // k from the binomial(n, 1/2) tail at 2.5% (normal approximation, fine from about 20 rounds).
  const k = Math.max(0, Math.floor(rounds / 2 - 0.98 * Math.sqrt(rounds)) - 1);
  const f = (x) => `${x >= 0 ? '+' : ''}${x.toFixed(1)}`;
  console.log(`base ${baseDist}: ${median(times.a).toFixed(1)} ms   new ${newDist}: ${median(times.b).toFixed(1)} ms   (open minus a blank page, median of ${rounds}${apart ? ', each in its own browser' : ''})`);
  console.log(`new − base, paired by round: median ${f(median(diffs))} ms, 95% interval ${f(diffs[k])} … ${f(diffs[rounds - 1 - k])} ms`);
} finally {
  for (const b of browsers) await b.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
