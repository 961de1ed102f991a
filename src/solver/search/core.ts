// The solver core: the bridge to the search in the WebAssembly module built from assembly/,
// with no platform of its own (the worker and Node load the module). It encodes a Position
// into the module's input buffer, reads the module's output, and starts a search
// (search.ts: the portfolio's state machine, run in slices; portfolio.ts: its schedule,
// named presets).
//
// Nothing here trusts a win: callers (solve.ts) replay every line through the engine.
import { type Move, type Position, isRestricted, relRank } from '../../engine/index';
import * as abi from '../../../assembly/abi';
import type { SearchAnswer } from './answer';
import { f1Relaxed } from './f1relax';
import { decodeMove } from '../moveCodec';
import type { SolverExports } from './module';
import { Search, type SearchOptions } from './search';

export { luby } from './portfolio';
export type { SolverExports } from './module';
/** The worker's host names a search by this module (src/solver/worker/host.ts). */
export type { Search } from './search';

/** Feature switches (assembly/abi.ts), for the tests that check each pruning rule against a search without it. */
export const Flags = {
  NO_TT: abi.FLAG_NO_TT,
  NO_SAFE: abi.FLAG_NO_SAFE,
  NO_RESERVE_BOUND: abi.FLAG_NO_RESERVE_BOUND,
  NO_SYMMETRY: abi.FLAG_NO_SYMMETRY,
  NO_RESTRICTION_BOUND: abi.FLAG_NO_RESTRICTION_BOUND,
  NO_DEAL_ORDER: abi.FLAG_NO_DEAL_ORDER,
  /** Switches off the open records (finished nodes that leaned on an ancestor; docs/solver.md). */
  NO_OPEN: abi.FLAG_NO_OPEN,
  /** Checks the restriction bound in full at every node (no skipped moves, no reused thresholds, no memos). */
  NO_RESTRICTION_REUSE: abi.FLAG_NO_RESTRICTION_REUSE,
} as const;

export const DEFAULT_TABLE_BYTES = 32 * 1024 * 1024;

/** What loadPosition's codes name (assembly/abi.ts: LOAD_BAD_*). */
const LOAD_ERRORS = new Map<number, string>([
  [abi.LOAD_BAD_RESERVE_COUNT, 'too many reserve cards'],
  [abi.LOAD_BAD_RESERVE_RANK, 'a reserve rank out of range'],
  [abi.LOAD_BAD_FOUNDATION, 'a foundation too high'],
  [abi.LOAD_BAD_PILE, 'a pile that is not a run'],
  [abi.LOAD_BAD_STOCK_LENGTH, 'too many stock and waste cards'],
  [abi.LOAD_BAD_STOCK_RANK, 'a stock or waste rank out of range'],
]);

export class SolverCore {
  readonly x: SolverExports;
  private tableBytes = 0;
  /** Positions loaded so far: a paused search whose root was overwritten reloads it to resume. */
  private loads = 0;
  /** The latest search: its table is the module's until the next `search`. */
  private active: Search | undefined;

  constructor(instance: WebAssembly.Instance, tableBytes = DEFAULT_TABLE_BYTES) {
    this.x = instance.exports as unknown as SolverExports;
    this.setTableBytes(tableBytes);
  }

  static async fromBytes(bytes: BufferSource, tableBytes = DEFAULT_TABLE_BYTES): Promise<SolverCore> {
    const { instance } = await WebAssembly.instantiate(bytes, {});
    return new SolverCore(instance, tableBytes);
  }

  /** Sets the table size (bytes, rounded down to a power of two); returns the size used. */
  setTableBytes(bytes: number): number {
    this.tableBytes = this.x.configure(bytes);
    return this.tableBytes;
  }

  get tableSize(): number {
    return this.tableBytes;
  }

  /** Writes `pos` into the module and loads it. Throws on a position it cannot represent. */
  load(pos: Position): void {
    // A paused search first returns to its root, so that it can resume after this load.
    this.active?.park();
    this.loads++;
    const buf = new Uint8Array(this.x.memory.buffer, this.x.inputPtr(), abi.IN_BYTES);
    buf.fill(0);
    const rel = (c: number) => relRank(c, pos.base);
    const r = pos.reserve;
    buf[abi.IN_RESERVE_COUNT] = r.length;
    for (let i = 0; i < r.length; i++) buf[abi.IN_RESERVE + i] = rel(r[r.length - 1 - i]);
    for (let i = 0; i < abi.FOUNDATIONS; i++) buf[abi.IN_FOUNDATIONS + i] = pos.foundations[i].length;
    for (let i = 0; i < abi.PILES; i++) {
      const pile = pos.tableau[i];
      buf[abi.IN_PILE_LENGTHS + i] = pile.length;
      buf[abi.IN_PILE_TOPS + i] = pile.length > 0 ? rel(pile[pile.length - 1]) : 0;
    }
    const w = pos.waste.length;
    const s = pos.stock.length;
    buf[abi.IN_STOCK_LENGTH] = w + s;
    buf[abi.IN_WASTE_SIZE] = w;
    for (let i = 0; i < w; i++) buf[abi.IN_STOCK + i] = rel(pos.waste[i]);
    for (let i = 0; i < s; i++) buf[abi.IN_STOCK + w + i] = rel(pos.stock[s - 1 - i]);
    const rc = this.x.loadPosition();
    if (rc !== abi.LOAD_OK) throw new Error(`the solver cannot represent this position: ${LOAD_ERRORS.get(rc) ?? `code ${rc}`}`);
  }

  /** Starts a search of `pos`; drive it with `Search.step`. */
  search(pos: Position, options: SearchOptions = {}): Search {
    this.load(pos);
    this.active?.retire();
    const s = new Search(this, options, pos);
    this.active = s;
    // The timed f1 bound: if the relaxed game cannot complete f1, no line can; lost.
    if ((options.f1Relax ?? true) && isRestricted(pos) && f1Relaxed(pos) === 'impossible') s.settleLost('timed f1 bound');
    return s;
  }

  /** Runs a whole search synchronously (Node, tests). */
  solveSync(pos: Position, options: SearchOptions = {}): SearchAnswer {
    const s = this.search(pos, options);
    for (;;) {
      const a = s.step();
      if (a) return a;
    }
  }

  /** Legal move codes of the loaded position (all of them, or one per canonical child). */
  listMoves(reduce: boolean): number[] {
    return this.output(this.x.listMoves(reduce ? 1 : 0));
  }

  /** How many positions were loaded so far (a search compares it to know whether its root is still loaded). */
  get loadCount(): number {
    return this.loads;
  }

  /** Every legal move of `pos`, in the order the search tries them (the safe play first). */
  orderedMoves(pos: Position): Move[] {
    this.load(pos);
    return this.output(this.x.orderedMoves()).map(decodeMove);
  }

  /** The first `n` move codes of the output buffer. */
  output(n: number): number[] {
    return Array.from(new Uint16Array(this.x.memory.buffer, this.x.outputPtr(), n));
  }
}
