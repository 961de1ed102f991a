// The popup worker's tables (src/solver/worker/tables.ts, issue 38): a search gets the table
// its budget names, and a table set smaller, then larger again, in one module answers as a
// fresh core of that size does (assembly/table.ts reuses the largest table's memory).
import { describe, expect, test } from 'vitest';
import { SMALL_SEARCH_NODES, SMALL_TABLE_BYTES, WORKER_TABLE_BYTES, tableBytesFor } from '../../src/solver/worker/tables';
import { LONGER_STEPS } from '../../popup/advice/longerBudget';
import { BUDGETS } from '../../popup/advice/budgets';
import { DAILY_NODES } from '../../src/solver/daily';
import { loadSolver } from '../../src/solver/node';
import { solveGame } from '../../src/solver/search/solve';
import { deal } from './helpers';

describe('the table for a budget', () => {
  test('the popup\'s quick questions get the small table, Winnable? and Search longer the large one', () => {
    for (const b of [BUDGETS.hint, BUDGETS.blunder, BUDGETS.dealCheck]) expect(tableBytesFor(b)).toBe(SMALL_TABLE_BYTES);
    expect(tableBytesFor(BUDGETS.winnable)).toBe(WORKER_TABLE_BYTES);
    for (const nodes of LONGER_STEPS) expect(tableBytesFor({ maxNodes: nodes, maxMs: 60_000 })).toBe(WORKER_TABLE_BYTES);
    expect(tableBytesFor({ maxNodes: SMALL_SEARCH_NODES, maxMs: 1 })).toBe(SMALL_TABLE_BYTES);
    expect(tableBytesFor({ maxNodes: SMALL_SEARCH_NODES + 1, maxMs: 1 })).toBe(WORKER_TABLE_BYTES);
    expect(tableBytesFor({})).toBe(WORKER_TABLE_BYTES);
  });

  test('a node budget without a time budget (the deal of the day) keeps the table the daily formula names', () => {
    expect(tableBytesFor({ maxNodes: DAILY_NODES })).toBe(WORKER_TABLE_BYTES);
  });

  test('a table resized down and up again answers as fresh tables of each size do', async () => {
    const resized = await loadSolver(WORKER_TABLE_BYTES);
    const small = await loadSolver(SMALL_TABLE_BYTES);
    const large = await loadSolver(WORKER_TABLE_BYTES);
    for (const n of [906, 1218]) {
      const d = deal(n);
      for (const [bytes, fresh] of [[SMALL_TABLE_BYTES, small], [WORKER_TABLE_BYTES, large], [SMALL_TABLE_BYTES, small]] as const) {
        expect(resized.setTableBytes(bytes)).toBe(bytes);
        const a = solveGame(resized, d, [], { maxNodes: BUDGETS.hint.maxNodes });
        const b = solveGame(fresh, d, [], { maxNodes: BUDGETS.hint.maxNodes });
        expect({ verdict: a.verdict, nodes: a.nodes }, `deal ${n}, ${bytes} bytes`).toEqual({ verdict: b.verdict, nodes: b.nodes });
      }
    }
  });
});
