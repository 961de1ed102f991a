// The messages between a client (client.ts) and the solver worker (host.ts). Plain data
// that survives structured cloning: moves travel as the engine's Move objects, never as
// text, and the host checks the shape of everything a message carries before it replays it
// (host.ts `gameOf`: a malformed message is an error answer, an illegal move is named as the
// engine's replay names it).
//
//   client → worker: start {id, deal, moves, budget, hint, resume}   chance {id, deal, moves, samples, judge}
//                    accuracy {id, deal, moves, chores}   cancel {id}
//   worker → client: progress {id, nodes}   result {id, answer}   chanceResult {id, answer}   accuracyResult {id, answer}   idle
//
// Idle: a worker given an idle time (host.ts) says so once it has had no message for that
// long after its last answer; the client then stops it if it has nothing pending.
//
// A request runs until it is answered or cancelled; a cancel is heard at the search's next
// yield (a chance, before it begins), and the request is then answered {verdict: 'cancelled'}.
// Requests run beside each other, taking turns at their yields (an accuracy a decision at a
// time). The worker keeps no lanes and ends nothing by itself: which request a newer one
// replaces is the client's to say (client.ts: one slot per lane, the replaced one cancelled
// before the newer is posted); and since the module has one search core, a client cancels a
// start before it posts another to the same worker. Every start gets exactly one result and every chance one
// chanceResult, including when the module fails to load ({verdict: 'error'}).
//
// Resume: the worker keeps its latest search. A start with `resume: true` for the same
// deal and moves goes on with that search (its table, its node count, its restart
// schedule) when it stopped on its budget or was cancelled, instead of starting over; the
// budget then counts every node since the search began, and the answer's `resumedFrom`
// says how many nodes the earlier requests had searched. When it cannot (another position
// was searched since, or it was decided), the start is an ordinary one.
import type { CancelledAnswer, ChanceAnswer, ErrorAnswer, SolverAnswer } from '../search/answer';
import type { Accuracy } from '../fair/accuracy';
import type { Move } from '../../engine/index';

export interface WireBudget {
  maxNodes?: number;
  maxMs?: number;
}

export interface StartMessage {
  type: 'start';
  id: number;
  /** The 104 cards of the deal (engine Card numbers). */
  deal: readonly number[];
  /** Moves played from the deal, as the engine's Move objects: the worker checks and replays them through the engine. */
  moves: readonly Move[];
  budget?: WireBudget;
  /** Ask for a hint too (the answer's `hint`). */
  hint?: boolean;
  /** Go on with the worker's latest search when it was of this position (see above). */
  resume?: boolean;
}

/** The fair player's win chance and move from the VIEW of the position (src/solver/fair/core.ts): what `plot chance` prints. */
export interface ChanceMessage {
  type: 'chance';
  id: number;
  deal: readonly number[];
  moves: readonly Move[];
  /** Determinizations per candidate move (the fair player's default when left out). */
  samples?: number;
  /** A move played from this position: the answer then carries `paired`, the fair alert's sign test against it (src/solver/fair/judge.ts). */
  judge?: Move;
}

/**
 * A finished game's accuracy (src/solver/fair/accuracy.ts): the fair player rates each of the
 * player's decisions, one search each, yielding between them so that a cancel is heard.
 */
export interface AccuracyMessage {
  type: 'accuracy';
  id: number;
  deal: readonly number[];
  /** The moves as the engine's Move objects (structured-cloned): the worker replays them through the engine, which refuses an illegal one. */
  moves: readonly Move[];
  /** Indices into `moves` of the moves the player did not choose (auto-play, a stock run's later cards, a Finish's line). */
  chores: readonly number[];
}

/** The accuracy's answer, or why there is none. */
export type AccuracyAnswer = ({ readonly verdict: 'accuracy'; readonly ms: number } & Accuracy) | ErrorAnswer | CancelledAnswer;

export interface CancelMessage {
  type: 'cancel';
  id: number;
}

export type ToWorker = StartMessage | ChanceMessage | AccuracyMessage | CancelMessage;

export type FromWorker =
  | { type: 'progress'; id: number; nodes: number }
  | { type: 'result'; id: number; answer: SolverAnswer }
  | { type: 'chanceResult'; id: number; answer: ChanceAnswer }
  | { type: 'accuracyResult'; id: number; answer: AccuracyAnswer }
  | { type: 'idle' };
