// A lane's worker stopped when idle (issue 38): the next question starts a new one and is
// answered as before; a question under way keeps its worker; the front lane keeps a search
// Search longer may resume for longer.
import { describe, expect, it } from 'vitest';
import { dealFromNumber, playMove, newGame, status } from '../../src/engine/index';
import { inProcessWorker } from '../../src/solver/worker/inProcess';
import type { IdleOptions, WorkerLike } from '../../src/solver/worker/client';
import { loadFair, loadSolver } from '../../src/solver/node';
import { IDLE_MS, RESUMABLE_IDLE_MS, disposeLanes, laneIdle, solverLanes } from '../../popup/advice/solverClient';

const deal = (n: number) => {
  const d = dealFromNumber(n);
  if (!d.ok) throw new Error(d.error.message);
  return d.value;
};

/** Workers made and stopped, and a hand-run timer for the idle stop. */
function rig() {
  const made: { stopped: boolean }[] = [];
  const timers = new Map<number, () => void>();
  let next = 1;
  const idle: IdleOptions = {
    idleMs: () => 1_000,
    setTimer: (run) => (timers.set(next, run), next++),
    clearTimer: (t) => timers.delete(t as number),
  };
  const makeWorker = (): WorkerLike => {
    const w = inProcessWorker(() => loadSolver(8 << 20), loadFair);
    const record = { stopped: false };
    made.push(record);
    const terminate = w.terminate?.bind(w);
    w.terminate = () => ((record.stopped = true), terminate?.());
    return w;
  };
  /** Runs the idle timers due (all of them: the time is the test's to say). */
  const idleFor = () => {
    const due = [...timers.values()];
    timers.clear();
    for (const run of due) run();
  };
  return { made, timers, idleFor, lanes: solverLanes(makeWorker, () => idle) };
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
    const { made, idleFor, lanes } = rig();
    const first = await lanes.front.solve({ deal: deal(1), moves: [], maxNodes: 2_000_000 });
    idleFor();
    expect(made.map((w) => w.stopped)).toEqual([true]);
    const again = await lanes.front.solve({ deal: deal(1), moves: [], maxNodes: 2_000_000 });
    disposeLanes(lanes);
    expect(made).toHaveLength(2);
    expect(first.verdict).toBe('win');
    expect(again).toMatchObject({ verdict: 'win', nodes: first.nodes });
    expect(again.verdict === 'win' && replaysToWin(1, again.line)).toBe(true);
  });

  it('a fair question after an idle stop gets the same decision', async () => {
    const { idleFor, lanes } = rig();
    const g = { deal: deal(3), moves: [] };
    const first = await lanes.fair.chance(g);
    idleFor();
    const again = await lanes.fair.chance(g);
    disposeLanes(lanes);
    expect(first.verdict).toBe('chance');
    expect(again.verdict === 'chance' && first.verdict === 'chance' && again.best).toEqual(first.verdict === 'chance' && first.best);
  });

  it('a question asked before the idle time is up keeps the worker', async () => {
    const { made, timers, lanes } = rig();
    await lanes.back.solve({ deal: deal(1), moves: [], maxNodes: 10_000, maxMs: 1_000 });
    expect(timers.size).toBe(1);
    const second = lanes.back.solve({ deal: deal(2), moves: [], maxNodes: 10_000, maxMs: 1_000 });
    expect(timers.size).toBe(0);
    await second;
    disposeLanes(lanes);
    expect(made).toHaveLength(1);
  });

  it('a resumed search after an idle stop is searched afresh, and decides the same', async () => {
    const { made, idleFor, lanes } = rig();
    const req = { deal: deal(1063), moves: [], maxMs: 60_000 };
    const first = await lanes.front.solve({ ...req, maxNodes: 20_000 });
    expect(first.verdict).toBe('unknown');
    idleFor();
    const longer = await lanes.front.solve({ ...req, maxNodes: 400_000, resume: true });
    const fresh = await lanes.front.solve({ ...req, maxNodes: 400_000 });
    disposeLanes(lanes);
    expect(made).toHaveLength(2);
    expect(longer.resumedFrom).toBeUndefined();
    expect(longer).toMatchObject({ verdict: fresh.verdict, nodes: fresh.nodes });
  });

  it('the popup stops a lane after IDLE_MS, the front lane after RESUMABLE_IDLE_MS while Search longer may resume it', () => {
    const unknown = { verdict: 'unknown', nodes: 400_000, ms: 900 } as const;
    expect(laneIdle('front').idleMs(unknown)).toBe(RESUMABLE_IDLE_MS);
    expect(laneIdle('front').idleMs({ verdict: 'win', line: [], nodes: 10, ms: 1 })).toBe(IDLE_MS);
    // the warm-up's one-node question is nothing to resume
    expect(laneIdle('front').idleMs({ ...unknown, nodes: 1 })).toBe(IDLE_MS);
    expect(laneIdle('back').idleMs(unknown)).toBe(IDLE_MS);
    expect(laneIdle('fair').idleMs(undefined)).toBe(IDLE_MS);
  });
});
