// The search budgets of the popup's questions, apart from the solver's door (solverClient.ts)
// so that only the lazily loaded code that asks them carries them (the open path's bytes
// have a budget: docs/dev/open-budget.md).

/** Budgets: quick enough to keep the popup lively, long enough to settle most positions. */
export const BUDGETS = {
  hint: { maxNodes: 400_000, maxMs: 4_000 },
  winnable: { maxNodes: 2_000_000, maxMs: 10_000 },
  blunder: { maxNodes: 300_000, maxMs: 3_000 },
  dealCheck: { maxNodes: 600_000, maxMs: 4_000 },
} as const;
