// The Plot solver, compiled to WebAssembly: this file is the module's export list, and the
// few small wrappers the bridge and the tests call on a loaded position (its moves, a move
// played and undone, each bound, the restriction bound's reuse along the search's path).
// Each job has its own file (docs/solver.md, "Where things are"):
//   abi.ts            the contract with TypeScript: buffer layout, move codes, flags, statuses
//   moveCode.ts       making and reading a move code (the solver's and the fair player's)
//   state.ts          the position in linear memory, loadPosition, make/unmake
//   moves.ts          move generation and ordering
//   safe.ts           the safe foundation play
//   bounds/reserve.ts the reserve bound
//   bounds/restriction.ts the restriction bound (can f1 still be completed?)
//   bounds/restrictionPath.ts what the search's path knows of it
//   key.ts            the canonical key
//   frames.ts         saving the search's frames around a probe
//   table.ts          the transposition table and the open stack
//   search.ts         the resumable search
//   fair/             the fair player (its contract in fair/abi.ts)
import { reserveFeasible } from './bounds/reserve';
import {
  computeThresholds, dealKeepsRestriction, leadDeals, moveKeepsRestriction, relaxedGaveUp, relaxedPass, restrictionFeasible,
  setTableauRanks, tableauFree, tableauShown, thr,
} from './bounds/restriction';
import { DST_FOUNDATION, RANKS, SRC_DEAL } from './abi';
import { computeKey } from './key';
import { moveDst, moveSrc } from './moveCode';
import { genMoves, orderMoves } from './moves';
import { safeMove } from './safe';
import { doMove, fnd, inbuf, outbuf, stk, stkPos, undoMove } from './state';
import { zeros } from './fresh';

export * from './abi';
export { loadPosition } from './state';
export { configure } from './table';
export { beginProbe, endProbe, lineLength, nodeCount, openClosedCount, openHitCount, run, start } from './search';

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
 * (no probe noise). The hints use it. Returns the count.
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
export function restrictionBoundHolds(): i32 {
  return restrictionFeasible(false) ? 1 : 0;
}

// The restriction bound's reuse in the search, for the tests (bounds/restrictionPath.ts):
// the bound on a position, then a move played, then what the search would conclude.
const parentThr = zeros<i32>(RANKS);
let parentFree: u32 = 0;
let parentShown: u32 = 0;
let parentLead: i32 = 0;
/** The restriction bound on the loaded position (f1 incomplete), remembered: 0 fails, 1 holds, 2 holds because the relaxed search gave up. */
export function restrictionParent(): i32 {
  computeKey();
  computeThresholds(false);
  for (let y = 0; y < RANKS; y++) unchecked((parentThr[y] = thr[y]));
  parentFree = tableauFree;
  parentShown = tableauShown;
  const ok = relaxedPass(unchecked(fnd[0]));
  parentLead = leadDeals;
  return !ok ? 0 : relaxedGaveUp() ? 2 : 1;
}
/** After restrictionParent and the move `code` played: 1 when the search would keep the parent's answer without a check. */
export function restrictionKept(code: i32): i32 {
  const src = moveSrc(code);
  const dst = moveDst(code);
  if (src != SRC_DEAL) return dst != DST_FOUNDATION && moveKeepsRestriction(src, dst) ? 1 : 0;
  return dealKeepsRestriction(unchecked(parentThr[unchecked(stk[stkPos - 1])]), parentLead) ? 1 : 0;
}
/** After restrictionParent and a deal: the relaxed game with the parent's thresholds (as the search plays it), as restrictionParent answers. */
export function restrictionWithParentThresholds(): i32 {
  for (let y = 0; y < RANKS; y++) unchecked((thr[y] = parentThr[y]));
  setTableauRanks(parentFree, parentShown);
  const ok = relaxedPass(unchecked(fnd[0]));
  return !ok ? 0 : relaxedGaveUp() ? 2 : 1;
}

// The fair player (docs/fair-play.md): its own compact state, policy and rollout search.
export * from './fair/abi';
export * from './fair/search';
