// The base policy: a fast greedy player that reads only what it can see (the reserve's
// top, the waste's top, the piles, the foundations, whether the stock is empty). The
// fair search (search.ts) plays it to the end of every rollout, and `plot play --player
// greedy` plays it alone.
//
// The baseline of docs/fair-play.md, in order: a foundation play (reserve, then piles,
// then waste); else the waste's top onto a pile; else a pile move that frees a
// foundation play; else deal. POLICY_* flags switch on the refinements measured there.
import {
  DEAL, NP, O_LEN, O_TOP, O_SN, SRC_R, SRC_T, SRC_W, foundationFor, get, pileAccepts, restricted, sourceCard,
} from './state';

import {
  POLICY_LONGEST_PILE, POLICY_LONG_FIRST, POLICY_MAKE_ROOM, POLICY_SHORTEST_PILE, POLICY_SHORT_FIRST, POLICY_SPARE_SPACES, POLICY_WASTE_FIRST,
} from './abi';

export let policyFlags: i32 = 0;

export function setPolicyFlags(flags: i32): void {
  policyFlags = flags;
}

/** The pile (0-based) that should take card x from src, or -1. */
function parkingPile(s: usize, src: i32, x: i32): i32 {
  let best = -1;
  let bestLen = 1000;
  let space = -1;
  for (let j = 0; j < NP; j++) {
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

/** The greedy move of the state's visible part, or -1 when no move is left. */
export function policyMove(s: usize): i32 {
  // 1. Foundation plays.
  let x = sourceCard(s, SRC_R);
  if (x >= 0 && foundationFor(s, x) >= 0) return SRC_R << 4;
  const w = sourceCard(s, SRC_W);
  const wasteUp = w >= 0 && foundationFor(s, w) >= 0;
  if (wasteUp && (policyFlags & POLICY_WASTE_FIRST) != 0) return SRC_W << 4;
  let up = -1;
  for (let i = 0; i < NP; i++) {
    x = sourceCard(s, SRC_T + i);
    if (x < 0 || foundationFor(s, x) < 0) continue;
    if ((policyFlags & (POLICY_SHORT_FIRST | POLICY_LONG_FIRST)) == 0) return (SRC_T + i) << 4;
    if (up < 0) {
      up = i;
      continue;
    }
    const l = get(s, O_LEN + i);
    const u = get(s, O_LEN + up);
    if ((policyFlags & POLICY_LONG_FIRST) != 0 ? l > u : l < u) up = i;
  }
  if (up >= 0) return (SRC_T + up) << 4;
  if (wasteUp) return SRC_W << 4;
  // 2. The waste's top onto a pile.
  if (w >= 0) {
    const j = parkingPile(s, SRC_W, w);
    if (j >= 0) return (SRC_W << 4) | (j + 1);
  }
  // 2b. Make room: a one-card pile moves onto another, and the waste's top fills the space.
  if (w >= 0 && (policyFlags & POLICY_MAKE_ROOM) != 0 && (w == 0 || !restricted(s))) {
    for (let i = 0; i < NP; i++) {
      if (get(s, O_LEN + i) != 1) continue;
      x = get(s, O_TOP + i);
      for (let j = 0; j < NP; j++) if (get(s, O_LEN + j) > 0 && pileAccepts(s, SRC_T + i, j, x)) return ((SRC_T + i) << 4) | (j + 1);
    }
  }
  // 3. A pile move that frees a foundation play (the card under the moved one).
  for (let i = 0; i < NP; i++) {
    const l = get(s, O_LEN + i);
    if (l < 2) continue;
    x = get(s, O_TOP + i);
    if (foundationFor(s, x + 1) < 0) continue;
    for (let j = 0; j < NP; j++) if (get(s, O_LEN + j) > 0 && pileAccepts(s, SRC_T + i, j, x)) return ((SRC_T + i) << 4) | (j + 1);
  }
  // 4. Deal.
  if (get(s, O_SN) > 0) return DEAL;
  return -1;
}
