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
//   - after the last hinted move, and 20 s later (rest: a worker still holding its tables
//     shows here), with the CPU the browser used over those 20 s beside the blank page's
//     over as long (the game's clock repaints its text each second meanwhile).
// Each figure is the median over --runs fresh browsers (each with its own blank page).
//
//   node scripts/bench-memory.mjs [--runs 3] [--moves 150] [--rest 20] [--deal 3] [--settings JSON] [--dist DIR]   (needs `npm run build` first;
//   --dist: another build of the extension than dist/, to set two builds side by side;
//   --settings: settings over the defaults, e.g. '{"blunderCheck":false}', to see what a part costs)
//   npm run bench:memory
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isEntryPoint, scriptFlags } from '../src/tools/flags.mjs';
import { chromiumExtensionArgs } from '../src/tools/chromium-args.mjs';
import { CHROMIUM_POPUP_URL, DIST } from '../src/tools/extension.mjs';
import { CHROMIUM, addBlankPage, loadGameLibrary, savedGameAlongWin } from './popup-harness.mjs';

export const FLAGS = { runs: 3, moves: 150, rest: 20, deal: 3, settings: '', dist: '' };

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const mb = (kb) => `${(kb / 1024).toFixed(1)} MB`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A copy of the built extension (`source`, dist/ by default) with a blank page beside the popup: same origin and CSP, one tiny script. */
function blankDist(source) {
  const dir = mkdtempSync(join(tmpdir(), 'plot-memory-dist-'));
  cpSync(source, dir, { recursive: true });
  addBlankPage(dir);
  return dir;
}

/** Parent of each process (/proc/PID/stat's fourth field), for the processes we may read. */
function parents() {
  const map = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // the command name, in parentheses, may hold spaces: the fields start after its last ')'
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      map.set(Number(name), ppid);
    } catch {
      // gone meanwhile
    }
  }
  return map;
}

/** The browser's main process: the one whose command line names our profile. */
function browserPid(profile) {
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const cmd = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0');
      if (cmd.includes(`--user-data-dir=${profile}`) && !cmd.some((a) => a.startsWith('--type='))) return Number(name);
    } catch {
      // gone meanwhile
    }
  }
  return undefined;
}

/** `pid` and its descendants. */
function treeOf(pid) {
  const ppid = parents();
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [p, parent] of ppid) if (!tree.has(p) && tree.has(parent)) (tree.add(p), (grew = true));
  }
  return tree;
}

/** CPU time in clock ticks (utime + stime, 1/100 s on Linux) of `pid` and its descendants. */
function treeTicks(pid) {
  let ticks = 0;
  for (const p of treeOf(pid)) {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(f[11]) + Number(f[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks;
}
const TICKS_PER_S = 100;

/**
 * PSS in kB of `pid` and all its descendants: all of it, and its anonymous part (Pss_Anon +
 * Pss_Shmem: heaps, WebAssembly memories, buffers shared between the browser's processes).
 * The file-backed rest is mostly the Chromium binary and its libraries, whose share moves with
 * how many other Chromiums run on the machine: the anonymous part is the steadier figure.
 */
function treePss(pid) {
  const tree = treeOf(pid);
  const kb = { pss: 0, anon: 0 };
  const field = (text, name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0);
  for (const p of tree) {
    try {
      const text = readFileSync(`/proc/${p}/smaps_rollup`, 'utf8');
      kb.pss += field(text, 'Pss');
      kb.anon += field(text, 'Pss_Anon') + field(text, 'Pss_Shmem');
    } catch {
      // gone meanwhile
    }
  }
  return kb;
}

async function launch(dist) {
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
  return {
    context,
    pss: () => treePss(pid),
    ticks: () => treeTicks(pid),
    async close() {
      await Promise.race([context.close(), sleep(10_000)]);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The larger of two readings, part by part. */
const most = (a, b) => ({ pss: Math.max(a.pss, b.pss), anon: Math.max(a.anon, b.anon) });

/** PSS once it has settled: the least of a few readings half a second apart, after `settle` ms. */
async function settled(b, settle = 2000) {
  await sleep(settle);
  const xs = [];
  for (let i = 0; i < 3; i++) (xs.push(b.pss()), await sleep(500));
  return { pss: Math.min(...xs.map((x) => x.pss)), anon: Math.min(...xs.map((x) => x.anon)) };
}

/** The browser's CPU use over `seconds` of rest, in percent of one core. */
async function restCpu(b, seconds) {
  const t0 = b.ticks();
  await sleep(seconds * 1000);
  return (100 * (b.ticks() - t0)) / TICKS_PER_S / seconds;
}

async function blankFootprint(dist, rest) {
  const b = await launch(dist);
  try {
    const page = await b.context.newPage();
    await page.goto(CHROMIUM_POPUP_URL.replace(/popup\.html$/, 'blank.html'));
    await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
    const footprint = await settled(b, 3000);
    return { ...footprint, cpu: await restCpu(b, rest) };
  } finally {
    await b.close();
  }
}

const movesOf = (page) => page.evaluate(() => Number(/\d+/.exec(document.querySelector('[data-testid="moves-time"]')?.textContent ?? '')?.[0] ?? NaN));
const meterShown = (page) => page.waitForFunction(() => /%/.test(document.querySelector('[data-testid="win-meter"] .meter-value')?.textContent ?? ''), undefined, { timeout: 60_000 });

async function popupFootprint(dist, saved, { moves, rest, settings }) {
  const b = await launch(dist);
  try {
    const page = await b.context.newPage();
    await page.goto(CHROMIUM_POPUP_URL);
    await page.waitForSelector('body[data-ready="true"]');
    // The default settings, but without animations: the moves come quicker, the solver's work is the same.
    const prefs = { animations: false, ...(settings ? JSON.parse(settings) : {}) };
    await page.evaluate(([game, p]) => chrome.storage.local.set({ 'plot.game': game, 'plot.settings': p }), [saved, prefs]);
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    if (prefs.winMeter !== false) await meterShown(page);
    const open = await settled(b);
    const heapOpen = { pss: await page.evaluate(() => performance.memory?.usedJSHeapSize ?? NaN) };
    await page.keyboard.press('w');
    await page.waitForFunction(() => (document.querySelector('[data-testid="verdict"]')?.textContent ?? '') !== '', undefined, { timeout: 60_000 });
    const winnable = await settled(b, 1000);
    let peak = { pss: 0, anon: 0 };
    let played = 0;
    let games = 1;
    while (played < moves) {
      const before = await movesOf(page);
      await page.keyboard.press('Shift+H');
      const moved = await page
        .waitForFunction((n) => Number(/\d+/.exec(document.querySelector('[data-testid="moves-time"]')?.textContent ?? '')?.[0] ?? NaN) !== n, before, { timeout: 15_000 })
        .then(() => true, () => false);
      if (moved) played++;
      else {
        // The game is over (won, or no useful move): a new one, as a player would.
        await page.keyboard.press('Escape');
        await page.keyboard.press('n');
        await sleep(1500);
        games++;
      }
      if (played % 10 === 0 || !moved) peak = most(peak, b.pss());
      if (games > 20) throw new Error('no move for 20 games: is Shift+H still the hinted move?');
    }
    const after = await settled(b, 1000);
    peak = most(peak, after);
    const cpu = await restCpu(b, rest);
    const rested = await settled(b, 0);
    const heapRest = { pss: await page.evaluate(() => performance.memory?.usedJSHeapSize ?? NaN) };
    return { open, winnable, peak, after, rested, heapOpen, heapRest, games, cpu };
  } finally {
    await b.close();
  }
}

export async function run({ flags }) {
  const source = flags.dist || DIST;
  if (!existsSync(join(source, 'popup.js'))) return [`  ${source} is not built: run \`npm run build\` first`];
  if (!existsSync(CHROMIUM)) return [`  skipped: no Chromium at ${CHROMIUM}`];
  const lib = await loadGameLibrary();
  const core = await lib.loadSolver();
  const saved = savedGameAlongWin(lib, core, flags.deal, 0, 'bench');
  if (!saved) return [`  deal ${flags.deal} has no proven win: pick another --deal`];
  const dist = blankDist(source);
  const rows = [];
  try {
    for (let i = 0; i < flags.runs; i++) {
      const blank = await blankFootprint(dist, flags.rest);
      const popup = await popupFootprint(dist, saved, flags);
      rows.push({ blank, ...popup });
    }
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
  const m = (k, part) => median(rows.map((r) => r[k][part]));
  const over = (k, part) => median(rows.map((r) => r[k][part] - r.blank[part]));
  const row = (name, k, budget = '') =>
    `  ${name.padEnd(34)} PSS ${mb(m(k, 'pss')).padStart(9)}  +${mb(over(k, 'pss')).padEnd(9)}  anonymous ${mb(m(k, 'anon')).padStart(9)}  +${mb(over(k, 'anon')).padEnd(9)}${budget}`;
  return [
    `Every browser process summed (PSS; its anonymous part), headless Chromium, deal ${flags.deal} from its start, ${flags.settings ? `settings ${flags.settings} over the defaults` : 'default settings (meter, quiet blunder check)'}, median of ${flags.runs} fresh browsers; + is over the blank page:`,
    `  ${'blank extension page'.padEnd(34)} PSS ${mb(m('blank', 'pss')).padStart(9)}             anonymous ${mb(m('blank', 'anon')).padStart(9)}`,
    row('popup at open (meter shown)', 'open', '   budget (issue 38) +25 MB'),
    row('after Winnable?', 'winnable'),
    row(`peak over ${flags.moves} moves by Shift+H`, 'peak', '   budget +40 MB'),
    row('just after the last move', 'after'),
    row(`${flags.rest} s later`, 'rested'),
    `  CPU over the ${flags.rest} s of rest (every browser process, % of one core): popup ${median(rows.map((r) => r.cpu)).toFixed(2)}, blank page ${median(rows.map((r) => r.blank.cpu)).toFixed(2)}`,
    `  popup JS heap (used): at open ${mb(m('heapOpen', 'pss') / 1024)}, at rest ${mb(m('heapRest', 'pss') / 1024)}; games played ${rows.map((r) => r.games).join(', ')}`,
    `  each run, anonymous over blank (MB, open/winnable/peak/rest): ${rows.map((r) => ['open', 'winnable', 'peak', 'rested'].map((k) => ((r[k].anon - r.blank.anon) / 1024).toFixed(0)).join('/')).join('  ')}`,
    `  each run, PSS over blank: ${rows.map((r) => ['open', 'winnable', 'peak', 'rested'].map((k) => ((r[k].pss - r.blank.pss) / 1024).toFixed(0)).join('/')).join('  ')}`,
  ];
}

export const section = { title: 'Popup: memory footprint over a blank extension page (headless Chromium, PSS)', run };

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
