// The esbuild options of the `plot` command's bundle, shared by scripts/build.mjs and
// bin/plot.mjs (which rebuilds a stale bundle on its own) so the two can never drift.
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
