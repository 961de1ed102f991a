// The chart after the game, as numbers: the fair player's chance after each move (where it
// is known), and what each move cost (its regret) apart from what the cards brought (luck).
// Pure, so tests check it without a DOM. docs/fair-play.md, "Review", has the definitions.
import type { FairAnswer } from '../../src/solver/fair/core';
import { type Move, type Position, moveToString, play, viewKey, viewOf } from '../../src/engine/index';
import { type Regret, roundChance } from '../../src/storage/gameSave';
import type { LineNotes } from '../../src/storage/noteArrays';

export interface ChancePoint {
  /** Moves played. */
  readonly at: number;
  readonly chance: number;
}

/**
 * A move's cost and luck, both from the position before it (`at` moves played):
 * `regret` = the fair best move's chance − the played move's chance, in the same answer (the
 * same determinizations), never below 0: a forced move or the best one costs nothing.
 * `luck` = the chance after the move (and its auto-plays), asked again once the turned card
 * is seen, − the played move's chance before it: what the hidden cards brought.
 */
export interface MoveCost {
  /** Moves played before it: it is move `at + 1`. */
  readonly at: number;
  readonly best: number;
  readonly played: number;
  readonly regret: number;
  /** Undefined when the chance after it is not known. */
  readonly luck?: number;
  /** The fair best move, when it was another than the one played. */
  readonly bestMove?: string;
}

/** Smallest regret worth naming: below it the fair player's estimate cannot tell. */
export const MIN_COST = 0.02;

/** The known chances of the line, in order, up to `upTo` moves. */
export function knownPoints(chances: readonly (number | null)[] | undefined, upTo: number): ChancePoint[] {
  const points: ChancePoint[] = [];
  (chances ?? []).forEach((chance, at) => {
    if (chance !== null && at <= upTo) points.push({ at, chance });
  });
  return points;
}

/**
 * What the fair answer at a position says of the move played there: [best chance, played
 * chance] (and the best move when it was another), rounded for the save; undefined when the
 * played move is none of its candidates (a pile shuffle it leaves out, another move than the
 * safe play it took without search). A candidate counts as played when it leads to the same
 * position (the fair player keeps one move per distinct result).
 */
export function regretOf(pos: Position, answer: Pick<FairAnswer, 'moves'>, played: Move): Regret | undefined {
  const [best] = answer.moves;
  if (!best) return undefined;
  const after = (m: Move) => {
    const next = play(pos, m);
    return next.ok ? viewKey(viewOf(next.value)) : undefined;
  };
  const target = after(played);
  const same = answer.moves.find((c) => moveToString(c.move) === moveToString(played) || (target !== undefined && after(c.move) === target));
  if (!same) return undefined;
  const pair = [roundChance(best.chance), roundChance(same.chance)] as const;
  return same === best ? pair : [...pair, moveToString(best.move)];
}

/** Each move's cost and luck, where known (the line's regrets and chances, lineNotes.ts), for the first `upTo` moves. */
export function moveCosts(meta: Partial<Pick<LineNotes, 'regrets' | 'chances' | 'auto'>>, upTo: number): MoveCost[] {
  const auto = new Set(meta.auto ?? []);
  const chances = meta.chances ?? [];
  const costs: MoveCost[] = [];
  (meta.regrets ?? []).forEach((r, at) => {
    if (!r || at >= upTo) return;
    const [best, played, bestMove] = r;
    // The chance after the move: at the first known point after it, when only auto-plays came between.
    let k = at + 1;
    while (k < upTo && (chances[k] ?? null) === null && auto.has(k)) k++;
    const afterChance = chances[k] ?? null;
    const luck = afterChance === null ? undefined : afterChance - played;
    costs.push({ at, best, played, regret: Math.max(0, best - played), ...(luck === undefined ? {} : { luck }), ...(bestMove ? { bestMove } : {}) });
  });
  return costs;
}

/** The moves that cost the most, largest first, at most `count`, each at least MIN_COST. */
export function costliest(costs: readonly MoveCost[], count = 3): MoveCost[] {
  return costs.filter((c) => c.regret >= MIN_COST - 1e-9).sort((a, b) => b.regret - a.regret || a.at - b.at).slice(0, count);
}

/** Points (a chance in 0..1) as whole percentage points, signed: "+4", "−17", "0". */
export function signedPoints(x: number): string {
  const n = Math.round(x * 100);
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}
