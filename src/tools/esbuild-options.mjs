// esbuild options for everything this project bundles, in one place so that the build,
// the `plot` command's on-demand rebuild (bin/plot.mjs), the tests and the benchmarks
// bundle the same way.

/**
 * Browser bundles (the popup and the solver's worker) for the minimum browsers of manifest.json.
 * @type {import('esbuild').BuildOptions}
 */
const BROWSER_OPTIONS = {
  bundle: true,
  platform: 'browser',
  target: ['chrome123', 'firefox128'],
  minify: true,
  sourcemap: false,
  legalComments: 'none',
  jsx: 'automatic',
  jsxImportSource: 'preact',
  define: { 'process.env.NODE_ENV': '"production"' },
};

/**
 * popup/main.tsx → dist/popup.js; popup.html loads it with <script type="module">. Split:
 * what only a click shows (the panels, the win summary, …) is `import()`ed from
 * dist/chunks/, so the popup opens with what the first paint needs (docs/dev/popup.md,
 * "Loading"). Chunks are extension files, which the CSP's `script-src 'self'` allows.
 * Build with `outdir` and the entry point named `popup`.
 * @type {import('esbuild').BuildOptions}
 */
export const POPUP_BUNDLE_OPTIONS = { ...BROWSER_OPTIONS, format: 'esm', splitting: true, chunkNames: 'chunks/[name]-[hash]' };

/**
 * Classic (non-module) browser scripts: src/solver/worker/worker.ts → dist/worker.js, so that
 * `new Worker('worker.js')` works in every browser (and as a module worker too), and
 * popup/loading/readSave.ts → dist/readSave.js, so that popup.html can load it `async` and it starts the
 * storage read the moment it arrives, before the module graph has run.
 * @type {import('esbuild').BuildOptions}
 */
export const CLASSIC_SCRIPT_OPTIONS = { ...BROWSER_OPTIONS, format: 'iife' };

/**
 * src/cli/plot.ts → build/plot.mjs, the `plot` command.
 * @type {import('esbuild').BuildOptions}
 */
export const CLI_BUNDLE_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: false,
  legalComments: 'none',
  // The solver's Node loader can compile assembly/ on the fly with asc; keep the compiler
  // (and its 13 MB binaryen) out of the bundle: it is loaded from node_modules when needed.
  external: ['assemblyscript', 'assemblyscript/*', 'binaryen'],
};

/**
 * Engine and solver sources bundled for a Node script (the benchmarks, the store screenshots).
 * @type {import('esbuild').BuildOptions}
 */
export const NODE_LIBRARY_OPTIONS = CLI_BUNDLE_OPTIONS;
