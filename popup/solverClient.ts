// The one place the popup talks to the solver. Components ask questions about a game
// (deal + moves) and get verdicts; how the solver is reached (a Worker running the WASM
// module) is this module's business. Two lanes: `front` (Hint, Winnable?, winnable deals)
// and `back` (the quiet blunder check). In each lane the latest request wins: starting one
// cancels the one before.
import { type Card, type Move, moveToString, parseMove } from '../src/engine/index';
import { SolverClient as Bridge, type WorkerLike } from '../src/solver/client';
import type { WireAnswer } from '../src/solver/protocol';

export type Lane = 'front' | 'back';

export type SolverAnswer =
  | { readonly kind: 'win'; readonly line: readonly Move[]; readonly nodes?: number }
  | { readonly kind: 'loss'; readonly nodes?: number }
  | { readonly kind: 'unknown'; readonly best?: Move; readonly nodes?: number }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'cancelled' };

export interface SolverRequest {
  readonly deal: readonly Card[];
  readonly moves: readonly Move[];
  /** Search budget in nodes (the bridge may also cap time). */
  readonly maxNodes?: number;
  readonly maxMs?: number;
  /** Ask for a hint too: an undecided answer then carries the best move found. */
  readonly hint?: boolean;
}

export interface SolverProgress {
  readonly nodes: number;
}

export interface SolverClient {
  solve(lane: Lane, request: SolverRequest, onProgress?: (p: SolverProgress) => void): Promise<SolverAnswer>;
  cancel(lane: Lane): void;
  /** Stops the worker (popup unload, tests). */
  dispose(): void;
}

/** A client for when no solver could be started: every request answers with the reason. */
export function unavailableSolver(reason: string): SolverClient {
  return {
    solve: async () => ({ kind: 'error', message: reason }),
    cancel() {},
    dispose() {},
  };
}

/** Budgets: quick enough to keep the popup lively, long enough to settle most positions. */
export const BUDGETS = {
  hint: { maxNodes: 400_000, maxMs: 4_000 },
  winnable: { maxNodes: 2_000_000, maxMs: 10_000 },
  longer: { maxNodes: 20_000_000, maxMs: 60_000 },
  blunder: { maxNodes: 300_000, maxMs: 3_000 },
  dealCheck: { maxNodes: 600_000, maxMs: 4_000 },
} as const;

/** Turns the bridge's wire answer into the popup's terms (move tokens parsed by the engine). */
export function fromWire(a: WireAnswer): SolverAnswer {
  const parse = (tokens: readonly string[]): Move[] | undefined => {
    const moves: Move[] = [];
    for (const token of tokens) {
      const m = parseMove(token);
      if (!m.ok) return undefined;
      moves.push(m.value);
    }
    return moves;
  };
  switch (a.result) {
    case 'win': {
      const line = parse(a.line);
      return line ? { kind: 'win', line, nodes: a.nodes } : { kind: 'error', message: 'the solver sent an unreadable line' };
    }
    case 'loss':
      return { kind: 'loss', nodes: a.nodes };
    case 'unknown': {
      const best = a.hint?.move ? parse([a.hint.move])?.[0] : undefined;
      return best ? { kind: 'unknown', best, nodes: a.nodes } : { kind: 'unknown', nodes: a.nodes };
    }
    case 'cancelled':
      return { kind: 'cancelled' };
    default:
      return { kind: 'error', message: a.message ?? 'the solver failed' };
  }
}

/**
 * A client over the solver bridge, one worker per lane (so the background check never
 * cancels the player's own question). Workers start on first use.
 */
export function bridgeSolver(makeWorker: () => WorkerLike): SolverClient {
  const lanes: Record<Lane, Bridge> = { front: new Bridge(makeWorker), back: new Bridge(makeWorker) };
  return {
    async solve(lane, request, onProgress) {
      const budget = {
        ...(request.maxNodes === undefined ? {} : { maxNodes: request.maxNodes }),
        ...(request.maxMs === undefined ? {} : { maxMs: request.maxMs }),
      };
      const answer = await lanes[lane].solve(
        { deal: request.deal, moves: request.moves.map(moveToString), budget, mode: request.hint ? 'hint' : 'solve' },
        onProgress && ((nodes) => onProgress({ nodes })),
      );
      return fromWire(answer);
    },
    cancel(lane) {
      lanes[lane].cancel();
    },
    dispose() {
      lanes.front.dispose();
      lanes.back.dispose();
    },
  };
}
