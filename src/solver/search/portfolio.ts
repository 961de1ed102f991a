// The portfolio's schedule (docs/solver.md, "Move ordering and the portfolio"): which run
// goes next and for how many nodes. The main run (plain order, never restarted) and the
// probes (seeded move-order noise, from the root) take turns; probes come from one or
// more *streams*, each with its own share schedule, noise and seeds, taking turns in order.
// A search's schedule is a named preset (a Stage: streams and the main run's share), the
// opening's for its first OPENING_NODES nodes, then the later one (planOf); search.ts runs it.

/** One stream of probes: its k-th probe gets base × luby(k) nodes, or base × growth^(k−1) with a growth above 0. */
export interface ProbeStream {
  base: number;
  /** 0: Luby shares; above 0: geometric shares. */
  growth: number;
  /** The move-order noise of probe k: noise[(k − 1) mod length]. */
  noise: readonly number[];
}

/** Luby shares of 500 nodes, noise 8000 (an almost random order): the portfolio's first stream. */
export const LUBY_STREAM: ProbeStream = { base: 500, growth: 0, noise: [8000] };
/** Geometric shares 500 × 1.05^(k−1), noise alternating 1000 (the heuristic order locally shuffled) and 8000. */
export const GEOMETRIC_STREAM: ProbeStream = { base: 500, growth: 1.05, noise: [1000, 8000] };
/**
 * The default: both streams, which win different hard deals (docs/solver-log.md, "The two-stream portfolio"),
 * sharing the probes' nodes equally, and the main run getting 0.35 of a probe's share each
 * turn (about a seventh of the nodes), after the opening.
 */
export const DEFAULT_STREAMS: readonly ProbeStream[] = [LUBY_STREAM, GEOMETRIC_STREAM];
export const DEFAULT_MAIN_SHARE = 0.35;

/**
 * The opening: until a search has spent OPENING_NODES nodes it runs the portfolio of the
 * version before (one Luby stream, noise alternating 1000 and 8000, the main run a whole
 * share each turn), then the default streams take over from their first probe. Every
 * answer within a million nodes is the one the earlier portfolio gave: the popup's
 * budgets (hints, blunder checks, the deal check) and easy deals. The deal of the day no
 * longer needs it for 2026..2036 (a shipped table, src/solver/dailyTable.ts), but it stays
 * (issue 33, item 4, tried without it): those answers move with it, among them the README's
 * and docs/cli.md's tested examples (deal 1's hint line of 248 moves becomes 282) and 3
 * days at least of the table's 2026..2036 that the search would find otherwise (docs/deal-of-the-day.md).
 */
export const OPENING_STREAMS: readonly ProbeStream[] = [{ base: 500, growth: 0, noise: [1000, 8000] }];
export const OPENING_NODES = 1_000_000;

/** The Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, ... (k from 1). */
export function luby(k: number): number {
  for (;;) {
    let p = 1;
    while ((1 << p) - 1 < k) p++;
    if (k === (1 << p) - 1) return 1 << (p - 1);
    k -= (1 << (p - 1)) - 1;
  }
}

/** A probe's turn: stream `stream`'s probe number `k`, with its share, noise and seed. */
export interface Turn {
  stream: number;
  k: number;
  share: number;
  noise: number;
  seed: number;
}

/** Probe k of `streams[stream]` (k from 1). */
export function probeTurn(streams: readonly ProbeStream[], stream: number, k: number): Turn {
  const s = streams[stream];
  const share = s.growth > 0 ? Math.round(s.base * s.growth ** (k - 1)) : s.base * luby(k);
  // probe k of every stream has the seed of probe k of a single stream, so each stream
  // keeps the luck it has alone (its probes' orders depend little on what the table holds)
  const seed = Math.imul(k, 0x9e3779b1) >>> 0 || 1;
  return { stream, k, share, noise: s.noise[(k - 1) % s.noise.length], seed };
}

/**
 * The order of the probes: each turn goes to the stream that has been given the fewest
 * nodes so far (the first on a tie), so the streams share the probes' nodes equally
 * whatever their schedules (a geometric stream's shares grow without bound; taking turns
 * by index would starve a Luby stream).
 */
export class Schedule {
  private readonly given: number[];
  private readonly count: number[];
  /** The turn under way (the main run's share and then the probe's). */
  current: Turn;

  constructor(private readonly streams: readonly ProbeStream[]) {
    this.given = streams.map(() => 0);
    this.count = streams.map(() => 0);
    this.current = this.pick();
  }

  /** Moves on to the next turn. */
  advance(): Turn {
    this.current = this.pick();
    return this.current;
  }

  private pick(): Turn {
    let best = 0;
    for (let i = 1; i < this.streams.length; i++) if (this.given[i] < this.given[best]) best = i;
    const t = probeTurn(this.streams, best, ++this.count[best]);
    this.given[best] += t.share;
    return t;
  }
}

/** A stage of a schedule, a named preset: its probe streams and the main run's share of each turn (a multiple of the probe's). */
export interface Stage {
  streams: readonly ProbeStream[];
  mainShare: number;
}

/** The preset of the opening: the portfolio of the version before, the main run a whole share. */
export const OPENING: Stage = { streams: OPENING_STREAMS, mainShare: 1 };
/** The preset after the opening: both streams, the main run 0.35 of a probe's share. */
export const TWO_STREAMS: Stage = { streams: DEFAULT_STREAMS, mainShare: DEFAULT_MAIN_SHARE };

/** A search's schedule: `opening` for its first `openingNodes` nodes (none when 0), then `later`. */
export interface Plan {
  opening: Stage;
  openingNodes: number;
  later: Stage;
}

/** The schedule's options of a search (core's SearchOptions); none set: OPENING, then TWO_STREAMS. */
export interface ScheduleTuning {
  /**
   * The portfolio's tuning, one stream of probes: turn k gives the main run, then probe k,
   * base × luby(k) nodes each, or base × growth^(k−1) with a growth above 0 (default 0);
   * the probes' move-order noise, by turn. Any of them set replaces `probeStreams`.
   */
  probeBase?: number;
  probeGrowth?: number;
  probeNoise?: number | readonly number[];
  /** The streams of probes; default DEFAULT_STREAMS (a Luby stream and a geometric one). */
  probeStreams?: readonly ProbeStream[];
  /** The main run's share of each turn after the opening, as a multiple of the probe's (default DEFAULT_MAIN_SHARE, 0.35; a search's very first turn gets a whole share). */
  mainShare?: number;
  /** Nodes run with the opening schedule (OPENING: OPENING_STREAMS, the main run a whole share) first; default OPENING_NODES when no schedule option is set, else 0. */
  openingNodes?: number;
}

/** The probe streams `options` ask for (a single stream when any of probeBase, probeGrowth, probeNoise is set). */
function streamsOf(options: ScheduleTuning): readonly ProbeStream[] {
  if (options.probeBase === undefined && options.probeGrowth === undefined && options.probeNoise === undefined) {
    return options.probeStreams ?? DEFAULT_STREAMS;
  }
  const d = LUBY_STREAM;
  const noise = options.probeNoise ?? d.noise;
  return [{ base: options.probeBase ?? d.base, growth: options.probeGrowth ?? d.growth, noise: typeof noise === 'number' ? [noise] : noise }];
}

/** The plan `options` ask for: the presets, or a tuned later stage (with no opening unless openingNodes is given). */
export function planOf(options: ScheduleTuning): Plan {
  const custom = options.probeStreams ?? options.probeBase ?? options.probeGrowth ?? options.probeNoise ?? options.mainShare;
  const later = custom === undefined ? TWO_STREAMS : { streams: streamsOf(options), mainShare: options.mainShare ?? DEFAULT_MAIN_SHARE };
  return { opening: OPENING, openingNodes: options.openingNodes ?? (custom === undefined ? OPENING_NODES : 0), later };
}
