// The one place the popup talks to the solver. Components ask questions about a game
// (deal + moves) and get answers (src/solver/search/answer.ts); how the solver is reached (a
// Worker running the WASM module) is this module's business. Three lanes, each its own
// SolverClient: `front` (Hint, Winnable?, winnable deals), `back` (the quiet blunder check,
// the fair alert) and `fair` (the win-chance meter and deals by difficulty: the fair player
// only), so background work never cancels the player's own question. In each lane the
// latest request wins: starting one cancels the one before in that lane only. Two workers:
// the background one, whose lanes interleave (neither ends another's request: client.ts,
// workerClients), holds the fair player for the meter from the first paint, so `front` asks
// its fair player there too (the default Hint), in a lane of its own; `front`'s searches
// (Winnable?, a full-deal hint, Finish's proof) have a worker of their own, started at the
// first. So the popup opens with one worker, not two (docs/architecture.md, "Memory"). A
// worker is stopped when it says it is idle and started again on its next question
// (src/solver/worker/idle.ts).
import { type SolverClient, type WorkerLike, workerClients } from '../../src/solver/worker/client';

export type { ChanceAnswer, SolverAnswer } from '../../src/solver/search/answer';
export type { ChanceRequest, SolverClient, SolverRequest } from '../../src/solver/worker/client';

export type Lane = 'front' | 'back' | 'fair';

/** One solver client per lane. */
export type SolverLanes = Readonly<Record<Lane, SolverClient>>;

/**
 * The popup's lanes over two workers made by `makeWorker` (each started on first use): the
 * background one (`back`, `fair` and `front`'s fair player) and `front`'s for its searches.
 * `front` is one lane over both: a new question of either kind ends the other's.
 */
export function solverLanes(makeWorker: () => WorkerLike): SolverLanes {
  const shared = workerClients(makeWorker);
  const searches = workerClients(makeWorker)(0);
  const hints = shared(2);
  const front: SolverClient = {
    solve: (request, onProgress) => (hints.cancel(), searches.solve(request, onProgress)),
    chance: (request) => (searches.cancel(), hints.chance(request)),
    cancel: () => (searches.cancel(), hints.cancel()),
    dispose: searches.dispose,
  };
  return { front, back: shared(0), fair: shared(1) };
}

/** Stops the lanes' workers (popup unload, tests): `back`'s dispose ends the worker `fair` and `front`'s fair player share, and answers their pending questions too. */
export function disposeLanes(lanes: SolverLanes): void {
  lanes.front.dispose();
  lanes.back.dispose();
}
