// A lane's worker stopped when idle (issue 38): the next question starts a new one and is
// answered as before; a question under way keeps its worker; a worker holding a search
// Search longer may resume waits longer.
import { describe, expect, it, vi } from 'vitest';
import { dealFromNumber, playMove, newGame, status } from '../../src/engine/index';
import { inProcessWorker } from '../../src/solver/worker/inProcess';
import type { WorkerLike } from '../../src/solver/worker/client';
import { loadFair, loadSolver } from '../../src/solver/node';
import { LONGER_STEPS } from '../../popup/advice/longerBudget';
import { disposeLanes, solverLanes } from '../../popup/advice/solverClient';
import { BUDGETS } from '../../popup/advice/budgets';
import { IDLE_MS, RESUMABLE_IDLE_MS, idleMsAfter } from '../../src/solver/worker/idle';

const deal = (n: number) => {
  const d = dealFromNumber(n);
  if (!d.ok) throw new Error(d.error.message);
  return d.value;
};

/** Workers made and whether each was stopped, over lanes whose workers say they are idle after `idleMs`. */
function rig(idleMs: number) {
  const made: { stopped: boolean }[] = [];
  const makeWorker = (): WorkerLike => {
    const w = inProcessWorker(() => loadSolver(8 << 20), loadFair, { idleMs: () => idleMs });
    const record = { stopped: false };
    made.push(record);
    const terminate = w.terminate?.bind(w);
    w.terminate = () => ((record.stopped = true), terminate?.());
    return w;
  };
  /** Resolves once every worker made so far has been stopped (polled: the stop is the idle timer's). */
  const allStopped = () => vi.waitFor(() => expect(made.every((w) => w.stopped)).toBe(true), { timeout: 15_000, interval: 5 });
  return { made, allStopped, lanes: solverLanes(makeWorker) };
}

const replaysToWin = (n: number, line: readonly Parameters<typeof playMove>[1][]) => {
  let g = newGame(deal(n), n);
  for (const m of line) {
    const r = playMove(g, m);
    if (!r.ok) return false;
    g = r.value;
  }
  return status(g.position) === 'won';
};

describe('idle workers', () => {
  it('a worker stopped when idle is started again and answers the next question as before', async () => {
    const { made, allStopped, lanes } = rig(10);
    const first = await lanes.front.solve({ deal: deal(1), moves: [], maxNodes: 2_000_000 });
    await allStopped();
    expect(made).toHaveLength(1);
    const again = await lanes.front.solve({ deal: deal(1), moves: [], maxNodes: 2_000_000 });
    disposeLanes(lanes);
    expect(made).toHaveLength(2);
    expect(first.verdict).toBe('win');
    expect(again).toMatchObject({ verdict: 'win', nodes: first.nodes });
    expect(again.verdict === 'win' && replaysToWin(1, again.line)).toBe(true);
  });

  it('the default hint asks the meter\'s worker: one worker for both; front\'s first search starts a second; front is one lane over the two', async () => {
    const { made, lanes } = rig(60_000);
    const g = { deal: deal(3), moves: [] };
    const [meter, hint] = await Promise.all([lanes.fair.chance(g), lanes.front.chance(g)]);
    expect(made).toHaveLength(1);
    expect(hint.verdict === 'chance' && meter.verdict === 'chance' && hint.best).toEqual(meter.verdict === 'chance' && meter.best);
    // A search after a hint, and a hint after a search, each end the other at once.
    const slow = lanes.front.chance(g);
    const search = lanes.front.solve({ deal: deal(1), moves: [], maxNodes: 2_000_000 });
    expect(made).toHaveLength(2);
    expect((await slow).verdict).toBe('cancelled');
    const next = lanes.front.chance(g);
    expect((await search).verdict).toBe('cancelled');
    expect((await next).verdict).toBe('chance');
    disposeLanes(lanes);
  });

  it('a fair question after an idle stop gets the same decision', async () => {
    const { made, allStopped, lanes } = rig(10);
    const g = { deal: deal(3), moves: [] };
    const first = await lanes.fair.chance(g);
    await allStopped();
    expect(made).toHaveLength(1);
    const again = await lanes.fair.chance(g);
    disposeLanes(lanes);
    expect(first.verdict).toBe('chance');
    expect(again.verdict === 'chance' && first.verdict === 'chance' && again.best).toEqual(first.verdict === 'chance' && first.best);
  });

  it('a question under way keeps its worker past the idle time', async () => {
    const { made, lanes } = rig(10);
    await lanes.back.solve({ deal: deal(1), moves: [], maxNodes: 10_000, maxMs: 1_000 });
    // asked at once, and searched far longer than the idle time
    const long = await lanes.back.solve({ deal: deal(5860), moves: [], maxNodes: 300_000, maxMs: 60_000 });
    disposeLanes(lanes);
    expect(long).toMatchObject({ verdict: 'unknown', nodes: 300_000 });
    expect(made).toHaveLength(1);
  });

  it('a resumed search after an idle stop is searched afresh, and decides the same', async () => {
    const { made, allStopped, lanes } = rig(10);
    const req = { deal: deal(1063), moves: [], maxMs: 60_000 };
    const first = await lanes.front.solve({ ...req, maxNodes: 20_000 });
    expect(first.verdict).toBe('unknown');
    await allStopped();
    const longer = await lanes.front.solve({ ...req, maxNodes: 400_000, resume: true });
    const fresh = await lanes.front.solve({ ...req, maxNodes: 400_000 });
    disposeLanes(lanes);
    expect(made).toHaveLength(2);
    expect(longer.resumedFrom).toBeUndefined();
    expect(longer).toMatchObject({ verdict: fresh.verdict, nodes: fresh.nodes });
  });

  it('a worker is idle after IDLE_MS, after an undecided Winnable? or Search longer after RESUMABLE_IDLE_MS', () => {
    const unknown = { verdict: 'unknown', nodes: 400_000, ms: 900 } as const;
    expect(idleMsAfter(unknown, BUDGETS.winnable)).toBe(RESUMABLE_IDLE_MS);
    expect(idleMsAfter(unknown, { maxNodes: LONGER_STEPS[0], maxMs: 60_000 })).toBe(RESUMABLE_IDLE_MS);
    expect(idleMsAfter({ verdict: 'win', line: [], nodes: 10, ms: 1 }, BUDGETS.winnable)).toBe(IDLE_MS);
    // a hint's or a blunder check's undecided search is never resumed; nor the warm-up's one node
    expect(idleMsAfter(unknown, BUDGETS.hint)).toBe(IDLE_MS);
    expect(idleMsAfter(unknown, BUDGETS.blunder)).toBe(IDLE_MS);
    expect(idleMsAfter({ ...unknown, nodes: 1 }, { maxNodes: 1 })).toBe(IDLE_MS);
    expect(idleMsAfter({ verdict: 'cancelled', nodes: 0, ms: 0 }, undefined)).toBe(IDLE_MS);
  });
});
