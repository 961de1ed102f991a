// Loading the solver in Node (the command line, the study's worker threads, tests and the
// benchmark). In a checkout, the module is ROOT/build/solver.wasm, (re)compiled from
// assembly/ whenever it is missing or older than its sources (src/tools/wasm.mjs, the
// same compile as `npm run build`), whatever the working directory. ROOT is found by
// walking up from this module, which is src/solver/node.ts or, bundled, build/plot.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findUp } from '../tools/files.mjs';
import { SOLVER_WASM, compileSolverWasm, solverWasmStale } from '../tools/wasm.mjs';
import { DEFAULT_TABLE_BYTES, SolverCore } from './search/core';
import { FairCore } from './fair/core';
import { once } from './once';

const here = dirname(fileURLToPath(import.meta.url));

/** The repository holding this module and the solver's sources, if any. */
function sourceRoot(): string | undefined {
  return findUp(here, ['asconfig.json', join('assembly', 'index.ts')]);
}

/** build/solver.wasm, compiled first when it is missing or stale. */
export const solverWasmPath = once(async (): Promise<string> => {
  const root = sourceRoot();
  if (root) return solverWasmStale(root) ? compileSolverWasm(root) : join(root, SOLVER_WASM);
  // No sources around (a copied bundle): the module must sit next to it.
  const beside = join(here, 'solver.wasm');
  if (!existsSync(beside)) throw new Error(`no solver: ${beside} is missing and there is no assembly/ to compile it from`);
  return beside;
});

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
