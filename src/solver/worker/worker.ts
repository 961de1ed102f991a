// The solver's Web Worker (bundled to dist/worker.js). Loads dist/solver.wasm from the
// extension (the manifest's CSP allows 'wasm-unsafe-eval') and serves the protocol in
// protocol.ts. The popup talks to it through SolverClient (client.ts).
import { SolverCore } from '../search/core';
import { type FairExports, FairCore } from '../fair/core';
import { createSolverHost } from './host';
import { WORKER_TABLE_BYTES, tableBytesFor } from './tables';
import { idleMsAfter } from './idle';
import type { FromWorker, ToWorker } from './protocol';
import { once } from '../once';


type RuntimeLike = { runtime?: { getURL?: (path: string) => string } };

function wasmUrl(): string {
  const g = globalThis as unknown as { chrome?: RuntimeLike; browser?: RuntimeLike };
  const getURL = g.browser?.runtime?.getURL ?? g.chrome?.runtime?.getURL;
  if (getURL) return getURL('solver.wasm');
  return new URL('solver.wasm', (globalThis as unknown as { location: { href: string } }).location.href).href;
}

/** solver.wasm, fetched and compiled once (a failure is retried on the next request). */
const compileModule = once(async (): Promise<WebAssembly.Module> => {
  const response = await fetch(wasmUrl());
  if (!response.ok) throw new Error(`fetching solver.wasm: HTTP ${response.status}`);
  return WebAssembly.compile(await response.arrayBuffer());
});

// The search and the fair player get an instance each, so neither can see the other's
// state; a worker that only answers chances (the popup's meter lane) never allocates the
// search's table.
async function loadCore(): Promise<SolverCore> {
  return new SolverCore(await WebAssembly.instantiate(await compileModule(), {}), WORKER_TABLE_BYTES);
}

async function loadFair(): Promise<FairCore> {
  const instance = await WebAssembly.instantiate(await compileModule(), {});
  return new FairCore(instance.exports as unknown as FairExports);
}

const scope = globalThis as unknown as {
  postMessage(m: FromWorker): void;
  onmessage: ((e: { data: ToWorker }) => void) | null;
};
const handle = createSolverHost((m) => scope.postMessage(m), loadCore, loadFair, { tableFor: tableBytesFor, idleMs: idleMsAfter });
scope.onmessage = (e) => handle(e.data);
