// The chart after the game, as numbers: the fair player's chance after each move (where it
// is known) and the moves that cost the most. Pure, so tests check it without a DOM.

export interface ChancePoint {
  /** Moves played. */
  readonly at: number;
  readonly chance: number;
}

export interface Drop {
  /** The move (1-based) that began the drop: the chance was `before` after at = move − 1 moves. */
  readonly move: number;
  readonly before: number;
  readonly after: number;
}

/** Smallest drop worth marking: below it the fair player's estimate cannot tell (±7 points at 100 samples). */
export const MIN_DROP = 0.05;

/** The known chances of the line, in order, up to `upTo` moves. */
export function knownPoints(chances: readonly (number | null)[] | undefined, upTo: number): ChancePoint[] {
  const points: ChancePoint[] = [];
  (chances ?? []).forEach((chance, at) => {
    if (chance !== null && at <= upTo) points.push({ at, chance });
  });
  return points;
}

/**
 * The largest drops between consecutive known chances (a move and the auto-plays after
 * it are one step), largest first, at most `count`, each at least MIN_DROP.
 */
export function costliest(points: readonly ChancePoint[], count = 3): Drop[] {
  const drops: Drop[] = [];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if (a.chance - b.chance >= MIN_DROP - 1e-9) drops.push({ move: a.at + 1, before: a.chance, after: b.chance });
  }
  return drops.sort((x, y) => y.before - y.after - (x.before - x.after) || x.move - y.move).slice(0, count);
}
