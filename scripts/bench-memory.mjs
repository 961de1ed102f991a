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
// --firefox measures Firefox instead (the first of PLOT_FIREFOX's binaries, else
// /usr/bin/firefox-esr; headless, driven over WebDriver BiDi by test/e2e/firefox.ts, bundled
// here): the same steps, the PSS of the Firefox process and all its children (content,
// extension, GPU, socket processes) over the same blank page; no JS heap (Firefox gives none).
// --breakdown adds, at open, at the peak's sample and after the rest, where the memory is
// (the last run's; it costs a few CDP calls a sample): the PSS of each kind of process (the
// browser, the GPU process, the popup's renderer, the rest) over the blank page's, and inside
// the popup's renderer, read through the DevTools protocol, the page's V8 heap (used and
// reserved) and Blink's (Oilpan: DOM, styles, layout) and each worker's V8 heap and
// WebAssembly memories (their size, not what is touched: the renderer's PSS has that).
//
//   node scripts/bench-memory.mjs [--runs 3] [--moves 150] [--rest 20] [--deal 3] [--settings JSON] [--dist DIR] [--breakdown] [--firefox]   (needs `npm run build` first;
//   --dist: another build of the extension than dist/, to set two builds side by side;
//   --settings: settings over the defaults, e.g. '{"blunderCheck":false}', to see what a part costs)
//   npm run bench:memory
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isEntryPoint, scriptFlags } from '../src/tools/flags.mjs';
import { chromiumExtensionArgs } from '../src/tools/chromium-args.mjs';
import { CHROMIUM_POPUP_URL, DIST, FIREFOX_POPUP_URL, FIREFOX_UUID_PREF, ROOT } from '../src/tools/extension.mjs';
import { CHROMIUM, GUIDE_SEEN, addBlankPage, loadGameLibrary, savedGameAlongWin } from './popup-harness.mjs';

export const FLAGS = { runs: 3, moves: 150, rest: 20, deal: 3, settings: '', dist: '', breakdown: false, firefox: false };

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
  return treePssOf(treeOf(pid));
}

/** PSS in kB of the processes `pids`: all of it and its anonymous part. */
function treePssOf(tree) {
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

/** The kind of a browser process, from its command line: browser, gpu, renderer (the extension's own: `popup`), other. */
function kindOf(pid) {
  try {
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    const type = /--type=([\w-]+)/.exec(cmd)?.[1];
    if (!type) return 'browser';
    if (type === 'gpu-process') return 'gpu';
    if (type === 'renderer') return cmd.includes('--extension-process') ? 'popup' : 'renderer';
    return 'other';
  } catch {
    return 'gone';
  }
}

/** PSS in kB of each kind of process under `pid` (kindOf): all of it and its anonymous part. */
function pssByKind(pid) {
  const kinds = {};
  for (const p of treeOf(pid)) {
    const kind = kindOf(p);
    const { pss, anon } = treePssOf([p]);
    kinds[kind] = { pss: (kinds[kind]?.pss ?? 0) + pss, anon: (kinds[kind]?.anon ?? 0) + anon };
  }
  return kinds;
}

/**
 * The heaps inside the popup's renderer, through the DevTools protocol: the page's V8 heap
 * and Blink's (embedderHeapUsedSize: Oilpan, which holds the DOM, the styles and the layout),
 * and each dedicated worker's V8 heap and WebAssembly memories. Workers attach to the page's
 * session (Target.setAutoAttach) as they start and detach as they are stopped.
 */
async function heapWatch(context, page) {
  const cdp = await context.newCDPSession(page);
  const workers = new Map(); // sessionId -> the order it started in
  let started = 0;
  let seq = 1;
  const waiting = new Map();
  cdp.on('Target.attachedToTarget', (e) => workers.set(e.sessionId, ++started));
  cdp.on('Target.detachedFromTarget', (e) => workers.delete(e.sessionId));
  cdp.on('Target.receivedMessageFromTarget', (e) => {
    const m = JSON.parse(e.message);
    if (m.id && waiting.has(m.id)) (waiting.get(m.id)(m.result ?? {}), waiting.delete(m.id));
  });
  // The worker's own session, through the page's (flatten: false keeps it on this session).
  const ask = (sessionId, method, params = {}) =>
    Promise.race([
      new Promise((resolve) => {
        const id = seq++;
        waiting.set(id, resolve);
        cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) }).catch(() => resolve({}));
      }),
      sleep(5000).then(() => ({})),
    ]);
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  const wasmOf = async (sessionId) => {
    const proto = await ask(sessionId, 'Runtime.evaluate', { expression: 'WebAssembly.Memory.prototype' });
    if (!proto.result?.objectId) return [];
    const found = await ask(sessionId, 'Runtime.queryObjects', { prototypeObjectId: proto.result.objectId });
    if (!found.objects?.objectId) return [];
    const sizes = await ask(sessionId, 'Runtime.callFunctionOn', { objectId: found.objects.objectId, functionDeclaration: 'function () { return this.map((m) => m.buffer.byteLength); }', returnByValue: true });
    return sizes.result?.value ?? [];
  };
  const read = async () => {
    const pageHeap = await cdp.send('Runtime.getHeapUsage');
    const heaps = [];
    for (const [sessionId, n] of workers) {
      const h = await ask(sessionId, 'Runtime.getHeapUsage');
      heaps.push({ n, used: h.usedSize ?? NaN, total: h.totalSize ?? NaN, wasm: await wasmOf(sessionId) });
    }
    return { page: { used: pageHeap.usedSize, total: pageHeap.totalSize, blink: pageHeap.embedderHeapUsedSize ?? NaN }, workers: heaps };
  };
  /** A full collection of the page's heaps (V8's and Blink's), as the browser would make at its own time. */
  read.collect = () => cdp.send('HeapProfiler.collectGarbage');
  return read;
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
    kinds: () => pssByKind(pid),
    ticks: () => treeTicks(pid),
    async close() {
      await Promise.race([context.close(), sleep(10_000)]);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Firefox (--firefox) behind the same small interface as a Chromium page: launched by the
 * browser tests' own client (test/e2e/firefox.ts, bundled for Node here), the built
 * extension swapped for `dist` (the copy with the blank page; same add-on ID, hence the same
 * moz-extension:// origin), PSS summed over the Firefox process and its children.
 */
async function launchFirefoxFor(dist) {
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
    await b.send('webExtension.uninstall', { extension: b.extensionId });
    // The uninstall forgot the add-on's UUID: set again, so the copy gets the same origin.
    await b.evaluateChrome(`Services.prefs.setStringPref(${JSON.stringify(FIREFOX_UUID_PREF[0])}, ${JSON.stringify(FIREFOX_UUID_PREF[1])})`);
    await b.send('webExtension.install', { extensionData: { type: 'path', path: dist } }, 60_000);
    // The Firefox we spawned: a child of this process (its content processes are its children).
    const pid = [...parents()].find(([p, parent]) => parent === process.pid && readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('--remote-allow-system-access'))?.[0];
    if (!pid) throw new Error('could not find the Firefox process');
    return { b, version: b.firefox.version, pss: () => treePss(pid), kinds: () => ({ firefox: treePss(pid) }), ticks: () => treeTicks(pid), close: () => b.close() };
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
    return { ...footprint, kinds: b.kinds(), cpu: await restCpu(b, rest) };
  } finally {
    await b.close();
  }
}

const movesOf = (page) => page.evaluate(() => Number(/\d+/.exec(document.querySelector('[data-testid="moves-time"]')?.textContent ?? '')?.[0] ?? NaN));
const meterShown = (page) => page.waitForFunction(() => /%/.test(document.querySelector('[data-testid="win-meter"] .meter-value')?.textContent ?? ''), undefined, { timeout: 60_000 });

async function popupFootprint(dist, saved, { moves, rest, settings, breakdown }) {
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
    const heaps = breakdown ? await heapWatch(b.context, page) : undefined;
    /** Where the memory is now (--breakdown). */
    const parts = async () => (heaps ? { kinds: b.kinds(), heaps: await heaps() } : undefined);
    if (prefs.winMeter !== false) await meterShown(page);
    const open = await settled(b);
    const partsOpen = await parts();
    const heapOpen = { pss: await page.evaluate(() => performance.memory?.usedJSHeapSize ?? NaN) };
    await page.keyboard.press('w');
    await page.waitForFunction(() => (document.querySelector('[data-testid="verdict"]')?.textContent ?? '') !== '', undefined, { timeout: 60_000 });
    const winnable = await settled(b, 1000);
    let peak = { pss: 0, anon: 0 };
    let partsPeak;
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
      if (played % 10 === 0 || !moved) {
        const now = b.pss();
        if (now.pss > peak.pss && heaps) partsPeak = await parts();
        peak = most(peak, now);
      }
      if (games > 20) throw new Error('no move for 20 games: is Shift+H still the hinted move?');
    }
    const after = await settled(b, 1000);
    peak = most(peak, after);
    // --breakdown: what is left once the page's garbage is collected (what the rest then shows follows this collection).
    let collected;
    let partsCollected;
    if (heaps) {
      await heaps.collect();
      collected = await settled(b, 1000);
      partsCollected = await parts();
    }
    const cpu = await restCpu(b, rest);
    const rested = await settled(b, 0);
    const partsRest = await parts();
    const heapRest = { pss: await page.evaluate(() => performance.memory?.usedJSHeapSize ?? NaN) };
    return { open, winnable, peak, after, collected, rested, heapOpen, heapRest, games, cpu, parts: { open: partsOpen, peak: partsPeak, collected: partsCollected, rest: partsRest } };
  } finally {
    await b.close();
  }
}

const MOVES_EXPR = `Number(/\\d+/.exec(document.querySelector('[data-testid="moves-time"]')?.textContent ?? '')?.[0] ?? NaN)`;

async function blankFootprintFirefox(dist, rest) {
  const f = await launchFirefoxFor(dist);
  try {
    const { context } = await f.b.send('browsingContext.create', { type: 'tab' });
    await f.b.send('browsingContext.navigate', { context, url: FIREFOX_POPUP_URL.replace(/popup\.html$/, 'blank.html'), wait: 'complete' }, 30_000);
    await firefoxPage(f.b, context).until(`document.body.dataset.ready === 'true'`, 30_000);
    const footprint = await settled(f, 3000);
    return { ...footprint, kinds: f.kinds(), cpu: await restCpu(f, rest), version: f.version };
  } finally {
    await f.close();
  }
}

/** popupFootprint's steps in Firefox. */
async function popupFootprintFirefox(dist, saved, { moves, rest, settings }) {
  const f = await launchFirefoxFor(dist);
  try {
    const { context } = await f.b.send('browsingContext.create', { type: 'tab' });
    const page = firefoxPage(f.b, context);
    const prefs = { animations: false, ...(settings ? JSON.parse(settings) : {}) };
    // Storage written from the extension's manifest (a page of its origin that runs none of the popup's code), then the popup opened onto it.
    await f.b.send('browsingContext.navigate', { context, url: FIREFOX_POPUP_URL.replace(/popup\.html$/, 'manifest.json'), wait: 'complete' }, 30_000);
    await page.evaluate(`browser.storage.local.set(${JSON.stringify({ ...GUIDE_SEEN, 'plot.game': saved, 'plot.settings': prefs })})`);
    await f.b.send('browsingContext.navigate', { context, url: FIREFOX_POPUP_URL, wait: 'complete' }, 30_000);
    await page.until(`document.body.dataset.ready === 'true' && !!document.querySelector('[data-pile="t1"]')`, 30_000);
    if (prefs.winMeter !== false) await page.until(`/%/.test(document.querySelector('[data-testid="win-meter"] .meter-value')?.textContent ?? '')`, 60_000);
    const open = await settled(f);
    await page.press('w');
    await page.until(`(document.querySelector('[data-testid="verdict"]')?.textContent ?? '') !== ''`, 60_000);
    const winnable = await settled(f, 1000);
    let peak = { pss: 0, anon: 0 };
    let played = 0;
    let games = 1;
    while (played < moves) {
      const before = await page.evaluate(MOVES_EXPR);
      await page.press('Shift+H');
      const moved = await page.until(`${MOVES_EXPR} !== ${before}`, 15_000).then(() => true, () => false);
      if (moved) played++;
      else {
        await page.press('Escape');
        await page.press('n');
        await sleep(1500);
        games++;
      }
      if (played % 10 === 0 || !moved) peak = most(peak, f.pss());
      if (games > 20) throw new Error('no move for 20 games: is Shift+H still the hinted move?');
    }
    const after = await settled(f, 1000);
    peak = most(peak, after);
    const cpu = await restCpu(f, rest);
    const rested = await settled(f, 0);
    const none = { pss: NaN };
    return { open, winnable, peak, after, rested, heapOpen: none, heapRest: none, games, cpu, parts: {} };
  } finally {
    await f.close();
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
  const dist = blankDist(source);
  const rows = [];
  try {
    for (let i = 0; i < flags.runs; i++) {
      const blank = await (flags.firefox ? blankFootprintFirefox : blankFootprint)(dist, flags.rest);
      const popup = await (flags.firefox ? popupFootprintFirefox : popupFootprint)(dist, saved, flags);
      rows.push({ blank, ...popup });
    }
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
  const m = (k, part) => median(rows.map((r) => r[k][part]));
  const over = (k, part) => median(rows.map((r) => r[k][part] - r.blank[part]));
  const row = (name, k, budget = '') =>
    `  ${name.padEnd(34)} PSS ${mb(m(k, 'pss')).padStart(9)}  +${mb(over(k, 'pss')).padEnd(9)}  anonymous ${mb(m(k, 'anon')).padStart(9)}  +${mb(over(k, 'anon')).padEnd(9)}${budget}`;
  const lines = [
    `Every browser process summed (PSS; its anonymous part), headless ${flags.firefox ? `Firefox ${rows[0]?.blank.version}` : 'Chromium'}, deal ${flags.deal} from its start, ${flags.settings ? `settings ${flags.settings} over the defaults` : 'default settings (meter, quiet blunder check)'}, median of ${flags.runs} fresh browsers; + is over the blank page:`,
    `  ${'blank extension page'.padEnd(34)} PSS ${mb(m('blank', 'pss')).padStart(9)}             anonymous ${mb(m('blank', 'anon')).padStart(9)}`,
    row('popup at open (meter shown)', 'open', '   budget (issue 38) +25 MB'),
    row('after Winnable?', 'winnable'),
    row(`peak over ${flags.moves} moves by Shift+H`, 'peak', '   budget +40 MB'),
    row('just after the last move', 'after'),
    ...(flags.breakdown && !flags.firefox ? [row('then the page\'s garbage collected', 'collected')] : []),
    row(`${flags.rest} s later`, 'rested'),
    `  CPU over the ${flags.rest} s of rest (every browser process, % of one core): popup ${median(rows.map((r) => r.cpu)).toFixed(2)}, blank page ${median(rows.map((r) => r.blank.cpu)).toFixed(2)}`,
    ...(flags.firefox ? [`  games played ${rows.map((r) => r.games).join(', ')}`] : []),
    ...(flags.firefox ? [] : [`  popup JS heap (used): at open ${mb(m('heapOpen', 'pss') / 1024)}, at rest ${mb(m('heapRest', 'pss') / 1024)}; games played ${rows.map((r) => r.games).join(', ')}`]),
    `  each run, anonymous over blank (MB, open/winnable/peak/rest): ${rows.map((r) => ['open', 'winnable', 'peak', 'rested'].map((k) => ((r[k].anon - r.blank.anon) / 1024).toFixed(0)).join('/')).join('  ')}`,
    `  each run, PSS over blank: ${rows.map((r) => ['open', 'winnable', 'peak', 'rested'].map((k) => ((r[k].pss - r.blank.pss) / 1024).toFixed(0)).join('/')).join('  ')}`,
  ];
  if (flags.breakdown && !flags.firefox) lines.push(...breakdownLines(rows.at(-1)));
  return lines;
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
    out.push(`              page: V8 heap ${bytes(p.heaps.page.used)} used of ${bytes(p.heaps.page.total)}, Blink's heap ${bytes(p.heaps.page.blink)} MB`);
    for (const w of p.heaps.workers) out.push(`              worker #${w.n}: V8 heap ${bytes(w.used)} used of ${bytes(w.total)} MB, WebAssembly memories ${w.wasm.map(bytes).join(' + ') || 'none'} MB`);
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
