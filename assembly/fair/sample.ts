// Determinizations: the unseen cards (the double pack minus what the view shows) dealt
// at random into the hidden places. The generator is the engine's (Mulberry32 with
// rejection sampling, src/engine/dealNumber.ts), so a seed means the same thing on
// both sides.
import { CARDS, FOUNDATIONS, RANKS } from '../abi';
import { O_RES, O_RN, O_SN, O_STK } from './abi';
import { get, put } from './state';

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
export const unseen = new StaticArray<i32>(CARDS);
export let unseenCount: i32 = 0;
const deck = new StaticArray<i32>(CARDS);

/** Fills `unseen` from the per-rank counts of seen cards. */
export function setUnseen(seen: StaticArray<i32>): void {
  unseenCount = 0;
  for (let r = 0; r < RANKS; r++) {
    // one copy of each rank per foundation
    const left = FOUNDATIONS - unchecked(seen[r]);
    for (let k = 0; k < left; k++) unchecked((unseen[unseenCount++] = r));
  }
}

/**
 * Deals the unseen cards, shuffled (Fisher–Yates), into the hidden places of `s`: under
 * the reserve's top (bottom up), then the stock. Every arrangement is equally likely.
 */
export function determinize(s: usize, seed: u32): void {
  seedRng(seed);
  const n = unseenCount;
  for (let i = 0; i < n; i++) unchecked((deck[i] = unseen[i]));
  for (let i = n - 1; i >= 1; i--) {
    const j = <i32>uniformBelow(<u32>(i + 1));
    const t = unchecked(deck[i]);
    unchecked((deck[i] = deck[j]));
    unchecked((deck[j] = t));
  }
  const rn = get(s, O_RN);
  const under = rn > 0 ? rn - 1 : 0;
  let k = 0;
  for (let i = 0; i < under; i++) put(s, O_RES + i, unchecked(deck[k++]));
  const sn = get(s, O_SN);
  for (let i = 0; i < sn; i++) put(s, O_STK + i, unchecked(deck[k++]));
}
