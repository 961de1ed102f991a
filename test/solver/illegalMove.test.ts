// An illegal move given to the solver is named once, as the engine's replay names it: "move 1
// (t1>t2) is illegal: ..." (it read "move 1: move 1 (t1>t2) is illegal" through solveGame and
// the worker).
import { describe, expect, test } from 'vitest';
import { type Move, describeRefusal, play, dealPosition } from '../../src/engine';
import { solveGame } from '../../src/solver/search/solve';
import { workerClient } from '../../src/solver/worker/client';
import { inProcessWorker } from '../../src/solver/worker/inProcess';
import { deal, getCore } from './helpers';

const T1_T2: Move = { kind: 'play', from: 't1', to: 't2' };

/** The engine's words for t1>t2 on deal 1, as the expected message's end. */
function why(): string {
  const r = play(dealPosition(deal(1)), T1_T2);
  if (r.ok || !r.error.refusal) throw new Error('t1>t2 should be illegal on deal 1');
  return describeRefusal(r.error.refusal);
}

describe('an illegal move, named once', () => {
  test('solveGame', async () => {
    const a = solveGame(await getCore(), deal(1), [{ kind: 'deal' }, T1_T2]);
    expect(a).toMatchObject({ verdict: 'error', message: `move 2 (t1>t2) is illegal: ${why()}` });
  });

  test('the worker', async () => {
    const a = await workerClient(() => inProcessWorker(getCore)).solve({ deal: deal(1), moves: [T1_T2] });
    expect(a).toMatchObject({ verdict: 'error', message: `move 1 (t1>t2) is illegal: ${why()}` });
  });
});
