// The fair player's win chance, calibrated. A rollout plays the base policy to the end,
// while the fair player searches again at every move, so the share of rollouts won sits
// below the fair player's real chance (by 4 to 15 points before this map). The map from
// that share to the chance actually realized is fitted on the fair player's own games over
// one range of deals (`plot fair-calibrate`) and checked on another (`plot fair-study`,
// docs/fair-play.md "Calibration").
import { CALIBRATION } from './calibrationTable';

/** A calibration map: knots (rollout share → realized chance), both rising; linear between knots. */
export interface Calibration {
  /** Rollout shares, strictly rising, within 0..1. */
  readonly raw: readonly number[];
  /** The realized win chance at each knot, never falling, within 0..1. */
  readonly chance: readonly number[];
  /** Where the map was fitted: the deals, the positions, the command. */
  readonly source?: string;
}

/** The fair player's win chance for a rollout share `raw` (0..1), by `map` (default: the fitted one). */
export function calibrate(raw: number, map: Calibration = CALIBRATION): number {
  const xs = map.raw;
  const ys = map.chance;
  if (xs.length === 0) return raw;
  if (raw <= xs[0]) return ys[0];
  const last = xs.length - 1;
  if (raw >= xs[last]) return ys[last];
  let i = 1;
  while (xs[i] < raw) i++;
  const t = (raw - xs[i - 1]) / (xs[i] - xs[i - 1]);
  return ys[i - 1] + t * (ys[i] - ys[i - 1]);
}

/** One prediction of a played game: the rollout share before a move, whether the game was won, and which game it was. */
export interface Observation {
  raw: number;
  won: boolean;
  game: number;
}

/** How much data a block of the fit needs before it stands alone. */
export interface FitOptions {
  /** Rollout shares are grouped to this step (default 0.01: 100 determinizations). */
  step?: number;
  /** Observations a block holds at least (default 300). */
  minPositions?: number;
  /** Distinct games a block draws on at least (default 30). */
  minGames?: number;
}

type Block = { n: number; won: number; sum: number; games: Set<number> };

/**
 * Fits a calibration map by isotonic regression (pool adjacent violators) on the observations,
 * grouped by rollout share. Neighbouring groups are first pooled until each is thick enough:
 * positions of one game share its result, so a group drawn from a few games is mostly
 * their luck, however many positions it holds.
 */
export function fitCalibration(observations: readonly Observation[], options: FitOptions = {}): Calibration {
  const { step = 0.01, minPositions = 300, minGames = 30 } = options;
  const groups = new Map<number, Block>();
  for (const o of observations) {
    if (!(o.raw >= 0 && o.raw <= 1)) throw new Error(`a rollout share must lie in 0..1, not ${o.raw}`);
    const key = Math.round(o.raw / step);
    const g = groups.get(key) ?? { n: 0, won: 0, sum: 0, games: new Set<number>() };
    g.n++;
    g.sum += o.raw;
    g.games.add(o.game);
    if (o.won) g.won++;
    groups.set(key, g);
  }
  const thin = (b: Block) => b.n < minPositions || b.games.size < minGames;
  const sorted = [...groups.entries()].sort((a, b) => a[0] - b[0]).map(([, g]) => g);
  const thick: Block[] = [];
  for (const g of sorted) {
    const top = thick[thick.length - 1];
    if (top && thin(top)) merge(top, g);
    else thick.push(g);
  }
  // The last group may still be thin: pool it into its neighbour.
  if (thick.length > 1 && thin(thick[thick.length - 1])) merge(thick[thick.length - 2], thick.pop()!);
  const blocks: Block[] = [];
  for (const g of thick) {
    blocks.push(g);
    while (blocks.length > 1 && rate(blocks[blocks.length - 2]) >= rate(blocks[blocks.length - 1])) {
      const top = blocks.pop()!;
      merge(blocks[blocks.length - 1], top);
    }
  }
  return { raw: blocks.map((b) => b.sum / b.n), chance: blocks.map(rate) };
}

function merge(into: Block, from: Block): void {
  into.n += from.n;
  into.won += from.won;
  into.sum += from.sum;
  for (const game of from.games) into.games.add(game);
}

const rate = (b: { n: number; won: number }) => b.won / b.n;
