// The one place the popup talks to the solver. Components ask questions about a game
// (deal + moves) and get answers (src/solver/search/answer.ts); how the solver is reached (a
// Worker running the WASM module) is this module's business. Three lanes, each its own
// SolverClient and worker: `front` (Hint, Winnable?, winnable deals), `back` (the quiet
// blunder check) and `fair` (the win-chance meter and deals by difficulty: the fair
// player only, so that worker never allocates the search's table), so background work
// never cancels the player's own question. In each lane the latest request wins: starting
// one cancels the one before. A lane's worker is stopped when it says it is idle and
// started again on its next question (src/solver/worker/idle.ts; docs/architecture.md, "Memory").
import { type SolverClient, type WorkerLike, workerClient } from '../../src/solver/worker/client';

export type { ChanceAnswer, SolverAnswer } from '../../src/solver/search/answer';
export type { ChanceRequest, SolverClient, SolverRequest } from '../../src/solver/worker/client';

export type Lane = 'front' | 'back' | 'fair';

/** One solver client per lane. */
export type SolverLanes = Readonly<Record<Lane, SolverClient>>;

/** Budgets: quick enough to keep the popup lively, long enough to settle most positions. */
export const BUDGETS = {
  hint: { maxNodes: 400_000, maxMs: 4_000 },
  winnable: { maxNodes: 2_000_000, maxMs: 10_000 },
  blunder: { maxNodes: 300_000, maxMs: 3_000 },
  dealCheck: { maxNodes: 600_000, maxMs: 4_000 },
} as const;

/**
 * Search longer: each click resumes the search (protocol.ts, resume) up to the next of
 * these node counts; at the last one it stops offering itself. A minute at most per click.
 */
export const LONGER_STEPS: readonly number[] = [10_000_000, 30_000_000, 100_000_000];
const LONGER_MS = 60_000;

/** The budget of the next Search longer after `nodes` searched; undefined when the last step is spent. */
export function longerBudget(nodes: number): { maxNodes: number; maxMs: number } | undefined {
  const next = LONGER_STEPS.find((step) => step > nodes);
  return next === undefined ? undefined : { maxNodes: next, maxMs: LONGER_MS };
}

/** The popup's lanes over workers made by `makeWorker` (each started on first use). */
export function solverLanes(makeWorker: () => WorkerLike): SolverLanes {
  return { front: workerClient(makeWorker), back: workerClient(makeWorker), fair: workerClient(makeWorker) };
}

/** Stops the three lanes' workers (popup unload, tests). */
export function disposeLanes(lanes: SolverLanes): void {
  lanes.front.dispose();
  lanes.back.dispose();
  lanes.fair.dispose();
}
