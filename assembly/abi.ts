// The contract between the WebAssembly module and the TypeScript bridge, declared once.
//
// Both compilers read this file: AssemblyScript builds it into the module (assembly/index.ts
// also exports every constant as a global), and src/solver/search/core.ts imports it as plain
// TypeScript. So it holds untyped numeric constants only (integers that mean the same in
// both languages). test/solver/abi.test.ts instantiates the built module and fails when
// one of its exported globals differs from the value the bridge compiles against (a stale
// build/solver.wasm, or an expression the two languages evaluate differently).

// ---------------------------------------------------------------------------------------
// Sizes of a position

export const PILES = 12;
export const FOUNDATIONS = 8;
/** Cards per foundation, and the relative ranks 0 (base) .. 12. */
export const RANKS = 13;
/** The reserve at its fullest (the deal gives 13). */
export const RESERVE_MAX = 13;
/** Stock and waste together at their fullest (the deal gives 78). */
export const STOCK_MAX = 78;
/** Cards in the game: every rank once per foundation. */
export const CARDS = FOUNDATIONS * RANKS;

// ---------------------------------------------------------------------------------------
// Input buffer: the bridge writes a position here (bytes, ranks relative to the base rank),
// then calls loadPosition().

/** Reserve cards left, 0..13. */
export const IN_RESERVE_COUNT = 0;
/** Reserve ranks, top (next to leave) first. */
export const IN_RESERVE = 1;
/** Foundation heights f1..f8. */
export const IN_FOUNDATIONS = IN_RESERVE + RESERVE_MAX;
/** Pile tops t1..t12 (the rank of the card that can move; 0 for a space). */
export const IN_PILE_TOPS = IN_FOUNDATIONS + FOUNDATIONS;
/** Pile lengths t1..t12 (0 = a space); a pile is its top and the run below it. */
export const IN_PILE_LENGTHS = IN_PILE_TOPS + PILES;
/** Waste and stock together, S <= 78. */
export const IN_STOCK_LENGTH = IN_PILE_LENGTHS + PILES;
/** Cards already dealt (the waste size W). */
export const IN_WASTE_SIZE = IN_STOCK_LENGTH + 1;
/** The virtual stock: the W waste cards bottom to top, then the stock in dealing order. */
export const IN_STOCK = IN_WASTE_SIZE + 1;
export const IN_BYTES = 128;

/** Output buffer: u16 move codes (a winning line, or a move list). */
export const OUT_MOVES = 2048;
/** The search's depth cap (so its longest line): a search that reaches it can no longer answer loss. */
export const MAX_DEPTH = 1024;

/** loadPosition() results: 0, or which part of the input is out of range. */
export const LOAD_OK = 0;
export const LOAD_BAD_RESERVE_COUNT = -1;
export const LOAD_BAD_RESERVE_RANK = -2;
export const LOAD_BAD_FOUNDATION = -3;
export const LOAD_BAD_PILE = -4;
export const LOAD_BAD_STOCK_LENGTH = -5;
export const LOAD_BAD_STOCK_RANK = -6;

// ---------------------------------------------------------------------------------------
// Move codes: (src << MOVE_SRC_SHIFT) | dst.

export const MOVE_SRC_SHIFT = 4;
export const MOVE_DST_MASK = 15;
/** Sources: a deal, the waste top, the reserve top, or pile t(i+1) as SRC_PILE + i. */
export const SRC_DEAL = 0;
export const SRC_WASTE = 1;
export const SRC_RESERVE = 2;
export const SRC_PILE = 3;
/** Destinations: a foundation ("f": the lowest-numbered one that accepts), or pile t(j+1) as DST_PILE + j. */
export const DST_FOUNDATION = 0;
export const DST_PILE = 1;
/** The code of a deal. */
export const MOVE_DEAL = 0;

// ---------------------------------------------------------------------------------------
// start(flags): a set bit switches a pruning rule OFF (the tests run each rule on and off).

export const FLAG_NO_TT = 1;
export const FLAG_NO_SAFE = 2;
export const FLAG_NO_RESERVE_BOUND = 4;
export const FLAG_NO_SYMMETRY = 8;
/** The restriction bound: can f1 still be completed? (assembly/bounds/restriction.ts) */
export const FLAG_NO_RESTRICTION_BOUND = 16;
export const FLAG_NO_DEAL_ORDER = 64;
/** The open-region records (finished nodes that leaned on an ancestor; docs/solver.md). */
export const FLAG_NO_OPEN = 128;
/** The restriction bound's reuse (skipping moves that keep its answer, thresholds kept after a deal, its memos): check it in full at every node. */
export const FLAG_NO_RESTRICTION_REUSE = 256;

// ---------------------------------------------------------------------------------------
// run(slice) results.

/** The slice is spent: call run again. */
export const ST_RUNNING = 0;
/** Won: the line is in the output buffer, lineLength() moves. */
export const ST_WIN = 1;
/** Proven lost. */
export const ST_LOSS = 2;
/** The search space was exhausted but some branch was cut (the depth cap): nothing proven. */
export const ST_UNKNOWN = 3;
