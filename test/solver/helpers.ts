// Shared by the solver tests: one solver core per test file (compiled from assembly/ when
// build/solver.wasm is missing), random positions from random play, and a move-code view.
import { type Card, type Move, type Position, dealFromNumber, dealPosition, legalMoves, play } from '../../src/engine';
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

