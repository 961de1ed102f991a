// The contract between the fair player's module code (assembly/fair/) and its driver
// (src/solver/fair.ts), declared once and read by both compilers, as assembly/abi.ts is
// for the solver: untyped numeric constants only. test/fair/player.test.ts checks that
// the module reads a view the driver writes as the engine does (the unseen multiset).

// A state block (bytes). Ranks are relative to the base rank (0..12). Reserve, stock and
// waste are stacks whose last byte is the top; a pile is its top and its length.

/** Reserve count. */
export const O_RN = 0;
/** 13 reserve ranks, bottom..top. */
export const O_RES = 1;
/** 8 foundation heights. */
export const O_F = 14;
/** 12 pile tops. */
export const O_TOP = 22;
/** 12 pile lengths (0 = a space). */
export const O_LEN = 34;
/** Stock count. */
export const O_SN = 46;
/** 78 stock ranks; the next card dealt is the last. */
export const O_STK = 47;
/** Waste count. */
export const O_WN = 125;
/** 78 waste ranks, bottom..top. */
export const O_WST = 126;
/** Cards on the foundations (the module computes it). */
export const O_FT = 204;
export const STATE_BYTES = 208;

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
