// What the worker is sent is data it checks (src/solver/worker/host.ts, protocol.ts): moves
// travel as the engine's Move objects, and a message whose deal or moves are malformed is an
// error answer naming what is wrong, never a crash nor a TypeError's words; an illegal move is
// named as the engine's replay names it.
import { describe, expect, test } from 'vitest';
import { type Move, dealPosition, describeRefusal, legalMoves, play } from '../../src/engine';
import { createSolverHost } from '../../src/solver/worker/host';
import type { FromWorker, ToWorker } from '../../src/solver/worker/protocol';
import { workerClient } from '../../src/solver/worker/client';
import { inProcessWorker } from '../../src/solver/worker/inProcess';
import { loadFair } from '../../src/solver/node';
import { deal, getCore } from './helpers';

/** A host fed raw messages (as a worker receives them, whatever their shape): the answer to `id`. */
function rawHost() {
  const received: FromWorker[] = [];
  const handle = createSolverHost((m) => received.push(m), getCore, loadFair);
  const send = (m: unknown) => handle(structuredClone(m) as ToWorker);
  const answer = async (id: number) => {
    for (let i = 0; i < 1000; i++) {
      const r = received.find((m) => m.type !== 'progress' && m.type !== 'idle' && m.id === id);
      if (r && r.type !== 'progress' && r.type !== 'idle') return r.answer;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error(`no answer to ${id}`);
  };
  return { send, answer };
}

const T1_T2: Move = { kind: 'play', from: 't1', to: 't2' };
const NOT_A_MOVE = 'is not a move (a deal, or a play from w, r or t1..t12 to f, f1..f8 or t1..t12)';

describe('the worker checks what a message carries', () => {
  const malformed: [string, unknown, string][] = [
    ['a move as text (the old protocol)', ['deal'], `bad move: move 1 ${NOT_A_MOVE}`],
    ['an unknown kind', [{ kind: 'deal' }, { kind: 'undo' }], `bad move: move 2 ${NOT_A_MOVE}`],
    ['a source that is no pile', [{ kind: 'play', from: 't13', to: 'f' }], `bad move: move 1 ${NOT_A_MOVE}`],
    ['a destination that is no pile', [{ kind: 'play', from: 'w', to: 'f9' }], `bad move: move 1 ${NOT_A_MOVE}`],
    ['a play without its destination', [{ kind: 'play', from: 'w' }], `bad move: move 1 ${NOT_A_MOVE}`],
    ['null', [null], `bad move: move 1 ${NOT_A_MOVE}`],
    ['moves that are no list', 'deal deal', 'bad moves: a list of moves is expected'],
  ];

  test.each(malformed)('start with %s: an error answer', async (_, moves, message) => {
    const h = rawHost();
    h.send({ type: 'start', id: 1, deal: deal(1), moves, budget: { maxNodes: 1000 } });
    expect(await h.answer(1)).toMatchObject({ verdict: 'error', message });
  });

  test.each(malformed)('chance with %s: an error answer', async (_, moves, message) => {
    const h = rawHost();
    h.send({ type: 'chance', id: 1, deal: deal(1), moves, samples: 2 });
    expect(await h.answer(1)).toMatchObject({ verdict: 'error', message });
  });

  test.each(malformed)('accuracy with %s: an error answer', async (_, moves, message) => {
    const h = rawHost();
    h.send({ type: 'accuracy', id: 1, deal: deal(1), moves, chores: [] });
    expect(await h.answer(1)).toMatchObject({ verdict: 'error', message });
  });

  test.each([
    ['start', 'one card short', deal(1).slice(1), 'bad deal: it must have 104 cards'],
    ['chance', 'a card three times', [...deal(1).slice(1), deal(1)[1]], 'bad deal: each of the 52 cards must be there twice'],
    ['start', 'a number that is no card', [...deal(1).slice(1), 52], 'bad deal: each of the 52 cards must be there twice'],
    ['chance', 'text', 'AS', 'bad deal: it must have 104 cards'],
    ['accuracy', 'a card as text', [...deal(1).slice(1), 'AS'], 'bad deal: each of the 52 cards must be there twice'],
  ])('%s with a deal of %s: an error answer', async (type, _, d, message) => {
    const h = rawHost();
    h.send({ type, id: 1, deal: d, moves: [], chores: [], budget: { maxNodes: 1000 } });
    expect(await h.answer(1)).toMatchObject({ verdict: 'error', message });
  });

  test('a malformed move to judge: an error answer', async () => {
    const h = rawHost();
    h.send({ type: 'chance', id: 1, deal: deal(1), moves: [], judge: 'deal' });
    expect(await h.answer(1)).toMatchObject({ verdict: 'error', message: `bad move to judge: it ${NOT_A_MOVE}` });
  });

  test('well-formed but illegal: the engine names the move', async () => {
    const r = play(dealPosition(deal(1)), T1_T2);
    if (r.ok || !r.error.refusal) throw new Error('t1>t2 should be illegal on deal 1');
    const message = `move 2 (t1>t2) is illegal: ${describeRefusal(r.error.refusal)}`;
    const c = workerClient(() => inProcessWorker(getCore, loadFair));
    expect(await c.solve({ deal: deal(1), moves: [{ kind: 'deal' }, T1_T2], maxNodes: 1000 })).toMatchObject({ verdict: 'error', message });
    expect(await c.chance({ deal: deal(1), moves: [{ kind: 'deal' }, T1_T2], samples: 2 })).toMatchObject({ verdict: 'error', message });
    c.dispose();
  });
});

describe('moves travel as data', () => {
  test('the client posts the Move objects it is given, for start and chance alike', async () => {
    const posted: ToWorker[] = [];
    const c = workerClient(() => ({ onmessage: null, onerror: null, postMessage: (m) => posted.push(structuredClone(m)) }));
    const moves: Move[] = [{ kind: 'deal' }, { kind: 'play', from: 'w', to: 't3' }];
    const judge: Move = { kind: 'play', from: 't1', to: 'f' };
    void c.solve({ deal: deal(1), moves });
    void c.chance({ deal: deal(1), moves, judge });
    // (the chance replaces the start in the lane's one slot: a cancel goes between them)
    const asked = posted.filter((m) => m.type !== 'cancel');
    expect(asked.map((m) => (m.type === 'start' || m.type === 'chance' ? m.moves : undefined))).toEqual([moves, moves]);
    expect(asked[1]).toMatchObject({ type: 'chance', judge });
    c.dispose();
  });

  test('a legal line as Move objects is replayed and answered', async () => {
    let pos = dealPosition(deal(2));
    const moves: Move[] = [];
    for (let i = 0; i < 6; i++) {
      const move = legalMoves(pos).find((m) => m.kind === 'play') ?? { kind: 'deal' };
      const next = play(pos, move);
      if (!next.ok) throw new Error(next.error.message);
      pos = next.value;
      moves.push(move);
    }
    const c = workerClient(() => inProcessWorker(getCore, loadFair));
    const a = await c.chance({ deal: deal(2), moves, samples: 4 });
    expect(a.verdict).toBe('chance');
    c.dispose();
  });
});
