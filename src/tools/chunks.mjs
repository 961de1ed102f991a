// What the popup loads, read from the built files: popup.js and the chunks it imports
// statically (loaded before it runs, at every open) versus the chunks reached only through
// import() (loaded after the first paint or on first use), and what the first set weighs
// gzipped against the popup's budget. Shared by the benchmark, which reports both, the
// budget test and the package test, which checks every chunk named is in dist/.
import { readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The popup's open-path ceiling: the JS and CSS loaded when it opens, gzipped (each file on
 * its own, level 9, as a server would send it). Set once (issue 33) at 44 000 bytes: the
 * build then loaded 42 314, so the headroom is 1 686 bytes (4%). It is not raised for a
 * feature: what a feature adds at open fits in the headroom or is paid for by taking bytes
 * off the open path (the on-demand chunk, loading/onDemand.ts, is where the rest goes). How
 * the open path came to 42 314 bytes, feature by feature and measured: docs/dev/open-budget.md.
 */
export const OPEN_BUDGET = 44_000;

// esbuild's minified ESM: `import{a as b}from"./chunks/x.js"`, `import"./x.js"`, `import("./x.js")`.
const STATIC = /(?:\bfrom|\bimport)\s*"(\.{1,2}\/[^"]+\.js)"/g;
const DYNAMIC = /\bimport\(\s*"(\.{1,2}\/[^"]+\.js)"\s*\)/g;

/**
 * The relative .js paths `file` (under `dist`) imports: { static, dynamic }, as dist-relative paths.
 * @param {string} dist
 * @param {string} file
 * @returns {{ static: string[], dynamic: string[] }}
 */
export function importsOf(dist, file) {
  const text = readFileSync(join(dist, file), 'utf8');
  const resolveFrom = (/** @type {string} */ spec) => relative(dist, normalize(join(dist, dirname(file), spec))).split('\\').join('/');
  return {
    static: [...text.matchAll(STATIC)].map((m) => resolveFrom(m[1])),
    dynamic: [...text.matchAll(DYNAMIC)].map((m) => resolveFrom(m[1])),
  };
}

/**
 * { atOpen, later }: dist-relative paths of the scripts loaded when `entry` runs (itself and
 * its static imports, transitively) and of those loaded only by an import() somewhere
 * (with their own static imports not already loaded at open).
 * @param {string} dist
 * @param {string} [entry]
 * @returns {{ atOpen: string[], later: string[] }}
 */
export function scriptLoad(dist, entry = 'popup.js') {
  /** @type {(roots: string[], seen: Set<string>) => string[]} */
  const closure = (roots, seen) => {
    /** @type {string[]} */
    const dynamic = [];
    const stack = [...roots];
    while (stack.length > 0) {
      const file = stack.pop();
      if (file === undefined || seen.has(file)) continue;
      seen.add(file);
      const imports = importsOf(dist, file);
      stack.push(...imports.static);
      dynamic.push(...imports.dynamic);
    }
    return dynamic;
  };
  /** @type {Set<string>} */
  const atOpen = new Set();
  let pending = closure([entry], atOpen);
  /** @type {Set<string>} */
  const later = new Set();
  while (pending.length > 0) {
    const seen = new Set([...atOpen, ...later]);
    const before = new Set(seen);
    pending = closure(pending, seen);
    for (const f of seen) if (!before.has(f)) later.add(f);
  }
  return { atOpen: [...atOpen], later: [...later] };
}

/**
 * @typedef {{ file: string, raw: number, gz: number }} FileSize
 */

/**
 * A file of `dist`: its size raw and gzipped (level 9).
 * @param {string} dist
 * @param {string} file
 * @returns {FileSize}
 */
export function fileSize(dist, file) {
  const bytes = readFileSync(join(dist, file));
  return { file, raw: bytes.length, gz: gzipSync(bytes, { level: 9 }).length };
}

// What popup.html itself names: classic scripts (`<script src>` without type="module") and
// stylesheets; the module entry's own load is scriptLoad's.
const PAGE_SCRIPT = /<script\b(?![^>]*type="module")[^>]*\bsrc="([^"]+)"/g;
const PAGE_STYLE = /<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g;

/**
 * What the popup loads when it opens: popup.js and the chunks it imports statically, and
 * the classic scripts (readSave.js) and stylesheets (popup.css) popup.html names, each with its
 * size, and their sum ({ files, raw, gz }).
 * @param {string} dist
 * @param {string} [entry]
 * @returns {{ files: FileSize[], raw: number, gz: number }}
 */
export function openLoad(dist, entry = 'popup.js') {
  const page = readFileSync(join(dist, 'popup.html'), 'utf8');
  const named = [...page.matchAll(PAGE_SCRIPT), ...page.matchAll(PAGE_STYLE)].map((m) => m[1]);
  const files = [...scriptLoad(dist, entry).atOpen, ...named].map((f) => fileSize(dist, f));
  return { files, raw: files.reduce((a, f) => a + f.raw, 0), gz: files.reduce((a, f) => a + f.gz, 0) };
}
