// The solver's one answer type: the core, the worker protocol, the client, the popup and
// the command line all speak it. `verdict` says what was found: win (with a line that
// replays through the engine), loss (proven), unknown (the budget ran out), or that there
// is no verdict: error (bad input, a module that failed, a solver bug caught by the
// replay) or cancelled (a newer request took over).
import type { Move } from '../../engine/index';
import type { FairAnswer } from '../fair/core';
import type { PairedCounts } from '../fair/alert';

export type Verdict = 'win' | 'loss' | 'unknown';

/** A bound checked outside the module's search that proved a loss (docs/solver.md: "Timed f1 bound", "Tableau capacity"). */
export type RelaxBound = 'timed f1 bound' | 'f1 capacity bound';

/** A suggested move (null when there is none: the game is won or blocked) and why. */
export interface Hint {
  readonly move: Move | null;
  readonly reason: string;
}

export type SolverAnswer = {
  /** Positions searched, and the time it took. */
  readonly nodes: number;
  readonly ms: number;
  /** Present when a hint was asked for. */
  readonly hint?: Hint;
  /** Present when the search went on from an earlier request's (protocol.ts, resume): the nodes searched before this request. `nodes` counts them too. */
  readonly resumedFrom?: number;
} & (
  | { readonly verdict: 'win'; /** The winning continuation from the position asked about. */ readonly line: readonly Move[] }
  | { readonly verdict: 'loss'; /** Present when a bound outside the module's search proved it. */ readonly bound?: RelaxBound }
  | { readonly verdict: 'unknown' }
  | { readonly verdict: 'error'; readonly message: string }
  | { readonly verdict: 'cancelled' }
);

/** What a search decides: an answer with a verdict (the core never errs or cancels by itself). */
export type SearchAnswer = Extract<SolverAnswer, { verdict: Verdict }>;

/** What a synchronous solve answers: a verdict or an error (nothing can cancel it). */
export type CheckedAnswer = Exclude<SolverAnswer, { verdict: 'cancelled' }>;

/** The answers any request can get, a search or a chance: no answer, and why. */
export type ErrorAnswer = Extract<SolverAnswer, { verdict: 'error' }>;
export type CancelledAnswer = Extract<SolverAnswer, { verdict: 'cancelled' }>;

export const errorAnswer = (message: string, nodes = 0, ms = 0): ErrorAnswer => ({ verdict: 'error', message, nodes, ms });
export const cancelledAnswer = (nodes = 0): CancelledAnswer => ({ verdict: 'cancelled', nodes, ms: 0 });

/** The winning line of an answer; empty unless the verdict is win. */
export const lineOf = (a: SolverAnswer): readonly Move[] => (a.verdict === 'win' ? a.line : []);

/**
 * The fair player's answer (src/solver/fair/core.ts, docs/fair-play.md) to a `chance` request:
 * its decision from what the player can see, with the time it took; or why there is none
 * (the same error and cancelled answers as a search).
 */
export type ChanceAnswer =
  | ({ readonly verdict: 'chance'; readonly ms: number; /** With a `judge` move (src/solver/fair/judge.ts). */ readonly paired?: PairedCounts } & FairAnswer)
  | ErrorAnswer
  | CancelledAnswer;
