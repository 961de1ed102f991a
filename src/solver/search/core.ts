// The solver core: the TypeScript side of the search in the WebAssembly module built from
// assembly/, with no platform of its own (the worker and Node load the module). It encodes
// a Position into the module's input buffer, drives the resumable search in slices (so
// callers can check the clock, report progress and cancel between slices), runs the
// portfolio (a main run and probes), and decodes the answer.
//
// Nothing here trusts a win: callers (solve.ts) replay every line through the engine.
import { type Move, type Position, isRestricted, relRank } from '../../engine/index';
import * as abi from '../../../assembly/abi';
import type { RelaxBound, SearchAnswer, Verdict } from './answer';
import { F1_CAPACITY_MAX_STATES, f1Relaxed } from './f1relax';
import { decodeMove } from '../moveCodec';
import { DEFAULT_MAIN_SHARE, DEFAULT_STREAMS, LUBY_STREAM, OPENING_NODES, OPENING_STREAMS, type ProbeStream, Schedule } from './portfolio';

export { luby } from './portfolio';

/** The module's functions (assembly/index.ts; it also exports every constant of assembly/abi.ts as a global). */
export interface SolverExports {
  memory: WebAssembly.Memory;
  inputPtr(): number;
  outputPtr(): number;
  loadPosition(): number;
  configure(bytes: number): number;
  start(flags: number): void;
  beginProbe(seed: number, noise: number): void;
  endProbe(): void;
  run(slice: number): number;
  nodeCount(): number;
  lineLength(): number;
  listMoves(reduce: number): number;
  orderedMoves(): number;
  play(code: number): number;
  unplay(code: number, undo: number): void;
  safeMoveCode(): number;
  reserveBoundHolds(): number;
  restrictionBoundHolds(): number;
  restrictionParent(): number;
  restrictionKept(code: number): number;
  restrictionWithParentThresholds(): number;
  openHitCount(): number;
  openClosedCount(): number;
}

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

export interface Budget {
  /** Stop after this many nodes (default 2,000,000). */
  maxNodes?: number;
  /** Stop after this many milliseconds (default: none). */
  maxMs?: number;
}

export interface SearchOptions extends Budget {
  /** Feature switches (Flags), for tests. */
  flags?: number;
  /** Interleave probes with the main run (default true; false: the main run alone). */
  probes?: boolean;
  /** Nodes per slice between clock checks (default 20,000). */
  slice?: number;
  /**
   * The portfolio's tuning, one stream of probes: turn k gives the main run, then probe k,
   * base × luby(k) nodes each, or base × growth^(k−1) with a growth above 0 (default 0);
   * the probes' move-order noise, by turn. Any of them set replaces `probeStreams`.
   */
  probeBase?: number;
  probeGrowth?: number;
  probeNoise?: number | readonly number[];
  /** The streams of probes (portfolio.ts); default DEFAULT_STREAMS (a Luby stream and a geometric one). */
  probeStreams?: readonly ProbeStream[];
  /** The main run's share of each turn after the opening, as a multiple of the probe's (default DEFAULT_MAIN_SHARE, 0.35; a search's very first turn gets a whole share). */
  mainShare?: number;
  /** Nodes run with the opening schedule (portfolio.ts: OPENING_STREAMS, the main run a whole share) first; default OPENING_NODES when no schedule option is set, else 0. */
  openingNodes?: number;
  /** Check the timed f1 relaxation before searching, and with tableau capacity at `f1CapacityAt` nodes (default true; f1relax.ts, docs/solver.md). */
  f1Relax?: boolean;
  /** The nodes after which the timed f1 relaxation is checked again with tableau capacity (default OPENING_NODES, so every answer within the opening is unchanged; 0: before the search). */
  f1CapacityAt?: number;
}

export const DEFAULT_TABLE_BYTES = 32 * 1024 * 1024;
export const DEFAULT_MAX_NODES = 2_000_000;

/** The seed of the idle probe a parked search leaves the module in (it never runs). */
const PARK_SEED = 1;

/** The probe streams `options` ask for (a single stream when any of probeBase, probeGrowth, probeNoise is set). */
function streamsOf(options: SearchOptions): readonly ProbeStream[] {
  if (options.probeBase === undefined && options.probeGrowth === undefined && options.probeNoise === undefined) {
    return options.probeStreams ?? DEFAULT_STREAMS;
  }
  const d = LUBY_STREAM;
  const noise = options.probeNoise ?? d.noise;
  return [{ base: options.probeBase ?? d.base, growth: options.probeGrowth ?? d.growth, noise: typeof noise === 'number' ? [noise] : noise }];
}

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

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

/**
 * One search in progress. Only one search per core runs at a time: starting another ends
 * this one. The portfolio: the main run (plain order, never restarted, so it alone can
 * exhaust the graph and prove a loss) and probes (shuffled orders, from the root) take
 * turns: each turn gives the next probe of the schedule (portfolio.ts) its share and the main
 * run mainShare times that. Any run that exhausts proves a loss.
 */
export class Search {
  private t0 = now();
  /** Milliseconds spent before the latest `extend`. */
  private msBefore = 0;
  private maxNodes: number;
  private maxMs: number;
  private readonly slice: number;
  private readonly probes: boolean;
  private schedule: Schedule;
  private mainShare: number;
  /** The schedule after the opening (undefined once it has begun). */
  private later: { schedule: Schedule; mainShare: number } | undefined;
  private readonly openingNodes: number;
  private probing = false;
  /** Where the current run's share of this turn ends (nodes). */
  private runEnd: number;
  private done: SearchAnswer | undefined;
  /** Why an unknown answer is unknown: only a spent budget can be extended. */
  private budgetSpent = false;
  /** Another search started on the core: this one's table and frames are gone. */
  private retired = false;
  /** The module is back at this search's root (after `park`), the main run suspended. */
  private parked = false;
  /** The core's load count when this search's root was loaded. */
  private loadStamp: number;
  /** The node count at which the relaxation with tableau capacity is checked (undefined: checked, or never). */
  private capacityAt: number | undefined;

  constructor(private readonly core: SolverCore, options: SearchOptions, private readonly root?: Position) {
    this.maxNodes = options.maxNodes ?? DEFAULT_MAX_NODES;
    this.maxMs = options.maxMs ?? Infinity;
    this.slice = options.slice ?? 20_000;
    this.probes = options.probes ?? true;
    const custom = options.probeStreams ?? options.probeBase ?? options.probeGrowth ?? options.probeNoise ?? options.mainShare;
    this.openingNodes = options.openingNodes ?? (custom === undefined ? OPENING_NODES : 0);
    const later = { schedule: new Schedule(streamsOf(options)), mainShare: options.mainShare ?? DEFAULT_MAIN_SHARE };
    if (this.openingNodes > 0) {
      this.schedule = new Schedule(OPENING_STREAMS);
      this.mainShare = 1;
      this.later = later;
    } else {
      ({ schedule: this.schedule, mainShare: this.mainShare } = later);
    }
    // the main run's first share is a whole probe's: an easy deal is decided by the plain order alone
    this.runEnd = this.schedule.current.share;
    this.loadStamp = core.loadCount;
    const f1Incomplete = root !== undefined && isRestricted(root);
    this.capacityAt = (options.f1Relax ?? true) && f1Incomplete ? (options.f1CapacityAt ?? OPENING_NODES) : undefined;
    core.x.start(options.flags ?? 0);
  }

  /**
   * Gives a search that stopped on its budget (or was left off mid-way) a larger one: it
   * goes on where it stopped, with everything it proved (`budget.maxNodes` counts every
   * node since the start, `maxMs` the time from now). Returns false when it cannot go on:
   * another search has started on the core since, or it ended without spending its budget
   * (decided, or exhausted without a proof). A decided search keeps its answer.
   */
  extend(budget: Budget): boolean {
    if (this.retired || !this.root) return false;
    if (this.done && !(this.done.verdict === 'unknown' && this.budgetSpent)) return this.done.verdict !== 'unknown';
    this.msBefore += now() - this.t0;
    this.t0 = now();
    this.done = undefined;
    this.budgetSpent = false;
    this.maxNodes = budget.maxNodes ?? DEFAULT_MAX_NODES;
    this.maxMs = budget.maxMs ?? Infinity;
    if (this.core.loadCount !== this.loadStamp) {
      // Something else was loaded since: this search parked at its root; load it again.
      this.core.load(this.root);
      this.loadStamp = this.core.loadCount;
    }
    return true;
  }

  /**
   * Returns the module to this search's root before another position is loaded over it,
   * so that `extend` can go on: a probe under way ends, and the main run is suspended as
   * for a probe (its path saved; the table keeps what it proved). The next step, with the
   * root loaded again, resumes the main run where it stopped.
   */
  park(): void {
    if (this.retired || this.parked || (this.done && !this.budgetSpent) || this.core.loadCount !== this.loadStamp) return;
    const x = this.core.x;
    if (this.probing) {
      x.endProbe();
      this.probing = false;
    }
    x.beginProbe(PARK_SEED, 0);
    this.parked = true;
  }

  /** Another search took the module: this one can no longer go on. */
  retire(): void {
    this.retired = true;
  }

  get nodes(): number {
    return this.core.x.nodeCount();
  }

  /** Runs one slice; returns the answer when the search is over, undefined otherwise. */
  step(): SearchAnswer | undefined {
    if (this.done) return this.done;
    if (this.retired) return this.finish('unknown');
    const x = this.core.x;
    if (this.parked) {
      // the root is loaded again (extend): take the main run's path back
      x.endProbe();
      this.parked = false;
      this.runEnd = x.nodeCount() + this.share();
    }
    const nodes = x.nodeCount();
    const ms = now() - this.t0;
    if (nodes >= this.maxNodes || ms >= this.maxMs) {
      this.budgetSpent = true;
      return this.finish('unknown');
    }
    if (this.capacityAt !== undefined && nodes >= this.capacityAt && this.root) {
      // Once, on a search going on after the opening (a fraction of a second): f1's
      // relaxed game with the tableau's capacity for the locked ranks, parking only on
      // ranks shown so far.
      this.capacityAt = undefined;
      if (f1Relaxed(this.root, { capacity: true, shown: true, maxStates: F1_CAPACITY_MAX_STATES }) === 'impossible') return this.finish('loss', [], 'f1 capacity bound');
    }
    let slice = Math.min(this.slice, this.maxNodes - nodes);
    if (this.probes) slice = Math.max(1, Math.min(slice, this.runEnd - nodes));
    const st = x.run(slice);
    if (st === abi.ST_WIN) return this.finish('win', this.core.output(x.lineLength()).map(decodeMove));
    if (st === abi.ST_LOSS) return this.finish('loss');
    if (st !== abi.ST_RUNNING && !this.probing) return this.finish('unknown');
    // a probe that met the depth cap ends its turn early
    if (this.probes && (st !== abi.ST_RUNNING || x.nodeCount() >= this.runEnd)) this.nextRun();
    return undefined;
  }

  /** Switches from the main run to the turn's probe, or from the probe to the main run of the next turn. */
  private nextRun(): void {
    const x = this.core.x;
    if (this.probing) {
      x.endProbe();
      if (this.later && x.nodeCount() >= this.openingNodes) {
        // the opening is over: the later schedule begins with its first turn
        ({ schedule: this.schedule, mainShare: this.mainShare } = this.later);
        this.later = undefined;
      } else {
        this.schedule.advance();
      }
    } else {
      const t = this.schedule.current;
      x.beginProbe(t.seed, t.noise);
    }
    this.probing = !this.probing;
    this.runEnd = x.nodeCount() + this.share();
  }

  /** The current run's nodes in the current turn (the main run's share is mainShare times the probe's). */
  private share(): number {
    const probe = this.schedule.current.share;
    return this.probing ? probe : Math.max(1, Math.round(probe * this.mainShare));
  }

  /** Ends the search as lost before it runs (`bound` proved it at the start). */
  settleLost(bound: RelaxBound): void {
    this.finish('loss', [], bound);
  }

  private finish(verdict: Verdict, line: Move[] = [], bound?: RelaxBound): SearchAnswer {
    const effort = { nodes: this.retired ? 0 : this.core.x.nodeCount(), ms: this.msBefore + now() - this.t0 };
    const done: SearchAnswer =
      verdict === 'win' ? { verdict, line, ...effort } : verdict === 'loss' && bound ? { verdict, bound, ...effort } : { verdict, ...effort };
    this.done = done;
    return done;
  }
}
