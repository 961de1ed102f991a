// Two rollout policies of the fair player on the same deals, one after the other on each
// deal (the same module, the same load on the machine): which deals each wins, its time a
// game, and the time of one decision on the same positions (bench-fair's: the greedy
// baseline's games, moves 40..119), timed alternately. Issue 23 measured the reserve guard
// with it: --old-policy 80 (UNGUARDED_POLICY, the rollouts before it) --new-policy 208
// (ROLLOUT_POLICY, with it).
//
//   node scripts/fair-policy-ab.mjs --from 1 --to 200 --old-policy 80 --new-policy 208 [--time-deals 10] [--log]
//
// --log appends one line a deal to build/fair-policy-ab-OLD-NEW.log ("deal oldWon newWon
// oldMs newMs") and skips the deals already there, so a long run can be stopped and resumed.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadNodeLibrary } from '../src/tools/nodeLibrary.mjs';
import { scriptFlags } from '../src/tools/flags.mjs';
import { SOLVER_WASM, compileSolverWasm, solverWasmStale } from '../src/tools/wasm.mjs';

const flags = scriptFlags('fair-policy-ab', { from: 1, to: 20, 'old-policy': 80, 'new-policy': 208, 'time-deals': 0, log: false });
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const wasm = solverWasmStale(root) ? await compileSolverWasm(root) : join(root, SOLVER_WASM);
const lib = await loadNodeLibrary(root, 'fair-policy-ab-lib', [
  "export * from './src/solver/fair/core.ts';",
  "export * from './src/solver/fair/play.ts';",
  "export * from './src/engine/index.ts';",
  "export * from './src/solver/interval.ts';",
]);
const core = await lib.FairCore.fromBytes(readFileSync(wasm));
const policies = [flags['old-policy'], flags['new-policy']];
const q = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];

const logFile = join(root, 'build', `fair-policy-ab-${policies.join('-')}.log`);
const done = new Map();
if (flags.log && existsSync(logFile)) {
  for (const line of readFileSync(logFile, 'utf8').split('\n').filter(Boolean)) done.set(Number(line.split(' ')[0]), line.split(' ').map(Number));
}
const rows = [];
for (let n = flags.from; n <= flags.to; n++) {
  let row = done.get(n);
  if (!row) {
    const deal = lib.dealFromNumber(n).value;
    const games = policies.map((policy) => lib.playGame(core, deal, 'fair', { policy }));
    row = [n, ...games.map((g) => (g.won ? 1 : 0)), ...games.map((g) => Math.round(g.ms))];
    if (flags.log) appendFileSync(logFile, `${row.join(' ')}\n`);
  }
  rows.push(row);
}
const deals = rows.length;
policies.forEach((policy, i) => {
  const won = rows.filter((r) => r[1 + i] === 1).length;
  const [low, high] = lib.wilson(won, deals);
  const ms = rows.map((r) => r[3 + i]);
  console.log(`policy ${policy}: won ${won} / ${deals} (${(100 * won / deals).toFixed(1)}%, Wilson 95% ${(100 * low).toFixed(1)}–${(100 * high).toFixed(1)}%), time a game median ${(q(ms, 0.5) / 1000).toFixed(2)} s, p95 ${(q(ms, 0.95) / 1000).toFixed(2)} s`);
});
const only = (i) => rows.filter((r) => r[1 + i] === 1 && r[2 - i] === 0).map((r) => r[0]);
console.log(`won by ${policies[0]} only: ${only(0).join(' ') || 'none'}; by ${policies[1]} only: ${only(1).join(' ') || 'none'}`);

if (flags['time-deals'] > 0) {
  /** @type {[number[], number[]]} */
  const times = [[], []];
  let same = 0;
  for (let d = 1; d <= flags['time-deals']; d++) {
    const deal = lib.dealFromNumber(d).value;
    let pos = lib.dealPosition(deal);
    lib.playGame(core, deal, 'greedy').moves.forEach((move, ply) => {
      if (ply >= 40 && ply < 120) {
        const answers = policies.map((policy, i) => {
          const t = performance.now();
          const a = lib.fairDecide(core, lib.viewOf(pos), { policy });
          times[i].push(performance.now() - t);
          return a;
        });
        if (answers[0].reason !== 'search') times.forEach((t) => t.pop());
        else if (lib.moveToString(answers[0].best) === lib.moveToString(answers[1].best)) same++;
      }
      pos = lib.play(pos, move).value;
    });
  }
  policies.forEach((policy, i) => console.log(`policy ${policy}: one decision on ${times[i].length} searched positions of deals 1..${flags['time-deals']}: median ${q(times[i], 0.5).toFixed(1)} ms, p95 ${q(times[i], 0.95).toFixed(1)} ms`));
  console.log(`the same move at ${same} of ${times[0].length}`);
}
