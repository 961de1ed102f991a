// Loading the solver in Node (the command line, the study's worker threads, tests and the
// benchmark): reads build/solver.wasm (next to the bundled CLI, or under the repository),
// compiling it with asc first when it is missing.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_TABLE_BYTES, SolverCore } from './core';
import { FairCore } from './fair';

function candidates(): string[] {
  const here = dirname(fileURLToPath(import.meta.url));
  return [
    join(here, 'solver.wasm'), // build/plot.mjs → build/solver.wasm
    resolve(here, '../../build/solver.wasm'), // src/solver/node.ts
    resolve(process.cwd(), 'build/solver.wasm'),
  ];
}

/** Finds build/solver.wasm; compiles it (asc, target release) when no copy exists. */
export async function solverWasmPath(): Promise<string> {
  const found = candidates().find((p) => existsSync(p));
  if (found) return found;
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const { default: asc } = await import('assemblyscript/asc');
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const r = await asc.main(['assembly/index.ts', '--config', 'asconfig.json', '--target', 'release'], {});
    if (r.error) throw r.error;
  } finally {
    process.chdir(cwd);
  }
  const out = join(root, 'build/solver.wasm');
  if (!existsSync(out)) throw new Error('could not build build/solver.wasm');
  return out;
}

let bytesCache: Uint8Array<ArrayBuffer> | undefined;

/** The module's bytes (read once). */
export async function solverWasmBytes(): Promise<Uint8Array<ArrayBuffer>> {
  if (!bytesCache) bytesCache = new Uint8Array(readFileSync(await solverWasmPath()));
  return bytesCache;
}

/** A fresh solver core with its own memory and a table of `tableBytes`. */
export async function loadSolver(tableBytes = DEFAULT_TABLE_BYTES): Promise<SolverCore> {
  return SolverCore.fromBytes(await solverWasmBytes(), tableBytes);
}

/** A fair player (docs/fair-play.md) on its own instance of the module. */
export async function loadFair(): Promise<FairCore> {
  return FairCore.fromBytes(await solverWasmBytes());
}
