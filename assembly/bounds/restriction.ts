// The restriction bound: can f1 still be completed? (docs/solver.md, pruning rule 4, has
// the argument in full; src/solver/f1relax.ts searches the same relaxed game exhaustively
// and the tests compare the two.)
//
// While f1 is incomplete only f1 takes cards. Three facts bound what it can get:
// - Pile reach: a pile's cards from its reach down never leave the pile (the least
//   fixpoint of "the card m showing may leave when f1 may still take it, m >= h, or when
//   another pile, neither a space nor a base card, reaches m + 1").
// - Parking thresholds: a waste card of rank y leaves the waste only to f1 or onto a pile
//   top y + 1, which cannot exist before the stock cursor reaches E(y + 1).
// - The waste is a stack, the reserve and the stock fixed sequences.
// The relaxed game keeps those and frees everything else (every tableau card above its
// pile's reach, every waste card once it may be parked). In it, parking at once, playing
// to f1 at once (the reserve or the stack before a free card) and dealing only when
// nothing else can be done lose nothing, so it is decided by one greedy pass, branching
// only when the reserve top and the stack top are both the rank f1 needs.
import { PILES, RANKS, STOCK_MAX } from '../abi';
import { fnd, plen, ptop, res, resN, resPos, stk, stkN, stkPos, wN, wst } from '../state';

const NEVER: i32 = 1 << 20;

const reach = new StaticArray<i32>(PILES);
const thr = new StaticArray<i32>(RANKS);
const stack = new StaticArray<i32>(STOCK_MAX);

/**
 * Sets reach[i] for every pile: the rank of its first card from the top that can never
 * leave the pile while f1 is incomplete, or bottom + 1 when every card may (-1: a space).
 */
function computeReach(h: i32): void {
  for (let i = 0; i < PILES; i++) unchecked((reach[i] = unchecked(plen[i]) > 0 ? unchecked(ptop[i]) : -1));
  let changed = true;
  while (changed) {
    changed = false;
    for (let i = 0; i < PILES; i++) {
      const t = unchecked(ptop[i]);
      const l = unchecked(plen[i]);
      if (l == 0 || t == 0) continue;
      const m = unchecked(reach[i]);
      if (m > t + l - 1) continue;
      let leaves = m >= h;
      if (!leaves && m <= RANKS - 2) {
        for (let j = 0; j < PILES; j++) {
          if (j != i && unchecked(plen[j]) > 0 && unchecked(ptop[j]) > 0 && unchecked(reach[j]) > m) {
            leaves = true;
            break;
          }
        }
      }
      if (leaves) {
        unchecked((reach[i] = m + 1));
        changed = true;
      }
    }
  }
}

/**
 * Is the restriction phase over or may f1 still be completed? false: no line completes f1,
 * so the position is lost (docs/solver.md, rule 4).
 */
export function restrictionFeasible(): bool {
  const h = unchecked(fnd[0]);
  if (h >= RANKS) return true;
  computeReach(h);
  // shown: ranks an original tableau card may show as a pile top; free: tableau ranks that may leave
  let shown: u32 = 0;
  let free: u32 = 0;
  for (let i = 0; i < PILES; i++) {
    const l = unchecked(plen[i]);
    if (l == 0) continue;
    const t = unchecked(ptop[i]);
    const r = unchecked(reach[i]);
    const lastShown = min(r, t + l - 1);
    for (let y = t; y <= lastShown; y++) shown |= (<u32>1) << <u32>y;
    for (let y = t; y < r; y++) free |= (<u32>1) << <u32>y;
  }
  // E(y): the stock cursor is at least E(y) whenever a y is a pile top (a y enters the
  // tableau only from the waste onto a y + 1); a waste y may be parked once the cursor
  // reaches E(y + 1): thr[y].
  let inWaste: u32 = 0;
  for (let k = 0; k < wN; k++) inWaste |= (<u32>1) << <u32>unchecked(stk[unchecked(wst[k])]);
  let e: i32 = (shown >> 12) & 1 ? 0 : NEVER; // E(12)
  unchecked((thr[12] = NEVER));
  for (let y = RANKS - 2; y >= 1; y--) {
    unchecked((thr[y] = e)); // E(y + 1)
    if ((shown >> <u32>y) & 1) {
      e = 0;
      continue;
    }
    let d = NEVER;
    if ((inWaste >> <u32>y) & 1) d = stkPos;
    else {
      for (let k = stkPos; k < stkN; k++) {
        if (unchecked(stk[k]) == y) {
          d = k + 1;
          break;
        }
      }
    }
    e = max(e, d);
  }
  unchecked((thr[0] = 0));
  // the waste: cards that may be parked now are free, the others form the stack
  let n = 0;
  for (let k = 0; k < wN; k++) {
    const y = unchecked(stk[unchecked(wst[k])]);
    if (unchecked(thr[y]) <= stkPos) free |= (<u32>1) << <u32>y;
    else unchecked((stack[n++] = y));
  }
  return relaxedCompletes(h, resPos, stkPos, free, n);
}

/**
 * The greedy pass over the relaxed game (docs/solver.md, rule 4, proves that it loses
 * nothing): discard dead stack tops (below f1's next rank) and park the stack top while
 * it may be parked; play to f1 from the reserve, else the stack, else a free card; else deal.
 */
function relaxedCompletes(h0: i32, rp0: i32, sp0: i32, free0: u32, n0: i32): bool {
  let h = h0;
  let rp = rp0;
  let sp = sp0;
  let free = free0;
  let n = n0;
  while (h < RANKS) {
    while (n > 0) {
      const y = unchecked(stack[n - 1]);
      if (y >= h) {
        if (unchecked(thr[y]) > sp) break;
        free |= (<u32>1) << <u32>y;
      }
      n--;
    }
    if (rp < resN && unchecked(res[rp]) == h) {
      rp++;
      h++;
    } else if (n > 0 && unchecked(stack[n - 1]) == h) {
      n--;
      h++;
    } else if ((free >> <u32>h) & 1) {
      h++;
    } else if (sp < stkN) {
      const y = unchecked(stk[sp]);
      sp++;
      if (unchecked(thr[y]) <= sp) free |= (<u32>1) << <u32>y;
      else unchecked((stack[n++] = y));
    } else {
      return false;
    }
  }
  return true;
}
