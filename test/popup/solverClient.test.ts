// The popup's solver door over the real bridge and WASM module (Node's in-process worker).
import { describe, expect, it } from 'vitest';
import { dealFromNumber, playMove, newGame, status } from '../../src/engine/index';
import { inProcessWorker } from '../../src/solver/worker/inProcess';
import { loadSolver } from '../../src/solver/node';
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
