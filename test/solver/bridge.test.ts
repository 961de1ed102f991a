// Budgets, cancellation, latest-request-wins, crashes and load failures, and the command's
// handling of bad input.
import { describe, expect, test } from 'vitest';
import { dealToString, dealPosition } from '../../src/engine';
import { lineOf } from '../../src/solver/search/answer';
import { type WorkerLike, workerClient } from '../../src/solver/worker/client';
import { inProcessWorker } from '../../src/solver/worker/inProcess';
import type { FromWorker, ToWorker } from '../../src/solver/worker/protocol';
import { solveGame } from '../../src/solver/search/solve';
import { main } from '../../src/cli/plot';
import { deal, getCore } from './helpers';

// Deal 5860 is not decided within millions of nodes: good for budgets and cancellation.
const HARD = 5860;

describe('budgets', () => {
  test('the node budget is honoured exactly', async () => {
    const core = await getCore();
    for (const maxNodes of [1, 10, 1000, 12_345]) {
      const a = solveGame(core, deal(HARD), [], { maxNodes });
      expect(a.verdict).toBe('unknown');
      expect(a.nodes).toBeLessThanOrEqual(maxNodes);
    }
  });

  test('a time budget stops the search with unknown (never a wrong verdict)', async () => {
    const core = await getCore();
    const a = solveGame(core, deal(HARD), [], { maxMs: 1, maxNodes: 50_000_000, slice: 1000 });
    // The deal is not decided in 12 345 nodes (above): a search stopped by time says so.
    expect(a.verdict).toBe('unknown');
    expect(a.nodes).toBeLessThan(50_000_000);
  });

  test('the same request gives the same answer (seeded probes)', async () => {
    const core = await getCore();
    const a = solveGame(core, deal(120), [], { maxNodes: 2_000_000 });
    const b = solveGame(core, deal(120), [], { maxNodes: 2_000_000 });
    expect(b).toMatchObject({ verdict: a.verdict, line: lineOf(a), nodes: a.nodes });
  });
});

const client = () => workerClient(() => inProcessWorker(getCore));
const card = (n: number) => deal(n);

describe('client and worker protocol', () => {
  test('answers a request, with progress', async () => {
    const c = client();
    const seen: number[] = [];
    const a = await c.solve({ deal: card(120), moves: [], maxNodes: 3_000_000 }, (n) => seen.push(n));
    expect(a.verdict).toBe('win');
    expect(lineOf(a).length).toBeGreaterThan(100);
    expect(seen.length).toBeGreaterThan(0);
  });

  test('cancel ends the search with "cancelled"', async () => {
    const c = client();
    const p = c.solve({ deal: card(HARD), moves: [], maxNodes: 100_000_000 }, () => c.cancel());
    expect((await p).verdict).toBe('cancelled');
  });

  test('the latest request wins', async () => {
    const c = client();
    const first = c.solve({ deal: card(HARD), moves: [], maxNodes: 100_000_000 });
    const second = c.solve({ deal: card(3), moves: [{ kind: 'deal' }], maxNodes: 100_000, hint: true });
    expect((await first).verdict).toBe('cancelled');
    const b = await second;
    expect(b.verdict).toBe('win');
    expect(b.hint?.move).toEqual(lineOf(b)[0]);
  });

  test('bad input is an error answer', async () => {
    const c = client();
    expect((await c.solve({ deal: [1, 2, 3], moves: [] })).verdict).toBe('error');
    expect((await c.solve({ deal: card(3), moves: [{ kind: 'play', from: 'r', to: 't1' }] })).verdict).toBe('error');
  });

  test('a move the worker cannot read is an error answer naming it (test/solver/wire.test.ts has each kind)', async () => {
    const { createSolverHost } = await import('../../src/solver/worker/host');
    const out: FromWorker[] = [];
    const handle = createSolverHost((m) => out.push(m), getCore);
    handle({ type: 'start', id: 1, deal: card(3), moves: ['nonsense'] } as unknown as ToWorker);
    for (let i = 0; i < 100 && !out.some((m) => m.type === 'result'); i++) await new Promise((r) => setTimeout(r, 10));
    const result = out.find((m) => m.type === 'result');
    expect(result?.type === 'result' && result.answer).toMatchObject({ verdict: 'error', message: expect.stringMatching(/^bad move: move 1 is not a move/) });
  });

  test('a module that fails to load gives an error answer', async () => {
    const c = workerClient(() => inProcessWorker(() => Promise.reject(new Error('no such file'))));
    const a = await c.solve({ deal: card(3), moves: [] });
    expect(a.verdict).toBe('error');
    if (a.verdict === 'error') expect(a.message).toMatch(/failed to load/);
  });

  test('a worker that crashes gives an error answer, and the next request gets a new worker', async () => {
    let made = 0;
    const c = workerClient(() => {
      made++;
      if (made === 1) {
        const w: WorkerLike = {
          onmessage: null,
          onerror: null,
          postMessage(_m: ToWorker) {
            setTimeout(() => w.onerror?.({ message: 'out of memory' }), 1);
          },
        };
        return w;
      }
      return inProcessWorker(getCore);
    });
    const a = await c.solve({ deal: card(3), moves: [] });
    expect(a.verdict).toBe('error');
    if (a.verdict === 'error') expect(a.message).toMatch(/crashed/);
    const b = await c.solve({ deal: card(3), moves: [], maxNodes: 100_000 });
    expect(b.verdict).toBe('win');
  });

  test('a win line that does not replay is an error, not a win', async () => {
    const { createSolverHost } = await import('../../src/solver/worker/host');
    const real = await getCore();
    const liar = Object.create(real);
    liar.search = (...args: Parameters<typeof real.search>) => {
      const s = real.search(...args);
      return { nodes: 0, step: () => ({ verdict: 'win', line: [{ kind: 'deal' }], nodes: 1, ms: 0 }), s };
    };
    const out: FromWorker[] = [];
    const handle = createSolverHost((m) => out.push(m), async () => liar);
    handle({ type: 'start', id: 1, deal: card(3), moves: [] });
    await new Promise((r) => setTimeout(r, 50));
    const result = out.find((m) => m.type === 'result');
    expect(result && result.type === 'result' && result.answer.verdict).toBe('error');
  });
});

async function cli(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out, err };
}

describe('plot solve / plot hint', () => {
  test('prints one JSON line', async () => {
    const r = await cli(['solve', '--deal-number', '3', '--max-nodes', '100000']);
    expect(r.code).toBe(0);
    expect(r.out).toHaveLength(1);
    const j = JSON.parse(r.out[0]);
    expect(Object.keys(j)).toEqual(['result', 'line', 'nodes', 'ms']);
    expect(j.result).toBe('win');
  });

  test('--deal and --moves', async () => {
    const text = dealToString(deal(5));
    const r = await cli(['solve', '--deal', text, '--moves', 'deal deal']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out[0])).toMatchObject({ result: 'loss', line: [] });
    void dealPosition;
  });

  test('hint prints a move and a reason', async () => {
    const r = await cli(['hint', '--deal-number', '3']);
    expect(r.code).toBe(0);
    expect(r.out[0]).toMatch(/^\S+ {2}wins: /);
    const lost = await cli(['hint', '--deal-number', '5']);
    expect(lost.out[0]).toMatch(/lost/);
  });

  test.each([
    [['solve']],
    [['solve', '--deal', 'AS 2S']],
    [['solve', '--deal-number', '0']],
    [['solve', '--deal-number', '3', '--moves', 'r>t1']],
    [['solve', '--deal-number', '3', '--max-nodes', 'lots']],
    [['solve', '--deal-number', '3', '--max-ms', '-5']],
    [['hint', '--deal-number', '3', '--bogus']],
  ])('bad input %j: one line on stderr, exit 2', async (args) => {
    const r = await cli(args);
    expect(r.code).toBe(2);
    expect(r.err).toHaveLength(1);
    expect(r.out).toEqual([]);
  });
});
