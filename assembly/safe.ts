// The safe foundation play: the engine's rule (src/engine/autoplay.ts has the proof,
// docs/rules.md the rules), on the loaded position. test/solver/safe.test.ts compares the
// two on random positions.
import { DST_FOUNDATION, FOUNDATIONS, PILES, RANKS, SRC_PILE, SRC_RESERVE, SRC_WASTE } from './abi';
import { moveCode } from './moveCode';
import { fnd, foundationFor, plen, ptop, res, resN, resPos, wN, wasteTop } from './state';

@inline function isSafe(x: i32, minH: i32, f1done: bool): bool {
  if (x == 0) return f1done && foundationFor(0) >= 0;
  return x <= minH && foundationFor(x) >= 0;
}

/**
 * A card of relative rank x >= 1 once all eight foundations hold at least x cards (every
 * card of rank x-1 is up, so no copy of x is needed anywhere else and each copy has its
 * own slot), or, once f1 is complete, a base-rank card starting a new foundation.
 * Returns the move code of the first such play (reserve, then piles, then waste) or -1.
 */
export function safeMove(): i32 {
  let minH = RANKS;
  for (let i = 0; i < FOUNDATIONS; i++) minH = min(minH, unchecked(fnd[i]));
  const f1done = unchecked(fnd[0]) == RANKS;
  if (resPos < resN) {
    const x = unchecked(res[resPos]);
    if (isSafe(x, minH, f1done)) return moveCode(SRC_RESERVE, DST_FOUNDATION);
  }
  for (let i = 0; i < PILES; i++) {
    if (unchecked(plen[i]) == 0) continue;
    const x = unchecked(ptop[i]);
    if (isSafe(x, minH, f1done)) return moveCode(SRC_PILE + i, DST_FOUNDATION);
  }
  if (wN > 0) {
    const x = wasteTop();
    if (isSafe(x, minH, f1done)) return moveCode(SRC_WASTE, DST_FOUNDATION);
  }
  return -1;
}
