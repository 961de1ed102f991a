import { type Position, legalMoves, play } from '../../src/engine';

/** The number of distinct legal move sequences of length `depth` (chess engines' perft). */
export function perft(pos: Position, depth: number): number {
  const moves = legalMoves(pos);
  if (depth <= 1) return depth === 1 ? moves.length : 1;
  let total = 0;
  for (const move of moves) {
    const next = play(pos, move);
    if (!next.ok) throw new Error(next.error.message);
    total += perft(next.value, depth - 1);
  }
  return total;
}
