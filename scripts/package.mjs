#!/usr/bin/env node
// `npm run package`: builds, then zips dist/ for the Chrome Web Store and for
// addons.mozilla.org into web-ext-artifacts/ (web-ext build), and prints their sizes.
//
// Both packages leave out the manifest's `key`: it only pins the extension ID of the
// unpacked development build (the Chrome Web Store refuses uploads that carry one, and
// Firefox uses browser_specific_settings.gecko.id instead).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import webExt from 'web-ext';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');
const OUT = join(ROOT, 'web-ext-artifacts');

const build = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const manifest = JSON.parse(readFileSync(join(DIST, 'manifest.json'), 'utf8'));
const { key: _devKey, ...storeManifest } = manifest;

const stage = mkdtempSync(join(tmpdir(), 'plot-package-'));
try {
  cpSync(DIST, stage, { recursive: true });
  writeFileSync(join(stage, 'manifest.json'), JSON.stringify(storeManifest, null, 2) + '\n');
  mkdirSync(OUT, { recursive: true });
  const rows = [];
  for (const browser of ['chrome', 'firefox']) {
    const { extensionPath } = await webExt.cmd.build(
      {
        sourceDir: stage,
        artifactsDir: OUT,
        filename: `plot-${browser}-${manifest.version}.zip`,
        overwriteDest: true,
      },
      { showReadyMessage: false },
    );
    rows.push([relative(ROOT, extensionPath), statSync(extensionPath).size]);
  }
  console.log('packages:');
  for (const [path, size] of rows) console.log(`  ${path}  ${(size / 1024).toFixed(1)} kB`);
} finally {
  rmSync(stage, { recursive: true, force: true });
}
