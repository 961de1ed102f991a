// The protocol's resume: a start with `resume: true` goes on with the worker's latest
// search of the same position. Its node count adds up, and it reaches what one long search
// reaches — the very same answer when nothing came in between.
import { describe, expect, test } from 'vitest';
import { lineOf } from '../../src/solver/search/answer';
import { workerClient } from '../../src/solver/worker/client';
import { inProcessWorker } from '../../src/solver/worker/inProcess';
import { solveGame } from '../../src/solver/search/solve';
import { deal, getCore } from './helpers';

const client = () => workerClient(() => inProcessWorker(getCore));

/** A deal the default schedule wins after some tens of thousands of nodes. */
const SLOW = 906;

describe('resume', () => {
  test('a search resumed twice ends exactly as one long search: same nodes, same line', async () => {
    const core = await getCore();
    const long = solveGame(core, deal(SLOW), [], { maxNodes: 2_000_000 });
    expect(long.verdict).toBe('win');
    expect(long.nodes).toBeGreaterThan(20_000);
    const c = client();
    const first = Math.floor(long.nodes / 3);
    const a = await c.solve({ deal: deal(SLOW), moves: [], maxNodes: first });
    expect(a).toMatchObject({ verdict: 'unknown', nodes: first });
    expect(a.resumedFrom).toBeUndefined();
    const b = await c.solve({ deal: deal(SLOW), moves: [], maxNodes: 2 * first, resume: true });
    expect(b).toMatchObject({ verdict: 'unknown', nodes: 2 * first, resumedFrom: first });
    const progress: number[] = [];
    const done = await c.solve({ deal: deal(SLOW), moves: [], maxNodes: 2_000_000, resume: true }, (n) => progress.push(n));
    expect(done).toMatchObject({ verdict: 'win', nodes: long.nodes, resumedFrom: 2 * first });
    expect(lineOf(done)).toEqual(lineOf(long));
    // progress counts from the search's start, not from the resume
    expect(Math.min(...progress)).toBeGreaterThan(2 * first);
  });

  test('a hint in between (a load of the same position) does not lose the search; the verdict is the same', async () => {
    const core = await getCore();
    const long = solveGame(core, deal(SLOW), [], { maxNodes: 2_000_000 });
    const c = client();
    const a = await c.solve({ deal: deal(SLOW), moves: [], maxNodes: 10_000, hint: true });
    expect(a.verdict).toBe('unknown');
    expect(a.hint?.move).toBeTruthy();
    const b = await c.solve({ deal: deal(SLOW), moves: [], maxNodes: 2_000_000, resume: true });
    expect(b.resumedFrom).toBe(10_000);
    expect(b.verdict).toBe(long.verdict);
    expect(b.nodes).toBeGreaterThan(10_000);
  });

  test('a cancelled search resumes from where it was cancelled', async () => {
    const c = client();
    let cancelledAt = 0;
    const p = c.solve({ deal: deal(5860), moves: [], maxNodes: 100_000_000 }, (n) => {
      cancelledAt = n;
      c.cancel();
    });
    const cancelled = await p;
    expect(cancelled.verdict).toBe('cancelled');
    const b = await c.solve({ deal: deal(5860), moves: [], maxNodes: cancelledAt + 50_000, resume: true });
    expect(b).toMatchObject({ verdict: 'unknown', nodes: cancelledAt + 50_000 });
    expect(b.resumedFrom).toBeGreaterThanOrEqual(cancelledAt);
  });

  test('after another position was searched, or without resume, the search starts over', async () => {
    const c = client();
    await c.solve({ deal: deal(5860), moves: [], maxNodes: 10_000 });
    await c.solve({ deal: deal(3), moves: [], maxNodes: 100 });
    const again = await c.solve({ deal: deal(5860), moves: [], maxNodes: 20_000, resume: true });
    expect(again.resumedFrom).toBeUndefined();
    expect(again.nodes).toBe(20_000);
    const plain = await c.solve({ deal: deal(5860), moves: [], maxNodes: 20_000 });
    expect(plain.resumedFrom).toBeUndefined();
    // another position of the same deal is another search too
    const other = await c.solve({ deal: deal(5860), moves: [{ kind: 'deal' }], maxNodes: 5_000, resume: true });
    expect(other.resumedFrom).toBeUndefined();
  });

  test('a decided search answers its verdict again when resumed', async () => {
    const c = client();
    const won = await c.solve({ deal: deal(3), moves: [], maxNodes: 1_000_000 });
    expect(won.verdict).toBe('win');
    const again = await c.solve({ deal: deal(3), moves: [], maxNodes: 2_000_000, resume: true });
    expect(again).toMatchObject({ verdict: 'win', nodes: won.nodes });
    expect(lineOf(again)).toEqual(lineOf(won));
  });
});
