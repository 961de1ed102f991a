// The fair player as it is now against the fair player of an earlier study, deal for deal:
// plays deals A..B and sets each result beside the study's (`plot fair-study --json`). A
// change to the player is measured by the deals only one of the two won (an exact sign
// test), on the same deals; issue 23 measured SIGN_Z 0 against 1 with it.
//
//   node scripts/fair-vs-study.mjs --from 1 --to 2000 --study build/fair-study-margin-1-2000.json [--workers 2] [--log FILE]
//
// --log appends "deal won ms" a deal and skips the deals already there, so a long run can
// be stopped and resumed (default build/fair-vs-study-A-B.log). Without --study, only the
// player's own figures.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { fork } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadNodeLibrary } from '../src/tools/nodeLibrary.mjs';
import { scriptFlags } from '../src/tools/flags.mjs';

const flags = scriptFlags('fair-vs-study', { from: 1, to: 20, study: '', workers: 1, log: '', part: 0 });
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const logFile = flags.log || join(root, 'build', `fair-vs-study-${flags.from}-${flags.to}.log`);

const readLog = () => {
  const done = new Map();
  if (existsSync(logFile)) {
    for (const line of readFileSync(logFile, 'utf8').split('\n').filter(Boolean)) {
      const [n, won, ms] = line.split(' ').map(Number);
      if (n >= flags.from && n <= flags.to) done.set(n, { won: won === 1, ms });
    }
  }
  return done;
};

// Each process bundles its own copy of the library (build/ is shared, and two workers
// writing one file at once could import it half written).
const lib = await loadNodeLibrary(root, flags.part > 0 ? `fair-vs-study-lib-${flags.part}` : 'fair-vs-study-lib', [
  "export { playGame } from './src/solver/fair/play.ts';",
  "export { dealFromNumber } from './src/engine/index.ts';",
  "export { loadFair } from './src/solver/node.ts';",
  "export { wilson } from './src/solver/interval.ts';",
  "export { quantile } from './src/cli/fairReport.ts';",
]);

/** Worker `part`'s share (1..workers): every workers-th deal from the part-th, not in the log yet. */
async function play(part) {
  const fair = await lib.loadFair();
  const done = readLog();
  for (let n = flags.from + part - 1; n <= flags.to; n += flags.workers) {
    if (done.has(n)) continue;
    const g = lib.playGame(fair, lib.dealFromNumber(n).value, 'fair');
    appendFileSync(logFile, `${n} ${g.won ? 1 : 0} ${Math.round(g.ms)}\n`);
  }
}

/** Two-sided exact sign test: the chance of a split at least this uneven between b and c. */
function signTest(b, c) {
  const n = b + c;
  if (n === 0) return 1;
  let tail = 0;
  let term = 2 ** -n; // C(n, 0) / 2^n
  for (let i = 0; i <= Math.min(b, c); i++) {
    tail += term;
    term = (term * (n - i)) / (i + 1);
  }
  return Math.min(1, 2 * tail);
}

const pct = (x) => `${(100 * x).toFixed(1)}%`;

if (flags.part > 0) {
  await play(flags.part);
} else {
  const share = (part) => ['--from', flags.from, '--to', flags.to, '--workers', flags.workers, '--part', part, '--log', logFile].map(String);
  await Promise.all(
    Array.from({ length: flags.workers }, (_, i) => /** @type {Promise<void>} */ (new Promise((done, fail) => {
      fork(fileURLToPath(import.meta.url), share(i + 1)).on('exit', (code) => (code === 0 ? done() : fail(new Error(`worker ${i + 1} exited ${code}`))));
    }))),
  );
  const results = readLog();
  const deals = results.size;
  const won = [...results.values()].filter((r) => r.won).length;
  const [low, high] = lib.wilson(won, deals);
  const ms = [...results.values()].map((r) => r.ms);
  console.log(`the fair player now: won ${won} / ${deals} (${pct(won / deals)}, Wilson 95% ${pct(low)}–${pct(high)}), time a game median ${(lib.quantile(ms, 0.5) / 1000).toFixed(2)} s, p95 ${(lib.quantile(ms, 0.95) / 1000).toFixed(2)} s (${flags.workers} at once)`);
  if (flags.study) {
    const study = new Map(JSON.parse(readFileSync(flags.study, 'utf8')).map((r) => [r.n, r.fair]));
    const paired = [...results.keys()].filter((n) => study.has(n));
    const before = paired.filter((n) => study.get(n)).length;
    const onlyNow = paired.filter((n) => results.get(n).won && !study.get(n));
    const onlyBefore = paired.filter((n) => !results.get(n).won && study.get(n));
    console.log(`the study's fair player on the same ${paired.length} deals: won ${before} (${pct(before / paired.length)})`);
    console.log(`won only now: ${onlyNow.length}; won only in the study: ${onlyBefore.length} (${onlyBefore.join(' ') || 'none'}); exact sign test, two-sided: p = ${signTest(onlyNow.length, onlyBefore.length).toPrecision(2)}`);
  }
}
