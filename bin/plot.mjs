#!/usr/bin/env node
// The `plot` command. It runs build/plot.mjs, the bundle of src/cli/plot.ts that
// `npm run build` makes. When that bundle is missing or older than anything under src/
// (src/tools/ among it), it first rebuilds just the bundle, with the
// options scripts/build.mjs uses, so that `npm ci && npm run plot -- ...` works on a
// fresh clone, from any working directory. The solver's module is compiled on demand the
// same way (src/solver/node.ts).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY = join(ROOT, 'src', 'cli', 'plot.ts');
const BUNDLE = join(ROOT, 'build', 'plot.mjs');

async function rebuildIfStale() {
  if (!existsSync(ENTRY)) return; // an installed package without sources: use the bundle
  const { isStale, writeFileAtomic } = await import('../src/tools/files.mjs');
  if (!isStale(BUNDLE, [join(ROOT, 'src')])) return;
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    throw new Error('build/plot.mjs is missing or stale and esbuild is not installed: run npm ci');
  }
  const { CLI_BUNDLE_OPTIONS } = await import('../src/tools/esbuild-options.mjs');
  const result = await esbuild.build({
    entryPoints: [ENTRY],
    ...CLI_BUNDLE_OPTIONS,
    logLevel: 'silent',
    write: false,
    outfile: BUNDLE,
  });
  writeFileAtomic(BUNDLE, result.outputFiles[0].contents);
}

try {
  await rebuildIfStale();
} catch (e) {
  const message = e?.errors?.[0]?.text ?? (e instanceof Error ? e.message : String(e));
  process.stderr.write(`plot: could not build the command: ${message}\n`);
  process.exit(1);
}
const { runCli } = await import(pathToFileURL(BUNDLE).href);
await runCli(process.argv.slice(2));
