// The project's TypeScript sources bundled for a Node script (the benchmarks, the fair-play
// studies, the popup harness), so that a script runs the same engine and players as the
// extension without a TypeScript loader: one esbuild call for all of them.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { NODE_LIBRARY_OPTIONS } from './esbuild-options.mjs';

/**
 * Bundles `exports` (lines such as "export * from './src/engine/index.ts';", relative to
 * `root`) into build/<name>.mjs and imports it; a fresh import each time, so that a script
 * run twice in one process sees its sources as they are now.
 * @param {string} root
 * @param {string} name
 * @param {string[]} exports
 */
export async function loadNodeLibrary(root, name, exports) {
  const outfile = join(root, 'build', `${name}.mjs`);
  await esbuild.build({
    stdin: { contents: exports.join('\n'), resolveDir: root, loader: 'ts' },
    ...NODE_LIBRARY_OPTIONS,
    outfile,
    logLevel: 'warning',
  });
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}
