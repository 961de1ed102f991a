// Shared by the solver tests: one solver core per test file (compiled from assembly/ when
// build/solver.wasm is missing), random positions from random play, restriction-phase
// positions (late ones, and those on winning lines), and the real game's f1 search.
import { type Card, type Move, type Position, dealFromNumber, dealPosition, legalMoves, play } from '../../src/engine';
import type { SolverCore } from '../../src/solver/search/core';
import type { SearchOptions } from '../../src/solver/search/search';
import { solvePosition } from '../../src/solver/search/solve';
import { bruteForceReaches } from '../support/bruteForce';
import { loadSolver } from '../../src/solver/node';
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


/** Random play from a deal, then deals until only `left` stock cards remain; undefined once f1 is complete. */
export function lateRestricted(n: number, steps: number, seed: number, left: number): Position | undefined {
  let p = randomPlayed(n, steps, seed).pos;
  while (p.stock.length > left && p.foundations[0].length < 13) {
    const next = play(p, { kind: 'deal' });
    if (!next.ok) throw new Error(next.error.message);
    p = next.value;
  }
  return p.foundations[0].length < 13 ? p : undefined;
}

/** Plain exhaustive search of the real game: can f1 be completed? undefined over the cap. */
export const realF1 = (start: Position, maxNodes: number): boolean | undefined =>
  bruteForceReaches(start, (p) => p.foundations[0].length === 13, maxNodes);

/** The positions with f1 incomplete along the winning lines the solver finds for deals 1..last (with `options`). */
export function restrictionPhaseOfWins(core: SolverCore, last: number, options: SearchOptions): { n: number; pos: Position }[] {
  const out: { n: number; pos: Position }[] = [];
  for (let n = 1; n <= last; n++) {
    let p = dealPosition(deal(n));
    const a = solvePosition(core, p, { maxNodes: 300_000, ...options });
    if (a.verdict !== 'win') continue;
    for (const m of a.line) {
      if (p.foundations[0].length === 13) break;
      out.push({ n, pos: p });
      const next = play(p, m);
      if (!next.ok) throw new Error(next.error.message);
      p = next.value;
    }
  }
  return out;
}
