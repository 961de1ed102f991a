// How much table a search in the popup's worker gets (docs/architecture.md, "Memory"). The
// table holds the positions a search proved lost; a search of a few hundred thousand nodes
// stores far fewer than a 4 MB table's 131,072 entries, and gives the same answers with it
// as with 16 MB (the hint's 400,000 nodes on the hard deals 906, 1063, 1218, 5860, 29557,
// 30970, 60037, 97741: same verdicts, same node counts, 2026-12-03). Winnable? and Search
// longer (millions of nodes) keep the 16 MB the worker always had, and so does a search
// with a node budget and no time budget: the deal of the day's, whose answer must be the
// same on every machine and version (src/solver/daily.ts names this table). The table's pages cost
// memory only once a search writes to them (assembly/table.ts), so a small search in a
// worker that once ran a large one still touches only the first 4 MB.
import type { WireBudget } from './protocol';

/** The largest table, allocated when the worker's search core is made: Winnable?, Search longer, a search without a node budget. */
export const WORKER_TABLE_BYTES = 16 * 1024 * 1024;
/** The table of a search of at most SMALL_SEARCH_NODES: Hint, the blunder check, Finish's proof, the winnable-deal search. */
export const SMALL_TABLE_BYTES = 4 * 1024 * 1024;
export const SMALL_SEARCH_NODES = 1_000_000;

/** The table for a search with this budget. */
export function tableBytesFor(budget: WireBudget): number {
  const small = budget.maxNodes !== undefined && budget.maxNodes <= SMALL_SEARCH_NODES && budget.maxMs !== undefined;
  return small ? SMALL_TABLE_BYTES : WORKER_TABLE_BYTES;
}
