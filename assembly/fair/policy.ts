// The base policy: a fast greedy player that reads only what it can see (the reserve's
// top, the waste's top, the piles, the foundations, whether the stock is empty), but for
// the reserve guard (guard.ts), which reads a rollout's sampled reserve. The fair search
// (search.ts) plays it to the end of every rollout, and `plot play --player greedy`
// plays it alone.
//
// The baseline of docs/fair-play.md, in order: a foundation play (reserve, then piles,
// then waste); else the waste's top onto a pile; else a pile move that frees a
// foundation play; else deal. POLICY_* flags switch on the refinements measured there.
import { DST_FOUNDATION, DST_PILE, FOUNDATIONS, MOVE_DEAL, PILES, RANKS, SRC_PILE, SRC_RESERVE, SRC_WASTE } from '../abi';
import { moveCode } from '../moveCode';
import {
  O_F, O_LEN, O_SN, O_TOP,
  POLICY_LONGEST_PILE, POLICY_LONG_FIRST, POLICY_MAKE_ROOM, POLICY_RESERVE_GUARD, POLICY_SHORTEST_PILE, POLICY_SHORT_FIRST, POLICY_SPARE_SPACES, POLICY_WASTE_FIRST,
} from './abi';
import { guardAllows, startGuard } from './guard';
import { get, pileAccepts, restricted, sourceCard } from './state';
import { zeros } from '../fresh';

export let policyFlags: i32 = 0;

export function setPolicyFlags(flags: i32): void {
  policyFlags = flags;
}

/**
 * Per height 0..13: the lowest foundation standing there that takes a card, or -1: state.ts
 * foundationFor as a table, filled once a policy move (which asks it for every pile's top).
 */
const upAt = zeros<i32>(RANKS + 1);

function indexFoundations(s: usize): void {
  for (let h = 0; h <= RANKS; h++) unchecked((upAt[h] = -1));
  const f1 = get(s, O_F);
  if (f1 < RANKS) {
    unchecked((upAt[f1] = 0));
    return;
  }
  for (let i = FOUNDATIONS - 1; i >= 1; i--) unchecked((upAt[get(s, O_F + i)] = i));
}

/** The foundation that takes relative rank x (0..13), as foundationFor, from the table. */
@inline function upFor(x: i32): i32 {
  return unchecked(upAt[x]);
}

/** The pile (0-based) that should take card x from src, or -1. */
function parkingPile(s: usize, src: i32, x: i32): i32 {
  let best = -1;
  let bestLen = 1000;
  let space = -1;
  for (let j = 0; j < PILES; j++) {
    if (!pileAccepts(s, src, j, x)) continue;
    const l = get(s, O_LEN + j);
    if (l == 0) {
      if (space < 0) space = j;
      continue;
    }
    if ((policyFlags & (POLICY_SHORTEST_PILE | POLICY_LONGEST_PILE)) == 0) return j;
    if ((policyFlags & POLICY_LONGEST_PILE) != 0 ? best < 0 || l > bestLen : l < bestLen) {
      best = j;
      bestLen = l;
    }
  }
  if ((policyFlags & POLICY_SPARE_SPACES) == 0) return space >= 0 && (best < 0 || space < best) ? space : best;
  return best >= 0 ? best : space;
}

/** The policy's move, or -1 when no move is left. Reads only the visible part of the state, but for the reserve guard (guard.ts). */
export function policyMove(s: usize): i32 {
  const m = policyMoveFlags(s);
  // Nothing else to do but the plays the guard held back: they go after all.
  return m >= 0 || (policyFlags & POLICY_RESERVE_GUARD) == 0 ? m : policyMoveUnguarded(s);
}

/** The policy's move without the reserve guard: for a view, whose reserve under its top is blank. */
export function policyMoveUnguarded(s: usize): i32 {
  const flags = policyFlags;
  policyFlags &= ~POLICY_RESERVE_GUARD;
  const m = policyMoveFlags(s);
  policyFlags = flags;
  return m;
}

/** The greedy move under policyFlags; -1 when none (the guard may have held plays back). */
function policyMoveFlags(s: usize): i32 {
  startGuard(s, (policyFlags & POLICY_RESERVE_GUARD) != 0);
  indexFoundations(s);
  // 1. Foundation plays.
  let x = sourceCard(s, SRC_RESERVE);
  if (x >= 0 && upFor(x) >= 0) return moveCode(SRC_RESERVE, DST_FOUNDATION);
  const w = sourceCard(s, SRC_WASTE);
  const wasteUp = w >= 0 && upFor(w) >= 0 && guardAllows(s, w);
  if (wasteUp && (policyFlags & POLICY_WASTE_FIRST) != 0) return moveCode(SRC_WASTE, DST_FOUNDATION);
  let up = -1;
  for (let i = 0; i < PILES; i++) {
    x = sourceCard(s, SRC_PILE + i);
    if (x < 0 || upFor(x) < 0 || !guardAllows(s, x)) continue;
    if ((policyFlags & (POLICY_SHORT_FIRST | POLICY_LONG_FIRST)) == 0) return moveCode(SRC_PILE + i, DST_FOUNDATION);
    if (up < 0) {
      up = i;
      continue;
    }
    const l = get(s, O_LEN + i);
    const u = get(s, O_LEN + up);
    if ((policyFlags & POLICY_LONG_FIRST) != 0 ? l > u : l < u) up = i;
  }
  if (up >= 0) return moveCode(SRC_PILE + up, DST_FOUNDATION);
  if (wasteUp) return moveCode(SRC_WASTE, DST_FOUNDATION);
  // 2. The waste's top onto a pile.
  if (w >= 0) {
    const j = parkingPile(s, SRC_WASTE, w);
    if (j >= 0) return moveCode(SRC_WASTE, DST_PILE + j);
  }
  // 2b. Make room: a one-card pile moves onto another, and the waste's top fills the space.
  if (w >= 0 && (policyFlags & POLICY_MAKE_ROOM) != 0 && (w == 0 || !restricted(s))) {
    for (let i = 0; i < PILES; i++) {
      if (get(s, O_LEN + i) != 1) continue;
      x = get(s, O_TOP + i);
      for (let j = 0; j < PILES; j++) if (get(s, O_LEN + j) > 0 && pileAccepts(s, SRC_PILE + i, j, x)) return moveCode(SRC_PILE + i, DST_PILE + j);
    }
  }
  // 3. A pile move that frees a foundation play (the card under the moved one).
  for (let i = 0; i < PILES; i++) {
    const l = get(s, O_LEN + i);
    if (l < 2) continue;
    x = get(s, O_TOP + i);
    if (upFor(x + 1) < 0 || !guardAllows(s, x + 1)) continue;
    for (let j = 0; j < PILES; j++) if (get(s, O_LEN + j) > 0 && pileAccepts(s, SRC_PILE + i, j, x)) return moveCode(SRC_PILE + i, DST_PILE + j);
  }
  // 4. Deal.
  if (get(s, O_SN) > 0) return MOVE_DEAL;
  return -1;
}
