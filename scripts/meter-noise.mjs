// How much the win-chance meter moves on forced moves (docs/fair-play.md, "A steady
// meter"). Positions: the fair player's own games on deals --from.. (default 3001, apart
// from the 1..2000 of the study and the 2001..3200 of the calibration's fit), every
// position whose only sensible move is forced — a safe foundation play, or a stock turn
// with nothing else to play — at most --per-game of them a game, spread over the game,
// until --positions are found. For each, the shown chance (the calibrated percent the
// popup shows, `percent` of fairDecide's chance, scoring the forced move as the popup
// does) before and after the forced move; the figure is how far it moved.
//
//   node scripts/meter-noise.mjs [--from 3001] [--positions 200] [--per-game 5] [--samples 100]
//
// Every position and both percents go to build/meter-noise.json.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadNodeLibrary } from '../src/tools/nodeLibrary.mjs';
import { isEntryPoint, scriptFlags } from '../src/tools/flags.mjs';
import { SOLVER_WASM, compileSolverWasm, solverWasmStale } from '../src/tools/wasm.mjs';

export const FLAGS = { from: 3001, positions: 200, 'per-game': 5, samples: 100 };

const lib = (root) =>
  loadNodeLibrary(root, 'meter-noise-lib', [
    "export * from './src/solver/fair/core.ts';",
    "export * from './src/solver/fair/play.ts';",
    "export { percent } from './src/solver/fair/difficulty.ts';",
    "export * from './src/engine/index.ts';",
  ]);

/** Nearest-rank quantile of a sorted list. */
const quantile = (sorted, p) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];

/** The forced move at `pos`, and its kind, or undefined when the player has a real choice. */
function forcedMove(L, core, pos) {
  const a = L.fairDecide(core, L.viewOf(pos), {});
  if (a.best === undefined) return undefined;
  if (a.reason === 'safe') return { move: a.best, kind: 'safe foundation play' };
  if (a.reason === 'only' && a.best.kind === 'deal' && L.legalMoves(pos).length === 1) return { move: a.best, kind: 'stock turn, nothing playable' };
  return undefined;
}

/** @param {(line: string) => void} [log] */
export async function meterNoise(root, flags, log = () => {}) {
  const wasm = solverWasmStale(root) ? await compileSolverWasm(root) : join(root, SOLVER_WASM);
  const L = await lib(root);
  const core = await L.FairCore.fromBytes(readFileSync(wasm));
  const samples = flags.samples;
  const rows = [];
  let deal = flags.from;
  for (; rows.length < flags.positions; deal++) {
    const game = L.playGame(core, L.dealFromNumber(deal).value, 'fair', { samples });
    let pos = L.dealPosition(L.dealFromNumber(deal).value);
    const forced = [];
    for (const move of game.moves) {
      const f = forcedMove(L, core, pos);
      if (f) forced.push({ pos, ...f });
      pos = L.play(pos, move).value;
    }
    const take = Math.min(flags['per-game'], forced.length, flags.positions - rows.length);
    for (let k = 0; k < take; k++) {
      const { pos: before, move, kind } = forced[Math.floor(((k + 0.5) * forced.length) / take)];
      const after = L.play(before, move).value;
      const a = L.fairDecide(core, L.viewOf(before), { samples, scoreForced: true });
      const b = L.fairDecide(core, L.viewOf(after), { samples, scoreForced: true });
      const shown = [L.percent(a.chance), L.percent(b.chance)];
      rows.push({ deal, kind, move: L.moveToString(move), shown, rollout: [a.rollout?.share ?? null, b.rollout?.share ?? null], moved: Math.abs(shown[1] - shown[0]) });
    }
    log(`deal ${deal}: ${forced.length} forced positions, ${rows.length} taken so far`);
  }
  return { rows, deals: [flags.from, deal - 1] };
}

/** The summary lines: median, 95th percentile and largest move of the shown percent, overall and by kind. */
export function summary({ rows, deals }) {
  const line = (label, list) => {
    const moved = list.map((r) => r.moved).sort((a, b) => a - b);
    if (moved.length === 0) return `${label}: none`;
    const mean = moved.reduce((s, x) => s + x, 0) / moved.length;
    const still = moved.filter((x) => x === 0).length;
    return `${label} (${moved.length}): median ${quantile(moved, 0.5)}, p95 ${quantile(moved, 0.95)}, max ${moved[moved.length - 1]}, mean ${mean.toFixed(2)} points; unchanged ${still}`;
  };
  const kinds = [...new Set(rows.map((r) => r.kind))].sort();
  return [
    `shown chance moved by a forced move, ${rows.length} positions from the fair player's games on deals ${deals[0]}..${deals[1]}:`,
    line('all', rows),
    ...kinds.map((k) => line(`  ${k}`, rows.filter((r) => r.kind === k))),
  ];
}

if (isEntryPoint(import.meta.url)) {
  const flags = scriptFlags('meter-noise', FLAGS);
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const result = await meterNoise(root, flags, (s) => process.stderr.write(s + '\n'));
  for (const line of summary(result)) console.log(line);
  writeFileSync(join(root, 'build', 'meter-noise.json'), JSON.stringify(result, null, 1));
}
