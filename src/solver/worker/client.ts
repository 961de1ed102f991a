// The client side: the one way to ask the solver from an event loop (the popup, over a Web
// Worker; Node, over an in-process stand-in, see inProcess.ts). Start a request, get
// progress, cancel; the latest request wins. A worker that crashes answers every pending
// request with an error (and is replaced on the next request): a caller never waits forever.
// A worker left idle is stopped (`idleMs`) and started again on the next request: at rest
// the popup holds no solver memory (docs/architecture.md, "Memory").
import { type Card, type Move, moveToString } from '../../engine/index';
import { type CancelledAnswer, type ChanceAnswer, type ErrorAnswer, type SolverAnswer, cancelledAnswer, errorAnswer } from '../search/answer';
import type { FromWorker, ToWorker } from './protocol';

/** What the client needs of a worker (a Web Worker fits). */
export interface WorkerLike {
  postMessage(m: ToWorker): void;
  onmessage: ((e: { data: FromWorker }) => void) | null;
  onerror: ((e: unknown) => void) | null;
  terminate?(): void;
}

/** A question about a game: the deal and the moves played from it. */
export interface SolverRequest {
  readonly deal: readonly Card[];
  readonly moves: readonly Move[];
  /** Search budget in nodes and milliseconds (the core's defaults when left out). */
  readonly maxNodes?: number;
  readonly maxMs?: number;
  /** Ask for a hint too: the answer then carries `hint`. */
  readonly hint?: boolean;
  /** Go on with the worker's latest search of this position, if it can (protocol.ts): `maxNodes` then counts from that search's start. */
  readonly resume?: boolean;
}

/** A question to the fair player: the game, and how many determinizations each candidate move gets. */
export interface ChanceRequest {
  readonly deal: readonly Card[];
  readonly moves: readonly Move[];
  readonly samples?: number;
  /** A move played from this position: the answer then carries the fair alert's paired counts against it (src/solver/fair/judge.ts). */
  readonly judge?: Move;
}

export interface SolverClient {
  /** Starts a request, ending any earlier one (whose promise answers 'cancelled'). */
  solve(request: SolverRequest, onProgress?: (nodes: number) => void): Promise<SolverAnswer>;
  /** Asks the fair player (reads only what the player can see), ending any earlier request likewise. */
  chance(request: ChanceRequest): Promise<ChanceAnswer>;
  /** Cancels the running request (its promise answers 'cancelled'). */
  cancel(): void;
  /** Ends the worker; pending requests answer 'cancelled'. */
  dispose(): void;
}

/** An answer either kind of request can get: an error or a cancellation. */
type Ending = ErrorAnswer | CancelledAnswer;

interface Pending {
  /** Settles with the worker's answer (of the kind asked) or an ending. */
  resolve(a: SolverAnswer | ChanceAnswer): void;
  onProgress?: (nodes: number) => void;
}

/** When an idle worker is stopped, and the timer to do it (the browser's by default). */
export interface IdleOptions {
  /** Milliseconds without a request before the worker is stopped, given the last answer; undefined keeps it. */
  idleMs(last: SolverAnswer | ChanceAnswer | undefined): number | undefined;
  setTimer?(run: () => void, ms: number): unknown;
  clearTimer?(timer: unknown): void;
}

/** A SolverClient over a worker made by `makeWorker` (on first use, and again after a crash or an idle stop). */
export function workerClient(makeWorker: () => WorkerLike, idle?: IdleOptions): SolverClient {
  let worker: WorkerLike | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  let idleTimer: unknown;
  const setTimer = idle?.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer = idle?.clearTimer ?? ((t: unknown) => clearTimeout(t as ReturnType<typeof setTimeout>));

  const stopTimer = () => {
    if (idleTimer !== undefined) clearTimer(idleTimer);
    idleTimer = undefined;
  };
  /** Nothing pending: the worker is stopped after the idle time (the table and the instances go with it). */
  const restAfter = (last: SolverAnswer | ChanceAnswer | undefined) => {
    stopTimer();
    const ms = worker && pending.size === 0 ? idle?.idleMs(last) : undefined;
    if (ms === undefined) return;
    idleTimer = setTimer(() => {
      idleTimer = undefined;
      if (pending.size > 0) return;
      worker?.terminate?.();
      worker = undefined;
    }, ms);
  };

  const settleAll = (a: Ending) => {
    for (const [id, p] of pending) {
      pending.delete(id);
      p.resolve(a);
    }
    restAfter(a);
  };

  const onMessage = (m: FromWorker) => {
    const p = pending.get(m.id);
    if (!p) return;
    if (m.type === 'progress') p.onProgress?.(m.nodes);
    else if (m.type === 'result' || m.type === 'chanceResult') {
      pending.delete(m.id);
      p.resolve(m.answer);
      restAfter(m.answer);
    }
  };

  const ensureWorker = (): WorkerLike => {
    if (worker) return worker;
    const w = makeWorker();
    w.onmessage = (e) => onMessage(e.data);
    w.onerror = (e) => {
      const msg = e && typeof e === 'object' && 'message' in e ? String((e as { message: unknown }).message) : String(e);
      worker?.terminate?.();
      worker = undefined;
      settleAll(errorAnswer(`the solver worker crashed: ${msg}`));
    };
    worker = w;
    return w;
  };

  /** Posts a request under a new id; its promise settles with the worker's answer. */
  const send = <A extends SolverAnswer | ChanceAnswer>(message: (id: number) => ToWorker, onProgress?: (nodes: number) => void): Promise<A> => {
    const id = nextId++;
    stopTimer();
    const promise = new Promise<A>((resolve) => pending.set(id, { resolve: resolve as Pending['resolve'], onProgress }));
    try {
      ensureWorker().postMessage(message(id));
    } catch (e) {
      settleAll(errorAnswer(`the solver worker could not start: ${e instanceof Error ? e.message : String(e)}`));
    }
    return promise;
  };

  return {
    solve(request, onProgress) {
      const budget = {
        ...(request.maxNodes === undefined ? {} : { maxNodes: request.maxNodes }),
        ...(request.maxMs === undefined ? {} : { maxMs: request.maxMs }),
      };
      return send<SolverAnswer>((id) => ({
        type: 'start', id, deal: [...request.deal], moves: request.moves.map(moveToString), budget, hint: request.hint ?? false,
        ...(request.resume ? { resume: true } : {}),
      }), onProgress);
    },
    chance(request) {
      return send<ChanceAnswer>((id) => ({
        type: 'chance', id, deal: [...request.deal], moves: request.moves.map(moveToString),
        ...(request.samples === undefined ? {} : { samples: request.samples }),
        ...(request.judge === undefined ? {} : { judge: moveToString(request.judge) }),
      }));
    },
    cancel() {
      // The caller's word is final: its pending requests answer 'cancelled' now, whatever the
      // worker was about to post (an answer already on its way is then dropped).
      for (const id of pending.keys()) worker?.postMessage({ type: 'cancel', id });
      settleAll(cancelledAnswer());
    },
    dispose() {
      stopTimer();
      worker?.terminate?.();
      worker = undefined;
      settleAll(cancelledAnswer());
    },
  };
}
