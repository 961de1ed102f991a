// bench-memory's --firefox: the same steps as in Chromium, in Firefox ESR driven over
// WebDriver BiDi by the browser tests' own client (test/e2e/firefox.ts, bundled for Node here).
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FIREFOX_POPUP_URL, ROOT } from '../src/tools/extension.mjs';
import { GUIDE_SEEN } from './popup-harness.mjs';
import { CSS_EXPR, STOP_INTERVALS_EXPR, most, parents, restWatch, settled, sleep, threadTicks, treeOf, treePss, treePssOf, treeTicks, untilSettled } from './memory-probes.mjs';
import { GC_EXPR, MINIMIZE_EXPR, REPORTS_EXPR, saveReport, summarize } from './memory-report-firefox.mjs';

/** PSS in kB of each Firefox process under `pid`, by the name Firefox gives it (`WebExtensions`, `Web Content`, `Socket Process`…; the parent by its binary's). */
function firefoxKinds(pid) {
  const kinds = {};
  for (const p of treeOf(pid)) {
    let name;
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    } catch {
      continue;
    }
    const { pss, anon } = treePssOf([p]);
    kinds[name] = { pss: (kinds[name]?.pss ?? 0) + pss, anon: (kinds[name]?.anon ?? 0) + anon };
  }
  return kinds;
}

/** Firefox's memory report of every process now (--report): its rows saved gzipped in `dir`, named by `stage`, and summarized. */
async function readReport(f, dir, stage) {
  const rows = JSON.parse(String(await f.b.evaluateChrome(REPORTS_EXPR)));
  saveReport(join(dir, `memory-report-${process.pid}-${Date.now()}-${stage}.json.gz`), rows);
  return summarize(rows);
}

/**
 * Firefox (--firefox) behind the same small interface as a Chromium page: launched by the
 * browser tests' own client (test/e2e/firefox.ts, bundled for Node here), the built
 * extension swapped for `dist` (the copy with the blank page; same add-on ID, hence the same
 * moz-extension:// origin), PSS summed over the Firefox process and its children.
 */
async function launchFirefoxFor(dist, age) {
  const esbuild = await import('esbuild');
  // build/bench-memory/: src/tools/extension.mjs, bundled in, finds the repository two folders up.
  const outfile = join(ROOT, 'build', 'bench-memory', `firefox-${process.pid}.mjs`);
  await esbuild.build({
    stdin: { contents: "export { launchFirefox, FIREFOXES } from './test/e2e/firefox.ts';", resolveDir: ROOT, loader: 'ts' },
    bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', outfile, logLevel: 'warning',
  });
  const { launchFirefox, FIREFOXES } = await import(pathToFileURL(outfile).href);
  rmSync(outfile, { force: true });
  const b = await launchFirefox(FIREFOXES[0]);
  try {
    // Installed again from the copy under the same ID: it replaces the add-on, which keeps its UUID (an uninstall would forget it).
    await b.send('webExtension.install', { extensionData: { type: 'path', path: dist } }, 60_000);
    // The Firefox we spawned: a child of this process (its content processes are its children).
    const pid = [...parents()].find(([p, parent]) => parent === process.pid && readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('--remote-allow-system-access'))?.[0];
    if (!pid) throw new Error('could not find the Firefox process');
    // --age (bench-memory.mjs): Firefox's start-up work done and collected before a page opens.
    await sleep(age * 1000);
    return { b, version: b.firefox.version, pss: () => treePss(pid), kinds: () => firefoxKinds(pid), ticks: () => treeTicks(pid), threads: () => threadTicks(pid), close: () => b.close() };
  } catch (e) {
    await b.close();
    throw e;
  }
}

const WEBDRIVER_KEYS = { Escape: '\uE00C', Shift: '\uE008' };

/** A page of Firefox's with what the steps below use of a Playwright page. */
function firefoxPage(b, context) {
  const evaluate = (expression) => b.evaluate(context, expression);
  const until = async (expression, timeout) => {
    const end = Date.now() + timeout;
    while (!(await evaluate(expression).catch(() => false))) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${expression}`);
      await sleep(100);
    }
  };
  const press = async (key) => {
    const shift = key.startsWith('Shift+');
    const k = shift ? key.slice(6) : key;
    const value = WEBDRIVER_KEYS[k] ?? k;
    const strokes = [{ type: 'keyDown', value }, { type: 'keyUp', value }];
    const actions = shift ? [{ type: 'keyDown', value: WEBDRIVER_KEYS.Shift }, ...strokes, { type: 'keyUp', value: WEBDRIVER_KEYS.Shift }] : strokes;
    await b.send('input.performActions', { context, actions: [{ type: 'key', id: 'keyboard', actions }] });
  };
  return { evaluate, until, press };
}

const MOVES_EXPR = `Number(/\\d+/.exec(document.querySelector('[data-testid="moves-time"]')?.textContent ?? '')?.[0] ?? NaN)`;

export async function blankFootprintFirefox(dist, rest, age, report = '') {
  const f = await launchFirefoxFor(dist, age);
  try {
    const { context } = await f.b.send('browsingContext.create', { type: 'tab' });
    await f.b.send('browsingContext.navigate', { context, url: FIREFOX_POPUP_URL.replace(/popup\.html$/, 'blank.html'), wait: 'complete' }, 30_000);
    await firefoxPage(f.b, context).until(`document.body.dataset.ready === 'true'`, 30_000);
    const footprint = await settled(f, 3000);
    const quiet = await restWatch(f, rest);
    // --report: the blank page's own report, the floor the popup's are read against.
    const summary = report ? await readReport(f, report, 'blank') : undefined;
    return { ...footprint, kinds: f.kinds(), cpu: quiet.cpu, quiet, version: f.version, report: summary };
  } finally {
    await f.close();
  }
}

/** popupFootprint's steps in Firefox. */
export async function popupFootprintFirefox(dist, saved, { moves, rest, pace, settings, css, age, 'stop-clock': stopClock, report }) {
  const f = await launchFirefoxFor(dist, age);
  /** --report: Firefox's memory report of every process now, saved (gzipped rows) under `report` and summarized. */
  const reports = {};
  const reportAt = async (stage) => {
    if (!report) return;
    reports[stage] = { ...(await readReport(f, report, stage)), kinds: f.kinds(), pss: f.pss() };
  };
  try {
    const { context } = await f.b.send('browsingContext.create', { type: 'tab' });
    const page = firefoxPage(f.b, context);
    const prefs = { animations: false, ...(settings ? JSON.parse(settings) : {}) };
    // Storage written from the extension's manifest (a page of its origin that runs none of the popup's code), then the popup opened onto it.
    await f.b.send('browsingContext.navigate', { context, url: FIREFOX_POPUP_URL.replace(/popup\.html$/, 'manifest.json'), wait: 'complete' }, 30_000);
    await page.evaluate(`browser.storage.local.set(${JSON.stringify({ ...GUIDE_SEEN, 'plot.game': saved, 'plot.settings': prefs })})`);
    await f.b.send('browsingContext.navigate', { context, url: FIREFOX_POPUP_URL, wait: 'complete' }, 30_000);
    await page.until(`document.body.dataset.ready === 'true' && !!document.querySelector('[data-pile="t1"]')`, 30_000);
    if (css) await page.evaluate(CSS_EXPR(css));
    if (prefs.winMeter !== false) await page.until(`/%/.test(document.querySelector('[data-testid="win-meter"] .meter-value')?.textContent ?? '')`, 60_000);
    const open = await settled(f);
    await reportAt('open');
    // --report: and what of it a GC takes (the garbage of the open), before the game goes on.
    let openGc;
    if (report) {
      await f.b.evaluateChrome(GC_EXPR);
      openGc = await settled(f, 2000);
      await reportAt('open-gc');
    }
    await page.press('w');
    await page.until(`(document.querySelector('[data-testid="verdict"]')?.textContent ?? '') !== ''`, 60_000);
    const winnable = await settled(f, 1000);
    let peak = { pss: 0, anon: 0 };
    let peakAt = 0;
    const series = [];
    /** --report: each Firefox process's PSS every ten moves. */
    const kindSeries = [];
    let played = 0;
    let games = 1;
    const t0 = Date.now();
    while (played < moves) {
      const before = await page.evaluate(MOVES_EXPR);
      await page.press('Shift+H');
      const moved = await page.until(`${MOVES_EXPR} !== ${before}`, 15_000).then(() => true, () => false);
      if (moved) {
        played++;
        if (pace) await sleep(pace);
      } else {
        await page.press('Escape');
        await page.press('n');
        await sleep(1500);
        games++;
      }
      if (pace || played % 10 === 0 || !moved) {
        const now = f.pss();
        if (now.anon > peak.anon) peakAt = played;
        if (moved && played % 10 === 0) series.push(now.anon);
        if (report && moved && played % 10 === 0) kindSeries.push(f.kinds());
        peak = most(peak, now);
      }
      if (moved && played % 50 === 0 && played < moves) await reportAt(`move${played}`);
      if (games > 20) throw new Error('no move for 20 games: is Shift+H still the hinted move?');
    }
    const playS = (Date.now() - t0) / 1000;
    const after = await settled(f, 1000);
    if (after.anon > peak.anon) peakAt = played;
    peak = most(peak, after);
    const quiet = await untilSettled(page.evaluate, played);
    // Read before --report's collections, which would otherwise be in it.
    const settledAt = f.pss();
    await reportAt('settled');
    // --report: what is left once every process has collected its garbage: a GC alone (about:memory's GC), then about:memory's
    // Minimize memory usage (GC, CC, memory-pressure); the rest then follows these collections.
    let collected;
    let gc;
    if (report) {
      await f.b.evaluateChrome(GC_EXPR);
      gc = await settled(f, 2000);
      await reportAt('gc');
      await f.b.evaluateChrome(MINIMIZE_EXPR);
      collected = await settled(f, 3000);
      await reportAt('collected');
    }
    if (stopClock) await page.evaluate(STOP_INTERVALS_EXPR);
    const restAt = report ? settledAt : f.pss();
    const resting = await restWatch(f, rest);
    const { cpu } = resting;
    const rested = await settled(f, 0);
    await reportAt('rest');
    const none = { pss: NaN };
    return { open, openGc, winnable, peak, peakAt, series, after, gc, collected, quiet, restAt, rested, heapOpen: none, heapRest: none, games, playS, cpu, resting, parts: {}, reports, kindSeries };
  } finally {
    await f.close();
  }
}
