// The client's one slot per lane (src/solver/worker/client.ts), over a worker that answers
// only when the test says: a newer request settles the one it replaces at once, whatever the
// worker does; another lane's request and an accuracy stand beside it; the worker's late
// word about a replaced request is dropped; a crash and an idle stop see only what is pending.
// The worker keeps no slot of its own: it ends a request only when told.
import { describe, expect, it, vi } from 'vitest';
import { type WorkerLike, workerClients } from '../../src/solver/worker/client';
import { createSolverHost } from '../../src/solver/worker/host';
import type { FromWorker, ToWorker } from '../../src/solver/worker/protocol';
import { loadFair } from '../../src/solver/node';
import { deal, getCore } from './helpers';

/** Lanes over one scripted worker: what the client posted, and a way to answer as the worker. */
function rig() {
  const posted: ToWorker[] = [];
  let made = 0;
  let stopped = 0;
  let current: WorkerLike | undefined;
  const lanes = workerClients(() => {
    made++;
    current = { onmessage: null, onerror: null, postMessage: (m) => posted.push(m), terminate: () => void stopped++ };
    return current;
  });
  const say = (m: FromWorker) => current?.onmessage?.({ data: m });
  const idOf = (i: number) => (posted[i] as { id: number }).id;
  return { lanes, posted, say, idOf, made: () => made, stopped: () => stopped, crash: (e: unknown) => current?.onerror?.(e) };
}

/** What `p` has settled with after the client's own turn, or 'pending' (the scripted worker never answers by itself). */
async function settled<T>(p: Promise<T>): Promise<T | 'pending'> {
  return Promise.race([p, new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), 0))]);
}

const g = { deal: deal(3), moves: [] };
const win = { verdict: 'win', line: [], nodes: 5, ms: 1 } as const;

describe('one slot per lane', () => {
  it('a second request on a lane settles the first as cancelled at once, and tells the worker to stop it first', async () => {
    const { lanes, posted, idOf } = rig();
    const front = lanes(0);
    const first = front.solve({ ...g, maxNodes: 100 });
    const second = front.chance(g);
    expect(await settled(first)).toMatchObject({ verdict: 'cancelled' });
    expect(await settled(second)).toBe('pending');
    expect(posted.map((m) => m.type)).toEqual(['start', 'cancel', 'chance']);
    expect(idOf(1)).toBe(idOf(0));
  });

  it("another lane's request ends nothing: each lane keeps its own", async () => {
    const { lanes, posted, say, idOf } = rig();
    const back = lanes(0).solve({ ...g, maxNodes: 100 });
    const meter = lanes(1).chance(g);
    expect(await settled(back)).toBe('pending');
    expect(await settled(meter)).toBe('pending');
    expect(posted.some((m) => m.type === 'cancel')).toBe(false);
    say({ type: 'result', id: idOf(0), answer: win });
    expect(await back).toEqual(win);
  });

  it("the worker's word about a replaced request is dropped: no progress, and its answer is not the newer one's", async () => {
    const { lanes, say, idOf } = rig();
    const front = lanes(0);
    const seen: number[] = [];
    const first = front.solve({ ...g, maxNodes: 100 }, (n) => seen.push(n));
    const second = front.solve({ ...g, maxNodes: 200 });
    say({ type: 'progress', id: idOf(0), nodes: 7 });
    say({ type: 'result', id: idOf(0), answer: win });
    expect(seen).toEqual([]);
    expect(await first).toMatchObject({ verdict: 'cancelled' });
    expect(await settled(second)).toBe('pending');
    say({ type: 'result', id: idOf(2), answer: { verdict: 'unknown', nodes: 200, ms: 1 } });
    expect(await second).toMatchObject({ verdict: 'unknown', nodes: 200 });
  });

  it('an accuracy stands beside the questions: they end none of each other; a newer accuracy or a cancel ends it', async () => {
    const { lanes, posted } = rig();
    const fair = lanes(1);
    const rating = fair.accuracy!({ ...g, chores: [] });
    const meter = fair.chance(g);
    const next = fair.chance(g);
    expect(await settled(rating)).toBe('pending');
    expect(await settled(meter)).toMatchObject({ verdict: 'cancelled' });
    const newer = fair.accuracy!({ ...g, chores: [] });
    expect(await settled(rating)).toMatchObject({ verdict: 'cancelled' });
    expect(await settled(next)).toBe('pending');
    fair.cancel();
    expect(await settled(newer)).toMatchObject({ verdict: 'cancelled' });
    expect(await settled(next)).toMatchObject({ verdict: 'cancelled' });
    expect(posted.filter((m) => m.type === 'cancel')).toHaveLength(4);
  });

  it('a crash answers every pending request of every lane with an error', async () => {
    const { lanes, crash, made } = rig();
    const asked = [lanes(0).solve({ ...g, maxNodes: 100 }), lanes(1).chance(g), lanes(1).accuracy!({ ...g, chores: [] })];
    crash({ message: 'out of memory' });
    for (const a of await Promise.all(asked)) expect(a).toMatchObject({ verdict: 'error', message: expect.stringMatching(/crashed: out of memory/) });
    void lanes(0).chance(g);
    expect(made()).toBe(2);
  });

  it('an idle stop waits while a request is pending, and a replaced or cancelled one keeps nothing alive', async () => {
    const { lanes, say, idOf, stopped, made } = rig();
    const front = lanes(0);
    void front.solve({ ...g, maxNodes: 100 });
    const second = front.chance(g);
    say({ type: 'idle' });
    expect(stopped()).toBe(0);
    say({ type: 'chanceResult', id: idOf(2), answer: { verdict: 'error', message: 'x', nodes: 0, ms: 0 } });
    await second;
    // The replaced request was never answered by the worker: it is pending no more all the same.
    say({ type: 'idle' });
    expect(stopped()).toBe(1);
    void front.chance(g);
    front.cancel();
    say({ type: 'idle' });
    expect([stopped(), made()]).toEqual([2, 2]);
  });
});

describe("the worker's side: it ends a request only when told", () => {
  it('two chances with no cancel between are both answered; the one cancelled answers cancelled', async () => {
    const out: FromWorker[] = [];
    const handle = createSolverHost((m) => out.push(m), getCore, loadFair);
    for (const id of [1, 2, 3]) handle({ type: 'chance', id, deal: deal(3), moves: [], samples: 2 });
    handle({ type: 'cancel', id: 3 });
    await vi.waitFor(() => expect(out.filter((m) => m.type === 'chanceResult')).toHaveLength(3), { timeout: 20_000 });
    const verdicts = Object.fromEntries(out.map((m) => (m.type === 'chanceResult' ? [m.id, m.answer.verdict] : [0, m.type])));
    expect(verdicts).toMatchObject({ 1: 'chance', 2: 'chance', 3: 'cancelled' });
  });
});
