// The fair search: scores every candidate move of a view by rollouts of the base policy
// over determinizations. Every candidate is tried on the same determinizations (common
// random numbers), so the differences between candidates are not drowned by the luck of
// the draw. The seed comes from the caller (a hash of the view, src/solver/fair/core.ts): the
// same view always gets the same samples and the same answer.
//
// Only the view enters: `fairLoad` reads the visible part of the input block and never
// the hidden bytes, which `determinize` overwrites in every sample.
import { CARDS, DST_FOUNDATION, DST_PILE, RANKS, SRC_PILE, STOCK_MAX } from '../abi';
import { moveDst, moveSrc } from '../moveCode';
import { O_FT, O_LEN, O_RES, O_RN, O_SN, O_STK, O_TOP, STATE_BYTES } from './abi';
import { applyMove, checkView, copyState, foundationFor, get, listMoves, won } from './state';
import { determinize, next, sampleSeed, seedRng, setUnseen, uniformBelow, unseen, unseenCount } from './sample';
import { policyMove, policyMoveUnguarded, setPolicyFlags } from './policy';
import { zeros } from '../fresh';

const MAX_CANDIDATES: i32 = 160;
const MAX_ROLLOUT: i32 = 1000;

const input = zeros<u8>(STATE_BYTES);
const root = zeros<u8>(STATE_BYTES);
const sample = zeros<u8>(STATE_BYTES);
const work = zeros<u8>(STATE_BYTES);
const signatures = zeros<i32>(MAX_CANDIDATES);
const seen = zeros<i32>(RANKS);
const moves = zeros<i32>(MAX_CANDIDATES);
const candidates = zeros<i32>(MAX_CANDIDATES);
let candidateCount: i32 = 0;
/** Output: per candidate, its move code, rollouts won, and the cards its rollouts put up. */
const outCodes = zeros<i32>(MAX_CANDIDATES);
const outWins = zeros<i32>(MAX_CANDIDATES);
const outCards = zeros<i32>(MAX_CANDIDATES);
/** Per candidate: samples it won and the reference lost, and the other way round. */
const outBetter = zeros<i32>(MAX_CANDIDATES);
const outWorse = zeros<i32>(MAX_CANDIDATES);
const sampleWon = zeros<bool>(MAX_CANDIDATES);

@inline function ptr<T>(a: T): usize {
  return changetype<usize>(a);
}

export function fairInputPtr(): usize {
  return ptr(input);
}
export function fairCodesPtr(): usize {
  return ptr(outCodes);
}
export function fairWinsPtr(): usize {
  return ptr(outWins);
}
export function fairCardsPtr(): usize {
  return ptr(outCards);
}
export function fairBetterPtr(): usize {
  return ptr(outBetter);
}
export function fairWorsePtr(): usize {
  return ptr(outWorse);
}
export function fairSetPolicy(flags: i32): void {
  setPolicyFlags(flags);
}

/** Loads the view in the input block. Returns 0, or a negative code (state.ts checkView). */
export function fairLoad(): i32 {
  copyState(ptr(root), ptr(input));
  // The hidden bytes are not the view: blank them so nothing can read them.
  const rn = get(ptr(root), O_RN);
  for (let i = 0; i < rn - 1; i++) store<u8>(ptr(root) + <usize>(O_RES + i), 0);
  for (let i = 0; i < STOCK_MAX; i++) store<u8>(ptr(root) + <usize>(O_STK + i), 0);
  const rc = checkView(ptr(root), seen);
  if (rc != 0) return rc;
  setUnseen(seen);
  return 0;
}

/** The base policy's move in the loaded view (-1: none left). */
export function fairPolicyMove(): i32 {
  // The guard reads the reserve under its top, which a view does not have.
  return policyMoveUnguarded(ptr(root));
}

/** Plays the base policy to the end; returns the cards it put on the foundations. */
function rollout(s: usize): i32 {
  for (let k = 0; k < MAX_ROLLOUT; k++) {
    if (won(s)) break;
    const m = policyMove(s);
    if (m < 0) break;
    applyMove(s, m);
  }
  return get(s, O_FT);
}

/**
 * What a move does, up to the order of the piles (piles are interchangeable, so parking
 * a card on either of two piles of the same top and length is one choice): the source
 * (waste, reserve, or a pile's top and length) and the destination (foundation, or a
 * pile's top and length). Two moves with one signature lead to the same position but
 * for the numbering of the piles.
 */
function signature(s: usize, code: i32): i32 {
  const src = moveSrc(code);
  const dst = moveDst(code);
  const a = src < SRC_PILE ? src : 16 + get(s, O_TOP + src - SRC_PILE) * 16 + get(s, O_LEN + src - SRC_PILE);
  const b = dst == DST_FOUNDATION ? 0 : 1 + get(s, O_TOP + dst - DST_PILE) * 16 + get(s, O_LEN + dst - DST_PILE);
  return (a << 12) | b;
}

/**
 * Whether a pile-to-pile move is worth a look. Moving x from pile A onto pile D (top
 * x+1) shows A's x+1 instead of D's: it never makes a new rank available, it only
 * reshapes the piles. Such moves can be undone, so a player allowed all of them could go
 * round in circles; these can't: each one either empties its pile (a space, which no
 * tableau card can refill) or moves onto a pile at least as long, which raises the sum of
 * squared pile lengths — while every other move deals, plays from the waste, or builds a
 * foundation, none of which can be undone. Unless `relaxed`, a move onto a longer pile
 * must also show a card that can go up at once.
 */
function usefulPileMove(s: usize, code: i32, relaxed: bool): bool {
  const src = moveSrc(code);
  const dst = moveDst(code);
  if (src < SRC_PILE || dst == DST_FOUNDATION) return true;
  const a = get(s, O_LEN + src - SRC_PILE);
  if (a == 1) return true;
  if (a > get(s, O_LEN + dst - DST_PILE)) return false;
  return relaxed || foundationFor(s, get(s, O_TOP + src - SRC_PILE) + 1) >= 0;
}

/**
 * Lists the candidates of the loaded view: every legal move but pointless pile-to-pile
 * shuffles (usefulPileMove), one per distinct result (a card parked on either of two
 * equal piles is one choice). Returns how many.
 */
export function fairCandidates(): i32 {
  const n = listMoves(ptr(root), moves);
  listCandidates(n, false);
  // Only reshaping moves left: allow every one that cannot start a circle.
  if (candidateCount == 0) listCandidates(n, true);
  return candidateCount;
}

function listCandidates(n: i32, relaxed: bool): void {
  candidateCount = 0;
  for (let i = 0; i < n; i++) {
    const code = unchecked(moves[i]);
    if (!usefulPileMove(ptr(root), code, relaxed)) continue;
    const sig = signature(ptr(root), code);
    let duplicate = false;
    for (let j = 0; j < candidateCount && !duplicate; j++) duplicate = unchecked(signatures[j]) == sig;
    if (duplicate) continue;
    unchecked((signatures[candidateCount] = sig));
    unchecked((candidates[candidateCount] = code));
    unchecked((outCodes[candidateCount] = code));
    unchecked((outWins[candidateCount] = 0));
    unchecked((outCards[candidateCount] = 0));
    unchecked((outBetter[candidateCount] = 0));
    unchecked((outWorse[candidateCount] = 0));
    candidateCount++;
  }
}

/**
 * Adds samples first..first+count-1 to the scores of candidates `from`..`to`-1 (all
 * of them: 0, fairCandidates()). Sample i is the determinization seeded by (seed, i), the
 * same for every candidate, so each candidate is also compared sample by sample with
 * candidate `ref` (outBetter, outWorse): a paired test, far sharper than comparing wins.
 */
export function fairScore(seed: u32, first: i32, count: i32, from: i32, to: i32, ref: i32): void {
  for (let i = first; i < first + count; i++) {
    copyState(ptr(sample), ptr(root));
    determinize(ptr(sample), sampleSeed(seed, i));
    for (let c = from; c < to; c++) {
      copyState(ptr(work), ptr(sample));
      applyMove(ptr(work), unchecked(candidates[c]));
      const cards = rollout(ptr(work));
      unchecked((sampleWon[c] = cards == CARDS));
      if (cards == CARDS) unchecked(outWins[c]++);
      unchecked((outCards[c] += cards));
    }
    if (ref < from || ref >= to) continue;
    const r = unchecked(sampleWon[ref]);
    for (let c = from; c < to; c++) {
      const w = unchecked(sampleWon[c]);
      if (w && !r) unchecked(outBetter[c]++);
      if (r && !w) unchecked(outWorse[c]++);
    }
  }
}

/** For the tests: deals sample `index` of `seed` and returns the hidden ranks, reserve (bottom up) then stock, in `outCodes`. */
export function fairDeterminize(seed: u32, index: i32): i32 {
  copyState(ptr(sample), ptr(root));
  determinize(ptr(sample), sampleSeed(seed, index));
  const rn = get(ptr(sample), O_RN);
  let k = 0;
  for (let i = 0; i < rn - 1; i++) unchecked((outCodes[k++] = get(ptr(sample), O_RES + i)));
  const sn = get(ptr(sample), O_SN);
  for (let i = 0; i < sn; i++) unchecked((outCodes[k++] = get(ptr(sample), O_STK + i)));
  return k;
}

/** How many unseen cards the loaded view has (they fill the hidden places). */
export function fairUnseenCount(): i32 {
  return unseenCount;
}
/** For the tests: rank of the i-th unseen card (sorted). */
export function fairUnseenRank(i: i32): i32 {
  return unchecked(unseen[i]);
}

// For test/fair/prng.test.ts: the sampler's generator step by step, to compare with the
// deal numbers' (src/engine/dealNumber.ts), which the same seed must reproduce.
export function fairRngSeed(seed: u32): void {
  seedRng(seed);
}
export function fairRngNext(): u32 {
  return next();
}
export function fairRngBelow(bound: u32): u32 {
  return uniformBelow(bound);
}
