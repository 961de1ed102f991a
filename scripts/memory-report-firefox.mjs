// bench-memory's --firefox --report: Firefox's own memory report (what about:memory shows),
// read from the browser window's chrome scope over WebDriver BiDi (the test client's
// evaluateChrome, allowed by --remote-allow-system-access): nsIMemoryReporterManager's
// getReports, which gathers the reports of every process (the parent, the WebExtensions
// process where the popup and its workers run, the content and utility processes), and
// about:memory's "Minimize memory usage" (a GC and a CC in every process, workers too, then
// memory-pressure) to tell the garbage the browser has not collected from what is kept.
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** Every process's reports, as [process, path, kind, units, amount] rows (a JSON string). */
export const REPORTS_EXPR = `new Promise((resolve, reject) => {
  const rows = [];
  const mgr = Cc['@mozilla.org/memory-reporter-manager;1'].getService(Ci.nsIMemoryReporterManager);
  try {
    mgr.getReports((proc, path, kind, units, amount) => { rows.push([proc, path, kind, units, amount]); }, null, () => resolve(JSON.stringify(rows)), null, false);
  } catch (e) { reject(e); }
})`;

/** about:memory's GC button: a full collection in every process (each child's workers too). */
export const GC_EXPR = `(() => { Services.obs.notifyObservers(null, 'child-gc-request'); Cu.forceGC(); return true; })()`;

/** about:memory's GC, CC and "Minimize memory usage", in every process (each child's workers too: they hear the same requests). */
export const MINIMIZE_EXPR = `new Promise((resolve) => {
  const mgr = Cc['@mozilla.org/memory-reporter-manager;1'].getService(Ci.nsIMemoryReporterManager);
  Services.obs.notifyObservers(null, 'child-gc-request');
  Cu.forceGC();
  Services.obs.notifyObservers(null, 'child-cc-request');
  Cu.forceCC();
  Services.obs.notifyObservers(null, 'child-mmu-request');
  mgr.minimizeMemoryUsage(() => resolve(true));
})`;

const KIND_HEAP = 1;
const UNITS_BYTES = 0;
const UNITS_COUNT = 1;

/** A process's name without its pid ("WebExtensions (pid 123)" → "WebExtensions"); the parent's is empty in the reports. */
const processName = (p) => p.replace(/\s*\(pid \d+\)/, '').trim() || 'Main Process';

/** A path with what differs between two readings of the same thing left out: addresses, ids, pids. */
const normal = (path) => path.replace(/0x[0-9a-f]+/g, '0x…').replace(/\bid=\d+/g, 'id=…').replace(/\bpid=?\s?\d+/g, 'pid …');

/**
 * One report read: bytes by process and normalized path, with about:memory's computed
 * explicit/heap-unclassified (heap-allocated less the explicit heap reports), and the number
 * of worker and window realms in each process.
 */
export function summarize(rows) {
  /** @type {Record<string, Map<string, number>>} */
  const bytes = {};
  /** @type {Record<string, { heap: number, workers: Set<string>, windows: Set<string>, counts: Record<string, number> }>} */
  const meta = {};
  for (const [proc, path, kind, units, amount] of rows) {
    const p = processName(proc);
    const m = (meta[p] ??= { heap: 0, workers: new Set(), windows: new Set(), counts: {} });
    const b = (bytes[p] ??= new Map());
    if (units === UNITS_COUNT && !path.startsWith('explicit/')) m.counts[normal(path)] = (m.counts[normal(path)] ?? 0) + amount;
    if (units !== UNITS_BYTES) continue;
    const w = /^explicit\/workers\/workers\([^)]*\)\/worker\([^)]*\)/.exec(path);
    if (w) m.workers.add(`${proc} ${w[0]}`);
    const win = /^explicit\/window-objects\/top\([^)]*\)/.exec(path);
    if (win) m.windows.add(`${proc} ${win[0]}`);
    if (path.startsWith('explicit/') && kind === KIND_HEAP) m.heap += amount;
    const key = normal(path);
    b.set(key, (b.get(key) ?? 0) + amount);
  }
  for (const [p, b] of Object.entries(bytes)) {
    const allocated = b.get('heap-allocated');
    if (allocated !== undefined) b.set('explicit/heap-unclassified', allocated - meta[p].heap);
  }
  const processes = {};
  for (const [p, b] of Object.entries(bytes)) {
    let explicit = 0;
    for (const [k, v] of b) if (k.startsWith('explicit/')) explicit += v;
    processes[p] = {
      explicit,
      heapUnclassified: b.get('explicit/heap-unclassified') ?? NaN,
      heapAllocated: b.get('heap-allocated') ?? NaN,
      residentUnique: b.get('resident-unique') ?? NaN,
      workers: meta[p].workers.size,
      windows: meta[p].windows.size,
      counts: meta[p].counts,
    };
  }
  return { bytes, processes };
}

/** The tree's node sums: every prefix of every explicit path, by process. */
function prefixes(summary, depth) {
  /** @type {Map<string, number>} */
  const out = new Map();
  for (const [p, b] of Object.entries(summary.bytes)) {
    for (const [k, v] of b) {
      if (!k.startsWith('explicit/')) continue;
      const parts = k.split('/');
      for (let d = 1; d <= Math.min(depth, parts.length); d++) {
        const key = `${p}|${parts.slice(0, d).join('/')}`;
        out.set(key, (out.get(key) ?? 0) + v);
      }
    }
  }
  return out;
}

const mb = (n) => `${n >= 0 ? '+' : ''}${(n / 1048576).toFixed(1)}`;

/**
 * What grew (or shrank) from report `a` to report `b`: the nodes of the explicit tree that
 * moved by at least `min` bytes, to `depth` levels, in tree order under each process, as lines.
 */
export function diffLines(a, b, { depth = 6, min = 512 * 1024 } = {}) {
  const pa = prefixes(a, depth);
  const pb = prefixes(b, depth);
  const keys = [...new Set([...pa.keys(), ...pb.keys()])].filter((k) => Math.abs((pb.get(k) ?? 0) - (pa.get(k) ?? 0)) >= min).sort();
  return keys.map((k) => {
    const [p, path] = k.split('|');
    const d = path.split('/').length;
    const name = path.split('/').at(-1);
    return `      ${p.padEnd(14)} ${'  '.repeat(d - 1)}${name.length > 110 ? `${name.slice(0, 110)}…` : name}  ${mb((pb.get(k) ?? 0) - (pa.get(k) ?? 0))} MB (${((pa.get(k) ?? 0) / 1048576).toFixed(1)} → ${((pb.get(k) ?? 0) / 1048576).toFixed(1)})`;
  });
}

/** Each process's totals in a report, as lines. */
export function totalsLines(s) {
  return Object.entries(s.processes)
    .sort((x, y) => y[1].explicit - x[1].explicit)
    .map(([p, t]) => `      ${p.padEnd(14)} explicit ${(t.explicit / 1048576).toFixed(1)} MB, heap-unclassified ${(t.heapUnclassified / 1048576).toFixed(1)}, heap-allocated ${(t.heapAllocated / 1048576).toFixed(1)}, resident-unique ${(t.residentUnique / 1048576).toFixed(1)}; ${t.windows} top windows, ${t.workers} workers${t.counts['js-main-runtime-realms/user'] !== undefined ? `, user realms ${t.counts['js-main-runtime-realms/user']}` : ''}${t.counts['ghost-windows'] !== undefined ? `, ghost windows ${t.counts['ghost-windows']}` : ''}`);
}

/** Writes the raw rows of a report, gzipped, to `file` (about:memory can load it too: it is not its format, but a JSON list a script can read). */
export function saveReport(file, rows) {
  writeFileSync(file, gzipSync(JSON.stringify(rows)));
}
