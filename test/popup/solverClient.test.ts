// The popup's solver door over the real bridge and WASM module (Node's in-process worker).
import { describe, expect, it } from 'vitest';
import { dealFromNumber, playMove, newGame, status } from '../../src/engine/index';
import { inProcessWorker } from '../../src/solver/worker/inProcess';
import { loadSolver } from '../../src/solver/node';
import { loadFair } from '../../src/solver/node';
import type { WorkerLike } from '../../src/solver/worker/client';
import { disposeLanes, solverLanes } from '../../popup/advice/solverClient';

const deal = (n: number) => {
  const d = dealFromNumber(n);
  if (!d.ok) throw new Error(d.error.message);
  return d.value;
};

const lanes = () => solverLanes(() => inProcessWorker(() => loadSolver(8 << 20)));

describe('solverClient over the bridge', () => {
  it('answers win with a line the engine replays to a won game', async () => {
    const solver = lanes();
    const answer = await solver.front.solve({ deal: deal(1), moves: [], maxNodes: 2_000_000 });
    disposeLanes(solver);
    expect(answer.verdict).toBe('win');
    if (answer.verdict !== 'win') return;
    let g = newGame(deal(1), 1);
    for (const m of answer.line) {
      const r = playMove(g, m);
      expect(r.ok).toBe(true);
      if (r.ok) g = r.value;
    }
    expect(status(g.position)).toBe('won');
  });

  it('keeps the lanes apart: a background check does not cancel the player\'s question', async () => {
    const solver = lanes();
    const progress: number[] = [];
    const front = solver.front.solve({ deal: deal(2), moves: [], maxNodes: 2_000_000 }, (nodes) => progress.push(nodes));
    const back = solver.back.solve({ deal: deal(3), moves: [], maxNodes: 2_000_000 });
    const [a, b] = await Promise.all([front, back]);
    disposeLanes(solver);
    expect(a.verdict).not.toBe('cancelled');
    expect(b.verdict).not.toBe('cancelled');
  });

  it('back and fair share a worker: in the fair lane the latest question wins, and the back lane\'s goes on', async () => {
    let made = 0;
    const solver = solverLanes((): WorkerLike => (made++, inProcessWorker(() => loadSolver(8 << 20), loadFair)));
    const g = { deal: deal(3), moves: [] };
    const alone = await solverLanes(() => inProcessWorker(() => loadSolver(8 << 20), loadFair)).fair.chance(g);
    // Two meter questions meanwhile: the second ends the first, not the back lane's search.
    const dropped = solver.fair.chance(g);
    const meter = solver.fair.chance(g);
    const judged = solver.back.chance({ ...g, judge: { kind: 'deal' } });
    const [d, m, j] = await Promise.all([dropped, meter, judged]);
    const hint = await solver.front.solve({ ...g, maxNodes: 1 });
    disposeLanes(solver);
    expect(made).toBe(2);
    expect(hint.verdict).not.toBe('cancelled');
    expect(d.verdict).toBe('cancelled');
    expect(alone.verdict).toBe('chance');
    expect(m).toMatchObject({ verdict: 'chance', best: alone.verdict === 'chance' ? alone.best : undefined, chance: alone.verdict === 'chance' ? alone.chance : undefined });
    expect(j.verdict).toBe('chance');
  });

  it('a search in the back lane runs to its answer beside the meter\'s questions', async () => {
    const solver = solverLanes(() => inProcessWorker(() => loadSolver(8 << 20), loadFair));
    const g = { deal: deal(1), moves: [] };
    const check = solver.back.solve({ ...g, maxNodes: 2_000_000 });
    const meters = [solver.fair.chance(g), solver.fair.chance({ deal: deal(2), moves: [] })];
    const [c, , m] = await Promise.all([check, ...meters]);
    const alone = await solverLanes(() => inProcessWorker(() => loadSolver(8 << 20))).back.solve({ ...g, maxNodes: 2_000_000 });
    disposeLanes(solver);
    expect(c).toMatchObject({ verdict: 'win', nodes: alone.nodes });
    expect(m.verdict).toBe('chance');
  });

  it('in one lane the latest request wins', async () => {
    const solver = lanes();
    const first = solver.front.solve({ deal: deal(4), moves: [], maxNodes: 5_000_000 });
    const second = solver.front.solve({ deal: deal(1), moves: [], maxNodes: 2_000_000 });
    const [a, b] = await Promise.all([first, second]);
    disposeLanes(solver);
    expect(a.verdict).toBe('cancelled');
    expect(b.verdict).toBe('win');
  });

  it('an undecided hint carries the move the search would try first', async () => {
    const solver = lanes();
    const moves = [{ kind: 'deal' } as const];
    const answer = await solver.front.solve({ deal: deal(5860), moves, maxNodes: 1, hint: true });
    disposeLanes(solver);
    expect(answer.verdict).toBe('unknown');
    expect(answer.hint?.move).toBeTruthy();
    expect(answer.hint?.reason).toMatch(/undecided/);
  });
});
