#!/usr/bin/env node
// `npm run package`: builds, then writes the store packages
//   web-ext-artifacts/plot-chrome-VERSION.zip   (Chrome Web Store)
//   web-ext-artifacts/plot-firefox-VERSION.zip  (addons.mozilla.org)
// and prints their sizes and SHA-256. The packages are reproducible: the same commit
// gives the same bytes (src/tools/zip.mjs; store/REVIEW.md tells reviewers how to check).
//
//   node scripts/package.mjs [--verify]
// --verify builds and packages a second time from scratch and fails unless both runs
// give identical bytes.
//
// Each package carries the manifest its store expects (src/tools/store-package.mjs):
// without the development `key` (it only pins the ID of the unpacked build; the Chrome Web
// Store refuses uploads that carry one), and without the other browser's keys.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DIST, ROOT, readManifest } from '../src/tools/extension.mjs';
import { storePackages } from '../src/tools/store-package.mjs';

const OUT = join(ROOT, 'web-ext-artifacts');
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

function build() {
  const run = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) process.exit(run.status ?? 1);
  return storePackages(DIST);
}

const { version } = readManifest();
const packages = build();
mkdirSync(OUT, { recursive: true });
console.log('packages:');
for (const [browser, bytes] of Object.entries(packages)) {
  const path = join(OUT, `plot-${browser}-${version}.zip`);
  writeFileSync(path, bytes);
  console.log(`  ${relative(ROOT, path)}  ${(bytes.length / 1024).toFixed(1)} kB  sha256 ${sha256(bytes)}`);
}

if (process.argv.includes('--verify')) {
  const again = build();
  const differ = Object.keys(packages).filter((b) => sha256(again[b]) !== sha256(packages[b]));
  if (differ.length > 0) {
    console.error(`not reproducible: a second build gave different ${differ.join(' and ')} packages`);
    process.exit(1);
  }
  console.log('verified: a second build gave identical bytes');
}
