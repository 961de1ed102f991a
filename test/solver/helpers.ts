// Shared by the solver tests: one solver core per test file (compiled from assembly/ when
// build/solver.wasm is missing), random positions from random play, and a move-code view.
import {
  type Card, type Move, type Position, type Rank,
  FOUNDATIONS, TABLEAU_PILES, dealFromNumber, dealPosition, legalMoves, play, positionFromSetup, relRank,
} from '../../src/engine';
import { loadSolver } from '../../src/solver/node';
import type { SolverCore } from '../../src/solver/core';
import { rng } from '../support/positions';

let corePromise: Promise<SolverCore> | undefined;
export const getCore = (): Promise<SolverCore> => (corePromise ??= loadSolver(8 * 1024 * 1024));

export function deal(n: number): Card[] {
  const d = dealFromNumber(n);
  if (!d.ok) throw new Error(d.error.message);
  return d.value;
}

/**
 * A position reached by random legal play from deal `n`: `steps` moves, preferring
 * non-deal moves two times in three so that the tableau and foundations change too.
 */
export function randomPlayed(n: number, steps: number, seed: number): { deal: Card[]; moves: Move[]; pos: Position } {
  const random = rng(seed);
  const d = deal(n);
  let pos = dealPosition(d);
  const moves: Move[] = [];
  for (let i = 0; i < steps; i++) {
    const legal = legalMoves(pos);
    if (legal.length === 0) break;
    const plays = legal.filter((m) => m.kind !== 'deal');
    const pick = plays.length > 0 && random(3) !== 0 ? plays[random(plays.length)] : legal[random(legal.length)];
    const next = play(pos, pick);
    if (!next.ok) throw new Error(next.error.message);
    pos = next.value;
    moves.push(pick);
  }
  return { deal: d, moves, pos };
}

/**
 * A small position after the restriction, built to be lost fairly often: the `off` cards
 * not on the foundations go mostly to the waste and the reserve (in random order), some
 * to the stock and a few onto tableau piles.
 */
export function randomTightPosition(seed: number, off: number, sortReserve = false): Position {
  const random = rng(seed);
  const base = (1 + random(13)) as Rank;
  const heights = Array<number>(FOUNDATIONS).fill(13);
  for (let missing = 0; missing < off; ) {
    const i = 1 + random(FOUNDATIONS - 1);
    if (heights[i] > 0) {
      heights[i]--;
      missing++;
    }
  }
  const pool = new Map<number, Card[]>();
  for (let c = 0; c < 104; c++) {
    const x = relRank(c % 52, base);
    pool.set(x, [...(pool.get(x) ?? []), c % 52]);
  }
  const draw = (x: number): Card => {
    const copies = pool.get(x)!;
    return copies.splice(random(copies.length), 1)[0];
  };
  const foundations = heights.map((h) => Array.from({ length: h }, (_, x) => draw(x)));
  const rest = [...pool.values()].flat();
  for (let i = rest.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [rest[i], rest[j]] = [rest[j], rest[i]];
  }
  const reserve: Card[] = [];
  const stock: Card[] = [];
  const waste: Card[] = [];
  const tableau: Card[][] = Array.from({ length: TABLEAU_PILES }, () => []);
  for (const c of rest) {
    const where = random(10);
    const x = relRank(c, base);
    if (where < 3 && reserve.length < 13) reserve.push(c);
    else if (where < 7) waste.push(c);
    else if (where < 8) stock.push(c);
    else {
      const fits = tableau.findIndex((p) => p.length > 0 && x !== 0 && relRank(p[p.length - 1], base) === x + 1);
      const empty = tableau.findIndex((p) => p.length === 0);
      const target = fits >= 0 ? fits : empty;
      if (target >= 0) tableau[target].push(c);
      else waste.push(c);
    }
  }
  // Sorted, the reserve comes off in falling order: every card wants its own foundation.
  if (sortReserve) reserve.sort((a, b) => relRank(a, base) - relRank(b, base));
  const valid = positionFromSetup({ base, reserve, foundations, tableau, stock, waste });
  if (!valid.ok) throw new Error(valid.error.message);
  return valid.value;
}
