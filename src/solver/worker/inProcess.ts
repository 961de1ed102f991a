// Node's stand-in for the browser worker: the same host, in the same thread, with
// messages delivered asynchronously as a Worker would. Used by the tests, so that the
// popup's client and the worker's host meet without a browser (the command calls the
// cores directly).
import type { SolverCore } from '../search/core';
import type { FairCore } from '../fair/core';
import type { WorkerLike } from './client';
import { type HostOptions, createSolverHost } from './host';
import type { FromWorker, ToWorker } from './protocol';

export function inProcessWorker(getCore: () => Promise<SolverCore>, getFair?: () => Promise<FairCore>, options?: HostOptions): WorkerLike {
  let closed = false;
  const w: WorkerLike = {
    onmessage: null,
    onerror: null,
    postMessage(m: ToWorker) {
      if (closed) return;
      const copy = structuredClone(m);
      setTimeout(() => {
        if (!closed) handle(copy);
      }, 0);
    },
    terminate() {
      closed = true;
    },
  };
  const handle = createSolverHost((m: FromWorker) => {
    if (!closed) w.onmessage?.({ data: structuredClone(m) });
  }, getCore, getFair, options);
  return w;
}
