// The solver's Web Worker (bundled to dist/worker.js). Loads dist/solver.wasm from the
// extension (the manifest's CSP allows 'wasm-unsafe-eval') and serves the protocol in
// protocol.ts. The popup talks to it through SolverClient (client.ts).
import { SolverCore } from './core';
import { createSolverHost } from './host';
import type { FromWorker, ToWorker } from './protocol';

/** The worker keeps its table small: the popup's worker must stay well under 64 MB. */
export const WORKER_TABLE_BYTES = 16 * 1024 * 1024;

type RuntimeLike = { runtime?: { getURL?: (path: string) => string } };

function wasmUrl(): string {
  const g = globalThis as unknown as { chrome?: RuntimeLike; browser?: RuntimeLike };
  const getURL = g.browser?.runtime?.getURL ?? g.chrome?.runtime?.getURL;
  if (getURL) return getURL('solver.wasm');
  return new URL('solver.wasm', (globalThis as unknown as { location: { href: string } }).location.href).href;
}

async function loadCore(): Promise<SolverCore> {
  const response = await fetch(wasmUrl());
  if (!response.ok) throw new Error(`fetching solver.wasm: HTTP ${response.status}`);
  return SolverCore.fromBytes(await response.arrayBuffer(), WORKER_TABLE_BYTES);
}

const scope = globalThis as unknown as {
  postMessage(m: FromWorker): void;
  onmessage: ((e: { data: ToWorker }) => void) | null;
};
const handle = createSolverHost((m) => scope.postMessage(m), loadCore);
scope.onmessage = (e) => handle(e.data);
