// npm run bench, fair-player section: the time of one fair decision (default samples,
// module loaded) on mid-game positions, and whole games per second for the fair player
// and the greedy baseline. Positions: the greedy baseline's own games on deals 1..N,
// every searched decision between moves 40 and 120.
//
//   npm run bench [-- --fair-deals N] [--fair-games N]
//   node scripts/bench-fair.mjs [--fair-deals N] [--fair-games N]   (this section alone)
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadNodeLibrary } from '../src/tools/nodeLibrary.mjs';
import { isEntryPoint, scriptFlags } from '../src/tools/flags.mjs';
import { SOLVER_WASM, compileSolverWasm, solverWasmStale } from '../src/tools/wasm.mjs';

/** This section's flags and their defaults (scripts/bench.mjs accepts them too). */
export const FLAGS = { 'fair-deals': 20, 'fair-games': 5 };
const q = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

const fairLib = (root) =>
  loadNodeLibrary(root, 'bench-fair-lib', [
    "export * from './src/solver/fair/core.ts';",
    "export * from './src/solver/fair/play.ts';",
    "export * from './src/engine/index.ts';",
  ]);

export const section = {
  title: 'Fair player: decision time and games per second (WASM, module loaded)',
  async run(ctx) {
    const root = join(ctx.paths.wasm, '..', '..');
    const lib = await fairLib(root);
    const core = await lib.FairCore.fromBytes(readFileSync(ctx.paths.wasm));
    const deals = ctx.flags['fair-deals'];
    const times = [];
    for (let n = 1; n <= deals; n++) {
      const deal = lib.dealFromNumber(n).value;
      const greedy = lib.playGame(core, deal, 'greedy');
      let pos = lib.dealPosition(deal);
      greedy.moves.forEach((move, ply) => {
        if (ply >= 40 && ply < 120) {
          const t = performance.now();
          const a = lib.fairDecide(core, lib.viewOf(pos), {});
          if (a.reason === 'search') times.push(performance.now() - t);
        }
        pos = lib.play(pos, move).value;
      });
    }
    times.sort((a, b) => a - b);
    const games = ctx.flags['fair-games'];
    let t = performance.now();
    let won = 0;
    for (let n = 1; n <= games; n++) won += lib.playGame(core, lib.dealFromNumber(n).value, 'fair').won ? 1 : 0;
    const fairMs = performance.now() - t;
    t = performance.now();
    const greedyGames = 1000;
    for (let n = 1; n <= greedyGames; n++) lib.playGame(core, lib.dealFromNumber(n).value, 'greedy');
    const greedyMs = performance.now() - t;
    return [
      `fair decision (${lib.DEFAULT_SAMPLES} determinizations a candidate), ${times.length} searched mid-game positions of deals 1..${deals}: median ${q(times, 0.5).toFixed(1)} ms, p95 ${q(times, 0.95).toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms`,
      `fair games, deals 1..${games}: ${(fairMs / games / 1000).toFixed(2)} s a game (${(games / (fairMs / 1000)).toFixed(2)} games/s), won ${won}`,
      `greedy games, deals 1..${greedyGames}: ${(greedyGames / (greedyMs / 1000)).toFixed(0)} games/s`,
    ];
  },
};

if (isEntryPoint(import.meta.url)) {
  const flags = scriptFlags('bench-fair', FLAGS);
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const wasm = solverWasmStale(root) ? await compileSolverWasm(root) : join(root, SOLVER_WASM);
  console.log(`== ${section.title} ==`);
  for (const line of await section.run({ paths: { wasm }, flags })) console.log(line);
}
