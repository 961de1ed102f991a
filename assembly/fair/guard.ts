// The reserve guard (POLICY_RESERVE_GUARD): in a rollout, the base policy holds back a
// foundation play from a pile or the waste that would leave the reserve unable to unload.
//
// Why: the fair player's losses end, nearly all of them, with foundation 1 complete and
// the reserve blocked — seven foundations finished, the eighth waiting for a card that
// lies under the reserve's top, whose own rank every other foundation has passed. The
// reserve comes off top first, and each of its cards needs a foundation standing at
// exactly its rank at that moment; a greedy player spends those foundations on the cards
// it sees. The guard keeps them.
//
// It reads the reserve under its top, so it acts only in a rollout, where a
// determinization has dealt those places from the unseen cards (search.ts): the fair
// player's decision stays a function of the view. On a view (the hidden places blank)
// the policy runs without it (policy.ts policyMoveUnguarded).
import { FOUNDATIONS, RANKS } from '../abi';
import { O_F, O_RES, O_RN } from './abi';
import { foundationFor, get, restricted } from './state';
import { zeros } from '../fresh';

/** Per height 0..13: how many foundations stand there (13: complete). */
const standing = zeros<i32>(RANKS + 1);
/** Per rank: its cards neither on a foundation nor in the reserve. */
const avail = zeros<i32>(RANKS);

/**
 * Whether the reserve, as it lies in the state, can still be unloaded if foundation `f`
 * took one more card now (f < 0: as it is): a relaxation in which every card outside the
 * reserve and the foundations can be had when wanted. The reserve's cards come off top
 * first, and each needs a foundation standing exactly at its rank: one there, or the
 * highest one below it that the cards outside can raise to it.
 */
export function reserveClears(s: usize, f: i32): bool {
  for (let h = 0; h <= RANKS; h++) unchecked((standing[h] = 0));
  for (let i = 0; i < FOUNDATIONS; i++) unchecked(standing[get(s, O_F + i) + (i == f ? 1 : 0)]++);
  // A rank's cards on the foundations: one on each foundation standing above it.
  let above = unchecked(standing[RANKS]);
  for (let r = RANKS - 1; r >= 0; r--) {
    unchecked((avail[r] = FOUNDATIONS - above));
    above += unchecked(standing[r]);
  }
  const rn = get(s, O_RN);
  for (let i = 0; i < rn; i++) unchecked(avail[get(s, O_RES + i)]--);
  for (let i = rn - 1; i >= 0; i--) {
    const c = get(s, O_RES + i);
    let h = c;
    while (unchecked(standing[h]) == 0) {
      if (h == 0 || unchecked(avail[h - 1]) == 0) return false;
      h--;
    }
    for (let r = h; r < c; r++) unchecked(avail[r]--);
    unchecked(standing[h]--);
    unchecked(standing[c + 1]++);
  }
  return true;
}

/** Per rank, this move's verdict: 0 not asked yet, 1 allowed, 2 held back. */
const verdicts = zeros<i32>(RANKS);
let guardOn = false;
/** Whether the reserve clears as the state is: 0 not asked yet, 1 yes, 2 no. */
let clearsNow: i32 = 0;

/**
 * Starts the guard for one move of the policy. Off during the restriction (only
 * foundation 1 grows, and the reserve's top goes first anyway) and when the reserve has
 * no card under its top (the policy plays the top first whenever it can go up).
 */
export function startGuard(s: usize, on: bool): void {
  guardOn = on && !restricted(s) && get(s, O_RN) > 1;
  if (!guardOn) return;
  for (let r = 0; r < RANKS; r++) unchecked((verdicts[r] = 0));
  clearsNow = 0;
}

/**
 * Whether a foundation play of x (from a pile or the waste) may go now: held back when
 * the reserve clears now but would not after it. Every card of a rank gets the same
 * verdict (the relaxation does not ask where a card lies), so it is asked once a rank.
 */
export function guardAllows(s: usize, x: i32): bool {
  if (!guardOn) return true;
  let v = unchecked(verdicts[x]);
  if (v == 0) {
    let ok = reserveClears(s, foundationFor(s, x));
    if (!ok) {
      if (clearsNow == 0) clearsNow = reserveClears(s, -1) ? 1 : 2;
      ok = clearsNow == 2;
    }
    v = ok ? 1 : 2;
    unchecked((verdicts[x] = v));
  }
  return v == 1;
}
