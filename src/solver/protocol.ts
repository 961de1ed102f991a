// The messages between the popup (or any client) and the solver worker. Plain JSON values.
//
//   client → worker: start {id, deal, moves, budget, mode}   cancel {id}
//   worker → client: progress {id, nodes}                     result {id, answer}
//
// Latest request wins: a start while another search runs ends that search, whose answer
// is then {result: 'cancelled'}. Every start gets exactly one result, including when the
// module fails to load ({result: 'error'}).

export interface WireBudget {
  maxNodes?: number;
  maxMs?: number;
}

export interface StartMessage {
  type: 'start';
  id: number;
  /** The 104 cards of the deal (engine Card numbers). */
  deal: number[];
  /** Moves played from the deal, as move tokens (RULES.md notation). */
  moves: string[];
  budget?: WireBudget;
  /** 'solve' (default) or 'hint' (adds the hint move and its reason). */
  mode?: 'solve' | 'hint';
}

export interface CancelMessage {
  type: 'cancel';
  id: number;
}

export type ToWorker = StartMessage | CancelMessage;

export interface WireAnswer {
  result: 'win' | 'loss' | 'unknown' | 'error' | 'cancelled';
  /** The winning continuation as move tokens; empty unless result is win. */
  line: string[];
  nodes: number;
  ms: number;
  /** For errors. */
  message?: string;
  /** For mode 'hint'. */
  hint?: { move: string | null; reason: string };
}

export type FromWorker =
  | { type: 'progress'; id: number; nodes: number }
  | { type: 'result'; id: number; answer: WireAnswer };
