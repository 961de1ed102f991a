// The client side: one small interface used by the popup (over a Web Worker) and by Node
// (over an in-process stand-in, see inProcess.ts). start a request, get progress, cancel;
// the latest request wins. A worker that crashes answers every pending request with an
// error (and is replaced on the next request): a caller never waits forever.
import type { FromWorker, ToWorker, WireAnswer, WireBudget } from './protocol';

/** What the client needs of a worker (a Web Worker fits). */
export interface WorkerLike {
  postMessage(m: ToWorker): void;
  onmessage: ((e: { data: FromWorker }) => void) | null;
  onerror: ((e: unknown) => void) | null;
  terminate?(): void;
}

export interface SolveRequest {
  deal: readonly number[];
  moves: readonly string[];
  budget?: WireBudget;
  mode?: 'solve' | 'hint';
}

interface Pending {
  resolve(a: WireAnswer): void;
  onProgress?: (nodes: number) => void;
}

export class SolverClient {
  private worker: WorkerLike | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly makeWorker: () => WorkerLike) {}

  /** Starts a request (ending any earlier one, whose promise answers 'cancelled'). */
  solve(req: SolveRequest, onProgress?: (nodes: number) => void): Promise<WireAnswer> {
    const id = this.nextId++;
    const promise = new Promise<WireAnswer>((resolve) => this.pending.set(id, { resolve, onProgress }));
    let w: WorkerLike;
    try {
      w = this.ensureWorker();
      w.postMessage({ type: 'start', id, deal: [...req.deal], moves: [...req.moves], budget: req.budget, mode: req.mode });
    } catch (e) {
      this.fail(`the solver worker could not start: ${e instanceof Error ? e.message : String(e)}`);
    }
    return promise;
  }

  /** Cancels the running request (its promise answers 'cancelled'). */
  cancel(): void {
    for (const id of this.pending.keys()) this.worker?.postMessage({ type: 'cancel', id });
  }

  /** Ends the worker; pending requests answer 'cancelled'. */
  dispose(): void {
    this.worker?.terminate?.();
    this.worker = undefined;
    for (const [id, p] of this.pending) {
      this.pending.delete(id);
      p.resolve({ result: 'cancelled', line: [], nodes: 0, ms: 0 });
    }
  }

  private ensureWorker(): WorkerLike {
    if (this.worker) return this.worker;
    const w = this.makeWorker();
    w.onmessage = (e) => this.onMessage(e.data);
    w.onerror = (e) => {
      const msg = e && typeof e === 'object' && 'message' in e ? String((e as { message: unknown }).message) : String(e);
      this.worker?.terminate?.();
      this.worker = undefined;
      this.fail(`the solver worker crashed: ${msg}`);
    };
    this.worker = w;
    return w;
  }

  private fail(message: string): void {
    for (const [id, p] of this.pending) {
      this.pending.delete(id);
      p.resolve({ result: 'error', message, line: [], nodes: 0, ms: 0 });
    }
  }

  private onMessage(m: FromWorker): void {
    const p = this.pending.get(m.id);
    if (!p) return;
    if (m.type === 'progress') p.onProgress?.(m.nodes);
    else if (m.type === 'result') {
      this.pending.delete(m.id);
      p.resolve(m.answer);
    }
  }
}

/**
 * The popup's solver: a SolverClient over the extension's Web Worker (dist/worker.js,
 * built from src/solver/worker.ts). `url` is relative to the page (popup.html).
 */
export function browserSolverClient(url = 'worker.js'): SolverClient {
  return new SolverClient(() => new Worker(url) as unknown as WorkerLike);
}
