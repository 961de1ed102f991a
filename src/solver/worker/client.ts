// The client side: the one way to ask the solver from an event loop (the popup, over a Web
// Worker; Node, over an in-process stand-in, see inProcess.ts). Start a request, get
// progress, cancel; the latest request wins. A worker that crashes answers every pending
// request with an error (and is replaced on the next request): a caller never waits forever.
// A worker that says it is idle (host.ts) is stopped when nothing is pending, and started
// again on the next request: at rest the popup holds no solver memory (docs/architecture.md,
// "Memory").
import type { Card, Move } from '../../engine/index';
import { type CancelledAnswer, type ChanceAnswer, type ErrorAnswer, type SolverAnswer, cancelledAnswer, errorAnswer } from '../search/answer';
import type { AccuracyAnswer, FromWorker, ToWorker } from './protocol';

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

/** A finished game to rate (src/solver/fair/accuracy.ts): its deal and moves, and which moves were chores (indices into `moves`). */
export interface AccuracyRequest {
  readonly deal: readonly Card[];
  readonly moves: readonly Move[];
  readonly chores: readonly number[];
}

export interface SolverClient {
  /** Starts a request, ending any earlier one (whose promise answers 'cancelled'). */
  solve(request: SolverRequest, onProgress?: (nodes: number) => void): Promise<SolverAnswer>;
  /** Asks the fair player (reads only what the player can see), ending any earlier request likewise. */
  chance(request: ChanceRequest): Promise<ChanceAnswer>;
  /** Rates a finished game, beside the other requests: it ends none of them, and none ends it but a cancel (a stand-in may have none). */
  accuracy?(request: AccuracyRequest): Promise<AccuracyAnswer>;
  /** Cancels the running request (its promise answers 'cancelled'). */
  cancel(): void;
  /** Ends the worker; pending requests answer 'cancelled'. */
  dispose(): void;
}

/** An answer either kind of request can get: an error or a cancellation. */
type Ending = ErrorAnswer | CancelledAnswer;

interface Pending {
  /** The lane (index into workerClients' clients) that asked. */
  lane: number;
  /** Settles with the worker's answer (of the kind asked) or an ending. */
  resolve(a: SolverAnswer | ChanceAnswer | AccuracyAnswer): void;
  onProgress?: (nodes: number) => void;
}

/** A SolverClient over a worker made by `makeWorker` (on first use, and again after a crash). */
export function workerClient(makeWorker: () => WorkerLike): SolverClient {
  return workerClients(makeWorker)(0);
}

/**
 * SolverClients over one worker made by `makeWorker` (on first use, and again after a crash
 * or an idle stop), one for each lane number asked (ask each once): each is a lane of its own (protocol.ts, Laned), whose latest request
 * wins within the lane and ends nothing in the others. The worker has one search core, so at
 * most one of them may search (`solve`); the others ask the fair player. A crash answers every
 * lane's pending requests with an error, an idle stop waits until no lane has one pending, and
 * `dispose` of any of them ends the worker (the others' pending requests answer 'cancelled').
 */
export function workerClients(makeWorker: () => WorkerLike): (lane: number) => SolverClient {
  let worker: WorkerLike | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const settleAll = (a: Ending) => {
    for (const [id, p] of pending) {
      pending.delete(id);
      p.resolve(a);
    }
  };

  const onMessage = (m: FromWorker) => {
    // An idle worker's table and instances go with it; a request posted meanwhile keeps it.
    if (m.type === 'idle') {
      if (!pending.size) {
        worker?.terminate?.();
        worker = undefined;
      }
      return;
    }
    const p = pending.get(m.id);
    if (!p) return;
    if (m.type === 'progress') p.onProgress?.(m.nodes);
    else {
      pending.delete(m.id);
      p.resolve(m.answer);
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

  /** Posts a request of `lane` under a new id; its promise settles with the worker's answer. */
  const send = <A extends SolverAnswer | ChanceAnswer | AccuracyAnswer>(lane: number, message: (id: number) => ToWorker, onProgress?: (nodes: number) => void): Promise<A> => {
    const id = nextId++;
    const promise = new Promise<A>((resolve) => pending.set(id, { lane, resolve: resolve as Pending['resolve'], onProgress }));
    try {
      ensureWorker().postMessage(message(id));
    } catch (e) {
      settleAll(errorAnswer(`the solver worker could not start: ${e instanceof Error ? e.message : String(e)}`));
    }
    return promise;
  };

  return (lane: number): SolverClient => ({
    // Left-out options go as undefined, which the host reads as left out (`??`). Moves go as
    // they are: structured cloning copies them.
    solve(request, onProgress) {
      return send<SolverAnswer>(lane, (id) => ({
        type: 'start', id, lane, deal: request.deal, moves: request.moves,
        budget: { maxNodes: request.maxNodes, maxMs: request.maxMs }, hint: request.hint, resume: request.resume,
      }), onProgress);
    },
    chance(request) {
      return send<ChanceAnswer>(lane, (id) => ({
        type: 'chance', id, lane, deal: request.deal, moves: request.moves, samples: request.samples, judge: request.judge,
      }));
    },
    accuracy(request) {
      return send<AccuracyAnswer>(lane, (id) => ({ ...request, type: 'accuracy', id, lane }));
    },
    cancel() {
      // The caller's word is final: its pending requests answer 'cancelled' now, whatever the
      // worker was about to post (an answer already on its way is then dropped).
      for (const [id, p] of pending) {
        if (p.lane !== lane) continue;
        worker?.postMessage({ type: 'cancel', id });
        pending.delete(id);
        p.resolve(cancelledAnswer());
      }
    },
    dispose() {
      worker?.terminate?.();
      worker = undefined;
      settleAll(cancelledAnswer());
    },
  });
}
