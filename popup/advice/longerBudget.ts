// Search longer's steps: only the verdict's panel and its question use them, both loaded
// after the first paint, so they are apart from solverClient.ts, which the popup needs at open.

/**
 * Search longer: each click resumes the search (protocol.ts, resume) up to the next of
 * these node counts; at the last one it stops offering itself. A minute at most per click.
 */
export const LONGER_STEPS: readonly number[] = [10_000_000, 30_000_000, 100_000_000];
const LONGER_MS = 60_000;

/** The budget of the next Search longer after `nodes` searched; undefined when the last step is spent. */
export function longerBudget(nodes: number): { maxNodes: number; maxMs: number } | undefined {
  const next = LONGER_STEPS.find((step) => step > nodes);
  return next === undefined ? undefined : { maxNodes: next, maxMs: LONGER_MS };
}
