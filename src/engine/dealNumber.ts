// Deal numbers. THIS MAPPING IS FROZEN: a deal number shared today must deal the same
// cards in every future version (test/engine/golden.test.ts pins it). Never change it.
//
// Deal n (1 ≤ n ≤ 2^32−1):
// 1. The ordered pack: two decks one after the other, each clubs, diamonds, hearts,
//    spades, each Ace to King (card i of the pack is card `i mod 52`).
// 2. A PRNG, Mulberry32 seeded with n (state s, 32-bit): s += 0x6D2B79F5;
//    t = imul(s ^ s>>>15, s | 1); t ^= t + imul(t ^ t>>>7, t | 61); output (t ^ t>>>14) >>> 0.
// 3. Fisher–Yates from the end: for i = 103 down to 1, j = uniform(0..i), swap pack[i]
//    and pack[j]. uniform(0..i) rejects draws ≥ floor(2^32 / (i+1)) · (i+1) and takes the
//    rest modulo i+1, so every j is equally likely.
// 4. The shuffled pack is the deal, in docs/rules.md's dealing order.
import { type Card, type Result, DECK_SIZE, err, ok } from './types';

export const MAX_DEAL_NUMBER = 0xffffffff;

/** Mulberry32 (step 2 above); also the fair player's sampler PRNG. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** Uniform in 0..bound-1 without modulo bias (step 3 above). */
export function uniformBelow(next: () => number, bound: number): number {
  const limit = Math.floor(0x100000000 / bound) * bound;
  for (;;) {
    const draw = next();
    if (draw < limit) return draw % bound;
  }
}

/**
 * A deal number as typed, wherever it is typed: `plot deal N`, `--deal-number`, `--from` and
 * `--to` in the CLI, the New game field and a numbered record in the popup. One syntax,
 * the plainest: decimal digits only (leading zeros allowed), worth 1 to MAX_DEAL_NUMBER. No
 * sign, no spaces, no fraction or exponent: JavaScript's Number() reads `1e3` as 1000 and
 * `0.99999999999999999` as 1, and a deal number that is not exactly what was typed would
 * deal other cards than the ones asked for. The error is English (the CLI's); the popup
 * words its own.
 */
export function parseDealNumber(text: string): Result<number> {
  if (!/^[0-9]+$/.test(text)) return err(`a deal number is written in digits only, like 1234`);
  // Ten digits at most once leading zeros are gone: Number() is exact on all of them.
  const digits = text.replace(/^0+(?=[0-9])/, '');
  const n = digits.length <= 10 ? Number(digits) : Infinity;
  if (n < 1 || n > MAX_DEAL_NUMBER) return err(`deal numbers run from 1 to ${MAX_DEAL_NUMBER}`);
  return ok(n);
}

/**
 * Does `word` look like a number (digits, with perhaps a sign, a point or an exponent),
 * rather than a card? A field or record that starts with one is meant as a deal number,
 * and is told what a deal number is when parseDealNumber refuses it. (No card starts so:
 * a card is a rank and a suit letter, like 7H or 10D.)
 */
export const looksLikeNumber = (word: string): boolean => /^[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:e[+-]?[0-9]+)?$/i.test(word);

export function dealFromNumber(n: number): Result<Card[]> {
  if (!Number.isInteger(n) || n < 1 || n > MAX_DEAL_NUMBER) {
    return err(`deal numbers run from 1 to ${MAX_DEAL_NUMBER}, not ${n}`);
  }
  const pack = Array.from({ length: DECK_SIZE }, (_, i) => i % 52);
  const next = mulberry32(n);
  for (let i = DECK_SIZE - 1; i >= 1; i--) {
    const j = uniformBelow(next, i + 1);
    [pack[i], pack[j]] = [pack[j], pack[i]];
  }
  return ok(pack);
}
