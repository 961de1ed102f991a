// Determinizations: the unseen cards (the double pack minus what the view shows) dealt
// at random into the hidden places.
//
// A steady meter wants consecutive positions of one game to draw nearly the same
// determinizations (common random numbers across moves, docs/fair-play.md "A steady
// meter"). A forced move either keeps the unseen cards and the hidden places (a foundation
// play from a pile or the waste) or turns one hidden place face up (a stock turn, a play
// from the reserve): one place and one card leave. So each hidden place draws its card on
// its own, from a stream seeded by the sample's seed and the place alone (places are
// counted from the bottom of their stack, which a turned top does not renumber): the
// stream names slots of the double pack (a rank and a copy) until one holds a card still
// unseen and not yet dealt. Each such card is equally likely, so places filled one after
// another get a uniformly random arrangement of the unseen multiset — and when one card
// leaves, only the few places whose stream met it first change (about three in a stock of
// sixty, where a shuffle from another seed changes nearly all of them).
//
// The generator is the engine's (Mulberry32 with rejection sampling,
// src/engine/dealNumber.ts), so a seed means the same thing on both sides.
import { CARDS, FOUNDATIONS, RANKS } from '../abi';
import { O_RES, O_RN, O_SN, O_STK } from './abi';
import { get, put } from './state';
import { zeros } from '../fresh';

let rngState: u32 = 0;

export function seedRng(seed: u32): void {
  rngState = seed;
}

@inline export function next(): u32 {
  rngState += 0x6d2b79f5;
  let t = (rngState ^ (rngState >>> 15)) * (rngState | 1);
  t ^= t + (t ^ (t >>> 7)) * (t | 61);
  return t ^ (t >>> 14);
}

/** Uniform in 0..bound-1 without modulo bias. */
export function uniformBelow(bound: u32): u32 {
  // 0 when bound is a power of two: then every draw is fine.
  const limit = <u32>((<u64>0x100000000 / <u64>bound) * <u64>bound);
  let draw = next();
  while (limit != 0 && draw >= limit) draw = next();
  return draw % bound;
}

/** Mixes a search seed and a sample index into the seed of that sample's shuffle. */
export function sampleSeed(seed: u32, index: i32): u32 {
  let h = seed ^ (<u32>index * 0x9e3779b9);
  h = (h ^ (h >>> 16)) * 0x85ebca6b;
  h = (h ^ (h >>> 13)) * 0xc2b2ae35;
  return h ^ (h >>> 16);
}

/** The unseen ranks of the loaded view (a sorted multiset) and how many there are. */
export const unseen = zeros<i32>(CARDS);
export let unseenCount: i32 = 0;
/** How many unseen cards of each rank, and what is left of them while a sample is dealt. */
const unseenOfRank = zeros<i32>(RANKS);
const left = zeros<i32>(RANKS);

/** Fills `unseen` from the per-rank counts of seen cards. */
export function setUnseen(seen: StaticArray<i32>): void {
  unseenCount = 0;
  for (let r = 0; r < RANKS; r++) {
    // one copy of each rank per foundation
    const n = FOUNDATIONS - unchecked(seen[r]);
    unchecked((unseenOfRank[r] = n));
    for (let k = 0; k < n; k++) unchecked((unseen[unseenCount++] = r));
  }
}

/** Murmur3's finalizer: every input bit stirs every output bit. */
@inline function mix(h: u32): u32 {
  h = (h ^ (h >>> 16)) * 0x85ebca6b;
  h = (h ^ (h >>> 13)) * 0xc2b2ae35;
  return h ^ (h >>> 16);
}

/** Stock places are numbered from the stock's bottom, reserve places from this on (bottom up). */
const RESERVE_PLACES: i32 = 128;

/** Slots of the double pack: copy k of rank r is slot r*FOUNDATIONS + k; it holds an unseen card while k < left[r]. */
const SLOTS: u32 = <u32>(RANKS * FOUNDATIONS);

/**
 * The rank that wins `place` in the sample seeded `seed`: the first slot of the place's
 * own stream that holds an unseen card (rejection sampling, so each unseen card is equally
 * likely); that rank's highest copy is taken from `left`.
 */
function drawPlace(seed: u32, place: i32): i32 {
  seedRng(mix(seed ^ (<u32>(place + 1) * 0x9e3779b9)));
  let r = 0;
  let copy = 0;
  do {
    const slot = <i32>uniformBelow(SLOTS);
    r = slot / FOUNDATIONS;
    copy = slot - r * FOUNDATIONS;
  } while (copy >= unchecked(left[r]));
  unchecked(left[r]--);
  return r;
}

/**
 * Deals the unseen cards into the hidden places of `s`, each place by its race (above):
 * under the reserve's top (bottom up), then the stock (bottom up). Every arrangement of
 * the unseen multiset is equally likely.
 */
export function determinize(s: usize, seed: u32): void {
  for (let r = 0; r < RANKS; r++) unchecked((left[r] = unseenOfRank[r]));
  const rn = get(s, O_RN);
  const under = rn > 0 ? rn - 1 : 0;
  for (let i = 0; i < under; i++) put(s, O_RES + i, drawPlace(seed, RESERVE_PLACES + i));
  const sn = get(s, O_SN);
  for (let i = 0; i < sn; i++) put(s, O_STK + i, drawPlace(seed, i));
}
