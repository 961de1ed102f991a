// The contract between the fair player's module code (assembly/fair/) and its driver
// (src/solver/fair/core.ts), declared once and read by both compilers, as assembly/abi.ts is
// for the solver: untyped numeric constants only. The module exports each as a global
// (assembly/index.ts) and test/solver/abi.test.ts compares them with these values; moves
// are the solver's codes (assembly/abi.ts, assembly/moveCode.ts). test/fair/player.test.ts
// checks that the module reads a view the driver writes as the engine does.
import { FOUNDATIONS, PILES, RESERVE_MAX, STOCK_MAX } from '../abi';

// A state block (bytes). Ranks are relative to the base rank (0..12). Reserve, stock and
// waste are stacks whose last byte is the top; a pile is its top and its length. Each
// offset is the one before it plus that field's size, so a size changed in assembly/abi.ts
// moves every field after it.

/** Reserve count. */
export const O_RN = 0;
/** RESERVE_MAX reserve ranks, bottom..top. */
export const O_RES = O_RN + 1;
/** FOUNDATIONS foundation heights. */
export const O_F = O_RES + RESERVE_MAX;
/** PILES pile tops. */
export const O_TOP = O_F + FOUNDATIONS;
/** PILES pile lengths (0 = a space). */
export const O_LEN = O_TOP + PILES;
/** Stock count. */
export const O_SN = O_LEN + PILES;
/** STOCK_MAX stock ranks; the next card dealt is the last. */
export const O_STK = O_SN + 1;
/** Waste count. */
export const O_WN = O_STK + STOCK_MAX;
/** STOCK_MAX waste ranks, bottom..top. */
export const O_WST = O_WN + 1;
/** Cards on the foundations (the module computes it). */
export const O_FT = O_WST + STOCK_MAX;
/** The block: every field above, rounded up to a multiple of 8 bytes. */
export const STATE_BYTES = (O_FT + 1 + 7) & ~7;

// Base-policy refinements (assembly/fair/policy.ts), bits of fairSetPolicy's argument.

/** Park a waste card on a pile before a space. */
export const POLICY_SPARE_SPACES = 1;
/** Among piles that accept a card, park on the shortest. */
export const POLICY_SHORTEST_PILE = 2;
/** Foundation plays from the waste before the piles. */
export const POLICY_WASTE_FIRST = 4;
/** Among piles that accept a card, park on the longest. */
export const POLICY_LONGEST_PILE = 8;
/** When the waste's top has nowhere to go, empty a one-card pile onto another to give it a space. */
export const POLICY_MAKE_ROOM = 16;
/** Of several piles whose top can go up, play from the shortest. */
export const POLICY_SHORT_FIRST = 32;
/** Of several piles whose top can go up, play from the longest (the card under it is the next rank up). */
export const POLICY_LONG_FIRST = 64;
/** In a rollout, hold back a foundation play from a pile or the waste that would leave the sampled reserve unable to unload (guard.ts). */
export const POLICY_RESERVE_GUARD = 128;
