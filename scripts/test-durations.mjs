// Writes test/durations.json, the lengths by which test/support/longestFirst.ts orders the
// test files, from vitest's record of the last run of each file (its results cache): run the
// whole suite first (npm test), then `node scripts/test-durations.mjs`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const CACHE = 'node_modules/.vite/vitest';
const caches = readdirSync(CACHE)
  .map((d) => join(CACHE, d, 'results.json'))
  .filter((f) => statSync(f, { throwIfNoEntry: false }))
  .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
if (caches.length === 0) {
  console.error(`no vitest results under ${CACHE}: run the suite first (npm test)`);
  process.exit(1);
}
const { results } = JSON.parse(readFileSync(caches[0], 'utf8'));
const seconds = Object.fromEntries(
  results
    .filter(([key]) => statSync(key.slice(key.indexOf(':') + 1), { throwIfNoEntry: false }))
    .map(([key, r]) => [key, Math.round(r.duration / 100) / 10])
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)),
);
writeFileSync('test/durations.json', `${JSON.stringify(seconds, null, 1)}\n`);
console.log(`test/durations.json: ${Object.keys(seconds).length} files, ${Object.values(seconds).reduce((s, x) => s + x, 0).toFixed(0)} s in all (from ${caches[0]})`);
