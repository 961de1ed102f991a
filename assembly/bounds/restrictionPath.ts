// The restriction bound along the search's path (search.ts): what each node on the path
// knows of it, so that a node plays the relaxed game afresh only where the move into it may
// have changed the answer (docs/solver.md, rule 4, "Where it is checked"). Frames are
// indexed by depth, like the search's, and saved and restored with them around a probe.
import { MAX_DEPTH, RANKS } from '../abi';
import { copyFrame } from '../frames';
import { stk, stkPos } from '../state';
import {
  computeThresholds, dealKeepsRestriction, leadDeals, relaxedFeasible, restrictionFeasible, setTableauRanks, tableauFree,
  tableauShown, thr,
} from './restriction';
import { zeros } from '../fresh';

// The thresholds (13), free tableau ranks and shown ranks as computed at a node, and for
// each node the frame whose values hold for it (-1: none; a deal keeps its parent's).
const THR_WORDS: i32 = RANKS + 2;
const frThr = zeros<i32>(MAX_DEPTH * THR_WORDS);
const frThrAt = zeros<i32>(MAX_DEPTH);
// deals that start a known completing line of the relaxed game at this node (0: none known)
const frLead = zeros<i32>(MAX_DEPTH);
const svThr = zeros<i32>(MAX_DEPTH * THR_WORDS);
const svThrAt = zeros<i32>(MAX_DEPTH);
const svLead = zeros<i32>(MAX_DEPTH);

/** Copies frames 0..k−1 to the saved ones (`save`, a probe begins) or back (it ends). */
export function copyRestrictionFrames(save: bool, k: i32): void {
  copyFrame<i32>(save, frThr, svThr, k * THR_WORDS);
  copyFrame<i32>(save, frThrAt, svThrAt, k);
  copyFrame<i32>(save, frLead, svLead, k);
}

/**
 * The restriction bound at the path's node at depth d (f1 incomplete; `afterDeal`: a deal
 * led to it; `keeps`: the move into it passed moveKeepsRestriction): false when f1 can no
 * longer be completed. With `reuse`, the relaxed game is played only where the move may
 * have changed its answer: after a move that keeps it, or a deal dealKeepsRestriction
 * passes, the parent's answer stands (and a completing line known at the parent is carried
 * along); after a deal the parent's thresholds are reused. Without, it is played afresh.
 */
export function restrictionOnPath(d: i32, afterDeal: bool, keeps: bool, reuse: bool): bool {
  if (!reuse) {
    unchecked((frThrAt[d] = -1));
    unchecked((frLead[d] = 0));
    return restrictionFeasible(false);
  }
  const at = afterDeal ? unchecked(frThrAt[d - 1]) : -1;
  unchecked((frThrAt[d] = at));
  unchecked((frLead[d] = 0));
  if (keeps) {
    unchecked((frLead[d] = max(unchecked(frLead[d - 1]) - (afterDeal ? 1 : 0), 0)));
    return true;
  }
  if (at >= 0) {
    if (dealKeepsRestriction(unchecked(frThr[at * THR_WORDS + unchecked(stk[stkPos - 1])]), unchecked(frLead[d - 1]))) {
      unchecked((frLead[d] = max(unchecked(frLead[d - 1]) - 1, 0)));
      return true;
    }
    memory.copy(changetype<usize>(thr), changetype<usize>(frThr) + <usize>(at * THR_WORDS * 4), <usize>(RANKS * 4));
    setTableauRanks(<u32>unchecked(frThr[at * THR_WORDS + RANKS]), <u32>unchecked(frThr[at * THR_WORDS + RANKS + 1]));
  } else {
    computeThresholds(true);
    memory.copy(changetype<usize>(frThr) + <usize>(d * THR_WORDS * 4), changetype<usize>(thr), <usize>(RANKS * 4));
    unchecked((frThr[d * THR_WORDS + RANKS] = <i32>tableauFree));
    unchecked((frThr[d * THR_WORDS + RANKS + 1] = <i32>tableauShown));
    unchecked((frThrAt[d] = d));
  }
  if (!relaxedFeasible(true)) return false;
  unchecked((frLead[d] = leadDeals));
  return true;
}
