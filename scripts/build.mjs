#!/usr/bin/env node
// Builds the unpacked extension into dist/ and the command-line tool into build/plot.mjs.
//
//   (a) assembly/index.ts --asc (asconfig.json target "release")--> build/solver.wasm --> dist/solver.wasm
//   (b) esbuild: popup/main.tsx --> dist/popup.js + dist/chunks/*.js (loaded by import()), src/solver/worker/worker.ts --> dist/worker.js,
//                src/cli/plot.ts --> build/plot.mjs
//                popup/loading/readSave.ts --> dist/readSave.js (a classic script: starts the save's read at once)
//   (c) popup.html (with a modulepreload for each chunk popup.js imports); the stylesheets, each bundled from
//       its parts' files (@import) and minified: popup/popup.css --> dist/popup.css (with the page),
//       popup/loading/onDemand.css --> dist/onDemand.css (with the lazy chunk); manifest.json, _locales/ (each locale's messages without
//       the translators' descriptions), generated icons --> dist/
//   (d) the card art from the svg-cards package, optimised (src/tools/cardArt.mjs) --> dist/cards/, and its
//       licence --> dist/LICENSES/
//
// Exit code 1 on any error. The pieces shared with other scripts, the tests and the `plot`
// command (the WASM compile, the esbuild options) live in src/tools/.
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile, copyFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { renderIcons } from './icons.mjs';
import { scriptLoad } from '../src/tools/chunks.mjs';
import { CLASSIC_SCRIPT_OPTIONS, CLI_BUNDLE_OPTIONS, POPUP_BUNDLE_OPTIONS } from '../src/tools/esbuild-options.mjs';
import { compileSolverWasm } from '../src/tools/wasm.mjs';
import { cardArtFiles } from '../src/tools/cardArtBuild.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');
const BUILD = join(ROOT, 'build');
const at = (...p) => join(ROOT, ...p);

/** The popup's stylesheets: the file that imports the parts' files, and what the build writes. */
/** @type {[source: string[], file: string][]} */
const STYLESHEETS = [
  [['popup', 'popup.css'], 'popup.css'],
  [['popup', 'loading', 'onDemand.css'], 'onDemand.css'],
];

const written = [];
const t0 = performance.now();

function note(path) {
  written.push(path);
}

async function buildSolver() {
  const t = performance.now();
  const out = await compileSolverWasm(ROOT, { log: (text) => process.stderr.write(text) });
  note(out);
  await copyFile(out, join(DIST, 'solver.wasm'));
  note(join(DIST, 'solver.wasm'));
  console.log(`asc: ${((performance.now() - t) / 1000).toFixed(1)} s`);
}

/**
 * webextension-polyfill is CommonJS, and esbuild's default-import interop (__toESM) copies
 * the export's own properties one by one. On Chromium the export is a Proxy over `chrome`,
 * and reading each property's descriptor builds that API's bindings (action, dom,
 * management, tabs, windows…): about 5 ms on the open path, measured in the page. Read as
 * an ES module whose default export is `module.exports`, the import is the object itself and
 * only the APIs the popup uses are built, when it first uses them. Its UMD header takes the
 * CommonJS branch because `module` and `exports` are declared.
 */
const polyfillAsModule = {
  name: 'webextension-polyfill-as-module',
  setup(build) {
    build.onLoad({ filter: /[\\/]webextension-polyfill[\\/]dist[\\/]browser-polyfill\.js$/ }, async (args) => ({
      contents: `const module = { exports: {} };\nconst exports = module.exports;\n${await readFile(args.path, 'utf8')}\nexport default module.exports;\n`,
      loader: 'js',
    }));
  },
};

async function bundle(entry, outfile, options) {
  await esbuild.build({ entryPoints: [entry], outfile, logLevel: 'warning', ...options });
  note(outfile);
}

/**
 * A split bundle: the entry as `dir/<name>.js`, its lazily loaded chunks under `dir/chunks/`.
 * @param {string} entry
 * @param {string} dir
 * @param {string} name
 * @param {Omit<import('esbuild').BuildOptions, 'metafile'>} options
 */
async function bundleSplit(entry, dir, name, options) {
  const { metafile } = await esbuild.build({ entryPoints: { [name]: entry }, outdir: dir, absWorkingDir: ROOT, metafile: true, logLevel: 'warning', ...options });
  for (const out of Object.keys(metafile.outputs)) note(resolve(ROOT, out));
}

async function buildScripts() {
  await Promise.all([
    bundleSplit(at('popup', 'main.tsx'), DIST, 'popup', { ...POPUP_BUNDLE_OPTIONS, plugins: [polyfillAsModule] }),
    bundle(at('src', 'solver', 'worker', 'worker.ts'), join(DIST, 'worker.js'), CLASSIC_SCRIPT_OPTIONS),
    bundle(at('popup', 'loading', 'readSave.ts'), join(DIST, 'readSave.js'), CLASSIC_SCRIPT_OPTIONS),
    bundle(at('src', 'cli', 'plot.ts'), join(BUILD, 'plot.mjs'), CLI_BUNDLE_OPTIONS),
  ]);
}

async function copyStatic() {
  // The chunks popup.js imports statically are named in the page too (modulepreload), so the
  // browser fetches them alongside popup.js instead of after reading it.
  const preloads = scriptLoad(DIST, 'popup.js').atOpen.filter((f) => f !== 'popup.js');
  const html = (await readFile(at('popup', 'popup.html'), 'utf8')).replace(
    /\n(\s*)<\/head>/,
    (end, indent) => preloads.map((f) => `\n${indent}  <link rel="modulepreload" href="${f}" />`).join('') + end,
  );
  if (preloads.length > 0 && !html.includes('modulepreload')) throw new Error('popup.html: no </head> to preload the chunks in');
  await writeFile(join(DIST, 'popup.html'), html);
  note(join(DIST, 'popup.html'));
  // The stylesheets, each one file per part joined by its @imports, minified like the scripts
  // (they count in the popup's size budget): popup.css loads with the page, onDemand.css after
  // the first paint with the lazy chunk (popup/loading/onDemandParts.ts).
  for (const [source, file] of STYLESHEETS) {
    // The card backs' url()s name files the card art's step writes (cards/), not files to bundle.
    await esbuild.build({ entryPoints: [at(...source)], outfile: join(DIST, file), bundle: true, minify: true, external: ['cards/*'], logLevel: 'warning' });
    note(join(DIST, file));
  }
  const manifest = JSON.parse(await readFile(at('manifest.json'), 'utf8'));
  await writeFile(join(DIST, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  note(join(DIST, 'manifest.json'));
  for (const loc of await readdir(at('_locales'))) {
    await mkdir(join(DIST, '_locales', loc), { recursive: true });
    await writeFile(join(DIST, '_locales', loc, 'messages.json'), shippedMessages(await readFile(at('_locales', loc, 'messages.json'), 'utf8')));
    note(join(DIST, '_locales', loc, 'messages.json'));
  }
  await mkdir(join(DIST, 'icons'), { recursive: true });
  for (const { file, png } of renderIcons()) {
    await writeFile(join(DIST, file), png);
    note(join(DIST, file));
  }
  // Every file the manifest names must exist in dist/.
  const named = [manifest.action?.default_popup, ...Object.values(manifest.icons ?? {})].filter(Boolean);
  for (const f of named) if (!existsSync(join(DIST, f))) throw new Error(`manifest names missing file dist/${f}`);
}

/**
 * A locale's messages as shipped: without the translators' descriptions and the whitespace.
 * Chromium reads and parses the files again for every page that opens (the first
 * i18n.getMessage, or the first stylesheet, waits for it on the page's main thread): half the
 * bytes took about 2 ms off that wait, measured in the page. The browsers never read the
 * descriptions.
 */
function shippedMessages(text) {
  const messages = JSON.parse(text);
  for (const entry of Object.values(messages)) delete entry.description;
  return JSON.stringify(messages);
}

/** Deletes files under `dir` that this build did not write, then empty directories. */
async function removeStale(dir) {
  const keep = new Set(written);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) {
      await removeStale(p);
      if ((await readdir(p)).length === 0) await rm(p, { recursive: true, force: true });
    } else if (!keep.has(p)) {
      await rm(p, { force: true });
      console.log(`  removed stale ${relative(ROOT, p)}`);
    }
  }
}

function kb(n) {
  return n < 1024 ? `${n} B` : `${(n / 1024).toFixed(1)} kB`;
}

async function main() {
  // dist/ is overwritten in place and stale files are removed at the end (rather than
  // emptied first), so a running `npm start` (web-ext watching dist/) and the browser tests
  // never see a half-empty extension.
  await mkdir(DIST, { recursive: true });
  await mkdir(BUILD, { recursive: true });
  await buildSolver();
  await buildScripts();
  await copyStatic();
  for (const [file, bytes] of await cardArtFiles(ROOT)) {
    await mkdir(dirname(join(DIST, file)), { recursive: true });
    await writeFile(join(DIST, file), bytes);
    note(join(DIST, file));
  }
  await removeStale(DIST);

  let total = 0;
  const rows = [];
  for (const p of written) {
    const { size } = await stat(p);
    if (p.startsWith(DIST)) total += size;
    rows.push([relative(ROOT, p), size]);
  }
  rows.sort((a, b) => a[0].localeCompare(b[0]));
  const w = Math.max(...rows.map((r) => r[0].length));
  for (const [p, size] of rows) console.log(`  ${p.padEnd(w)}  ${kb(size).padStart(9)}`);
  console.log(`  ${'dist/ total'.padEnd(w)}  ${kb(total).padStart(9)}`);
  console.log(`build done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

main().catch((err) => {
  console.error(`build failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
