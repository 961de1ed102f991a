// The one way this project compiles the solver (assembly/ → build/solver.wasm): asc with
// asconfig.json's "release" target, in-process, from any working directory (asc's
// --baseDir, never process.chdir, which worker threads do not support). Used by
// scripts/build.mjs, the benchmark, and the solver's Node loader (src/solver/node.ts,
// so the `plot` command and the tests work on a fresh clone without a build).
import { join } from 'node:path';
import { isStale, writeFileAtomic } from './files.mjs';

/** Where the compiled solver goes, under the repository root. */
export const SOLVER_WASM = join('build', 'solver.wasm');

/**
 * What the compiled solver is made from: it is stale when any of these is newer.
 * @param {string} root
 */
export const solverSources = (root) => [join(root, 'assembly'), join(root, 'asconfig.json')];

/**
 * True when `root`/build/solver.wasm is missing or older than its sources.
 * @param {string} root
 */
export const solverWasmStale = (root) => isStale(join(root, SOLVER_WASM), solverSources(root));

/**
 * Compiles `root`/assembly (asconfig.json, target release) and writes the module to
 * `root`/build/solver.wasm, atomically. Returns its path. Throws with asc's diagnostics.
 * `log` receives asc's own output (nothing is printed unless asked).
 * @param {string} root
 * @param {{ log?: (text: string) => void }} [options]
 * @returns {Promise<string>}
 */
export async function compileSolverWasm(root, { log } = {}) {
  const { default: asc } = await import('assemblyscript/asc');
  /** @type {string[]} */
  const diagnostics = [];
  /** @param {string[]} sink */
  const stream = (sink) => ({
    /** @param {string | Uint8Array} chunk */
    write(chunk) {
      const text = String(chunk);
      sink.push(text);
      log?.(text);
      return true;
    },
  });
  let wasm;
  const result = await asc.main(['--baseDir', root, '--config', 'asconfig.json', '--target', 'release', '--outFile', SOLVER_WASM], {
    stdout: stream([]),
    stderr: stream(diagnostics),
    // Keep the module in memory and write it ourselves, atomically.
    writeFile(name, contents) {
      if (String(name).endsWith('.wasm')) wasm = contents;
    },
  });
  if (result.error) {
    const detail = diagnostics.join('').replace(/\x1b\[[0-9;]*m/g, '').trim().split('\n').slice(0, 3).join(' ');
    throw new Error(`compiling the solver failed: ${result.error.message}${detail ? ` (${detail})` : ''}`);
  }
  if (!wasm) throw new Error('compiling the solver produced no .wasm');
  const out = join(root, SOLVER_WASM);
  writeFileAtomic(out, wasm);
  return out;
}
