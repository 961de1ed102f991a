// The client side: the one way to ask the solver from an event loop (the popup, over a Web
// Worker; Node, over an in-process stand-in, see inProcess.ts). Start a request, get
// progress, cancel. The client alone decides which request a newer one ends, as lichess's
// ceval keeps one slot of work: each lane holds one request (and an accuracy beside it), and
// starting another settles the one it replaces at once as 'cancelled', tells the worker to
// stop it, and drops whatever the worker still says about it. So a caller never compares
// tokens: an answer that is not 'cancelled' is the answer to its lane's latest request. A
// worker that crashes answers every pending request with an error (and is replaced on the
// next request): a caller never waits forever. A worker that says it is idle (host.ts) is
// stopped when nothing is pending, and started again on the next request: at rest the popup
// holds no solver memory (docs/architecture.md, "Memory").
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
  /** Starts a request, ending the lane's earlier one, whose promise answers 'cancelled' at once. */
  solve(request: SolverRequest, onProgress?: (nodes: number) => void): Promise<SolverAnswer>;
  /** Asks the fair player (reads only what the player can see), ending the lane's earlier request likewise. */
  chance(request: ChanceRequest): Promise<ChanceAnswer>;
  /** Rates a finished game beside the lane's other requests: it ends none of them and none ends it, but a newer accuracy or a cancel (a stand-in may have none). */
  accuracy?(request: AccuracyRequest): Promise<AccuracyAnswer>;
  /** Ends the lane's requests: their promises answer 'cancelled' at once. */
  cancel(): void;
  /** Ends the worker; pending requests answer 'cancelled'. */
  dispose(): void;
}

/** An answer either kind of request can get: an error or a cancellation. */
type Ending = ErrorAnswer | CancelledAnswer;

interface Pending {
  /** The lane (index into workerClients' clients) that asked. */
  lane: number;
  /** An accuracy: it has a slot of its own beside the lane's questions. */
  rates: boolean;
  /** Settles with the worker's answer (of the kind asked) or an ending. */
  resolve(a: SolverAnswer | ChanceAnswer | AccuracyAnswer): void;
  onProgress?: (nodes: number) => void;
}

/** What a worker's error event or a thrown value says. */
const messageOf = (e: unknown): string => (e && typeof e === 'object' && 'message' in e ? String((e as { message: unknown }).message) : String(e));

/** A SolverClient over a worker made by `makeWorker` (on first use, and again after a crash). */
export function workerClient(makeWorker: () => WorkerLike): SolverClient {
  return workerClients(makeWorker)(0);
}

/**
 * SolverClients over one worker made by `makeWorker` (on first use, and again after a crash
 * or an idle stop), one for each lane number asked (ask each once): a newer request ends only
 * its own lane's, so a background lane never ends the player's question. The worker has one
 * search core, so at most one of them may search (`solve`); the others ask the fair player. A
 * crash answers every lane's pending requests with an error, an idle stop waits until no lane
 * has one pending, and `dispose` of any of them ends the worker (the others' pending requests
 * answer 'cancelled').
 */
export function workerClients(makeWorker: () => WorkerLike): (lane: number) => SolverClient {
  let worker: WorkerLike | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>(); // by id, which is all the worker's messages name
  const stop = () => {
    worker?.terminate?.();
    worker = undefined;
  };
  // The client's word is final: what `ends` picks answers `a` now (the worker's answer, when it
  // comes, finds nothing pending), and a worker still there is told, so as to stop at its next yield.
  const end = (a: Ending, ends: (p: Pending) => boolean = () => true) => {
    for (const [id, p] of pending) {
      if (!ends(p)) continue;
      pending.delete(id);
      worker?.postMessage({ type: 'cancel', id });
      p.resolve(a);
    }
  };
  const ensureWorker = (): WorkerLike => {
    if (worker) return worker;
    const w = (worker = makeWorker());
    w.onmessage = ({ data: m }) => {
      // An idle worker's table and instances go with it; a request posted meanwhile keeps it.
      if (m.type === 'idle') return pending.size || stop();
      const p = pending.get(m.id);
      if (m.type === 'progress') p?.onProgress?.(m.nodes);
      else if (pending.delete(m.id)) p?.resolve(m.answer);
    };
    w.onerror = (e) => {
      stop();
      end(errorAnswer(`the solver worker crashed: ${messageOf(e)}`));
    };
    return w;
  };
  /** Puts a request into its lane's slot (`rates`: the accuracy's, beside it) under a new id, ending the one there. */
  const send = <A extends SolverAnswer | ChanceAnswer | AccuracyAnswer>(lane: number, rates: boolean, message: (id: number) => ToWorker, onProgress?: (nodes: number) => void): Promise<A> => {
    end(cancelledAnswer(), (p) => p.lane === lane && p.rates === rates); // a lane's slot: a handful to scan at most
    const id = nextId++;
    const promise = new Promise<A>((resolve) => pending.set(id, { lane, rates, resolve: resolve as Pending['resolve'], onProgress }));
    try {
      ensureWorker().postMessage(message(id));
    } catch (e) {
      end(errorAnswer(`the solver worker could not start: ${messageOf(e)}`));
    }
    return promise;
  };
  // Left-out options go as undefined, which the host reads as left out (`??`); moves as they are.
  return (lane: number): SolverClient => ({
    solve: (request, onProgress) => send<SolverAnswer>(lane, false, (id) => ({ type: 'start', id, deal: request.deal, moves: request.moves,
      budget: { maxNodes: request.maxNodes, maxMs: request.maxMs }, hint: request.hint, resume: request.resume }), onProgress),
    chance: (request) => send<ChanceAnswer>(lane, false, (id) => ({ type: 'chance', id, deal: request.deal, moves: request.moves,
      samples: request.samples, judge: request.judge })),
    accuracy: (request) => send<AccuracyAnswer>(lane, true, (id) => ({ ...request, type: 'accuracy', id })),
    cancel: () => end(cancelledAnswer(), (p) => p.lane === lane),
    dispose() {
      stop();
      end(cancelledAnswer());
    },
  });
}
