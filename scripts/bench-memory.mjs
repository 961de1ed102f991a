#!/usr/bin/env node
// The popup's memory footprint (issue 38), in headless Chromium on the built extension
// (dist/): the proportional set size (PSS, /proc/PID/smaps_rollup) of every process of the
// browser summed, the popup's browser minus a blank page of the same extension in a fresh
// browser of its own (the floor under any extension page):
//   - at open (a saved game at its first move, the default settings: the win-chance meter
//     and the quiet blunder check on), once the meter has answered;
//   - after Winnable? (its verdict on screen);
//   - the peak while Shift+H plays hinted moves (each key asks the hint and plays it; the
//     meter and the blunder checks follow each move, as in play), sampled every few moves;
//   - after the last hinted move; once the page has settled (every move's checks run to their
//     end, main's data-checked; the meter not working; no done signal moved for 1 s: the rest
//     starts there, not while the last answers are still being worked out); and --rest s later
//     (a worker still holding its tables shows here), with the CPU the browser used over those
//     seconds beside the blank page's over as long, in 5 s slices and by thread (the game's
//     clock repaints its text each second meanwhile; --stop-clock clears the page's intervals
//     as the rest begins, to see what that costs).
// --pace MS waits MS more after each move has shown, as a player thinking would (the page's
// idle time, in which V8 and Blink may collect); the peak is then sampled after every move,
// not every tenth. Without it the moves come as fast as they show (5 to 10 a second).
// Each figure is the median over --runs fresh browsers (each with its own blank page).
// --age S (30 by default) lets each browser run S seconds before its page opens, the blank
// page's and the popup's alike: a browser's own start-up work makes garbage that its first
// collections take, and a page opened in its first seconds was read with it. Firefox 153, a
// blank page, about:memory's report: 6.5 MB of its AI assistant's prompt strings in the
// parent 8 s after launch, gone at 22 s; the popup's open then read +37 to +41 MB over a
// blank page read a few seconds later, +26 to +28 at --age 30 (2026-12-05). A player's
// browser has mostly run a while when the popup opens.
// --firefox measures Firefox instead (the first of PLOT_FIREFOX's binaries, else
// /usr/bin/firefox-esr; headless, driven over WebDriver BiDi by test/e2e/firefox.ts, bundled
// here): the same steps, the PSS of the Firefox process and all its children (content,
// extension, GPU, socket processes) over the same blank page; no JS heap (--report has Firefox's own).
// --breakdown adds, at open, at the peak's sample and after the rest, where the memory is
// (the last run's; it costs a few CDP calls a sample): the PSS of each kind of process (the
// browser, the GPU process, the popup's renderer, the rest) over the blank page's, and inside
// the popup's renderer, read through the DevTools protocol, the page's V8 heap (used and
// reserved) and Blink's (Oilpan: DOM, styles, layout), its DOM nodes and documents (those not
// yet collected too), and each worker's V8 heap and WebAssembly memories (their size, not
// what is touched: the renderer's PSS has that).
// --report DIR (with --firefox) reads Firefox's own memory report (about:memory's, every
// process, scripts/memory-report-firefox.mjs) of the blank page; of the popup at open, then
// after a GC in every process (about:memory's GC button: the game goes on from there, so the
// figures after open are not the plain bench's), every 50 moves, once settled after the last
// move, after a GC in every process, after "Minimize memory usage" (a GC and a CC in every
// process and worker: what is left is kept, not garbage; the rest follows these collections)
// and after the rest. It writes each report's rows gzipped into DIR, and prints each process's
// totals (explicit, heap-unclassified, windows and workers alive) and anonymous PSS at each
// stage, each process's PSS every ten moves, and the nodes of the explicit tree that moved
// between the stages.
//
//   node scripts/bench-memory.mjs [--runs 3] [--age 30] [--moves 150] [--rest 20] [--pace MS] [--deal 3] [--settings JSON] [--css TEXT] [--dist DIR] [--breakdown] [--firefox] [--report DIR] [--stop-clock] [--same-age]   (needs `npm run build` first;
//   --dist: another build of the extension than dist/, to set two builds side by side;
//   --settings: settings over the defaults, e.g. '{"blunderCheck":false}', to see what a part costs;
//   --same-age: (Chromium) after each popup run, a blank page read every 5 s for as long as the popup was open, and the popup's peak set against the blank page's reading at the same age;
//   --css: a style sheet added to the popup once it is ready, e.g. '.moves-time { contain: content; }', to measure a CSS change without a build)
//   npm run bench:memory
// The readings are scripts/memory-probes.mjs's, the Firefox steps scripts/memory-firefox.mjs's.
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isEntryPoint, scriptFlags } from '../src/tools/flags.mjs';
import { chromiumExtensionArgs } from '../src/tools/chromium-args.mjs';
import { CHROMIUM_POPUP_URL, DIST } from '../src/tools/extension.mjs';
import { CHROMIUM, addBlankPage, loadGameLibrary, savedGameAlongWin } from './popup-harness.mjs';
import { CSS_EXPR, STOP_INTERVALS_EXPR, browserPid, heapWatch, most, pssByKind, restWatch, settled, sleep, threadTicks, treePss, treeTicks, untilSettled, wasmResident } from './memory-probes.mjs';
import { blankFootprintFirefox, popupFootprintFirefox } from './memory-firefox.mjs';
import { diffLines, totalsLines } from './memory-report-firefox.mjs';

export const FLAGS = { runs: 3, age: 30, moves: 150, rest: 20, pace: 0, deal: 3, settings: '', css: '', dist: '', breakdown: false, firefox: false, 'stop-clock': false, report: '', 'same-age': false };

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const mb = (kb) => `${(kb / 1024).toFixed(1)} MB`;
/** A difference in kB as MB with its sign (+ or −). */
const signed = (kb) => `${kb < 0 ? '−' : '+'}${mb(Math.abs(kb))}`;

/** A copy of the built extension (`source`, dist/ by default) with a blank page beside the popup: same origin and CSP, one tiny script. */
function blankDist(source) {
  const dir = mkdtempSync(join(tmpdir(), 'plot-memory-dist-'));
  cpSync(source, dir, { recursive: true });
  addBlankPage(dir);
  return dir;
}

async function launch(dist, age) {
  const { chromium } = await import('playwright-core');
  const profile = mkdtempSync(join(tmpdir(), 'plot-memory-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    ignoreDefaultArgs: ['--disable-extensions'],
    args: chromiumExtensionArgs(dist),
    viewport: { width: 800, height: 600 },
  });
  const pid = browserPid(profile);
  if (!pid) throw new Error('could not find the browser process');
  // --age: the browser's own start-up work done and collected before any page opens (both pages alike).
  await sleep(age * 1000);
  return {
    context,
    pss: () => treePss(pid),
    kinds: () => pssByKind(pid),
    wasm: (sizes) => wasmResident(pid, sizes),
    ticks: () => treeTicks(pid),
    threads: () => threadTicks(pid),
    async close() {
      await Promise.race([context.close(), sleep(10_000)]);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** `read(b)` of a blank extension page, opened in a fresh browser `age` s old. */
async function withBlankPage(dist, age, read) {
  const b = await launch(dist, age);
  try {
    const page = await b.context.newPage();
    await page.goto(CHROMIUM_POPUP_URL.replace(/popup\.html$/, 'blank.html'));
    await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
    return await read(b);
  } finally {
    await b.close();
  }
}

const blankFootprint = (dist, rest, age) =>
  withBlankPage(dist, age, async (b) => {
    const footprint = await settled(b, 3000);
    const quiet = await restWatch(b, rest);
    return { ...footprint, kinds: b.kinds(), cpu: quiet.cpu, quiet };
  });

const movesOf = (page) => page.evaluate(() => Number(/\d+/.exec(document.querySelector('[data-testid="moves-time"]')?.textContent ?? '')?.[0] ?? NaN));
const meterShown = (page) => page.waitForFunction(() => /%/.test(document.querySelector('[data-testid="win-meter"] .meter-value')?.textContent ?? ''), undefined, { timeout: 60_000 });

/**
 * --same-age: the blank page read every 5 s from its opening for `spanMs`, in a browser as old
 * as the popup's was (a browser sheds its own start-up memory for minutes: docs/architecture.md,
 * *What the page cannot reach*), so that each of the popup's readings has a floor of its own age.
 */
const blankSpan = (dist, age, spanMs) =>
  withBlankPage(dist, age, async (b) => {
    const openedAt = Date.now();
    const samples = [];
    for (;;) {
      const t = Date.now() - openedAt;
      samples.push({ t, anon: b.pss().anon });
      if (t > spanMs) return samples;
      await sleep(5000);
    }
  });

/** The popup's highest reading over the blank page's reading nearest its age (kB), and the age it came at. */
export function peakAtSameAge(timeline, blank) {
  let best = { over: -Infinity, t: 0 };
  for (const p of timeline) {
    const floor = blank.reduce((a, x) => (Math.abs(x.t - p.t) < Math.abs(a.t - p.t) ? x : a));
    if (p.anon - floor.anon > best.over) best = { over: p.anon - floor.anon, t: p.t };
  }
  return best;
}

async function popupFootprint(dist, saved, { moves, rest, pace, settings, css, breakdown, age, 'stop-clock': stopClock }) {
  const b = await launch(dist, age);
  try {
    const page = await b.context.newPage();
    // Storage written from the blank page (same origin, none of the popup's code), then the
    // popup opened once onto it: an earlier popup in this tab (a fresh profile's shows the
    // guided game) would leave its garbage to the figures until a collection.
    await page.goto(CHROMIUM_POPUP_URL.replace(/popup\.html$/, 'blank.html'));
    await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
    // The default settings, but without animations: the moves come quicker, the solver's work is the same.
    const prefs = { animations: false, ...(settings ? JSON.parse(settings) : {}) };
    await page.evaluate(([game, p]) => chrome.storage.local.set({ 'plot.game': game, 'plot.settings': p }), [saved, prefs]);
    await page.goto(CHROMIUM_POPUP_URL);
    await page.waitForSelector('body[data-ready="true"]');
    // --same-age: each reading with the time since the page opened, to set against the blank page's at that age.
    const openedAt = Date.now();
    const timeline = [];
    if (css) await page.evaluate(CSS_EXPR(css));
    const heaps = breakdown ? await heapWatch(b.context, page) : undefined;
    /** Where the memory is now (--breakdown). */
    const parts = async () => {
      if (!heaps) return undefined;
      const h = await heaps();
      return { kinds: b.kinds(), heaps: h, wasm: b.wasm(h.workers.flatMap((w) => w.wasm)) };
    };
    if (prefs.winMeter !== false) await meterShown(page);
    const open = await settled(b);
    const partsOpen = await parts();
    const heapOpen = { pss: await page.evaluate(() => performance.memory?.usedJSHeapSize ?? NaN) };
    await page.keyboard.press('w');
    await page.waitForFunction(() => (document.querySelector('[data-testid="verdict"]')?.textContent ?? '') !== '', undefined, { timeout: 60_000 });
    const winnable = await settled(b, 1000);
    let peak = { pss: 0, anon: 0 };
    let partsPeak;
    let peakAt = 0;
    /** The anonymous PSS (kB) every ten moves: the curve. */
    const series = [];
    let played = 0;
    let games = 1;
    const t0 = Date.now();
    while (played < moves) {
      const before = await movesOf(page);
      await page.keyboard.press('Shift+H');
      const moved = await page
        .waitForFunction((n) => Number(/\d+/.exec(document.querySelector('[data-testid="moves-time"]')?.textContent ?? '')?.[0] ?? NaN) !== n, before, { timeout: 15_000 })
        .then(() => true, () => false);
      if (moved) {
        played++;
        // --pace: a player thinking before the next move (the page's idle time, which V8 and Blink may collect in).
        if (pace) await sleep(pace);
      } else {
        // The game is over (won, or no useful move): a new one, as a player would.
        await page.keyboard.press('Escape');
        await page.keyboard.press('n');
        await sleep(1500);
        games++;
      }
      // Sampled every ten moves at full speed, after every move at a --pace (a reading is a few ms; a collection in idle time may come between any two).
      if (pace || played % 10 === 0 || !moved) {
        const now = b.pss();
        timeline.push({ t: Date.now() - openedAt, anon: now.anon });
        if (now.pss > peak.pss && heaps) partsPeak = await parts();
        if (now.anon > peak.anon) peakAt = played;
        if (moved && played % 10 === 0) series.push(now.anon);
        peak = most(peak, now);
      }
      if (games > 20) throw new Error('no move for 20 games: is Shift+H still the hinted move?');
    }
    const playS = (Date.now() - t0) / 1000;
    const after = await settled(b, 1000);
    timeline.push({ t: Date.now() - openedAt, anon: after.anon });
    if (after.anon > peak.anon) peakAt = played;
    peak = most(peak, after);
    // The rest starts once the page has settled: the last moves' checks and the meter's answer
    // shown (main's done signals), not before (their searches are work, not rest).
    const quiet = await untilSettled((expr) => page.evaluate(expr), played);
    // --breakdown: what is left once the page's garbage is collected (what the rest then shows follows this collection).
    let collected;
    let partsCollected;
    if (heaps) {
      await heaps.collect();
      collected = await settled(b, 1000);
      partsCollected = await parts();
    }
    if (stopClock) await page.evaluate(STOP_INTERVALS_EXPR);
    const restAt = b.pss();
    const resting = await restWatch(b, rest);
    const { cpu } = resting;
    const rested = await settled(b, 0);
    const partsRest = await parts();
    const heapRest = { pss: await page.evaluate(() => performance.memory?.usedJSHeapSize ?? NaN) };
    return { open, winnable, peak, peakAt, series, timeline, after, collected, quiet, restAt, rested, heapOpen, heapRest, games, playS, cpu, resting, parts: { open: partsOpen, peak: partsPeak, collected: partsCollected, rest: partsRest } };
  } finally {
    await b.close();
  }
}

export async function run({ flags }) {
  const source = flags.dist || DIST;
  if (!existsSync(join(source, 'popup.js'))) return [`  ${source} is not built: run \`npm run build\` first`];
  if (!flags.firefox && !existsSync(CHROMIUM)) return [`  skipped: no Chromium at ${CHROMIUM}`];
  const lib = await loadGameLibrary();
  const core = await lib.loadSolver();
  const saved = savedGameAlongWin(lib, core, flags.deal, 0, 'bench');
  if (!saved) return [`  deal ${flags.deal} has no proven win: pick another --deal`];
  if (flags.report && !flags.firefox) return ['  --report reads Firefox\'s memory reports: give --firefox too (Chromium\'s heaps: --breakdown)'];
  if (flags['same-age'] && flags.firefox) return ['  --same-age reads Chromium\'s blank page over a span: leave out --firefox'];
  if (flags.report) mkdirSync(flags.report, { recursive: true });
  const dist = blankDist(source);
  const rows = [];
  try {
    for (let i = 0; i < flags.runs; i++) {
      const blank = await (flags.firefox ? (d, r, a) => blankFootprintFirefox(d, r, a, flags.report) : blankFootprint)(dist, flags.rest, flags.age);
      const popup = await (flags.firefox ? popupFootprintFirefox : popupFootprint)(dist, saved, flags);
      const span = flags['same-age'] ? await blankSpan(dist, flags.age, popup.timeline.at(-1).t) : undefined;
      rows.push({ blank, ...popup, ...(span ? { sameAge: peakAtSameAge(popup.timeline, span), span } : {}) });
    }
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
  const m = (k, part) => median(rows.map((r) => r[k][part]));
  const over = (k, part) => median(rows.map((r) => r[k][part] - r.blank[part]));
  const row = (name, k, budget = '') =>
    `  ${name.padEnd(34)} PSS ${mb(m(k, 'pss')).padStart(9)}  ${signed(over(k, 'pss')).padEnd(10)}  anonymous ${mb(m(k, 'anon')).padStart(9)}  ${signed(over(k, 'anon')).padEnd(10)}${budget}`;
  const lines = [
    `Every browser process summed (PSS; its anonymous part), headless ${flags.firefox ? `Firefox ${rows[0]?.blank.version}` : "Chromium (but its on-device model service, which it starts some 3 minutes after launch whatever it shows: memory-probes.mjs's notThePages)"}, deal ${flags.deal} from its start, ${flags.settings ? `settings ${flags.settings} over the defaults` : 'default settings (meter, quiet blunder check)'}${flags.css ? `, with the style ${flags.css}` : ''}, ${flags.pace ? `${flags.pace} ms between moves (after each move shows)` : 'moves as fast as they come'}, median of ${flags.runs} fresh browsers, each ${flags.age} s old when its page opens; + is over the blank page:`,
    `  ${'blank extension page'.padEnd(34)} PSS ${mb(m('blank', 'pss')).padStart(9)}             anonymous ${mb(m('blank', 'anon')).padStart(9)}`,
    row('popup at open (meter shown)', 'open', '   budget (issue 38) +25 MB'),
    ...(flags.report && flags.firefox ? [row('then a GC in every process', 'openGc')] : []),
    row('after Winnable?', 'winnable'),
    row(`peak over ${flags.moves} moves by Shift+H`, 'peak', '   budget +40 MB'),
    row('just after the last move', 'after'),
    row('once the page has settled', 'restAt'),
    ...(flags.report && flags.firefox ? [row('then a GC in every process', 'gc')] : []),
    ...((flags.breakdown && !flags.firefox) || (flags.report && flags.firefox) ? [row(flags.firefox ? 'then every process minimized (GC, CC)' : 'then the page\'s garbage collected', 'collected')] : []),
    row(`${flags.rest} s later`, 'rested'),
    `  the rest begins once the page has settled (every move's checks done, main's data-checked; the meter not working; no done signal moved for 1 s): ${rows.map((r) => `${(r.quiet.ms / 1000).toFixed(1)} s${r.quiet.timedOut ? ' (timed out)' : ''}`).join(', ')} after the last move's sample; signals then [checked, settled, fair-settled, working]: ${rows.map((r) => JSON.stringify(r.quiet.signals)).join(' ')}`,
    `  CPU over the ${flags.rest} s of rest (every browser process, % of one core): popup ${median(rows.map((r) => r.cpu)).toFixed(2)}, blank page ${median(rows.map((r) => r.blank.cpu)).toFixed(2)}${flags['stop-clock'] ? ' (--stop-clock: the page\'s intervals cleared as the rest began)' : ''}`,
    `  each run: popup ${rows.map((r) => r.cpu.toFixed(2)).join(', ')}; blank ${rows.map((r) => r.blank.cpu.toFixed(2)).join(', ')}; popup by ${rows[0]?.resting.slices.length ? `${flags.rest / rows[0].resting.slices.length | 0}` : '5'} s slice (median): ${slicesOf(rows.map((r) => r.resting.slices))}; blank: ${slicesOf(rows.map((r) => r.blank.quiet.slices))}`,
    ...threadLines(rows),
    ...(flags.firefox ? [`  games played ${rows.map((r) => r.games).join(', ')}; the moves took ${rows.map((r) => `${r.playS?.toFixed(0)} s`).join(', ')}`] : []),
    ...(flags.firefox ? [] : [`  popup JS heap (used): at open ${mb(m('heapOpen', 'pss') / 1024)}, at rest ${mb(m('heapRest', 'pss') / 1024)}; games played ${rows.map((r) => r.games).join(', ')}; the moves took ${rows.map((r) => `${r.playS?.toFixed(0)} s`).join(', ')}`]),
    `  each run, anonymous over blank (MB, open/winnable/peak/after/rest): ${rows.map((r) => ['open', 'winnable', 'peak', 'after', 'rested'].map((k) => ((r[k].anon - r.blank.anon) / 1024).toFixed(0)).join('/')).join('  ')}; the peak's sample after move ${rows.map((r) => r.peakAt).join(', ')}`,
    `  each run, PSS over blank: ${rows.map((r) => ['open', 'winnable', 'peak', 'after', 'rested'].map((k) => ((r[k].pss - r.blank.pss) / 1024).toFixed(0)).join('/')).join('  ')}`,
  ];
  if (rows[0]?.sameAge) {
    const kb = median(rows.map((r) => r.sameAge.over));
    lines.push(
      `  peak over the blank page at the same age (--same-age: a blank page read every 5 s in a browser as old, each popup reading set against the nearest): anonymous ${signed(kb)}; each run ${rows.map((r) => `${(r.sameAge.over / 1024).toFixed(1)} at ${(r.sameAge.t / 1000).toFixed(0)} s`).join(', ')}`,
      `  the blank page over the same span, each run (MB, first/least/last): ${rows.map((r) => [r.span[0].anon, Math.min(...r.span.map((x) => x.anon)), r.span.at(-1).anon].map((x) => (x / 1024).toFixed(1)).join('/')).join('  ')}`,
    );
  }
  for (const r of rows) if (r.series?.length) lines.push(`  anonymous over blank every 10 moves (MB): ${r.series.map((kb) => ((kb - r.blank.anon) / 1024).toFixed(0)).join(' ')}`);
  if (flags.breakdown && !flags.firefox) lines.push(...breakdownLines(rows.at(-1)));
  if (flags.report && flags.firefox) lines.push(...reportLines(rows.at(-1), flags.report));
  return lines;
}

/** Medians of each slice over the runs. */
const slicesOf = (runs) => (runs[0] ?? []).map((_, i) => median(runs.map((s) => s[i] ?? NaN)).toFixed(2)).join(' ');

/** The CPU over the rest by process kind and thread, mean over the runs, the popup's beside the blank page's (those over 0.02% of a core in either). */
function threadLines(rows) {
  const mean = (xs) => xs.reduce((a, x) => a + x, 0) / xs.length;
  const popup = (k) => mean(rows.map((r) => r.resting.threads[k] ?? 0));
  const blank = (k) => mean(rows.map((r) => r.blank.quiet.threads[k] ?? 0));
  const keys = [...new Set(rows.flatMap((r) => [...Object.keys(r.resting.threads), ...Object.keys(r.blank.quiet.threads)]))]
    .filter((k) => popup(k) >= 0.02 || blank(k) >= 0.02)
    .sort((a, b) => popup(b) - blank(b) - (popup(a) - blank(a)));
  return [`  by thread over the rest (% of a core, mean of the runs; popup / blank page): ${keys.map((k) => `${k} ${popup(k).toFixed(2)}/${blank(k).toFixed(2)}`).join(', ')}`];
}

/** The last run's Firefox memory reports (--report): each process's totals at each stage, its PSS every ten moves, and what grew between stages. */
function reportLines(r, dir) {
  const anon = (k) => Object.entries(k).map(([n, v]) => `${n} ${(v.anon / 1024).toFixed(0)}`).join(', ');
  const out = [`  Firefox's memory reports, the last run (every process; the raw rows gzipped in ${dir}):`];
  const stages = { blank: r.blank.report, ...r.reports };
  for (const [name, s] of Object.entries(stages)) {
    if (!s) continue;
    out.push(`    ${name}${s.pss ? ` (PSS ${(s.pss.pss / 1024).toFixed(1)} MB, anonymous ${(s.pss.anon / 1024).toFixed(1)}; anonymous by process: ${anon(s.kinds)} MB)` : ''}:`, ...totalsLines(s));
  }
  if (r.kindSeries?.length) out.push('    anonymous PSS by process every ten moves (MB):', ...r.kindSeries.map((k, i) => `      ${String((i + 1) * 10).padStart(4)}: ${anon(k)}`));
  const pairs = [['blank', 'open'], ['open', 'open-gc'], ['blank', 'open-gc'], ['open-gc', 'settled'], ['settled', 'gc'], ['gc', 'collected'], ['blank', 'collected']];
  for (const [a, b] of pairs) {
    if (!stages[a] || !stages[b]) continue;
    out.push(`    what moved from ${a} to ${b} (explicit, nodes that moved 0.5 MB or more):`, ...diffLines(stages[a], stages[b]));
  }
  return out;
}

/** The last run's breakdown (--breakdown): each kind of process over the blank page's, and the heaps inside the popup's renderer. */
function breakdownLines(r) {
  const out = ['  where it is (the last run; PSS, anonymous in brackets, over the blank page\'s process of the same kind):'];
  const bytes = (n) => `${(n / 1048576).toFixed(1)}`;
  for (const [name, p] of Object.entries(r.parts)) {
    if (!p) continue;
    const kinds = Object.keys({ ...p.kinds, ...r.blank.kinds }).filter((k) => k !== 'gone').sort();
    const over = (k, part) => ((p.kinds[k]?.[part] ?? 0) - (r.blank.kinds[k]?.[part] ?? 0)) / 1024;
    out.push(`    ${name.padEnd(9)} ${kinds.map((k) => `${k} ${over(k, 'pss') >= 0 ? '+' : ''}${over(k, 'pss').toFixed(1)} (${over(k, 'anon').toFixed(1)})`).join(', ')} MB`);
    out.push(`              page: V8 heap ${bytes(p.heaps.page.used)} used of ${bytes(p.heaps.page.total)}, Blink's heap ${bytes(p.heaps.page.blink)} MB, DOM nodes ${p.heaps.page.nodes} in ${p.heaps.page.documents} documents`);
    for (const w of p.heaps.workers) out.push(`              worker #${w.n}: V8 heap ${bytes(w.used)} used of ${bytes(w.total)} MB, WebAssembly memories ${w.wasm.map(bytes).join(' + ') || 'none'} MB`);
    if (p.wasm?.length) out.push(`              WebAssembly memories resident (of each, its anonymous pages of its length): ${p.wasm.map((m) => `${(m.anon / 1024).toFixed(1)} of ${(m.size / 1024).toFixed(1)}`).join(', ')} MB`);
  }
  return out;
}

export const section = { title: 'Popup: memory footprint over a blank extension page (PSS of every browser process)', run };

if (isEntryPoint(import.meta.url)) {
  run({ flags: scriptFlags('bench-memory', FLAGS) })
    .then((lines) => {
      console.log(`== ${section.title} ==`);
      for (const l of lines) console.log(l);
    })
    .catch((e) => {
      console.error(`bench-memory failed: ${e instanceof Error ? e.stack : e}`);
      process.exit(1);
    });
}
