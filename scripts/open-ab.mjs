#!/usr/bin/env node
// The popup's open time, two builds against each other on the same machine at the same time:
//
//   node scripts/open-ab.mjs BASE_DIST NEW_DIST [ROUNDS=61]
//
// One headless Chromium loads one extension holding BASE_DIST under a/ and NEW_DIST under b/.
// Each round opens a blank page of that extension, then a/popup.html, a blank page, then
// b/popup.html (the order alternates by round), and takes each popup's time to the
// `plot-interactive` mark minus the blank page's just before it. A single build's median moves
// by several milliseconds from one run to the next with the machine's load, so the figure that
// decides is the median of the rounds' paired differences (new − base) and its 95% interval
// (order statistics of the sign test: it needs no assumption on the spread's shape).
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launchPopupBrowser } from './popup-harness.mjs';
import { CHROMIUM_POPUP_URL } from '../src/tools/extension.mjs';

const [baseDist, newDist, roundsArg = '61'] = process.argv.slice(2);
if (!baseDist || !newDist) {
  console.error('usage: node scripts/open-ab.mjs BASE_DIST NEW_DIST [ROUNDS]');
  process.exit(2);
}
const rounds = Number(roundsArg);
const dir = mkdtempSync(join(tmpdir(), 'plot-open-ab-'));
// The manifest and locales at the top are the new build's; each build's own files sit under a/ and b/.
cpSync(resolve(newDist), dir, { recursive: true });
cpSync(resolve(baseDist), join(dir, 'a'), { recursive: true });
cpSync(resolve(newDist), join(dir, 'b'), { recursive: true });
writeFileSync(join(dir, 'blank.html'), '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>blank</title><script type="module" src="blank.js"></script></head><body></body></html>\n');
writeFileSync(join(dir, 'blank.js'), "performance.mark('plot-interactive');\ndocument.body.dataset.ready = 'true';\n");
const root = CHROMIUM_POPUP_URL.replace(/popup\.html$/, '');

const { context, close } = await launchPopupBrowser({ dist: dir });
async function timeLoad(path) {
  const page = await context.newPage();
  await page.goto(root + path);
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  const t = await page.evaluate(() => performance.getEntriesByName('plot-interactive')[0]?.startTime ?? NaN);
  await page.close();
  return t;
}

try {
  // Warm-up: the first load of each writes its fresh game and fills the caches.
  for (const path of ['a/popup.html', 'b/popup.html', 'blank.html']) await timeLoad(path);
  const times = { a: [], b: [] };
  for (let i = 0; i < rounds; i++) {
    for (const k of i % 2 ? ['b', 'a'] : ['a', 'b']) {
      const blank = await timeLoad('blank.html');
      times[k].push((await timeLoad(`${k}/popup.html`)) - blank);
    }
  }
  const sorted = (xs) => [...xs].sort((x, y) => x - y);
  const median = (xs) => sorted(xs)[Math.floor(xs.length / 2)];
  const diffs = sorted(times.b.map((t, i) => t - times.a[i]));
  // The sign test's interval for the median: the k-th smallest and k-th largest differences,
  // k from the binomial(n, 1/2) tail at 2.5% (normal approximation, fine from about 20 rounds).
  const k = Math.max(0, Math.floor(rounds / 2 - 0.98 * Math.sqrt(rounds)) - 1);
  const f = (x) => `${x >= 0 ? '+' : ''}${x.toFixed(1)}`;
  console.log(`base ${baseDist}: ${median(times.a).toFixed(1)} ms   new ${newDist}: ${median(times.b).toFixed(1)} ms   (open minus a blank page, median of ${rounds})`);
  console.log(`new − base, paired by round: median ${f(median(diffs))} ms, 95% interval ${f(diffs[k])} … ${f(diffs[rounds - 1 - k])} ms`);
} finally {
  await close();
  rmSync(dir, { recursive: true, force: true });
}
