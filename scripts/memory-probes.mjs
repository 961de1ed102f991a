// The memory benchmark's readings (scripts/bench-memory.mjs): the PSS and CPU time of a
// browser's processes from /proc, and the heaps inside Chromium's popup renderer through the
// DevTools protocol.
import { readFileSync, readdirSync } from 'node:fs';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Parent of each process (/proc/PID/stat's fourth field), for the processes we may read. */
export function parents() {
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
export function browserPid(profile) {
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

/**
 * Chromium's on-device model service: a utility process Chromium starts about three minutes
 * after it starts, whatever it shows (6 MB anonymous; a browser with only the blank extension
 * page started it at 170 to 180 s, 2026-12-05). The popup's browser lives that long at a
 * player's pace, the blank page's (35 s) never does: counted, it was some 6 MB of the peak that
 * is no page's. Left out of every sum and of the CPU (docs/architecture.md, "Memory").
 */
const notThePages = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--utility-sub-type=on_device_model.');
  } catch {
    return false;
  }
};

/** `pid` and its descendants, but for processes no page asks for (notThePages). */
export function treeOf(pid) {
  const ppid = parents();
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [p, parent] of ppid) if (!tree.has(p) && tree.has(parent)) (tree.add(p), (grew = true));
  }
  for (const p of tree) if (p !== pid && notThePages(p)) tree.delete(p);
  return tree;
}

/** CPU time in clock ticks (utime + stime, 1/100 s on Linux) of `pid` and its descendants. */
export function treeTicks(pid) {
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
export const TICKS_PER_S = 100;

/**
 * PSS in kB of `pid` and all its descendants: all of it, and its anonymous part (Pss_Anon +
 * Pss_Shmem: heaps, WebAssembly memories, buffers shared between the browser's processes).
 * The file-backed rest is mostly the Chromium binary and its libraries, whose share moves with
 * how many other Chromiums run on the machine: the anonymous part is the steadier figure.
 */
export function treePss(pid) {
  return treePssOf(treeOf(pid));
}

/** PSS in kB of the processes `pids`: all of it and its anonymous part. */
export function treePssOf(tree) {
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
export function kindOf(pid) {
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
export function pssByKind(pid) {
  const kinds = {};
  for (const p of treeOf(pid)) {
    const kind = kindOf(p);
    const { pss, anon } = treePssOf([p]);
    kinds[kind] = { pss: (kinds[kind]?.pss ?? 0) + pss, anon: (kinds[kind]?.anon ?? 0) + anon };
  }
  return kinds;
}

/**
 * What of each WebAssembly memory in the popup's renderer is resident: the mappings of the
 * extension's renderer processes, anonymous and writable, whose size is one of `sizes` (bytes:
 * the memories' lengths, heapWatch's `wasm`) and which end where an inaccessible reservation of
 * 4 GB or more begins (V8 reserves each memory's address space and opens its pages as it
 * grows), each as its size and its anonymous resident part in kB. A memory's length counts
 * pages never written; this is what they cost.
 */
export function wasmResident(pid, sizes) {
  const wanted = new Set(sizes.map((b) => Math.round(b / 1024)));
  const out = [];
  for (const p of treeOf(pid)) {
    if (kindOf(p) !== 'popup') continue;
    let text;
    try {
      text = readFileSync(`/proc/${p}/smaps`, 'utf8');
    } catch {
      continue;
    }
    const maps = text.split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/).map((b) => {
      // address range, permissions, offset, device, inode and (none for anonymous memory) a path
      const [, start, end, perm, path] = /^(\w+)-(\w+) (\S+) \S+ \S+ \S+ *(.*)/.exec(b.split('\n', 1)[0]) ?? [];
      const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(b)?.[1] ?? 0);
      return { start, end, perm, path, size: kb('Size'), anon: kb('Anonymous') };
    });
    const reserved = (m, next) => next?.start === m.end && next.perm === '---p' && next.size >= 4 * 1024 * 1024;
    maps.forEach((m, i) => {
      if (wanted.has(m.size) && m.perm?.startsWith('rw') && !m.path && reserved(m, maps[i + 1])) out.push({ size: m.size, anon: m.anon });
    });
  }
  return out;
}

/**
 * The heaps inside the popup's renderer, through the DevTools protocol: the page's V8 heap
 * and Blink's (embedderHeapUsedSize: Oilpan, which holds the DOM, the styles and the layout),
 * the page's DOM nodes and documents, and each dedicated worker's V8 heap and WebAssembly memories. Workers attach to the page's
 * session (Target.setAutoAttach) as they start and detach as they are stopped.
 */
export async function heapWatch(context, page) {
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
    // Nodes and documents alive or not yet collected: the DOM's share of the page's garbage.
    const dom = await cdp.send('Memory.getDOMCounters').catch(() => ({}));
    const heaps = [];
    for (const [sessionId, n] of workers) {
      const h = await ask(sessionId, 'Runtime.getHeapUsage');
      heaps.push({ n, used: h.usedSize ?? NaN, total: h.totalSize ?? NaN, wasm: await wasmOf(sessionId) });
    }
    return { page: { used: pageHeap.usedSize, total: pageHeap.totalSize, blink: pageHeap.embedderHeapUsedSize ?? NaN, nodes: dom.nodes, documents: dom.documents }, workers: heaps };
  };
  /** A full collection of the page's heaps (V8's and Blink's), as the browser would make at its own time. */
  read.collect = () => cdp.send('HeapProfiler.collectGarbage');
  return read;
}

/** The larger of two readings, part by part. */
export const most = (a, b) => ({ pss: Math.max(a.pss, b.pss), anon: Math.max(a.anon, b.anon) });

/** PSS once it has settled: the least of a few readings half a second apart, after `settle` ms. */
export async function settled(b, settle = 2000) {
  await sleep(settle);
  const xs = [];
  for (let i = 0; i < 3; i++) (xs.push(b.pss()), await sleep(500));
  return { pss: Math.min(...xs.map((x) => x.pss)), anon: Math.min(...xs.map((x) => x.anon)) };
}

/** A thread's or process's name, from its stat line: the command name in parentheses, its numbers and trailing spaces left out (a pool's threads are one name). */
const commOf = (stat) => stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).replace(/[\d\s#:/-]+$/, '') || '?';

/**
 * CPU time in clock ticks of each thread under `pid`, summed by process kind and thread name
 * as the kernel has it, 15 characters at most (`popup/Compositor`, `gpu/VizCompositorTh`; a
 * Chromium process's main thread bears the process's name, so `popup/chromium` is the popup's
 * renderer's main thread; a process of no Chromium `--type` is named by its command, as
 * Firefox's `Web Content` and `WebExtensions` are).
 * A thread that ended since the last reading takes its ticks with it (a stopped worker's are lost:
 * the process's own total, treeTicks, keeps them).
 */
export function threadTicks(pid) {
  const out = {};
  for (const p of treeOf(pid)) {
    let kind;
    try {
      kind = kindOf(p);
      if (kind === 'browser' && p !== pid) kind = commOf(readFileSync(`/proc/${p}/stat`, 'utf8'));
      for (const t of readdirSync(`/proc/${p}/task`)) {
        const stat = readFileSync(`/proc/${p}/task/${t}/stat`, 'utf8');
        const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const key = `${kind}/${commOf(stat)}`;
        out[key] = (out[key] ?? 0) + Number(f[11]) + Number(f[12]);
      }
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/**
 * The browser's CPU use at rest, and where it went: the CPU over `seconds` in percent of one core, the same in
 * slices of `slice` seconds (is it the end of the last move's work, or even?), and by thread
 * (threadTicks's names, those that ran at all; `b.threads` when the browser gives it).
 */
export async function restWatch(b, seconds, slice = 5) {
  const threads0 = b.threads?.() ?? {};
  const t0 = b.ticks();
  const slices = [];
  let last = t0;
  for (let done = 0; done < seconds; done += slice) {
    const s = Math.min(slice, seconds - done);
    await sleep(s * 1000);
    const now = b.ticks();
    slices.push((100 * (now - last)) / TICKS_PER_S / s);
    last = now;
  }
  const threads1 = b.threads?.() ?? {};
  const threads = {};
  for (const [k, v] of Object.entries(threads1)) {
    const d = v - (threads0[k] ?? 0);
    if (d > 0) threads[k] = (100 * d) / TICKS_PER_S / seconds;
  }
  return { cpu: (100 * (last - t0)) / TICKS_PER_S / seconds, slices, threads };
}

/**
 * The page's done signals, as an expression either browser evaluates to a string (JSON):
 * main's data-checked (moves whose blunder checks have run to their end), data-settled (the
 * advice's other tasks: each hint, each step's Finish proof), data-fair-settled (the meter's
 * refreshes), and whether the meter is working.
 */
export const SIGNALS_EXPR = `JSON.stringify((() => { const m = document.querySelector('main'); return [Number(m?.dataset.checked ?? NaN), Number(m?.dataset.settled ?? NaN), Number(m?.dataset.fairSettled ?? NaN), !!document.querySelector('[data-testid="win-meter"].working')]; })())`;

/**
 * Waits until the page has settled after `played` moves: every move's checks ran to their end
 * (data-checked at `played`), the meter is not working, and no done signal has moved for
 * `still` ms; at most `timeout` ms. `evaluate` runs an expression in the page. Answers how long
 * it took and the signals then ([checked, settled, fair-settled, working]), and whether it timed out.
 */
export async function untilSettled(evaluate, played, { still = 1000, timeout = 180_000, every = 200 } = {}) {
  const t0 = Date.now();
  let last = '';
  let since = t0;
  for (;;) {
    const text = String(await evaluate(SIGNALS_EXPR).catch(() => '[]'));
    const [checked, , , working] = JSON.parse(text);
    const now = Date.now();
    if (text !== last) (last = text), (since = now);
    if (checked >= played && !working && now - since >= still) return { ms: since - t0, signals: JSON.parse(text), timedOut: false };
    if (now - t0 > timeout) return { ms: now - t0, signals: JSON.parse(text), timedOut: true };
    await sleep(every);
  }
}

/** Clears the page's intervals (the game's clock is the only one at rest): --stop-clock, to see what the clock's repaint costs. An expression for either browser. */
export const STOP_INTERVALS_EXPR = `(() => { const top = setInterval(() => {}, 1e9); for (let i = 1; i <= top; i++) clearInterval(i); return top; })()`;

/** Adds the style sheet `css` to the page (--css): an expression for either browser. */
export const CSS_EXPR = (css) => `(() => { const s = document.createElement('style'); s.textContent = ${JSON.stringify(css)}; document.head.append(s); return true; })()`;
