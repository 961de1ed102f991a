// The restriction bound: can f1 still be completed? (docs/solver.md, pruning rule 4, has
// the argument in full; src/solver/search/f1relax.ts searches the same relaxed game exhaustively
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
import { DST_FOUNDATION, DST_PILE, PILES, RANKS, SRC_PILE, STOCK_MAX } from '../abi';
import { computeKey, keyA, keyB } from '../key';
import { fnd, loads, plen, ptop, res, resN, resPos, stk, stkN, stkPos, wm0, wm1, wRank0, wRank1 } from '../state';
import { zeros } from '../fresh';

/** A threshold never reached (no stock cursor gets there). */
export const NEVER: i32 = 1 << 20;

const reach = zeros<i32>(PILES);
// firstAt[k * RANKS + y]: the first stock index >= k holding rank y (NEVER: none); rebuilt per loaded position
const firstAt = zeros<i32>((STOCK_MAX + 1) * RANKS);
let builtFor: u32 = 0xffffffff;

function buildFirstAt(): void {
  for (let y = 0; y < RANKS; y++) unchecked((firstAt[stkN * RANKS + y] = NEVER));
  for (let k = stkN - 1; k >= 0; k--) {
    for (let y = 0; y < RANKS; y++) unchecked((firstAt[k * RANKS + y] = firstAt[(k + 1) * RANKS + y]));
    unchecked((firstAt[k * RANKS + unchecked(stk[k])] = k));
  }
  builtFor = loads;
}
/** The parking thresholds by rank (computeThresholds). */
export const thr = zeros<i32>(RANKS);
/** The ranks of the tableau cards that may leave their piles (computeThresholds). */
export let tableauFree: u32 = 0;
/** The ranks an original tableau card may show as a pile top (computeThresholds). */
export let tableauShown: u32 = 0;
/** Restores what computeThresholds set besides `thr`, saved with it for the same piles and f1 (the search, after a deal). */
export function setTableauRanks(free: u32, shown: u32): void {
  tableauFree = free;
  tableauShown = shown;
}

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
export function restrictionFeasible(reuse: bool = true): bool {
  if (unchecked(fnd[0]) >= RANKS) return true;
  computeKey();
  computeThresholds(reuse);
  return relaxedFeasible(reuse);
}

/**
 * After a move other than a deal (just made): does the relaxed game keep every line it had
 * before? Only an f1 play, a tableau move that empties its pile and a dead waste card put
 * on a pile may take lines away: a tableau card moved onto another pile can move back (its
 * old pile shows the rank above it), a live waste card put on a pile can still go to f1, and
 * a base card put into a space is dead while f1 is under way; so every card that could
 * leave its pile still can, the piles show at least the ranks they could, and the
 * thresholds are no higher (docs/solver.md, rule 4, "Where it is checked").
 */
export function moveKeepsRestriction(src: i32, dst: i32): bool {
  if (dst == DST_FOUNDATION) return false;
  const x = unchecked(ptop[dst - DST_PILE]); // the card moved
  if (src >= SRC_PILE) return unchecked(plen[src - SRC_PILE]) > 0 && x > 0;
  const h = unchecked(fnd[0]);
  return x == 0 ? h > 0 : x >= h;
}

/**
 * After a deal (just made), given the threshold the position before it had for the rank
 * dealt (`t`) and the deals that start a completing line known there (`lead`): does the
 * relaxed game still complete f1 when it did before? Yes when that line starts with a deal,
 * or when the card dealt may be parked at once or is dead and may be discarded (it then
 * costs the relaxed game nothing).
 */
export function dealKeepsRestriction(t: i32, lead: i32): bool {
  if (lead > 0) return true;
  const y = unchecked(stk[stkPos - 1]);
  return t <= stkPos || (y < unchecked(fnd[0]) && t < NEVER);
}

// The piles' rank sets depend on the piles and f1's height only, so they are remembered
// under the piles' part of the position's key (key.ts: keyA, the low half of keyB) and h.
const RANKS_MEMO_BITS: u64 = 12;
const ranksA = zeros<u64>(1 << <i32>RANKS_MEMO_BITS);
const ranksB = zeros<u64>(1 << <i32>RANKS_MEMO_BITS);
const ranksV = zeros<u64>(1 << <i32>RANKS_MEMO_BITS);

/**
 * Sets tableauShown (ranks an original tableau card may show as a pile top) and
 * tableauFree (tableau ranks that may leave their piles) for the loaded piles (their key
 * in keyA, keyB) and f1 at h.
 */
function tableauRanks(h: i32, reuse: bool): void {
  const ka = keyA;
  const kb = (keyB & 0xffffffff) | (<u64>h << 32) | ((<u64>1) << 40); // never 0: empty slots miss
  const slot = <i32>(((ka ^ (kb * 0x9e3779b97f4a7c15)) * 0xbf58476d1ce4e5b9) >> (64 - RANKS_MEMO_BITS));
  if (reuse && unchecked(ranksA[slot]) == ka && unchecked(ranksB[slot]) == kb) {
    const v = unchecked(ranksV[slot]);
    tableauShown = <u32>v;
    tableauFree = <u32>(v >> 32);
    return;
  }
  computeReach(h);
  let shown: u32 = 0;
  let free: u32 = 0;
  for (let i = 0; i < PILES; i++) {
    const l = unchecked(plen[i]);
    if (l == 0) continue;
    const t = unchecked(ptop[i]);
    const r = unchecked(reach[i]);
    const fromTop = ~(((<u32>1) << <u32>t) - 1);
    shown |= fromTop & (((<u32>2) << <u32>min(r, t + l - 1)) - 1); // ranks t..min(r, bottom)
    free |= fromTop & (((<u32>1) << <u32>r) - 1); // ranks t..r - 1
  }
  tableauFree = free;
  tableauShown = shown;
  unchecked((ranksA[slot] = ka));
  unchecked((ranksB[slot] = kb));
  unchecked((ranksV[slot] = <u64>shown | (<u64>free << 32)));
}

/**
 * Sets `thr` for the loaded position (f1 incomplete): thr[y] is the stock cursor from which
 * a waste card of rank y may be parked on a pile (NEVER: never). It depends only on the
 * piles, f1's height, the ranks in the waste and the stock cursor, and a deal leaves it
 * valid for the position after it (docs/solver.md, rule 4, "Where it is checked").
 */
export function computeThresholds(reuse: bool): void {
  const h = unchecked(fnd[0]);
  if (builtFor != loads) buildFirstAt();
  tableauRanks(h, reuse);
  const shown = tableauShown;
  // E(y): the stock cursor is at least E(y) whenever a y is a pile top (a y enters the
  // tableau only from the waste onto a y + 1); a waste y may be parked once the cursor
  // reaches E(y + 1): thr[y].
  let inWaste: u32 = 0;
  for (let y = 1; y < RANKS; y++) if ((unchecked(wRank0[y]) | unchecked(wRank1[y])) != 0) inWaste |= (<u32>1) << <u32>y;
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
}

/**
 * The relaxed game's answer for the loaded position, with `thr`, `tableauFree` and
 * `tableauShown` as computeThresholds left them (or as the search restored them for the
 * same piles and f1). The answer depends only on f1's height, the cursors, the waste and
 * those two rank sets (which with the waste and the stock cursor fix `thr`), so it is
 * remembered under them, for the position loaded.
 */
export function relaxedFeasible(reuse: bool): bool {
  const h = unchecked(fnd[0]);
  const ka = wm0;
  const kb = wm1 | (<u64>h << 14) | (<u64>resPos << 18) | (<u64>stkPos << 22) | (<u64>tableauFree << 29) | (<u64>tableauShown << 42);
  const slot = <i32>(((ka ^ (kb * 0x9e3779b97f4a7c15)) * 0xbf58476d1ce4e5b9) >> (64 - MEMO_BITS));
  if (!reuse) return relaxedPass(h);
  if (unchecked(memoLoad[slot]) == loads && unchecked(memoA[slot]) == ka && unchecked(memoB[slot]) == kb) {
    const v = unchecked(memoV[slot]);
    leadDeals = max(v, 0);
    return v >= 0;
  }
  const ok = relaxedPass(h);
  unchecked((memoLoad[slot] = loads));
  unchecked((memoA[slot] = ka));
  unchecked((memoB[slot] = kb));
  unchecked((memoV[slot] = ok ? leadDeals : -1));
  return ok;
}

// The relaxed game's answers, direct-mapped, for the position loaded (`loads`).
const MEMO_BITS: u64 = 14;
const memoA = zeros<u64>(1 << <i32>MEMO_BITS);
const memoB = zeros<u64>(1 << <i32>MEMO_BITS);
const memoLoad = zeros<u32>(1 << <i32>MEMO_BITS);
const memoV = zeros<i32>(1 << <i32>MEMO_BITS); // -1: f1 impossible; else leadDeals

/** The relaxed game's greedy search from the loaded position (no memo). */
export function relaxedPass(h: i32): bool {
  // the waste: cards that may be parked now are free, the others form the stack
  let free = tableauFree;
  let m0: u64 = 0;
  let m1: u64 = 0;
  for (let y = 0; y < RANKS; y++) {
    const a = unchecked(wRank0[y]);
    const b = unchecked(wRank1[y]);
    if ((a | b) == 0) continue;
    if (unchecked(thr[y]) <= stkPos) free |= (<u32>1) << <u32>y;
    else {
      m0 |= a;
      m1 |= b;
    }
  }
  gen++;
  states = 0;
  steps = 0;
  over = false;
  played = false;
  leadDeals = 0;
  const ok = relaxedCompletes(h, resPos, stkPos, free, m0, m1);
  if (over) leadDeals = 0;
  return ok;
}

// The relaxed game's search. The stack is a set of stock indices (the waste holds stock
// indices, rising from bottom to top), so its top is the highest index held and a state
// fits in two words. Visited states are kept in a small open-addressing set, cleared by a
// generation stamp; past MAX_STATES branching states or MAX_STEPS steps the search gives
// up and answers "possible" (a few microseconds at most, whatever the position).
const MAX_STATES: i32 = 256;
const MAX_STEPS: i32 = 1000;
const SEEN_SLOTS: i32 = 1024; // a power of two, at least 2 x MAX_STATES
const seenA = zeros<u64>(SEEN_SLOTS);
const seenB = zeros<u64>(SEEN_SLOTS);
const seenGen = zeros<u32>(SEEN_SLOTS);
let gen: u32 = 0;
let states: i32 = 0;
let steps: i32 = 0;
let over = false;
/** Did the last relaxedPass give up (answer "possible" without a line)? */
export function relaxedGaveUp(): bool {
  return over;
}
let played = false;
/**
 * After relaxedFeasible answered true (not by giving up): the relaxed game has a
 * completing line that starts with this many deals (parks and discards between them).
 */
export let leadDeals: i32 = 0;

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
      played = true;
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
    if (!played) leadDeals++;
    const y = unchecked(stk[sp]);
    if (unchecked(thr[y]) <= sp + 1) free |= (<u32>1) << <u32>y;
    else if (sp >= 64) m1 |= (<u64>1) << <u64>(sp - 64);
    else m0 |= (<u64>1) << <u64>sp;
    sp++;
  }
  return true;
}
