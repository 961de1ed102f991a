// The fair player's game state: a fixed block of bytes in linear memory, so a rollout
// starts from a copy (one memory.copy) instead of the solver's make/unmake.
//
// Ranks are relative to the base rank (0..12). A tableau pile is a descending run, so
// (top, length) says it all; a foundation is a height. Reserve, stock and waste are
// stacks whose last byte is the top. In a view (fairLoad) the hidden bytes — under the
// reserve's top, the stock — are unknown; a determinization fills them (sample.ts).

import { CARDS, DST_FOUNDATION, DST_PILE, FOUNDATIONS, MOVE_DEAL, PILES, RANKS, RESERVE_MAX, SRC_DEAL, SRC_PILE, SRC_RESERVE, SRC_WASTE, STOCK_MAX } from '../abi';
import { moveCode, moveDst, moveSrc } from '../moveCode';
import { O_F, O_FT, O_LEN, O_RES, O_RN, O_SN, O_STK, O_TOP, O_WN, O_WST, STATE_BYTES } from './abi';

@inline export function get(s: usize, o: i32): i32 {
  return <i32>load<u8>(s + <usize>o);
}
@inline export function put(s: usize, o: i32, v: i32): void {
  store<u8>(s + <usize>o, <u8>v);
}

@inline export function copyState(dst: usize, src: usize): void {
  memory.copy(dst, src, <usize>STATE_BYTES);
}

@inline export function restricted(s: usize): bool {
  return get(s, O_F) < RANKS;
}

/** The lowest foundation that accepts relative rank x, or -1 (the restriction included). */
export function foundationFor(s: usize, x: i32): i32 {
  const f1 = get(s, O_F);
  if (f1 < RANKS) return x == f1 ? 0 : -1;
  for (let i = 1; i < FOUNDATIONS; i++) if (get(s, O_F + i) == x) return i;
  return -1;
}

/** The card a source would play (a move code's source, not a deal), or -1. */
export function sourceCard(s: usize, src: i32): i32 {
  if (src == SRC_WASTE) {
    const n = get(s, O_WN);
    return n > 0 ? get(s, O_WST + n - 1) : -1;
  }
  if (src == SRC_RESERVE) {
    const n = get(s, O_RN);
    return n > 0 ? get(s, O_RES + n - 1) : -1;
  }
  const i = src - SRC_PILE;
  return get(s, O_LEN + i) > 0 ? get(s, O_TOP + i) : -1;
}

/** Whether pile j (0-based) accepts card x from source src (never the reserve). */
export function pileAccepts(s: usize, src: i32, j: i32, x: i32): bool {
  if (src == SRC_RESERVE || src == SRC_PILE + j) return false;
  if (get(s, O_LEN + j) == 0) return src == SRC_WASTE && (x == 0 || !restricted(s));
  const y = get(s, O_TOP + j);
  return y != 0 && x != 0 && y == x + 1;
}

/** Plays a legal move. */
export function applyMove(s: usize, code: i32): void {
  const src = moveSrc(code);
  const dst = moveDst(code);
  if (src == SRC_DEAL) {
    const n = get(s, O_SN) - 1;
    const w = get(s, O_WN);
    put(s, O_WST + w, get(s, O_STK + n));
    put(s, O_WN, w + 1);
    put(s, O_SN, n);
    return;
  }
  const x = sourceCard(s, src);
  if (src == SRC_WASTE) put(s, O_WN, get(s, O_WN) - 1);
  else if (src == SRC_RESERVE) put(s, O_RN, get(s, O_RN) - 1);
  else {
    const i = src - SRC_PILE;
    const l = get(s, O_LEN + i) - 1;
    put(s, O_LEN + i, l);
    put(s, O_TOP + i, l > 0 ? x + 1 : 0);
  }
  if (dst == DST_FOUNDATION) {
    const f = foundationFor(s, x);
    put(s, O_F + f, get(s, O_F + f) + 1);
    put(s, O_FT, get(s, O_FT) + 1);
  } else {
    const j = dst - DST_PILE;
    put(s, O_LEN + j, get(s, O_LEN + j) + 1);
    put(s, O_TOP + j, x);
  }
}

/** Writes every legal move's code into `out` (in the engine's canonical order); returns how many. */
export function listMoves(s: usize, out: StaticArray<i32>): i32 {
  let n = 0;
  if (get(s, O_SN) > 0) unchecked((out[n++] = MOVE_DEAL));
  for (let src = SRC_WASTE; src < SRC_PILE + PILES; src++) {
    const x = sourceCard(s, src);
    if (x < 0) continue;
    if (foundationFor(s, x) >= 0) unchecked((out[n++] = moveCode(src, DST_FOUNDATION)));
    if (src == SRC_RESERVE) continue;
    for (let j = 0; j < PILES; j++) if (pileAccepts(s, src, j, x)) unchecked((out[n++] = moveCode(src, DST_PILE + j)));
  }
  return n;
}

@inline export function won(s: usize): bool {
  return get(s, O_FT) == CARDS;
}

/**
 * Checks a view just written into `s` and counts its cards of each rank into `seen`
 * (RANKS slots). Returns 0, or a negative code naming what is wrong.
 */
export function checkView(s: usize, seen: StaticArray<i32>): i32 {
  for (let r = 0; r < RANKS; r++) unchecked((seen[r] = 0));
  const rn = get(s, O_RN);
  if (rn > RESERVE_MAX) return -1;
  if (rn > 0) {
    const t = get(s, O_RES + rn - 1);
    if (t >= RANKS) return -2;
    unchecked(seen[t]++);
  }
  let ft = 0;
  for (let i = 0; i < FOUNDATIONS; i++) {
    const h = get(s, O_F + i);
    if (h > RANKS || (i > 0 && h > 0 && get(s, O_F) < RANKS)) return -3;
    for (let r = 0; r < h; r++) unchecked(seen[r]++);
    ft += h;
  }
  put(s, O_FT, ft);
  for (let i = 0; i < PILES; i++) {
    const t = get(s, O_TOP + i);
    const l = get(s, O_LEN + i);
    if (l == 0) continue;
    if (t >= RANKS || t + l > RANKS || (t == 0 && l != 1)) return -4;
    for (let r = t; r < t + l; r++) unchecked(seen[r]++);
  }
  const sn = get(s, O_SN);
  const wn = get(s, O_WN);
  if (sn + wn > STOCK_MAX) return -5;
  for (let i = 0; i < wn; i++) {
    const r = get(s, O_WST + i);
    if (r >= RANKS) return -6;
    unchecked(seen[r]++);
  }
  let total = 0;
  for (let r = 0; r < RANKS; r++) {
    if (unchecked(seen[r]) > FOUNDATIONS) return -7;
    total += unchecked(seen[r]);
  }
  const hidden = (rn > 0 ? rn - 1 : 0) + sn;
  if (total + hidden != CARDS) return -8;
  return 0;
}
