#!/usr/bin/env node
// The popup's performance figures, in headless Chromium on the built extension (dist/):
//   - navigation → first interactive board (the 'plot-interactive' mark popup/main.tsx sets
//     right after the first render, measured from the navigation start), over several loads,
//     each after a load of a blank extension page (blankDist), and the difference: Plot's
//     own share of the opening;
//   - bundle sizes, raw and gzipped: what loads when the popup opens (popup.js, the chunks
//     it imports statically, the CSS: the 30 KB budget, with a BUDGET line) and, apart, the
//     chunk import()ed after the first paint (panels, notices…), with the total of both;
//     the worker, the WASM;
//   - hint latency on mid-game positions: the click on Hint until the hint is on screen,
//     cold (the first request, clicked the moment the board is ready: the worker may still
//     be starting and compiling the module) and warm (a second request in the same popup),
//     for the full-deal solver's hint (the setting "Hints may look at face-down cards");
//   - the fair hint (the default) on the same positions with the module loaded: p50, p95,
//     max over several positions per popup (Undo, then Hint at once, with the win-chance
//     meter working on the same move in its own worker, as in play).
//
//   node scripts/bench-popup.mjs [--loads N (default 21)] [--sizes | --open] [--dist DIR]   (needs `npm run build` first;
//   --sizes: the sizes only; --open: the sizes and the time to an interactive board, no hints;
//   --dist DIR: another build of the extension than dist/, to set two builds side by side)
// Without Chromium (PLOT_CHROMIUM, default /usr/bin/chromium) it prints the sizes and a
// one-line note instead of the timings.
// scripts/bench.mjs can include it as a section: `import('./bench-popup.mjs')` and use
// its `section` export ({ title, run() → lines }).
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { isEntryPoint, scriptFlags } from '../src/tools/flags.mjs';
import { OPEN_BUDGET, fileSize, openLoad, scriptLoad } from '../src/tools/chunks.mjs';
import { CHROMIUM_POPUP_URL, DIST } from '../src/tools/extension.mjs';
import { CHROMIUM, GUIDE_SEEN, addBlankPage, artKept, launchPopupBrowser, loadGameLibrary, openPopupOn, savedGameAlongWin } from './popup-harness.mjs';

/** This section's flags and their defaults (scripts/bench.mjs accepts them too). */
export const FLAGS = { loads: 21, sizes: false, open: false, dist: '' };

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x) => `${x.toFixed(1)} ms`;
/** Decimal kilobytes, as the budget is counted (30 KB = 30 000 bytes). */
const kb = (n) => `${(n / 1000).toFixed(1)} kB`;

function bundleSizes(dir) {
  const lines = [];
  const size = (file) => fileSize(dir, file);
  const row = (name, { raw, gz }) => `  ${name.padEnd(34)} ${kb(raw).padStart(9)} raw  ${kb(gz).padStart(9)} gzip`;
  const sum = (files) => files.map(size).reduce((a, b) => ({ raw: a.raw + b.raw, gz: a.gz + b.gz }), { raw: 0, gz: 0 });
  // Each file is gzipped on its own, as a server would send it: splitting costs a little.
  const open = openLoad(dir, 'popup.js');
  const { later } = scriptLoad(dir, 'popup.js');
  lines.push('  At open (popup.js, the chunks it imports statically, and what popup.html names: readSave.js, popup.css):');
  for (const f of open.files) lines.push(row(`    ${f.file}`, f));
  lines.push(row('  = loaded at open (JS+CSS)', open));
  lines.push(
    `  CEILING (docs/dev/open-budget.md): JS+CSS at open ${open.gz} of ${OPEN_BUDGET} bytes gzipped — ` +
      `${open.gz <= OPEN_BUDGET ? `within budget, ${OPEN_BUDGET - open.gz} bytes to spare` : `OVER BUDGET by ${open.gz - OPEN_BUDGET} bytes`}`,
  );
  // onDemand.css: added by popup/loading/onDemandParts.ts with the lazy chunk.
  const laterFiles = [...later, ...['onDemand.css'].filter((f) => existsSync(join(dir, f)))];
  lines.push('  Loaded after the first paint, when the browser is idle, or on first use (import(): panels, notices, the solver\'s questions, …):');
  for (const f of laterFiles) lines.push(row(`    ${f}`, size(f)));
  lines.push(row('  = all the popup\'s JS+CSS (open + later)', sum([...open.files.map((f) => f.file), ...laterFiles])));
  lines.push('  Elsewhere:');
  for (const [name, file] of [['worker.js (solver worker)', 'worker.js'], ['solver.wasm', 'solver.wasm'], ['popup.html', 'popup.html']]) {
    lines.push(existsSync(join(dir, file)) ? row(`    ${name}`, size(file)) : `    ${name.padEnd(30)} missing (dist/${file})`);
  }
  return lines;
}

/** Saved games (the popup's storage format) at 30% and 60% of the winning line of a few deals. */
async function midGamePositions(lib) {
  const core = await lib.loadSolver();
  const saves = [];
  for (const n of [1, 2, 3, 6, 7, 8]) {
    for (const f of [0.3, 0.6]) {
      const saved = savedGameAlongWin(lib, core, n, f, 'bench');
      if (saved) saves.push({ label: `deal ${n} @${Math.round(f * 100)}%`, saved });
    }
  }
  return saves;
}

const POPUP = () => CHROMIUM_POPUP_URL;
/** The blank extension page beside the popup (blankDist): same origin, same CSP, one empty script. */
const BLANK = () => CHROMIUM_POPUP_URL.replace(/popup\.html$/, 'blank.html');

/**
 * A copy of dist/ with a blank page added (addBlankPage). The popup is compared with it in the
 * same browser, load for load (issue 21: Plot's own share of the opening is the difference).
 */
function blankDist(source) {
  const dir = mkdtempSync(join(tmpdir(), 'plot-bench-dist-'));
  cpSync(source, dir, { recursive: true });
  addBlankPage(dir);
  return dir;
}

/**
 * Loads of the popup, each in a new tab, after one uncounted load that gives storage `saved`
 * (or its own fresh game). With `blank`, each load of the popup follows one of the blank page
 * (blankDist), so both meet the same machine; their times come back apart.
 * @overload
 * @param {import('playwright-core').BrowserContext} context
 * @param {number} loads
 * @param {unknown} saved
 * @param {false} [blank]
 * @param {boolean} [guide]
 * @returns {Promise<LoadTime[]>}
 */
/**
 * @overload
 * @param {import('playwright-core').BrowserContext} context
 * @param {number} loads
 * @param {unknown} saved
 * @param {true} blank
 * @returns {Promise<{ times: LoadTime[], blanks: LoadTime[] }>}
 */
/**
 * @param {import('playwright-core').BrowserContext} context
 * @param {number} loads
 * @param {unknown} saved
 * @param {boolean} [blank]
 * @param {boolean} [guide] a new player's first open: the guided first game, not the board
 */
async function interactiveTimes(context, loads, saved, blank = false, guide = false) {
  const times = [];
  const blanks = [];
  const page = await context.newPage();
  await page.goto(POPUP()); // first load: extension install, storage created (not counted)
  await page.waitForSelector('body[data-ready="true"]');
  // A returning player, who has seen the guided first game: the loads open on the board
  // (on a fresh profile's game with no move the guide would open instead, every time).
  // With `guide`, a new player's first open: no mark and a fresh game (the reload writes it),
  // so that the guide opens at each load.
  if (guide) {
    await page.evaluate(() => chrome.storage.local.remove(['plot.tutorial', 'plot.game']));
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  } else {
    await page.evaluate((items) => chrome.storage.local.set(items), GUIDE_SEEN);
    if (saved) await page.evaluate((game) => chrome.storage.local.set({ 'plot.game': game }), saved);
    await page.reload();
    await artKept(page);
  }
  if (blank) await page.goto(BLANK()); // and the blank page's first load, not counted either
  await page.close();
  for (let i = 0; i < loads; i++) {
    if (blank) blanks.push(await timeLoad(context, BLANK()));
    times.push(await timeLoad(context, POPUP(), guide));
  }
  return blank ? { times, blanks } : times;
}

/**
 * When the faces' art was in: in the first frame (its mark before the board's: the faces kept
 * from the last open, popup/table/keptArt.ts), or how long after the board (the file's).
 * @param {LoadTime[]} times
 */
function artLine(times) {
  const late = times.map((t) => t.art).filter((d) => !(d <= 0));
  const first = `  the faces' art in the first frame (kept from the last open) in ${times.length - late.length} of ${times.length} loads`;
  return late.length === 0 ? first : `${first}; in the others after it (plot-art − plot-interactive): median ${ms(median(late))}   max ${ms(Math.max(...late))}`;
}

/** @typedef {{ interactive: number, art: number, dcl: number }} LoadTime */

/**
 * One load of `url` in a new tab: navigation start → the 'plot-interactive' mark, and → DOMContentLoaded.
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} url
 * @returns {Promise<LoadTime>}
 */
async function timeLoad(context, url, guide = false) {
  const p = await context.newPage();
  await p.goto(url);
  // Attached, not visible: the blank page's body is empty. The times are read from the page's own marks.
  await p.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  // The popup's faces' art goes in after the first paint (popup/table/cardArt.ts: 'plot-art'); the blank page has none.
  await p.waitForFunction(() => performance.getEntriesByName('plot-art').length > 0 || !document.getElementById('app'), null, { timeout: 5000 }).catch(() => undefined);
  const t = await p.evaluate((g) => {
    // The figure is the board's (or with `guide` the guide's): a load that opened the other measures another page.
    if (document.getElementById('app') && !!document.querySelector('[data-testid="guide"]') !== g) throw new Error(g ? 'the board opened, not the guided first game' : 'the guided first game opened, not the board');
    const mark = performance.getEntriesByName('plot-interactive')[0];
    const art = performance.getEntriesByName('plot-art')[0];
    const nav = performance.getEntriesByType('navigation')[0];
    return {
      interactive: mark ? mark.startTime : NaN,
      art: art && mark ? art.startTime - mark.startTime : NaN,
      dcl: nav instanceof PerformanceNavigationTiming ? nav.domContentLoadedEventEnd : NaN,
    };
  }, guide);
  await p.close();
  return t;
}

/**
 * A move's time to show: `clicks` clicks on the stock of a fresh game (no auto-play, no
 * animation), each from the click to the frame after the stock's name changes, in the page.
 * @param {import('playwright-core').BrowserContext} context
 * @param {number} clicks
 * @returns {Promise<number[]>}
 */
async function moveTimes(context, clicks) {
  const page = await context.newPage();
  await page.goto(POPUP());
  // A returning player's fresh game (the one stored may have dealt its stock); no guided first game.
  await page.evaluate(async (seen) => {
    await chrome.storage.local.remove('plot.game');
    await chrome.storage.local.set({ ...seen, 'plot.settings': { autoPlay: false, animations: false, blunderCheck: false } });
  }, GUIDE_SEEN);
  await page.reload();
  await page.waitForFunction(() => performance.getEntriesByName('plot-art').length > 0, null, { timeout: 5000 });
  const times = await page.evaluate(async (n) => {
    const out = [];
    const stock = () => /** @type {HTMLElement} */ (document.querySelector('[data-pile="s"]'));
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    for (let i = 0; i < n; i++) {
      const label = stock().getAttribute('aria-label');
      const t0 = performance.now();
      stock().click();
      for (let f = 0; stock().getAttribute('aria-label') === label; f++) {
        if (f > 300) throw new Error('the stock did not deal');
        await frame();
      }
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      out.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 50));
    }
    return out;
  }, clicks);
  await page.close();
  return times;
}

/** Clicks Hint and waits for the hint text; the time is measured inside the page. */
const timeHint = (page) =>
  page.evaluate(
    () =>
      new Promise((resolvePromise, reject) => {
        const button = [...document.querySelectorAll('.toolbar button')].find((b) => b.textContent === 'Hint');
        if (!(button instanceof HTMLElement)) return reject(new Error('no Hint button'));
        const t0 = performance.now();
        const done = () => {
          const el = document.querySelector('[data-testid="hint"]');
          if (el && el.textContent) {
            observer.disconnect();
            resolvePromise({ ms: performance.now() - t0, text: el.textContent });
            return true;
          }
          return false;
        };
        const observer = new MutationObserver(done);
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        button.click();
        done();
        setTimeout(() => {
          observer.disconnect();
          reject(new Error('no hint within 60 s'));
        }, 60_000);
      }),
  );

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
};

/** Fair hints per popup after the first: each one move back (Undo) from the last. */
const FAIR_STEPS = 6;

/** The fair hint with the module loaded (the meter's first answer has come): every hint after an Undo. */
async function fairHintLatencies(context, saves) {
  const times = [];
  const wrong = [];
  for (const { label, saved } of saves) {
    const page = await openPopupOn(context, saved, { autoPlay: false, blunderCheck: false, animations: false });
    await page.waitForFunction(() => /%/.test(document.querySelector('[data-testid="win-meter"] .meter-value')?.textContent ?? ''), undefined, { timeout: 60_000 });
    for (let i = 0; i < FAIR_STEPS; i++) {
      const hint = await timeHint(page);
      if (!/win chance about \d+%|No useful move/.test(hint.text)) wrong.push(`${label}: ${hint.text}`);
      times.push(hint.ms);
      await page.keyboard.press('z');
    }
    await page.close();
  }
  return { times, wrong };
}

async function hintLatencies(context, saves) {
  const rows = [];
  for (const { label, saved } of saves) {
    const page = await openPopupOn(context, saved, { autoPlay: false, blunderCheck: false, animations: false, hintsPeek: true });
    const cold = await timeHint(page);
    // Warm: one move back (Undo), a new position for the same, already running, worker.
    await page.keyboard.press('z');
    const warm = await timeHint(page);
    const source = (text) => (/proven winning line/.test(text) ? 'win' : /best move/.test(text) ? 'best' : /No move wins/.test(text) ? 'lost' : 'other');
    rows.push({ label, cold: cold.ms, warm: warm.ms, coldSource: source(cold.text), warmSource: source(warm.text) });
    await page.close();
  }
  return rows;
}

/** The section's lines; `flags` as FLAGS, read by scriptFlags. */
export async function run({ flags }) {
  const lines = [];
  const source = flags.dist || DIST;
  if (!existsSync(join(source, 'popup.js'))) return [`  ${source} is not built: run \`npm run build\` first`];
  lines.push(`Bundle sizes (${flags.dist || 'dist/'}, gzip -9):`, ...bundleSizes(source), '');
  if (flags.sizes) return lines;
  if (!existsSync(CHROMIUM)) {
    lines.push(`skipped the load and hint timings: no Chromium at ${CHROMIUM} (as root: apt-get install chromium, or set PLOT_CHROMIUM)`);
    return lines;
  }
  const lib = await loadGameLibrary();
  const saves = await midGamePositions(lib);
  const dist = blankDist(source);
  const browser = await launchPopupBrowser({ dist });
  try {
    const { loads } = flags;
    const { times, blanks } = await interactiveTimes(browser.context, loads, undefined, true);
    const inter = times.map((t) => t.interactive);
    const blank = median(blanks.map((t) => t.interactive));
    lines.push(
      `Navigation → interactive board (headless Chromium, ${loads} loads, storage holding a game; each after a load of a blank extension page):`,
      `  median ${ms(median(inter))}   min ${ms(Math.min(...inter))}   max ${ms(Math.max(...inter))}` +
        `   (DOMContentLoaded median ${ms(median(times.map((t) => t.dcl)))})`,
      `  blank extension page (its one script run): median ${ms(blank)}   min ${ms(Math.min(...blanks.map((t) => t.interactive)))}`,
      `  Plot minus blank page: ${ms(median(inter) - blank)} at the median   target (issue 21): ≤ 10 ms`,
      artLine(times),
      // The machine's load beside the figure: a busy machine (another study, a build) slows every load.
      `  load average ${loadavg().map((x) => x.toFixed(2)).join(', ')} (1, 5, 15 min) on ${availableParallelism()} cores`,
    );
    // Reopening a game under way, the common case: its moves are replayed from the save and
    // more cards are drawn. Reported beside the target, which is read on the fresh game.
    const underWay = saves.find((s) => s.label === 'deal 1 @60%');
    if (underWay) {
      const times = (await interactiveTimes(browser.context, loads, underWay.saved)).map((t) => t.interactive);
      const moves = underWay.saved.game.moves.split(' ').length;
      lines.push(`  a game under way (${underWay.label}, ${moves} moves): median ${ms(median(times))}   min ${ms(Math.min(...times))}   max ${ms(Math.max(...times))}`);
    }
    // A new player's first open is the guided first game (popup/tutorial/firstStart.ts), not the board.
    const guide = (await interactiveTimes(browser.context, loads, undefined, false, true)).map((t) => t.interactive);
    lines.push(`  a new player's first open (the guided first game): median ${ms(median(guide))}   min ${ms(Math.min(...guide))}   max ${ms(Math.max(...guide))}`);
    const moves = await moveTimes(browser.context, 30);
    lines.push(`  a move's time to show (a click on the stock → the frame after it, 30 clicks, the art drawn): median ${ms(median(moves))}   p90 ${ms(quantile(moves, 0.9))}`);
    lines.push('');
    if (flags.open) return lines;
    const fair = await fairHintLatencies(browser.context, saves);
    lines.push(
      `Fair hint (the default) on mid-game positions, module loaded (click → hint on screen; ${fair.times.length} hints, ${saves.length} popups, the meter working alongside):`,
      `  p50 ${ms(quantile(fair.times, 0.5))}   p95 ${ms(quantile(fair.times, 0.95))}   max ${ms(Math.max(...fair.times))}   (targets, issue 23: p50 ≤ 60 ms, p95 ≤ 200 ms, under load)`,
      ...fair.wrong.map((w) => `  NOT A FAIR HINT: ${w}`),
      '',
    );
    const rows = await hintLatencies(browser.context, saves);
    lines.push(`Full-deal hint ("Hints may look at face-down cards") on mid-game positions (click → hint on screen, real worker + WASM):`);
    for (const r of rows) {
      lines.push(`  ${r.label.padEnd(16)} cold ${ms(r.cold).padStart(10)} (${r.coldSource})   warm ${ms(r.warm).padStart(10)} (${r.warmSource})`);
    }
    if (rows.length > 0) {
      lines.push(
        `  median           cold ${ms(median(rows.map((r) => r.cold))).padStart(10)}          warm ${ms(median(rows.map((r) => r.warm))).padStart(10)}`,
      );
    }
  } finally {
    await browser.close();
    rmSync(dist, { recursive: true, force: true });
  }
  return lines;
}

export const section = { title: 'Popup: load time, bundle sizes, hint latency (headless Chromium)', run };

if (isEntryPoint(import.meta.url)) {
  run({ flags: scriptFlags('bench-popup', FLAGS) })
    .then((lines) => {
      console.log(`== ${section.title} ==`);
      for (const l of lines) console.log(l);
    })
    .catch((e) => {
      console.error(`bench-popup failed: ${e instanceof Error ? e.stack : e}`);
      process.exit(1);
    });
}
