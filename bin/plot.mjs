#!/usr/bin/env node
// The `plot` command. It runs build/plot.mjs, the bundle of src/cli/plot.ts that
// `npm run build` makes. When that bundle is missing or older than anything under src/,
// it first rebuilds just the bundle (with scripts/cli-bundle.mjs's options, as scripts/build.mjs), so that
// `npm ci && npm run plot -- deal 1` works on a fresh clone.
import { existsSync, readdirSync, renameSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CLI_BUNDLE_OPTIONS } from '../scripts/cli-bundle.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = join(ROOT, 'src');
const ENTRY = join(SRC, 'cli', 'plot.ts');
const BUNDLE = join(ROOT, 'build', 'plot.mjs');

/** Newest modification time of src/ and everything in it (directories too: deletions count). */
function newestSource() {
  let newest = statSync(SRC).mtimeMs;
  for (const name of readdirSync(SRC, { recursive: true })) {
    // A file may vanish between the listing and the stat (an editor's temporary file).
    newest = Math.max(newest, statSync(join(SRC, name), { throwIfNoEntry: false })?.mtimeMs ?? 0);
  }
  return newest;
}

function stale() {
  if (!existsSync(BUNDLE)) return true;
  if (!existsSync(ENTRY)) return false; // an installed package without sources: use the bundle
  return statSync(BUNDLE).mtimeMs < newestSource();
}

async function rebuild() {
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    throw new Error('build/plot.mjs is missing or stale and esbuild is not installed: run npm ci && npm run build');
  }
  const result = await esbuild.build({
    entryPoints: [ENTRY],
    ...CLI_BUNDLE_OPTIONS,
    logLevel: 'silent',
    write: false,
    outfile: BUNDLE,
  });
  // Write then rename, so that a concurrent `plot` never runs a half-written bundle.
  mkdirSync(dirname(BUNDLE), { recursive: true });
  const temp = `${BUNDLE}.${process.pid}.tmp`;
  writeFileSync(temp, result.outputFiles[0].contents);
  renameSync(temp, BUNDLE);
}

try {
  if (stale()) await rebuild();
} catch (e) {
  const message = e?.errors?.[0]?.text ?? (e instanceof Error ? e.message : String(e));
  process.stderr.write(`plot: could not build the command: ${message}\n`);
  process.exit(1);
}
const { runCli } = await import(pathToFileURL(BUNDLE).href);
await runCli(process.argv.slice(2));
