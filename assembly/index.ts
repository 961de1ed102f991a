// The Plot solver: a resumable depth-first search over positions held in linear memory.
//
// Design (see docs/solver.md for the long form):
// - Ranks are relative to the base rank (0..12). Piles are (top, length) runs; foundations
//   are heights; reserve and stock are fixed sequences with a cursor; the waste is a stack
//   of stock indices (plus a bitmask of the indices it holds, for the key).
// - The search is iterative (explicit frames), so JavaScript can run it in slices, check
//   the clock, report progress and cancel between slices. Nothing is allocated per node:
//   every buffer below is allocated once when the module starts (or when the table is
//   resized by `configure`).
// - The transposition table stores positions proven lost, under the full canonical
//   key (no hash-only matches), so a hit is always a true loss; and open records (nodes
//   that finished leaning on an ancestor, Tarjan-style), never read as losses.

// ---------------------------------------------------------------------------------------
// Constants and flags

const NP: i32 = 12;
const NF: i32 = 8;
const MAXD: i32 = 1024;
const MAXM: i32 = 160;

/** Flags for `start` (bit set = feature switched OFF; used by the tests). */
export const FLAG_NO_TT: u32 = 1;
export const FLAG_NO_SAFE: u32 = 2;
export const FLAG_NO_RESERVE_BOUND: u32 = 4;
export const FLAG_NO_SYMMETRY: u32 = 8;
/** The f1 bound is OFF unless this flag is set (it costs ~40% of the node rate and rarely fires). */
export const FLAG_F1_BOUND: u32 = 16;
export const FLAG_NO_DEAD_BOUND: u32 = 32;
export const FLAG_NO_DEAL_ORDER: u32 = 64;
/** Switches off the open-region records (finished nodes that leaned on an ancestor; see `run`). */
export const FLAG_NO_OPEN: u32 = 128;

/** Status codes returned by `run`. */
export const ST_RUNNING: i32 = 0;
export const ST_WIN: i32 = 1;
export const ST_LOSS: i32 = 2;
export const ST_UNKNOWN: i32 = 3; // search finished but some branch was cut (depth cap)

const LOW_INF: i32 = 0x7fffffff;

// ---------------------------------------------------------------------------------------
// Input / output buffers (the bridge writes positions here)

// Input layout (bytes):
//  [0] reserve count R (0..13); [1..13] reserve ranks, top first (removal order)
//  [14..21] foundation heights f1..f8
//  [22..33] pile tops t1..t12; [34..45] pile lengths (0 = space)
//  [46] stock length S (waste + remaining stock, <= 78); [47] cards already dealt (waste size W)
//  [48..125] the virtual stock: the W waste cards bottom→top, then the stock in deal order
const inbuf = new StaticArray<u8>(128);
// Output: move codes (u16) of the winning line, or of a move list.
const outbuf = new StaticArray<u16>(2048);

export function inputPtr(): usize {
  return changetype<usize>(inbuf);
}
export function outputPtr(): usize {
  return changetype<usize>(outbuf);
}

// ---------------------------------------------------------------------------------------
// Position state

const res = new StaticArray<i32>(13);
let resN: i32 = 0;
let resPos: i32 = 0;
const stk = new StaticArray<i32>(78);
let stkN: i32 = 0;
let stkPos: i32 = 0;
const wst = new StaticArray<i32>(78); // waste stack of stock indices
let wN: i32 = 0;
let wm0: u64 = 0; // bitmask of stock indices currently in the waste (0..63)
let wm1: u64 = 0; // (64..77)
const fnd = new StaticArray<i32>(NF);
let fTotal: i32 = 0;
const ptop = new StaticArray<i32>(NP);
const plen = new StaticArray<i32>(NP);

// Move codes: (src << 4) | dst. src 0 = deal, 1 = waste, 2 = reserve, 3..14 = t1..t12.
// dst 0 = foundation ("f": the lowest-numbered one that accepts), 1..12 = t1..t12.
const SRC_DEAL: i32 = 0;
const SRC_W: i32 = 1;
const SRC_R: i32 = 2;
const SRC_T: i32 = 3;

@inline function setWaste(idx: i32): void {
  if (idx < 64) wm0 |= (<u64>1) << <u64>idx;
  else wm1 |= (<u64>1) << <u64>(idx - 64);
}
@inline function clearWaste(idx: i32): void {
  if (idx < 64) wm0 &= ~((<u64>1) << <u64>idx);
  else wm1 &= ~((<u64>1) << <u64>(idx - 64));
}

/** Index of the lowest foundation that accepts relative rank x, or -1. */
@inline function foundationFor(x: i32): i32 {
  const f1 = unchecked(fnd[0]);
  if (f1 < 13) return x == f1 ? 0 : -1;
  for (let i = 1; i < NF; i++) if (unchecked(fnd[i]) == x) return i;
  return -1;
}

/** Loads the position in `inbuf`. Returns 0 on success, or a negative error code. */
export function loadPosition(): i32 {
  resN = <i32>unchecked(inbuf[0]);
  if (resN > 13) return -1;
  resPos = 0;
  for (let i = 0; i < resN; i++) {
    const r = <i32>unchecked(inbuf[1 + i]);
    if (r > 12) return -2;
    unchecked((res[i] = r));
  }
  fTotal = 0;
  for (let i = 0; i < NF; i++) {
    const h = <i32>unchecked(inbuf[14 + i]);
    if (h > 13) return -3;
    unchecked((fnd[i] = h));
    fTotal += h;
  }
  for (let i = 0; i < NP; i++) {
    const t = <i32>unchecked(inbuf[22 + i]);
    const l = <i32>unchecked(inbuf[34 + i]);
    if (l > 0 && (t > 12 || t + l - 1 > 12 || (t == 0 && l != 1))) return -4;
    unchecked((ptop[i] = l > 0 ? t : 0));
    unchecked((plen[i] = l));
  }
  stkN = <i32>unchecked(inbuf[46]);
  const w = <i32>unchecked(inbuf[47]);
  if (stkN > 78 || w > stkN) return -5;
  for (let i = 0; i < stkN; i++) {
    const r = <i32>unchecked(inbuf[48 + i]);
    if (r > 12) return -6;
    unchecked((stk[i] = r));
  }
  wm0 = 0;
  wm1 = 0;
  wN = 0;
  for (let i = 0; i < w; i++) {
    unchecked((wst[wN++] = i));
    setWaste(i);
  }
  stkPos = w;
  return 0;
}

// ---------------------------------------------------------------------------------------
// Making and unmaking moves

@inline function cardOf(src: i32): i32 {
  if (src == SRC_W) return unchecked(stk[unchecked(wst[wN - 1])]);
  if (src == SRC_R) return unchecked(res[resPos]);
  return unchecked(ptop[src - SRC_T]);
}

/** Plays move `code`; returns the undo word (foundation index or waste stock index). */
function doMove(code: i32): i32 {
  const src = code >> 4;
  const dst = code & 15;
  if (src == SRC_DEAL) {
    unchecked((wst[wN++] = stkPos));
    setWaste(stkPos);
    stkPos++;
    return 0;
  }
  const x = cardOf(src);
  let undo: i32 = 0;
  if (src == SRC_W) {
    const idx = unchecked(wst[--wN]);
    clearWaste(idx);
    undo = idx << 4;
  } else if (src == SRC_R) {
    resPos++;
  } else {
    const i = src - SRC_T;
    const l = unchecked(plen[i]) - 1;
    unchecked((plen[i] = l));
    unchecked((ptop[i] = l > 0 ? x + 1 : 0));
  }
  if (dst == 0) {
    const fi = foundationFor(x);
    unchecked((fnd[fi] = fnd[fi] + 1));
    fTotal++;
    undo |= fi;
  } else {
    const j = dst - 1;
    unchecked((ptop[j] = x));
    unchecked((plen[j] = plen[j] + 1));
  }
  return undo;
}

function undoMove(code: i32, undo: i32): void {
  const src = code >> 4;
  const dst = code & 15;
  if (src == SRC_DEAL) {
    stkPos--;
    wN--;
    clearWaste(stkPos);
    return;
  }
  let x: i32;
  if (dst == 0) {
    const fi = undo & 15;
    const h = unchecked(fnd[fi]) - 1;
    unchecked((fnd[fi] = h));
    fTotal--;
    x = h;
  } else {
    const j = dst - 1;
    x = unchecked(ptop[j]);
    const l = unchecked(plen[j]) - 1;
    unchecked((plen[j] = l));
    unchecked((ptop[j] = l > 0 ? x + 1 : 0));
  }
  if (src == SRC_W) {
    const idx = undo >> 4;
    unchecked((wst[wN++] = idx));
    setWaste(idx);
  } else if (src == SRC_R) {
    resPos--;
  } else {
    const i = src - SRC_T;
    unchecked((ptop[i] = x));
    unchecked((plen[i] = plen[i] + 1));
  }
}

// ---------------------------------------------------------------------------------------
// Move generation

let flags: u32 = 0;

@inline function pileCode(i: i32): i32 {
  const l = unchecked(plen[i]);
  return l == 0 ? 0 : 1 + unchecked(ptop[i]) * 13 + (l - 1);
}

/**
 * Writes the legal moves at buffer offset `base` and returns their count.
 * With `reduce`, moves that lead to the same canonical position as an earlier one
 * (equal source piles, equal target piles, several spaces) are listed once: piles are
 * interchangeable, so the positions they reach are identical up to renumbering piles.
 */
function genMoves(buf: StaticArray<u16>, base: i32, reduce: bool, afterDeal: bool = false): i32 {
  let n = 0;
  const restricted = unchecked(fnd[0]) < 13;
  // reserve
  if (!afterDeal && resPos < resN) {
    if (foundationFor(unchecked(res[resPos])) >= 0) unchecked((buf[base + n++] = <u16>((SRC_R << 4) | 0)));
  }
  // waste
  if (wN > 0) {
    const x = unchecked(stk[unchecked(wst[wN - 1])]);
    const s = SRC_W << 4;
    if (foundationFor(x) >= 0) unchecked((buf[base + n++] = <u16>(s | 0)));
    let spaceDone = false;
    for (let j = 0; j < NP; j++) {
      const l = unchecked(plen[j]);
      if (l == 0) {
        if (restricted && x != 0) continue;
        if (reduce && spaceDone) continue;
        spaceDone = true;
        unchecked((buf[base + n++] = <u16>(s | (j + 1))));
      } else if (x >= 1 && unchecked(ptop[j]) == x + 1) {
        if (reduce && dupBefore(j)) continue;
        unchecked((buf[base + n++] = <u16>(s | (j + 1))));
      }
    }
  }
  // tableau (not right after a deal: see the deal-order rule in enter)
  for (let i = 0; i < NP; i++) {
    if (afterDeal) break;
    if (unchecked(plen[i]) == 0) continue;
    if (reduce && dupBefore(i)) continue;
    const x = unchecked(ptop[i]);
    const s = (SRC_T + i) << 4;
    if (foundationFor(x) >= 0) unchecked((buf[base + n++] = <u16>(s | 0)));
    if (x >= 1) {
      for (let j = 0; j < NP; j++) {
        if (j == i || unchecked(plen[j]) == 0 || unchecked(ptop[j]) != x + 1) continue;
        if (reduce && dupBeforeExcept(j, i)) continue;
        unchecked((buf[base + n++] = <u16>(s | (j + 1))));
      }
    }
  }
  if (stkPos < stkN) unchecked((buf[base + n++] = <u16>0));
  return n;
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
 * The safe foundation play, if any (RULES.md / engine `safeFoundationMoves`): a card of
 * relative rank x >= 1 once all eight foundations hold at least x cards (every card of
 * rank x-1 is up, so no copy of x is needed anywhere else and each copy has its own slot),
 * or, once f1 is complete, a base-rank card starting a new foundation. Returns a move
 * code or -1.
 */
function safeMove(): i32 {
  let minH = 13;
  for (let i = 0; i < NF; i++) minH = min(minH, unchecked(fnd[i]));
  const f1done = unchecked(fnd[0]) == 13;
  // reserve
  if (resPos < resN) {
    const x = unchecked(res[resPos]);
    if (isSafe(x, minH, f1done)) return (SRC_R << 4) | 0;
  }
  for (let i = 0; i < NP; i++) {
    if (unchecked(plen[i]) == 0) continue;
    const x = unchecked(ptop[i]);
    if (isSafe(x, minH, f1done)) return ((SRC_T + i) << 4) | 0;
  }
  if (wN > 0) {
    const x = unchecked(stk[unchecked(wst[wN - 1])]);
    if (isSafe(x, minH, f1done)) return (SRC_W << 4) | 0;
  }
  return -1;
}

@inline function isSafe(x: i32, minH: i32, f1done: bool): bool {
  if (x == 0) return f1done && foundationFor(0) >= 0;
  return x <= minH && foundationFor(x) >= 0;
}

// ---------------------------------------------------------------------------------------
// Loss bounds

const chainLast = new StaticArray<i32>(8);

/**
 * Reserve bound. Reserve cards leave in a fixed order and only to foundations. While f1
 * is incomplete only f1 can take them, and once f1 is complete it takes nothing, so the
 * reserve cards that go to f1 are a prefix of the remaining reserve, strictly increasing
 * from f1's next rank; the rest go to f2..f8, each foundation receiving a strictly
 * increasing subsequence above its current height. If no split into such chains exists,
 * no line can empty the reserve: the position is lost. The chain cover uses the greedy
 * rule (put each card on the chain with the highest last rank below it), which is optimal
 * for covering a sequence by increasing chains with given starting values (exchange
 * argument: any cover can be rearranged into the greedy one).
 */
function reserveFeasible(): bool {
  if (resPos >= resN) return true;
  const f1 = unchecked(fnd[0]);
  if (f1 == 13) return chainsCover(resPos, false);
  // try each prefix length for f1
  let last = f1 - 1;
  let p = resPos;
  while (true) {
    if (chainsCover(p, true)) return true;
    if (p >= resN) return false;
    const c = unchecked(res[p]);
    if (c <= last) return false;
    last = c;
    p++;
  }
  return false;
}

/** Can res[from..] be covered by increasing chains on f2..f8? `fresh`: all unstarted. */
function chainsCover(from: i32, fresh: bool): bool {
  for (let k = 1; k < NF; k++) unchecked((chainLast[k] = fresh ? -1 : unchecked(fnd[k]) - 1));
  for (let p = from; p < resN; p++) {
    const c = unchecked(res[p]);
    let best = -1;
    let bestV = -2;
    for (let k = 1; k < NF; k++) {
      const v = unchecked(chainLast[k]);
      if (v < c && v > bestV) {
        bestV = v;
        best = k;
      }
    }
    if (best < 0) return false;
    unchecked((chainLast[best] = c));
  }
  return true;
}

// f1 bound (the relaxed game while f1 is incomplete). See docs/solver.md for the proof.
//
// While the restriction holds, a card of relative rank y enters the tableau only onto a
// y+1 that is a pile top (1 <= y <= 11), or into a space if it is a base card. A rank-12
// card can never enter. So T(y), "a card of rank y can be in the tableau at some time
// before f1 is complete", satisfies T(12) = (a 12 is in the tableau now) and, for
// 1 <= y <= 11, T(y) = (a y is in the tableau now) or T(y+1). A stock or waste card of
// rank y >= 1 with T(y+1) false ("not parkable") can leave the waste, before f1 is
// complete, only by going to f1. The relaxed game keeps that rule and the order of the
// stock, the reserve and the waste stack for unparkable cards, and makes everything
// else free: every tableau card, and every parkable stock or waste card once dealt, is
// available to f1 at any time. Every real line that completes f1 maps to a relaxed line
// that completes f1 (same deals, same f1 plays from the corresponding places), so if
// the relaxed game cannot complete f1, the position is lost. The relaxed game is
// searched with a node cap; when the cap is hit the bound says nothing.

const rlxPark = new StaticArray<bool>(13);
const rlxFree = new StaticArray<i32>(13);
const rlxFirstPark = new StaticArray<i32>(13); // first remaining-stock offset of a parkable card of rank y
const rlxSeq = new StaticArray<i32>(160); // unparkable cards: waste (bottom→top) then stock, in order
const rlxSeqAt = new StaticArray<i32>(160); // for stock entries: stock offset at which it is dealt (-1: already in the waste)
const rlxGone = new StaticArray<bool>(160);
const rlxStock = new StaticArray<i32>(80); // remaining stock ranks
const rlxSeqOfOff = new StaticArray<i32>(80); // stock offset → index in rlxSeq, or -1 (parkable)
let rlxSeqN: i32 = 0;
let rlxStockN: i32 = 0;
let rlxNodes: i32 = 0;
const RLX_CAP: i32 = 300;
let rlxFired: u64 = 0;

/** Returns false when the relaxed game proves that f1 can never be completed. */
function f1Feasible(): bool {
  const h = unchecked(fnd[0]);
  if (h >= 13) return true;
  let inTab: u32 = 0;
  for (let r = 0; r < 13; r++) unchecked((rlxFree[r] = 0));
  for (let i = 0; i < NP; i++) {
    const l = unchecked(plen[i]);
    const t = unchecked(ptop[i]);
    for (let k = 0; k < l; k++) {
      inTab |= (<u32>1) << <u32>(t + k);
      unchecked((rlxFree[t + k] = rlxFree[t + k] + 1));
    }
  }
  let T = (inTab >> 12) & 1;
  unchecked((rlxPark[12] = false));
  for (let y = 11; y >= 1; y--) {
    unchecked((rlxPark[y] = T != 0));
    T = T | ((inTab >> <u32>y) & 1);
  }
  unchecked((rlxPark[0] = true));
  rlxSeqN = 0;
  for (let i = 0; i < wN; i++) {
    const y = unchecked(stk[unchecked(wst[i])]);
    if (unchecked(rlxPark[y])) unchecked((rlxFree[y] = rlxFree[y] + 1));
    else {
      unchecked((rlxSeq[rlxSeqN] = y));
      unchecked((rlxSeqAt[rlxSeqN] = -1));
      unchecked((rlxGone[rlxSeqN] = false));
      rlxSeqN++;
    }
  }
  for (let r = 0; r < 13; r++) unchecked((rlxFirstPark[r] = 1000));
  rlxStockN = 0;
  for (let i = stkPos; i < stkN; i++) {
    const y = unchecked(stk[i]);
    const off = rlxStockN;
    unchecked((rlxStock[rlxStockN++] = y));
    unchecked((rlxSeqOfOff[off] = unchecked(rlxPark[y]) ? -1 : rlxSeqN));
    if (unchecked(rlxPark[y])) {
      if (unchecked(rlxFirstPark[y]) > off) unchecked((rlxFirstPark[y] = off));
    } else {
      unchecked((rlxSeq[rlxSeqN] = y));
      unchecked((rlxSeqAt[rlxSeqN] = off));
      unchecked((rlxGone[rlxSeqN] = false));
      rlxSeqN++;
    }
  }
  rlxNodes = 0;
  return rlxGo(h, resPos, 0) != 0;
}

/** Index in rlxSeq of the unparkable waste top when `sp` stock cards are dealt, or -1. */
@inline function rlxTop(sp: i32): i32 {
  for (let i = rlxSeqN - 1; i >= 0; i--) {
    if (unchecked(rlxSeqAt[i]) >= sp) continue;
    if (!unchecked(rlxGone[i])) return i;
  }
  return -1;
}

/** The next unparkable card below index i that is still in the waste, or -1. */
@inline function rlxBelow(i: i32): i32 {
  let j = i - 1;
  while (j >= 0 && unchecked(rlxGone[j])) j--;
  return j;
}

/** 1: f1 can be completed (or the cap was hit), 0: it cannot. */
function rlxGo(h0: i32, rp0: i32, sp0: i32): i32 {
  let h = h0;
  let rp = rp0;
  let sp = sp0;
  if (++rlxNodes > RLX_CAP) return 1;
  // pops made in this frame, undone on return
  let result: i32 = 0;
  const popStart = rlxPopN;
  // the unparkable waste top (index in rlxSeq), kept up to date as cards are dealt and played
  let top = rlxTop(sp);
  while (true) {
    if (h == 13) {
      result = 1;
      break;
    }
    const resOk = rp < resN && unchecked(res[rp]) == h;
    const npOk = top >= 0 && unchecked(rlxSeq[top]) == h;
    if (resOk && npOk) {
      // two useful copies: try each
      if (rlxGo(h + 1, rp + 1, sp) != 0) {
        result = 1;
        break;
      }
      unchecked((rlxGone[top] = true));
      unchecked((rlxPops[rlxPopN++] = top));
      top = rlxBelow(top);
      h++;
      continue;
    }
    if (npOk) {
      // Playing the unparkable top now dominates dealing first (docs/solver.md).
      unchecked((rlxGone[top] = true));
      unchecked((rlxPops[rlxPopN++] = top));
      top = rlxBelow(top);
      h++;
      continue;
    }
    // A reserve copy (or else a free copy): play it now, or deal on first — a later
    // unparkable copy may be the better one to use, so both are tried.
    const free = resOk || unchecked(rlxFree[h]) > 0 || unchecked(rlxFirstPark[h]) < sp;
    if (free) {
      if (rlxGo(h + 1, resOk ? rp + 1 : rp, sp) != 0) {
        result = 1;
        break;
      }
      if (rlxNodes > RLX_CAP) {
        result = 1;
        break;
      }
    }
    if (sp >= rlxStockN) break;
    const k = unchecked(rlxSeqOfOff[sp]);
    if (k >= 0) top = k;
    sp++;
  }
  while (rlxPopN > popStart) unchecked((rlxGone[rlxPops[--rlxPopN]] = false));
  return result;
}
const rlxPops = new StaticArray<i32>(4096);
let rlxPopN: i32 = 0;

/**
 * A cheap filter for when to run the f1 bound after a deal (skipping it is always sound):
 * not when the card dealt is a base card or can go onto a pile right now.
 */
function dealtMayBury(): bool {
  if (wN == 0) return true;
  const y = unchecked(stk[unchecked(wst[wN - 1])]);
  if (y == 0) return false;
  if (y <= 11) for (let i = 0; i < NP; i++) if (unchecked(plen[i]) > 0 && unchecked(ptop[i]) == y + 1) return false;
  return true;
}

export function f1BoundHolds(): i32 {
  return f1Feasible() ? 1 : 0;
}
export function f1BoundFired(): f64 {
  return <f64>rlxFired;
}

// ---------------------------------------------------------------------------------------
// Transposition table: lost positions only, full keys.

let ttPtr: usize = 0;
let ttBuckets: u32 = 0; // power of two
let ttGen: u64 = 1;
let ttStores: u64 = 0;
const ENTRY: u32 = 32;
const WAYS: u32 = 4;

/** Sets the table size in bytes (rounded down to a power of two of 128-byte buckets). */
export function configure(bytes: f64): f64 {
  let b: u32 = 1;
  while (<f64>(b * 2) * <f64>(ENTRY * WAYS) <= bytes && b < (1 << 24)) b *= 2;
  if (b < 64) b = 64;
  if (b != ttBuckets) {
    // stub runtime: memory is never freed, so only grow
    if (b > ttBuckets) {
      // the open stack: one record (three key words) per four table entries. Allocated
      // before the table: the stub runtime grows memory by at least its current size, so a
      // small block after the table would double the module's memory.
      const cap = b * WAYS / 4;
      if (cap > openCap) {
        openPtr = heap.alloc(<usize>cap * 24);
        openCap = cap;
      }
      ttPtr = heap.alloc(<usize>b * <usize>(ENTRY * WAYS));
      memory.fill(ttPtr, 0, <usize>b * <usize>(ENTRY * WAYS));
      ttGen = 1;
    }
    ttBuckets = b;
  }
  return <f64>ttBuckets * <f64>(ENTRY * WAYS);
}

@inline function mix(a: u64, b: u64, c: u64): u64 {
  let h = a * 0x9e3779b97f4a7c15 ^ (b + 0x632be59bd9b4e019) * 0xbf58476d1ce4e5b9 ^ c * 0x94d049bb133111eb;
  h ^= h >> 31;
  h *= 0xd6e8feb86659fd93;
  h ^= h >> 32;
  return h;
}

// Entry meta word: generation << 40 | OPEN_BIT? | work (a lost entry: its subtree size) or
// open-stack index (an open entry: see `run`).
const OPEN_BIT: u64 = (<u64>1) << 39;
const WORK_MASK: u64 = OPEN_BIT - 1;

// The open stack: keys of finished nodes that leaned on an ancestor (see `run`).
let openPtr: usize = 0;
let openCap: u32 = 0;
let openTop: u32 = 0;
let openHits: u64 = 0;
let openClosed: u64 = 0;

/** How many times the current search used an open record (a diagnostic for the tests). */
export function openHitCount(): f64 {
  return <f64>openHits;
}
/** How many open records the current search turned into stored losses. */
export function openClosedCount(): f64 {
  return <f64>openClosed;
}

/** Is open-stack record `i` live and holding this key? */
@inline function openLive(i: u32, a: u64, b: u64, c: u64): bool {
  if (i >= openTop) return false;
  const r = openPtr + <usize>i * 24;
  return load<u64>(r) == a && load<u64>(r, 8) == b && load<u64>(r, 16) == c;
}

/** -2: stored lost; i >= 0: a live open record with index i; -1: neither. */
function ttProbe(a: u64, b: u64, c: u64): i32 {
  const bucket = ttPtr + <usize>(<u32>mix(a, b, c) & (ttBuckets - 1)) * <usize>(ENTRY * WAYS);
  let open: i32 = -1;
  for (let w: u32 = 0; w < WAYS; w++) {
    const e = bucket + <usize>(w * ENTRY);
    if (load<u64>(e) == a && load<u64>(e, 8) == b && load<u64>(e, 16) == c) {
      const meta = load<u64>(e, 24);
      if (meta >> 40 != ttGen) continue;
      if ((meta & OPEN_BIT) == 0) return -2;
      const i = <u32>(meta & WORK_MASK);
      if (openLive(i, a, b, c)) open = <i32>i;
    }
  }
  return open;
}

/** Stores a lost entry (`open` false) or an open entry with index `work` (`open` true). */
function ttStore(a: u64, b: u64, c: u64, work: u64, open: bool = false): void {
  const bucket = ttPtr + <usize>(<u32>mix(a, b, c) & (ttBuckets - 1)) * <usize>(ENTRY * WAYS);
  let victim: usize = bucket;
  let victimWork: u64 = 0xffffffffffffffff;
  for (let w: u32 = 0; w < WAYS; w++) {
    const e = bucket + <usize>(w * ENTRY);
    const meta = load<u64>(e, 24);
    if (meta >> 40 != ttGen) {
      victim = e;
      victimWork = 0;
      break;
    }
    if (load<u64>(e) == a && load<u64>(e, 8) == b && load<u64>(e, 16) == c) {
      // the same key (an open entry becoming lost): overwrite it
      victim = e;
      break;
    }
    let ew: u64 = meta & WORK_MASK;
    if ((meta & OPEN_BIT) != 0) {
      // a stale open record is worthless; a live one is kept before any lost entry
      ew = openLive(<u32>ew, load<u64>(e), load<u64>(e, 8), load<u64>(e, 16)) ? WORK_MASK : 0;
    }
    if (ew < victimWork) {
      victimWork = ew;
      victim = e;
    }
  }
  if (work > WORK_MASK) work = WORK_MASK;
  store<u64>(victim, a);
  store<u64>(victim, b, 8);
  store<u64>(victim, c, 16);
  store<u64>(victim, (ttGen << 40) | (open ? OPEN_BIT : 0) | work, 24);
  if (!open) ttStores++;
}

/** The deepest path node (depth < d) entered when the open stack was at most `i` high. */
function openOwner(i: u32, d: i32): i32 {
  let lo = 0;
  let hi = d - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (unchecked(frOpen[mid]) <= i) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export function ttBytes(): f64 {
  return <f64>ttBuckets * <f64>(ENTRY * WAYS);
}
export function ttStoreCount(): f64 {
  return <f64>ttStores;
}

// ---------------------------------------------------------------------------------------
// Canonical key: piles as a sorted multiset of (top, length) codes, the stock cursor, the
// reserve cursor and the waste bitmask. Foundations are not needed: every card not in the
// reserve, stock, waste or tableau is on a foundation, which fixes how many cards of each
// rank are up, hence the multiset of foundation heights; and f1 is the highest of them
// (it is complete before any other starts), so f1's height and the multiset of f2..f8
// heights follow too.

const sortBuf = new StaticArray<i32>(NP);
let keyA: u64 = 0;
let keyB: u64 = 0;
let keyC: u64 = 0;

function computeKey(): void {
  for (let i = 0; i < NP; i++) {
    const c = pileCode(i);
    let j = i;
    while (j > 0 && unchecked(sortBuf[j - 1]) > c) {
      unchecked((sortBuf[j] = sortBuf[j - 1]));
      j--;
    }
    unchecked((sortBuf[j] = c));
  }
  let a: u64 = 0;
  for (let i = 0; i < 8; i++) a |= (<u64>unchecked(sortBuf[i])) << (<u64>(i * 8));
  let b: u64 = 0;
  for (let i = 8; i < 12; i++) b |= (<u64>unchecked(sortBuf[i])) << (<u64>((i - 8) * 8));
  b |= (<u64>stkPos) << 32;
  b |= (<u64>resPos) << 39;
  b |= (wm1 & 0x3fff) << 43;
  b |= (<u64>1) << 63;
  keyA = a;
  keyB = b;
  keyC = wm0;
}

// ---------------------------------------------------------------------------------------
// Search frames

const mvBuf = new StaticArray<u16>(MAXD * MAXM);
const frN = new StaticArray<i32>(MAXD);
const frNext = new StaticArray<i32>(MAXD);
const frLow = new StaticArray<i32>(MAXD);
const frMade = new StaticArray<i32>(MAXD); // move made from this frame
const frUndo = new StaticArray<i32>(MAXD);
const frA = new StaticArray<u64>(MAXD);
const frB = new StaticArray<u64>(MAXD);
const frC = new StaticArray<u64>(MAXD);
const frNodes = new StaticArray<u64>(MAXD); // node count on entry (subtree work)
const frTT = new StaticArray<u8>(MAXD); // 1 when the move into this frame was tableau→tableau
const frRes = new StaticArray<u8>(MAXD); // reserve bound already checked on this line
const frDeal = new StaticArray<u8>(MAXD); // 1 when the move into this frame was a deal
const frOpen = new StaticArray<u32>(MAXD); // open-stack height when this node was expanded
const frF1 = new StaticArray<u8>(MAXD); // f1 bound need not be checked (a tableau move changes nothing it reads)
const scoreBuf = new StaticArray<i32>(MAXM);

let depth: i32 = 0;
let nodes: u64 = 0;
let pendingEnter: bool = false;
let truncated: bool = false;
let finished: i32 = ST_RUNNING;
let rng: u32 = 1;
let noise: i32 = 0;

@inline function nextRand(): u32 {
  let x = rng;
  x ^= x << 13;
  x ^= x >> 17;
  x ^= x << 5;
  rng = x;
  return x;
}

/**
 * Starts a new search of the loaded position. `seed` 0 gives the plain move order; other
 * seeds perturb it (restarts). The table keeps its lost positions across `restart` calls
 * of the same search, never across `start`.
 */
export function start(fl: u32): void {
  flags = fl;
  ttGen++;
  if (ttGen >= (<u64>1 << 24)) {
    memory.fill(ttPtr, 0, <usize>ttBuckets * <usize>(ENTRY * WAYS));
    ttGen = 1;
  }
  ttStores = 0;
  nodes = 0;
  depth = 0;
  truncated = false;
  finished = ST_RUNNING;
  pendingEnter = true;
  rng = 0x9e3779b9;
  noise = 0;
  unchecked((frRes[0] = 0));
  unchecked((frF1[0] = 0));
  unchecked((frDeal[0] = 0));
  unchecked((frTT[0] = 0));
  rlxFired = 0;
  maxOnFoundations = 0;
  openTop = 0;
  openHits = 0;
  openClosed = 0;
}

/** Unwinds to the root and searches again with a move order perturbed by `seed`. */
export function restart(seed: u32, noiseAmount: i32): void {
  while (depth > 0) {
    depth--;
    undoMove(unchecked(frMade[depth]), unchecked(frUndo[depth]));
  }
  rng = seed == 0 ? 0x9e3779b9 : seed;
  noise = noiseAmount;
  openTop = 0; // every open record belongs to a node that is now abandoned
  truncated = false;
  finished = ST_RUNNING;
  pendingEnter = true;
}

export function nodeCount(): f64 {
  return <f64>nodes;
}
export function lineLength(): i32 {
  return depth;
}

/** Heuristic score of a move (higher first). Documented in docs/solver.md. */
function scoreMove(code: i32): i32 {
  const src = code >> 4;
  const dst = code & 15;
  if (src == SRC_DEAL) return 200;
  if (dst == 0) {
    if (src == SRC_R) return 1100;
    if (src >= SRC_T) {
      // a tableau card to a foundation: better when it empties the pile
      return unchecked(plen[src - SRC_T]) == 1 ? 1050 : 1000;
    }
    return 990;
  }
  const j = dst - 1;
  if (src == SRC_W) {
    if (unchecked(plen[j]) == 0) return unchecked(stk[unchecked(wst[wN - 1])]) == 0 ? 600 : 150;
    return 500;
  }
  // tableau to tableau
  const i = src - SRC_T;
  if (unchecked(plen[i]) == 1) return 400; // makes a space
  return 50;
}

/** Enters the node at `depth` (the move into it is already made). */
// Returns: -2 expanded (frame ready), -3 win, or a low value to hand to the parent.
let maxOnFoundations: i32 = 0;
/** The most cards on foundations in any position of the current search (a diagnostic). */
export function maxFoundationCards(): i32 {
  return maxOnFoundations;
}

function enter(): i32 {
  nodes++;
  if (fTotal > maxOnFoundations) maxOnFoundations = fTotal;
  if (fTotal == 104) return -3;
  const d = depth;
  computeKey();
  const a = keyA;
  const b = keyB;
  const c = keyC;
  // Cycle check: only tableau→tableau moves can return to an earlier position (every
  // other move strictly advances (stock cursor, cards on foundations, -waste size)), so
  // only ancestors joined to this node by tableau→tableau moves need comparing.
  if (unchecked(frTT[d])) {
    let j = d - 1;
    while (j >= 0) {
      if (unchecked(frA[j]) == a && unchecked(frB[j]) == b && unchecked(frC[j]) == c) return j;
      if (!unchecked(frTT[j])) break;
      j--;
    }
  }
  // Deal-order rule. A deal changes only the waste, so any move not from the waste that is
  // legal right after a deal was legal right before it, leads to the same position if
  // played first ("deal, m" = "m, deal"), and leaves the deal legal. Swapping such pairs
  // (each swap moves a deal later, so it ends) turns any winning line into one where a
  // deal is followed only by a waste move or another deal. So right after a deal only
  // those are generated. Such a node answers a narrower question than the same position
  // reached otherwise, so its key carries a flag: its "lost" entries are kept apart, while
  // it may use the entry of the unflagged position (a true loss is a loss either way).
  // The search is then plain reachability in the graph of (position, flag) nodes, and the
  // table argument in `run` holds for it unchanged (see docs/solver.md).
  const afterDeal = unchecked(frDeal[d]) != 0 && (flags & FLAG_NO_DEAL_ORDER) == 0;
  const bFlagged = afterDeal ? b | ((<u64>1) << 62) : b;
  if ((flags & FLAG_NO_TT) == 0) {
    const p = ttProbe(a, bFlagged, c);
    if (p == -2) return LOW_INF;
    if (afterDeal && ttProbe(a, b, c) == -2) return LOW_INF;
    // An open record: this node was finished earlier inside the subtree of a path node
    // that is still open; lean on the deepest such node (see `run`).
    if (p >= 0 && (flags & FLAG_NO_OPEN) == 0) {
      openHits++;
      return openOwner(<u32>p, d);
    }
  }
  unchecked((frA[d] = a));
  unchecked((frB[d] = bFlagged));
  unchecked((frC[d] = c));
  unchecked((frNodes[d] = nodes));
  if (d >= MAXD - 1) {
    truncated = true;
    return -1;
  }
  // loss bounds
  if ((flags & FLAG_NO_RESERVE_BOUND) == 0 && !unchecked(frRes[d])) {
    if (!reserveFeasible()) {
      if ((flags & FLAG_NO_TT) == 0) ttStore(a, bFlagged, c, 1);
      return LOW_INF;
    }
  }
  if ((flags & FLAG_F1_BOUND) != 0 && !unchecked(frF1[d]) && unchecked(fnd[0]) < 13 && dealtMayBury()) {
    if (!f1Feasible()) {
      rlxFired++;
      if ((flags & FLAG_NO_TT) == 0) ttStore(a, bFlagged, c, 1);
      return LOW_INF;
    }
  }
  const base = d * MAXM;
  let n: i32 = 0;
  if ((flags & FLAG_NO_SAFE) == 0) {
    const s = safeMove();
    if (s >= 0) {
      unchecked((mvBuf[base] = <u16>s));
      n = 1;
    }
  }
  if (n == 0) {
    n = genMoves(mvBuf, base, (flags & FLAG_NO_SYMMETRY) == 0, afterDeal);
    if (n == 0) {
      if ((flags & FLAG_NO_TT) == 0) ttStore(a, bFlagged, c, 1);
      return LOW_INF;
    }
    // order: insertion sort by score (descending), with optional seeded noise
    for (let i = 0; i < n; i++) {
      const m = <i32>unchecked(mvBuf[base + i]);
      let s = scoreMove(m);
      if (noise > 0) s += <i32>(nextRand() % <u32>noise);
      let j = i;
      while (j > 0 && unchecked(scoreBuf[j - 1]) < s) {
        unchecked((scoreBuf[j] = scoreBuf[j - 1]));
        unchecked((mvBuf[base + j] = mvBuf[base + j - 1]));
        j--;
      }
      unchecked((scoreBuf[j] = s));
      unchecked((mvBuf[base + j] = <u16>m));
    }
  }
  unchecked((frN[d] = n));
  unchecked((frOpen[d] = openTop));
  unchecked((frNext[d] = 0));
  unchecked((frLow[d] = LOW_INF));
  return -2;
}

/**
 * Runs the search for at most `slice` more nodes. Returns ST_RUNNING when the slice is
 * spent (call again to continue), ST_WIN (the line is in the output buffer, length
 * `lineLength()`), ST_LOSS (proven), or ST_UNKNOWN (the space was exhausted but some
 * branch was cut by the depth cap, so nothing is proven).
 *
 * Soundness of the table (the argument in full is in docs/solver.md): a node's result
 * carries `low`, the shallowest ancestor on the current path that some branch below it
 * ran into (a cycle of tableau moves). A node is stored as lost only when low >= its own
 * depth, i.e. its whole subtree was explored without leaning on any position above it;
 * then every position reachable from it was either explored, a stored loss, or the node
 * itself, so no win is reachable from it. Nodes whose result leaned on an ancestor are
 * not stored as lost by themselves.
 *
 * Open records (docs/solver.md, "Open records"): a node that finishes with 0 <= low < d is
 * pushed on the open stack and entered in the table as open. Meeting it again, a node
 * leans on the deepest path node expanded when the stack was no higher than the record's
 * index (the record was made inside that node's subtree) instead of searching it again.
 * A node that finishes with low >= d stores itself and every record above its own stack
 * height as lost: all of them lie in its subtree, which leaned on nothing above it.
 */
export function run(slice: i32): i32 {
  if (finished != ST_RUNNING) return finished;
  const limit = nodes + <u64>(<u32>slice);
  while (true) {
    let ret: i32 = -2;
    if (pendingEnter) {
      if (nodes >= limit) return ST_RUNNING;
      pendingEnter = false;
      ret = enter();
      if (ret == -3) {
        for (let i = 0; i < depth && i < 2048; i++) unchecked((outbuf[i] = <u16>frMade[i]));
        finished = ST_WIN;
        return finished;
      }
    }
    if (ret == -2) {
      const d = depth;
      const k = unchecked(frNext[d]);
      if (k < unchecked(frN[d])) {
        unchecked((frNext[d] = k + 1));
        const m = <i32>unchecked(mvBuf[d * MAXM + k]);
        const u = doMove(m);
        unchecked((frMade[d] = m));
        unchecked((frUndo[d] = u));
        const src = m >> 4;
        const dst = m & 15;
        unchecked((frTT[d + 1] = src >= SRC_T && dst != 0 ? 1 : 0));
        // the reserve bound only changes when a foundation grows
        unchecked((frRes[d + 1] = dst == 0 && src != SRC_DEAL ? 0 : 1));
        // the f1 bound is checked after deals only: a deal is what buries cards (other
        // moves are caught at the next deal; skipping a check is always sound)
        unchecked((frF1[d + 1] = src == SRC_DEAL ? 0 : 1));
        unchecked((frDeal[d + 1] = src == SRC_DEAL ? 1 : 0));
        depth = d + 1;
        pendingEnter = true;
        continue;
      }
      // all children done
      const low = unchecked(frLow[d]);
      if (low >= d) {
        if ((flags & FLAG_NO_TT) == 0) {
          ttStore(unchecked(frA[d]), unchecked(frB[d]), unchecked(frC[d]), nodes - unchecked(frNodes[d]));
          // close this node's open region: every record pushed below it is lost too
          const from = unchecked(frOpen[d]);
          for (let i = from; i < openTop; i++) {
            const r = openPtr + <usize>i * 24;
            ttStore(load<u64>(r), load<u64>(r, 8), load<u64>(r, 16), 1);
          }
          openClosed += <u64>(openTop - from);
          openTop = from;
        }
        ret = LOW_INF;
      } else {
        // leaned on an ancestor: record it as open (not when the depth cap was hit: low < 0)
        if ((flags & (FLAG_NO_TT | FLAG_NO_OPEN)) == 0 && low >= 0 && openTop < openCap) {
          const r = openPtr + <usize>openTop * 24;
          store<u64>(r, unchecked(frA[d]));
          store<u64>(r, unchecked(frB[d]), 8);
          store<u64>(r, unchecked(frC[d]), 16);
          ttStore(unchecked(frA[d]), unchecked(frB[d]), unchecked(frC[d]), <u64>openTop, true);
          openTop++;
        }
        ret = low;
      }
    }
    // hand `ret` to the parent
    if (depth == 0) {
      finished = ret >= 0 && !truncated ? ST_LOSS : ST_UNKNOWN;
      return finished;
    }
    depth--;
    undoMove(unchecked(frMade[depth]), unchecked(frUndo[depth]));
    if (ret < unchecked(frLow[depth])) unchecked((frLow[depth] = ret));
  }
  return finished;
}

// ---------------------------------------------------------------------------------------
// Helpers for tests: move generation on the loaded position.

/** Lists the legal moves (all of them when `reduce` is 0) into the output buffer. */
export function listMoves(reduce: i32): i32 {
  return genMoves(outbuf, 0, reduce != 0);
}
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
