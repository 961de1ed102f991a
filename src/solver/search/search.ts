// One search in progress on the module (SolverCore, core.ts): the portfolio's state machine,
// run in slices so that callers can check the clock, report progress and cancel between
// them. Which run goes next and for how many nodes is the schedule's (portfolio.ts: the
// named presets, planOf); here, the switching between the main run and the probes, the
// budget, parking and resuming, and the capacity check once past the opening.
import { type Move, type Position, isRestricted } from '../../engine/index';
import * as abi from '../../../assembly/abi';
import type { RelaxBound, SearchAnswer, Verdict } from './answer';
import { F1_CAPACITY_MAX_STATES, f1Relaxed } from './f1relax';
import { decodeMove } from '../moveCodec';
import { OPENING_NODES, type ScheduleTuning, Schedule, planOf } from './portfolio';
import type { SolverExports } from './module';

export interface Budget {
  /** Stop after this many nodes (default 2,000,000). */
  maxNodes?: number;
  /** Stop after this many milliseconds (default: none). */
  maxMs?: number;
}

/** A search's options; its schedule's (ScheduleTuning) are portfolio.ts's. */
export interface SearchOptions extends Budget, ScheduleTuning {
  /** Feature switches (Flags), for tests. */
  flags?: number;
  /** Interleave probes with the main run (default true; false: the main run alone). */
  probes?: boolean;
  /** Nodes per slice between clock checks (default 20,000). */
  slice?: number;
  /** Check the timed f1 relaxation before searching, and with tableau capacity at `f1CapacityAt` nodes (default true; f1relax.ts, docs/solver.md). */
  f1Relax?: boolean;
  /** The nodes after which the timed f1 relaxation is checked again with tableau capacity (default OPENING_NODES, so every answer within the opening is unchanged; 0: before the search). */
  f1CapacityAt?: number;
}

const DEFAULT_MAX_NODES = 2_000_000;

/** What a search needs of its core (SolverCore, core.ts): the module, and its loads and output. */
export interface SearchCore {
  readonly x: SolverExports;
  readonly loadCount: number;
  load(pos: Position): void;
  output(n: number): number[];
}

/** The seed of the idle probe a parked search leaves the module in (it never runs). */
const PARK_SEED = 1;

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

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

  constructor(private readonly core: SearchCore, options: SearchOptions, private readonly root?: Position) {
    this.maxNodes = options.maxNodes ?? DEFAULT_MAX_NODES;
    this.maxMs = options.maxMs ?? Infinity;
    this.slice = options.slice ?? 20_000;
    this.probes = options.probes ?? true;
    const plan = planOf(options);
    this.openingNodes = plan.openingNodes;
    const later = { schedule: new Schedule(plan.later.streams), mainShare: plan.later.mainShare };
    if (this.openingNodes > 0) {
      this.schedule = new Schedule(plan.opening.streams);
      this.mainShare = plan.opening.mainShare;
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
