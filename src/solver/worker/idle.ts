// When the popup's worker says it is idle, so that its client stops it (client.ts; the
// instances and the search's table go with it) and the next question starts a new one: at
// rest the popup holds no solver memory (docs/architecture.md, "Memory"). The policy lives
// in the worker, beside the search it may keep, rather than in the popup's open path.
import type { ChanceAnswer, SolverAnswer } from '../search/answer';
import type { AccuracyAnswer, WireBudget } from './protocol';
import { SMALL_SEARCH_NODES } from './tables';

/** A worker idle for this long after its last answer says so. */
export const IDLE_MS = 10_000;
/**
 * …or for this long when a long search (Winnable?, Search longer) stopped undecided: Search
 * longer resumes it (protocol.ts, resume) only while this worker lives; a new worker would
 * search afresh, to the same answer, later.
 */
export const RESUMABLE_IDLE_MS = 60_000;

/** The idle time after `answer` to a request with `budget` (undefined for a chance). */
export function idleMsAfter(answer: SolverAnswer | ChanceAnswer | AccuracyAnswer, budget: WireBudget | undefined): number {
  const long = budget !== undefined && (budget.maxNodes === undefined || budget.maxNodes > SMALL_SEARCH_NODES);
  return long && answer.verdict === 'unknown' ? RESUMABLE_IDLE_MS : IDLE_MS;
}
