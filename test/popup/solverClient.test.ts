// The popup's solver door over the real bridge and WASM module (Node's in-process worker).
import { describe, expect, it } from 'vitest';
import { dealFromNumber, playMove, newGame, status } from '../../src/engine/index';
import { inProcessWorker } from '../../src/solver/inProcess';
import { loadSolver } from '../../src/solver/node';
import { bridgeSolver, fromWire } from '../../popup/solverClient';

const deal = (n: number) => {
  const d = dealFromNumber(n);
  if (!d.ok) throw new Error(d.error.message);
  return d.value;
};

const client = () => bridgeSolver(() => inProcessWorker(() => loadSolver(8 << 20)));

describe('solverClient over the bridge', () => {
  it('answers win with a line the engine replays to a won game', async () => {
    const solver = client();
    const answer = await solver.solve('front', { deal: deal(1), moves: [], maxNodes: 2_000_000 });
    solver.dispose();
    expect(answer.kind).toBe('win');
    if (answer.kind !== 'win') return;
    let g = newGame(deal(1), 1);
    for (const m of answer.line) {
      const r = playMove(g, m);
      expect(r.ok).toBe(true);
      if (r.ok) g = r.value;
    }
    expect(status(g.position)).toBe('won');
  });

  it('keeps the lanes apart: a background check does not cancel the player\'s question', async () => {
    const solver = client();
    const progress: number[] = [];
    const front = solver.solve('front', { deal: deal(2), moves: [], maxNodes: 2_000_000 }, (p) => progress.push(p.nodes));
    const back = solver.solve('back', { deal: deal(3), moves: [], maxNodes: 2_000_000 });
    const [a, b] = await Promise.all([front, back]);
    solver.dispose();
    expect(a.kind).not.toBe('cancelled');
    expect(b.kind).not.toBe('cancelled');
  });

  it('in one lane the latest request wins', async () => {
    const solver = client();
    const first = solver.solve('front', { deal: deal(4), moves: [], maxNodes: 5_000_000 });
    const second = solver.solve('front', { deal: deal(1), moves: [], maxNodes: 2_000_000 });
    const [a, b] = await Promise.all([first, second]);
    solver.dispose();
    expect(a.kind).toBe('cancelled');
    expect(b.kind).toBe('win');
  });

  it('an undecided hint carries the best move found', () => {
    expect(fromWire({ result: 'unknown', line: [], nodes: 5, ms: 1, hint: { move: 'w>t3', reason: 'heuristic' } })).toEqual({
      kind: 'unknown',
      best: { kind: 'play', from: 'w', to: 't3' },
      nodes: 5,
    });
    expect(fromWire({ result: 'error', line: [], nodes: 0, ms: 0, message: 'boom' })).toEqual({ kind: 'error', message: 'boom' });
    expect(fromWire({ result: 'win', line: ['nonsense'], nodes: 0, ms: 0 }).kind).toBe('error');
  });
});
