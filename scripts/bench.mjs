#!/usr/bin/env node
// npm run bench — prints the project's performance figures, section by section.
//
// Sections are entries of SECTIONS below: { title, run(ctx) } where run returns lines of
// text. Other parts of the project (the popup, ...) may append their own section.
//
// Solver sections: the WASM solver (build/solver.wasm, `--runtime stub -O3`) against the
// same module translated to plain JavaScript by binaryen's wasm2js (the same algorithm,
// instruction for instruction; 64-bit integers become pairs of 32-bit ones), on the same
// deals in one run; time to decide fresh deals; the memory the table uses.
//
//   npm run bench [-- --deals N] [--js-deals N] [--js-budget N]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { FLAGS as POPUP_FLAGS, section as popupSection } from './bench-popup.mjs';
import { FLAGS as FAIR_FLAGS, section as fairSection } from './bench-fair.mjs';
import { section as engineSection } from './bench-engine.mjs';
import { isEntryPoint, scriptFlags } from '../src/tools/flags.mjs';
import { NODE_LIBRARY_OPTIONS } from '../src/tools/esbuild-options.mjs';
import { SOLVER_WASM, compileSolverWasm, solverWasmStale } from '../src/tools/wasm.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BUILD = join(ROOT, 'build');
/** The flags of the solver sections and their defaults; the popup's and the fair player's sections add theirs. */
const FLAGS = { deals: 1000, 'js-deals': 200, 'js-budget': 300_000 };

async function ensureSolver() {
  mkdirSync(BUILD, { recursive: true });
  const wasm = solverWasmStale(ROOT) ? await compileSolverWasm(ROOT) : join(ROOT, SOLVER_WASM);
  const js = join(BUILD, 'solver.wasm2js.mjs');
  execFileSync(process.execPath, [join(ROOT, 'node_modules/binaryen/bin/wasm2js'), wasm, '--enable-bulk-memory', '--enable-sign-ext', '--enable-mutable-globals', '--enable-nontrapping-float-to-int', '-O3', '-o', js], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  // The TypeScript side (solver core + engine), bundled once for this script.
  const lib = join(BUILD, 'bench-lib.mjs');
  await esbuild.build({
    stdin: { contents: "export * from './src/solver/search/core.ts'; export * from './src/engine/index.ts';", resolveDir: ROOT, loader: 'ts' },
    ...NODE_LIBRARY_OPTIONS, outfile: lib, logLevel: 'warning',
  });
  return { wasm, js, lib };
}

const q = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const fmt = (x) => Math.round(x).toLocaleString('en');

const SECTIONS = [
  {
    title: 'Solver: WASM vs JavaScript (same algorithm, same deals)',
    async run(ctx) {
      const { lib, SolverCore } = ctx;
      const jsModule = await import(pathToFileURL(ctx.paths.js).href + `?t=${Date.now()}`);
      const wasmCore = await SolverCore.fromBytes(readFileSync(ctx.paths.wasm), 32 << 20);
      const jsCore = new SolverCore({ exports: jsModule }, 32 << 20);
      const measure = (core, deals, budget, options) => {
        let nodes = 0;
        const t = performance.now();
        const results = [];
        for (const n of deals) {
          const a = core.solveSync(lib.dealPosition(lib.dealFromNumber(n).value), { maxNodes: budget, ...options });
          nodes += a.nodes;
          results.push(`${a.verdict}:${a.nodes}`);
        }
        return { nodes, ms: performance.now() - t, results };
      };
      const lines = [];
      // Long searches (hard deals, fixed budget): the node rate of the search itself.
      // Fresh deals 1..N: the whole cost of deciding a deal (loading, starting, searching).
      // The long searches leave out the timed f1 bound: it runs in TypeScript before the
      // search, the same code for both cores, so it would only blur the search's node rate.
      const sets = [
        ['long searches (search only, no TypeScript pre-check): hard deals 5860, 906, 1063, 1218, 4', [5860, 906, 1063, 1218, 4], ctx.flags['js-budget'], { f1Relax: false }],
        [`fresh deals 1..${ctx.flags['js-deals']} (whole cost, mostly per-deal work common to both: loading, pre-check, starting)`, Array.from({ length: ctx.flags['js-deals'] }, (_, i) => i + 1), 200_000, {}],
      ];
      for (const [name, deals, budget, options] of sets) {
        measure(wasmCore, deals.slice(0, 2), 20_000); // warm up both
        measure(jsCore, deals.slice(0, 2), 20_000);
        // best of three runs each, alternating, so that a busy moment on the machine
        // does not decide the ratio
        const best = (a, b) => (!a || b.ms < a.ms ? b : a);
        let w, j;
        for (let k = 0; k < 3; k++) {
          w = best(w, measure(wasmCore, deals, budget, options));
          j = best(j, measure(jsCore, deals, budget, options));
        }
        const same = w.results.every((r, i) => r === j.results[i]);
        const wr = w.nodes / (w.ms / 1000);
        const jr = j.nodes / (j.ms / 1000);
        lines.push(
          `${name}, at most ${fmt(budget)} nodes each (${fmt(w.nodes)} nodes in all); identical answers and node counts: ${same ? 'yes' : 'NO'}`,
          `  WASM: ${fmt(wr)} nodes/s (${w.ms.toFixed(0)} ms); JS (wasm2js): ${fmt(jr)} nodes/s (${j.ms.toFixed(0)} ms); ratio WASM/JS: ${(wr / jr).toFixed(2)}x (best of 3 each)`,
        );
      }
      return lines;
    },
  },
  {
    title: "Solver: the restriction bound's cost (node rate, one module, variants interleaved)",
    async run(ctx) {
      const { lib, SolverCore } = ctx;
      const core = await SolverCore.fromBytes(readFileSync(ctx.paths.wasm), 32 << 20);
      const deals = [5860, 906, 1063, 1218, 4];
      const variants = [
        ['on (the default: played afresh only where its answer may change)', 0],
        ['played afresh at every node (FLAG_NO_RESTRICTION_REUSE)', lib.Flags.NO_RESTRICTION_REUSE],
        ['off (FLAG_NO_RESTRICTION_BOUND)', lib.Flags.NO_RESTRICTION_BOUND],
      ];
      const total = variants.map(() => ({ nodes: 0, cpu: 0 }));
      const rounds = 3;
      for (let r = 0; r < rounds; r++) {
        for (const n of deals) {
          for (let k = 0; k < variants.length; k++) {
            // each deal runs every variant, in a rotating order: load on the machine hits all alike
            const i = (k + r + n) % variants.length;
            const c0 = process.cpuUsage();
            const a = core.solveSync(lib.dealPosition(lib.dealFromNumber(n).value), { maxNodes: 300_000, f1Relax: false, probes: false, flags: variants[i][1] });
            const c = process.cpuUsage(c0);
            total[i].nodes += a.nodes;
            total[i].cpu += (c.user + c.system) / 1e6;
          }
        }
      }
      const rate = total.map((t) => t.nodes / t.cpu);
      return [
        `main run alone, deals ${deals.join(', ')}, at most 300,000 nodes each, ${rounds} rounds; CPU time (process.cpuUsage), so other work on the machine weighs little`,
        ...variants.map(([name], i) => `${name}: ${fmt(rate[i])} nodes per CPU second (${fmt(total[i].nodes / rounds)} nodes a round); ratio to off ${(rate[i] / rate[2]).toFixed(2)}`),
      ];
    },
  },
  {
    title: 'Solver: time to decide fresh deals (WASM, module loaded)',
    async run(ctx) {
      const { lib, SolverCore } = ctx;
      const deals = ctx.flags.deals;
      const core = await SolverCore.fromBytes(readFileSync(ctx.paths.wasm), 32 << 20);
      const times = [], nodes = [];
      const tally = { win: 0, loss: 0, unknown: 0 };
      let slowest = { n: 0, ms: 0, nodes: 0, result: '' };
      for (let n = 1; n <= deals; n++) {
        const deal = lib.dealFromNumber(n).value;
        const t = performance.now();
        const a = core.solveSync(lib.dealPosition(deal), { maxNodes: 20_000_000, maxMs: 30_000 });
        const ms = performance.now() - t;
        tally[a.verdict]++;
        times.push(ms);
        nodes.push(a.nodes);
        if (ms > slowest.ms) slowest = { n, ms, nodes: a.nodes, result: a.verdict };
      }
      times.sort((a, b) => a - b);
      nodes.sort((a, b) => a - b);
      const within = nodes.filter((x) => x <= 300_000).length;
      return [
        `deals 1..${deals}, budget 20,000,000 nodes / 30 s: won ${tally.win}, lost ${tally.loss}, unknown ${tally.unknown}`,
        `time to decide: median ${q(times, 0.5).toFixed(2)} ms, p99 ${q(times, 0.99).toFixed(1)} ms, max ${slowest.ms.toFixed(0)} ms (deal ${slowest.n}, ${slowest.result}, ${fmt(slowest.nodes)} nodes)`,
        `nodes: median ${fmt(q(nodes, 0.5))}, p99 ${fmt(q(nodes, 0.99))}; within 300,000 nodes: ${within}/${deals} (${((100 * within) / deals).toFixed(1)}%)`,
      ];
    },
  },
  {
    title: 'Solver: memory',
    async run(ctx) {
      const { SolverCore } = ctx;
      const lines = [];
      for (const mb of [16, 32, 64]) {
        const core = await SolverCore.fromBytes(readFileSync(ctx.paths.wasm), mb << 20);
        lines.push(`table setting ${mb} MB: table ${(core.tableSize / 2 ** 20).toFixed(0)} MB (${fmt(core.tableSize / 32)} entries of 32 bytes), whole module memory ${(core.x.memory.buffer.byteLength / 2 ** 20).toFixed(1)} MB`);
      }
      lines.push('the popup worker uses the 16 MB setting (src/solver/worker/worker.ts)');
      return lines;
    },
  },
  popupSection,
  fairSection,
  engineSection,
];

export { SECTIONS };

async function main() {
  // Before the build: a mistyped flag must not cost a run with the defaults.
  const flags = scriptFlags('bench', { ...FLAGS, ...POPUP_FLAGS, ...FAIR_FLAGS });
  const paths = await ensureSolver();
  const lib = await import(pathToFileURL(paths.lib).href);
  const ctx = { paths, lib, SolverCore: lib.SolverCore, flags };
  const report = [];
  for (const s of SECTIONS) {
    const lines = await s.run(ctx);
    const block = [`## ${s.title}`, ...lines.map((l) => `  ${l}`), ''];
    console.log(block.join('\n'));
    report.push(...block);
  }
  writeFileSync(join(BUILD, 'bench.txt'), report.join('\n'));
}

if (isEntryPoint(import.meta.url)) await main();
