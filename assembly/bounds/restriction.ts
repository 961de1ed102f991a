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
import { fnd, loads, plen, ptop, res, resN, resPos, stk, stkN, stkPos, wN, wst } from '../state';

const NEVER: i32 = 1 << 20;

const reach = new StaticArray<i32>(PILES);
// firstAt[k * RANKS + y]: the first stock index >= k holding rank y (NEVER: none); rebuilt per loaded position
const firstAt = new StaticArray<i32>((STOCK_MAX + 1) * RANKS);
let builtFor: u32 = 0xffffffff;

function buildFirstAt(): void {
  for (let y = 0; y < RANKS; y++) unchecked((firstAt[stkN * RANKS + y] = NEVER));
  for (let k = stkN - 1; k >= 0; k--) {
    for (let y = 0; y < RANKS; y++) unchecked((firstAt[k * RANKS + y] = firstAt[(k + 1) * RANKS + y]));
    unchecked((firstAt[k * RANKS + unchecked(stk[k])] = k));
  }
  builtFor = loads;
}
const thr = new StaticArray<i32>(RANKS);

/**
 * Sets reach[i] for every pile: the rank of its first card from the top that can never
 * leave the pile while f1 is incomplete, or bottom + 1 when every card may (-1: a space).
 */
function computeReach(h: i32): void {
  for (let i = 0; i < PILES; i++) unchecked((reach[i] = unchecked(plen[i]) > 0 ? unchecked(ptop[i]) : -1));
  let changed = true;
  while (changed) {
    changed = false;
    // the two highest reaches among piles that can take a card (neither a space nor a base card)
    let best = -1;
    let bestPile = -1;
    let second = -1;
    for (let j = 0; j < PILES; j++) {
      if (unchecked(plen[j]) == 0 || unchecked(ptop[j]) == 0) continue;
      const r = unchecked(reach[j]);
      if (r > best) {
        second = best;
        best = r;
        bestPile = j;
      } else if (r > second) second = r;
    }
    for (let i = 0; i < PILES; i++) {
      const t = unchecked(ptop[i]);
      const l = unchecked(plen[i]);
      if (l == 0 || t == 0) continue;
      let m = unchecked(reach[i]);
      const other = i == bestPile ? second : best;
      // raise while the card showing may leave: to f1, or onto another pile reaching m + 1
      while (m <= t + l - 1 && (m >= h || (m <= RANKS - 2 && other > m))) m++;
      if (m != unchecked(reach[i])) {
        unchecked((reach[i] = m));
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
  if (builtFor != loads) buildFirstAt();
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
    let d = stkPos;
    if (!((inWaste >> <u32>y) & 1)) {
      const k = unchecked(firstAt[stkPos * RANKS + y]);
      d = k >= NEVER ? NEVER : k + 1;
    }
    e = max(e, d);
  }
  unchecked((thr[0] = 0));
  // the waste: cards that may be parked now are free, the others form the stack
  let m0: u64 = 0;
  let m1: u64 = 0;
  for (let k = 0; k < wN; k++) {
    const i = unchecked(wst[k]);
    const y = unchecked(stk[i]);
    if (unchecked(thr[y]) <= stkPos) free |= (<u32>1) << <u32>y;
    else if (i >= 64) m1 |= (<u64>1) << <u64>(i - 64);
    else m0 |= (<u64>1) << <u64>i;
  }
  gen++;
  states = 0;
  steps = 0;
  over = false;
  return relaxedCompletes(h, resPos, stkPos, free, m0, m1);
}

// The relaxed game's search. The stack is a set of stock indices (the waste holds stock
// indices, rising from bottom to top), so its top is the highest index held and a state
// fits in two words. Visited states are kept in a small open-addressing set, cleared by a
// generation stamp; past MAX_STATES branching states or MAX_STEPS steps the search gives
// up and answers "possible" (a few microseconds at most, whatever the position).
const MAX_STATES: i32 = 256;
const MAX_STEPS: i32 = 1000;
const SEEN_SLOTS: i32 = 1024; // a power of two, at least 2 x MAX_STATES
const seenA = new StaticArray<u64>(SEEN_SLOTS);
const seenB = new StaticArray<u64>(SEEN_SLOTS);
const seenGen = new StaticArray<u32>(SEEN_SLOTS);
let gen: u32 = 0;
let states: i32 = 0;
let steps: i32 = 0;
let over = false;

/** Marks a state visited; false when it was already. */
function visit(a: u64, b: u64): bool {
  let h = <i32>(((a ^ (b * 0x9e3779b97f4a7c15)) * 0xbf58476d1ce4e5b9) >> 51) & (SEEN_SLOTS - 1);
  while (unchecked(seenGen[h]) == gen) {
    if (unchecked(seenA[h]) == a && unchecked(seenB[h]) == b) return false;
    h = (h + 1) & (SEEN_SLOTS - 1);
  }
  unchecked((seenGen[h] = gen));
  unchecked((seenA[h] = a));
  unchecked((seenB[h] = b));
  return true;
}

@inline function topIndex(m0: u64, m1: u64): i32 {
  if (m1 != 0) return 127 - <i32>clz(m1);
  if (m0 != 0) return 63 - <i32>clz(m0);
  return -1;
}

/**
 * Can the relaxed game complete f1 from this state? (docs/solver.md, rule 4): the stack
 * top is parked, or discarded when dead and parkable some day, at once; f1 plays are
 * made at once, the reserve's before the stack's before a free card's, when the rank's
 * dead copies can be discarded (or the rank is the last); otherwise each of them and a
 * deal are tried in turn.
 */
function relaxedCompletes(h0: i32, rp0: i32, sp0: i32, free0: u32, m00: u64, m10: u64): bool {
  let h = h0;
  let rp = rp0;
  let sp = sp0;
  let free = free0;
  let m0 = m00;
  let m1 = m10;
  while (h < RANKS) {
    if (over) return true;
    if (++steps > MAX_STEPS) {
      over = true;
      return true;
    }
    while (true) {
      const t = topIndex(m0, m1);
      if (t < 0) break;
      const y = unchecked(stk[t]);
      const th = unchecked(thr[y]);
      if (y >= h) {
        if (th > sp) break;
        free |= (<u32>1) << <u32>y;
      } else if (th >= NEVER) break;
      if (t >= 64) m1 &= ~((<u64>1) << <u64>(t - 64));
      else m0 &= ~((<u64>1) << <u64>t);
    }
    const t = topIndex(m0, m1);
    const canR = rp < resN && unchecked(res[rp]) == h;
    const canS = t >= 0 && unchecked(stk[t]) == h;
    const canF = ((free >> <u32>h) & 1) != 0;
    let p0 = m0;
    let p1 = m1;
    if (canS) {
      if (t >= 64) p1 &= ~((<u64>1) << <u64>(t - 64));
      else p0 &= ~((<u64>1) << <u64>t);
    }
    if (canR || canS || canF) {
      if (unchecked(thr[h]) < NEVER || h == RANKS - 1) {
        // taking now loses nothing: later copies die and can be discarded
        if (canR) rp++;
        else if (canS) {
          m0 = p0;
          m1 = p1;
        }
        h++;
        continue;
      }
      // a dead copy of h would block the stack for good: the choice matters
      if (!visit(m0, m1 | (<u64>h << 16) | (<u64>rp << 20) | (<u64>sp << 24) | (<u64>free << 32))) return false;
      if (++states > MAX_STATES) {
        over = true;
        return true;
      }
      if (canR && relaxedCompletes(h + 1, rp + 1, sp, free, m0, m1)) return true;
      if (canS && relaxedCompletes(h + 1, rp, sp, free, p0, p1)) return true;
      if (!canR && !canS && relaxedCompletes(h + 1, rp, sp, free, m0, m1)) return true;
    }
    if (sp >= stkN) return false;
    const y = unchecked(stk[sp]);
    if (unchecked(thr[y]) <= sp + 1) free |= (<u32>1) << <u32>y;
    else if (sp >= 64) m1 |= (<u64>1) << <u64>(sp - 64);
    else m0 |= (<u64>1) << <u64>sp;
    sp++;
  }
  return true;
}
