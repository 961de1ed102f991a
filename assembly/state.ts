// The position in linear memory, loaded from the input buffer, and made and unmade in
// place. This module is the only one that writes the position.
//
// Ranks are relative to the base rank (0..12). Piles are (top, length) runs; foundations
// are heights; reserve and stock are fixed sequences with a cursor; the waste is a stack of
// stock indices (plus a bitmask of the indices it holds, for the key).
import {
  DST_FOUNDATION, DST_PILE, FOUNDATIONS, IN_BYTES, IN_FOUNDATIONS, IN_PILE_LENGTHS, IN_PILE_TOPS,
  IN_RESERVE, IN_RESERVE_COUNT, IN_STOCK, IN_STOCK_LENGTH, IN_WASTE_SIZE, LOAD_BAD_FOUNDATION,
  LOAD_BAD_PILE, LOAD_BAD_RESERVE_COUNT, LOAD_BAD_RESERVE_RANK, LOAD_BAD_STOCK_LENGTH,
  LOAD_BAD_STOCK_RANK, LOAD_OK, OUT_MOVES, PILES, RANKS,
  RESERVE_MAX, SRC_DEAL, SRC_PILE, SRC_RESERVE, SRC_WASTE, STOCK_MAX,
} from './abi';
import { moveDst, moveSrc } from './moveCode';
import { zeros } from './fresh';

/** The bridge writes positions here (layout in abi.ts). */
export const inbuf = zeros<u8>(IN_BYTES);
/** Move codes (u16) out: a winning line or a move list. */
export const outbuf = zeros<u16>(OUT_MOVES);

export const res = zeros<i32>(RESERVE_MAX); // reserve ranks, removal order
export let resN: i32 = 0;
export let resPos: i32 = 0; // reserve cards gone
export const stk = zeros<i32>(STOCK_MAX); // the load-time waste, then the stock
export let stkN: i32 = 0;
export let stkPos: i32 = 0; // cards dealt
export const wst = zeros<i32>(STOCK_MAX); // waste stack of stock indices
export let wN: i32 = 0;
export let wm0: u64 = 0; // bitmask of stock indices currently in the waste (0..63)
export let wm1: u64 = 0; // (64..77)
export const fnd = zeros<i32>(FOUNDATIONS);
export let fTotal: i32 = 0; // cards on foundations
export const ptop = zeros<i32>(PILES);
/** Counts loadPosition calls, so that tables built from a loaded position know when to rebuild. */
export let loads: u32 = 0;
export const plen = zeros<i32>(PILES);

/** The waste's stock indices by rank, as two bitmasks per rank like wm0/wm1 (the restriction bound reads them). */
export const wRank0 = zeros<u64>(RANKS);
export const wRank1 = zeros<u64>(RANKS);

@inline function setWaste(idx: i32): void {
  const y = unchecked(stk[idx]);
  if (idx < 64) {
    wm0 |= (<u64>1) << <u64>idx;
    unchecked((wRank0[y] |= (<u64>1) << <u64>idx));
  } else {
    wm1 |= (<u64>1) << <u64>(idx - 64);
    unchecked((wRank1[y] |= (<u64>1) << <u64>(idx - 64)));
  }
}
@inline function clearWaste(idx: i32): void {
  const y = unchecked(stk[idx]);
  if (idx < 64) {
    wm0 &= ~((<u64>1) << <u64>idx);
    unchecked((wRank0[y] &= ~((<u64>1) << <u64>idx)));
  } else {
    wm1 &= ~((<u64>1) << <u64>(idx - 64));
    unchecked((wRank1[y] &= ~((<u64>1) << <u64>(idx - 64))));
  }
}

/** Index of the lowest foundation that accepts relative rank x, or -1. */
@inline export function foundationFor(x: i32): i32 {
  const f1 = unchecked(fnd[0]);
  if (f1 < RANKS) return x == f1 ? 0 : -1;
  for (let i = 1; i < FOUNDATIONS; i++) if (unchecked(fnd[i]) == x) return i;
  return -1;
}

/** The rank on top of the waste (the waste must not be empty). */
@inline export function wasteTop(): i32 {
  return unchecked(stk[unchecked(wst[wN - 1])]);
}

/** Pile i as one number: 0 for a space, else 1 + 13·top + (length − 1). */
@inline export function pileCode(i: i32): i32 {
  const l = unchecked(plen[i]);
  return l == 0 ? 0 : 1 + unchecked(ptop[i]) * RANKS + (l - 1);
}

/** Loads the position in `inbuf`. Returns LOAD_OK, or the LOAD_BAD_* code of the first bad field. */
export function loadPosition(): i32 {
  resN = <i32>unchecked(inbuf[IN_RESERVE_COUNT]);
  if (resN > RESERVE_MAX) return LOAD_BAD_RESERVE_COUNT;
  resPos = 0;
  for (let i = 0; i < resN; i++) {
    const r = <i32>unchecked(inbuf[IN_RESERVE + i]);
    if (r >= RANKS) return LOAD_BAD_RESERVE_RANK;
    unchecked((res[i] = r));
  }
  fTotal = 0;
  for (let i = 0; i < FOUNDATIONS; i++) {
    const h = <i32>unchecked(inbuf[IN_FOUNDATIONS + i]);
    if (h > RANKS) return LOAD_BAD_FOUNDATION;
    unchecked((fnd[i] = h));
    fTotal += h;
  }
  for (let i = 0; i < PILES; i++) {
    const t = <i32>unchecked(inbuf[IN_PILE_TOPS + i]);
    const l = <i32>unchecked(inbuf[IN_PILE_LENGTHS + i]);
    if (l > 0 && (t >= RANKS || t + l > RANKS || (t == 0 && l != 1))) return LOAD_BAD_PILE;
    unchecked((ptop[i] = l > 0 ? t : 0));
    unchecked((plen[i] = l));
  }
  stkN = <i32>unchecked(inbuf[IN_STOCK_LENGTH]);
  const w = <i32>unchecked(inbuf[IN_WASTE_SIZE]);
  if (stkN > STOCK_MAX || w > stkN) return LOAD_BAD_STOCK_LENGTH;
  for (let i = 0; i < stkN; i++) {
    const r = <i32>unchecked(inbuf[IN_STOCK + i]);
    if (r >= RANKS) return LOAD_BAD_STOCK_RANK;
    unchecked((stk[i] = r));
  }
  wm0 = 0;
  wm1 = 0;
  for (let y = 0; y < RANKS; y++) {
    unchecked((wRank0[y] = 0));
    unchecked((wRank1[y] = 0));
  }
  wN = 0;
  for (let i = 0; i < w; i++) {
    unchecked((wst[wN++] = i));
    setWaste(i);
  }
  stkPos = w;
  loads++;
  return LOAD_OK;
}

/** The rank of the card a move takes from `src` (not a deal). */
@inline export function cardOf(src: i32): i32 {
  if (src == SRC_WASTE) return wasteTop();
  if (src == SRC_RESERVE) return unchecked(res[resPos]);
  return unchecked(ptop[src - SRC_PILE]);
}

/** Plays move `code`; returns the undo word (foundation index | waste stock index << 4). */
export function doMove(code: i32): i32 {
  const src = moveSrc(code);
  const dst = moveDst(code);
  if (src == SRC_DEAL) {
    unchecked((wst[wN++] = stkPos));
    setWaste(stkPos);
    stkPos++;
    return 0;
  }
  const x = cardOf(src);
  let undo: i32 = 0;
  if (src == SRC_WASTE) {
    const idx = unchecked(wst[--wN]);
    clearWaste(idx);
    undo = idx << 4;
  } else if (src == SRC_RESERVE) {
    resPos++;
  } else {
    const i = src - SRC_PILE;
    const l = unchecked(plen[i]) - 1;
    unchecked((plen[i] = l));
    unchecked((ptop[i] = l > 0 ? x + 1 : 0));
  }
  if (dst == DST_FOUNDATION) {
    const fi = foundationFor(x);
    unchecked((fnd[fi] = fnd[fi] + 1));
    fTotal++;
    undo |= fi;
  } else {
    const j = dst - DST_PILE;
    unchecked((ptop[j] = x));
    unchecked((plen[j] = plen[j] + 1));
  }
  return undo;
}

/** Takes back move `code`, given the undo word `doMove` returned for it. */
export function undoMove(code: i32, undo: i32): void {
  const src = moveSrc(code);
  const dst = moveDst(code);
  if (src == SRC_DEAL) {
    stkPos--;
    wN--;
    clearWaste(stkPos);
    return;
  }
  let x: i32;
  if (dst == DST_FOUNDATION) {
    const fi = undo & 15;
    const h = unchecked(fnd[fi]) - 1;
    unchecked((fnd[fi] = h));
    fTotal--;
    x = h;
  } else {
    const j = dst - DST_PILE;
    x = unchecked(ptop[j]);
    const l = unchecked(plen[j]) - 1;
    unchecked((plen[j] = l));
    unchecked((ptop[j] = l > 0 ? x + 1 : 0));
  }
  if (src == SRC_WASTE) {
    const idx = undo >> 4;
    unchecked((wst[wN++] = idx));
    setWaste(idx);
  } else if (src == SRC_RESERVE) {
    resPos--;
  } else {
    const i = src - SRC_PILE;
    unchecked((ptop[i] = x));
    unchecked((plen[i] = plen[i] + 1));
  }
}
