// Move generation and move ordering on the loaded position.
import { DST_FOUNDATION, DST_PILE, MOVE_DEAL, PILES, RANKS, SRC_DEAL, SRC_PILE, SRC_RESERVE, SRC_WASTE } from './abi';
import { moveCode, moveDst, moveSrc } from './moveCode';
import { fnd, foundationFor, pileCode, plen, ptop, res, resN, resPos, stkN, stkPos, wN, wasteTop } from './state';
import { zeros } from './fresh';

/** The most moves a position can have (a generous bound: every source to every pile). */
export const MAX_MOVES: i32 = 160;

@inline function code(src: i32, dst: i32): u16 {
  return <u16>moveCode(src, dst);
}

/** Is there a pile k < j with the same (top, length) as pile j? */
@inline function dupBefore(j: i32): bool {
  const c = pileCode(j);
  for (let k = 0; k < j; k++) if (pileCode(k) == c) return true;
  return false;
}
@inline function dupBeforeExcept(j: i32, ex: i32): bool {
  const c = pileCode(j);
  for (let k = 0; k < j; k++) if (k != ex && pileCode(k) == c) return true;
  return false;
}

/**
 * Writes the legal moves at buffer offset `base` and returns their count.
 * With `reduce`, moves that lead to the same canonical position as an earlier one
 * (equal source piles, equal target piles, several spaces) are listed once: piles are
 * interchangeable, so the positions they reach are identical up to renumbering piles.
 * With `afterDeal`, only waste moves and the deal (the deal-order rule, search.ts).
 */
export function genMoves(buf: StaticArray<u16>, base: i32, reduce: bool, afterDeal: bool = false): i32 {
  let n = 0;
  const restricted = unchecked(fnd[0]) < RANKS;
  // reserve
  if (!afterDeal && resPos < resN) {
    if (foundationFor(unchecked(res[resPos])) >= 0) unchecked((buf[base + n++] = code(SRC_RESERVE, DST_FOUNDATION)));
  }
  // waste
  if (wN > 0) {
    const x = wasteTop();
    if (foundationFor(x) >= 0) unchecked((buf[base + n++] = code(SRC_WASTE, DST_FOUNDATION)));
    let spaceDone = false;
    for (let j = 0; j < PILES; j++) {
      const l = unchecked(plen[j]);
      if (l == 0) {
        if (restricted && x != 0) continue;
        if (reduce && spaceDone) continue;
        spaceDone = true;
        unchecked((buf[base + n++] = code(SRC_WASTE, DST_PILE + j)));
      } else if (x >= 1 && unchecked(ptop[j]) == x + 1) {
        if (reduce && dupBefore(j)) continue;
        unchecked((buf[base + n++] = code(SRC_WASTE, DST_PILE + j)));
      }
    }
  }
  // tableau
  for (let i = 0; i < PILES; i++) {
    if (afterDeal) break;
    if (unchecked(plen[i]) == 0) continue;
    if (reduce && dupBefore(i)) continue;
    const x = unchecked(ptop[i]);
    if (foundationFor(x) >= 0) unchecked((buf[base + n++] = code(SRC_PILE + i, DST_FOUNDATION)));
    if (x >= 1) {
      for (let j = 0; j < PILES; j++) {
        if (j == i || unchecked(plen[j]) == 0 || unchecked(ptop[j]) != x + 1) continue;
        if (reduce && dupBeforeExcept(j, i)) continue;
        unchecked((buf[base + n++] = code(SRC_PILE + i, DST_PILE + j)));
      }
    }
  }
  if (stkPos < stkN) unchecked((buf[base + n++] = <u16>MOVE_DEAL));
  return n;
}

// ---------------------------------------------------------------------------------------
// Ordering. The scores are this module's own (docs/solver.md says in words what comes
// first); the hints ask for this order through `orderedMoves` in index.ts.

const SCORE_RESERVE_TO_FOUNDATION: i32 = 1100;
const SCORE_PILE_EMPTIED_TO_FOUNDATION: i32 = 1050;
const SCORE_PILE_TO_FOUNDATION: i32 = 1000;
const SCORE_WASTE_TO_FOUNDATION: i32 = 990;
const SCORE_WASTE_BASE_TO_SPACE: i32 = 600;
const SCORE_WASTE_TO_PILE: i32 = 500;
const SCORE_PILE_MOVE_MAKING_SPACE: i32 = 400;
const SCORE_DEAL: i32 = 200;
const SCORE_WASTE_TO_SPACE: i32 = 150;
const SCORE_PILE_MOVE: i32 = 50;

/** Heuristic score of a move (higher first). */
function scoreMove(m: i32): i32 {
  const src = moveSrc(m);
  const dst = moveDst(m);
  if (src == SRC_DEAL) return SCORE_DEAL;
  if (dst == DST_FOUNDATION) {
    if (src == SRC_RESERVE) return SCORE_RESERVE_TO_FOUNDATION;
    if (src >= SRC_PILE) {
      return unchecked(plen[src - SRC_PILE]) == 1 ? SCORE_PILE_EMPTIED_TO_FOUNDATION : SCORE_PILE_TO_FOUNDATION;
    }
    return SCORE_WASTE_TO_FOUNDATION;
  }
  const j = dst - DST_PILE;
  if (src == SRC_WASTE) {
    if (unchecked(plen[j]) == 0) return wasteTop() == 0 ? SCORE_WASTE_BASE_TO_SPACE : SCORE_WASTE_TO_SPACE;
    return SCORE_WASTE_TO_PILE;
  }
  return unchecked(plen[src - SRC_PILE]) == 1 ? SCORE_PILE_MOVE_MAKING_SPACE : SCORE_PILE_MOVE;
}

// Seeded move-order noise, for the search's probes.
let rng: u32 = 1;
let noise: i32 = 0;

/** Adds noise in [0, amount) to every score from now on (0: the plain order). */
export function setOrderNoise(seed: u32, amount: i32): void {
  rng = seed;
  noise = amount;
}

@inline function nextRand(): u32 {
  let x = rng;
  x ^= x << 13;
  x ^= x >> 17;
  x ^= x << 5;
  rng = x;
  return x;
}

const scoreBuf = zeros<i32>(MAX_MOVES);

/**
 * Sorts the n moves at `base` by score, highest first; `withNoise`: plus the probes' noise.
 * An insertion sort: without noise, moves of equal score keep their generated order.
 */
export function orderMoves(buf: StaticArray<u16>, base: i32, n: i32, withNoise: bool): void {
  for (let i = 0; i < n; i++) {
    const m = <i32>unchecked(buf[base + i]);
    let s = scoreMove(m);
    if (withNoise && noise > 0) s += <i32>(nextRand() % <u32>noise);
    let j = i;
    while (j > 0 && unchecked(scoreBuf[j - 1]) < s) {
      unchecked((scoreBuf[j] = scoreBuf[j - 1]));
      unchecked((buf[base + j] = buf[base + j - 1]));
      j--;
    }
    unchecked((scoreBuf[j] = s));
    unchecked((buf[base + j] = <u16>m));
  }
}
