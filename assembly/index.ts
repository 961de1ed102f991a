// The Plot solver, compiled to WebAssembly: this file is the module's export list only.
// Each job has its own file (docs/solver.md, "Where things are"):
//   abi.ts            the contract with TypeScript: buffer layout, move codes, flags, statuses
//   state.ts          the position in linear memory, loadPosition, make/unmake
//   moves.ts          move generation and ordering
//   safe.ts           the safe foundation play
//   bounds/reserve.ts the reserve bound
//   key.ts            the canonical key
//   table.ts          the transposition table and the open stack
//   search.ts         the resumable search
import { reserveFeasible } from './bounds/reserve';
import { genMoves, orderMoves } from './moves';
import { safeMove } from './safe';
import { doMove, inbuf, outbuf, undoMove } from './state';

export * from './abi';
export { loadPosition } from './state';
export { configure } from './table';
export { lineLength, nodeCount, openClosedCount, openHitCount, restart, run, start } from './search';

/** Where the bridge writes a position (abi.ts: IN_*). */
export function inputPtr(): usize {
  return changetype<usize>(inbuf);
}
/** Where move codes come out (u16 each, at most OUT_MOVES). */
export function outputPtr(): usize {
  return changetype<usize>(outbuf);
}

/** Lists the legal moves of the loaded position (one per canonical child when `reduce` is 1) into the output buffer; returns their count. */
export function listMoves(reduce: i32): i32 {
  return genMoves(outbuf, 0, reduce != 0);
}

/**
 * Lists every legal move of the loaded position in the order the search tries them: the
 * safe foundation play first when there is one, then the others by the move ordering
 * (no restart noise). The hints use it. Returns the count.
 */
export function orderedMoves(): i32 {
  const n = genMoves(outbuf, 0, false);
  orderMoves(outbuf, 0, n, false);
  const safe = safeMove();
  if (safe >= 0) {
    let i = 0;
    while (i < n && <i32>unchecked(outbuf[i]) != safe) i++;
    if (i < n) for (; i > 0; i--) unchecked((outbuf[i] = outbuf[i - 1]));
    unchecked((outbuf[0] = <u16>safe));
  }
  return n;
}

// For the tests: making moves, and each rule on its own.

/** Plays a move code on the loaded position; returns the undo word. */
export function play(code: i32): i32 {
  return doMove(code);
}
export function unplay(code: i32, undo: i32): void {
  undoMove(code, undo);
}
export function safeMoveCode(): i32 {
  return safeMove();
}
export function reserveBoundHolds(): i32 {
  return reserveFeasible() ? 1 : 0;
}

// The fair player (docs/fair-play.md): its own compact state, policy and rollout search.
export * from './fair/search';
