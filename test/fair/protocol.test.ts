// The fair player over the worker protocol (src/solver/worker/host.ts, client.ts), as the popup
// asks it: the same answer as `plot chance` for the same position, latest request wins,
// cancel, bad input and a module that fails to load.
import { describe, expect, it } from 'vitest';
import { type Move, dealFromNumber, legalMoves, parseMoves, play, dealPosition, replay } from '../../src/engine/index';
import { workerClient } from '../../src/solver/worker/client';
import { inProcessWorker } from '../../src/solver/worker/inProcess';
import { loadFair, loadSolver } from '../../src/solver/node';
import { chanceJson } from '../../src/cli/chance';
import { main } from '../../src/cli/plot';

const deal = (n: number) => {
  const d = dealFromNumber(n);
  if (!d.ok) throw new Error(d.error.message);
  return d.value;
};

const client = () => workerClient(() => inProcessWorker(() => loadSolver(8 << 20), loadFair));

async function plotChance(n: number, moves: string): Promise<Record<string, unknown>> {
  const out: string[] = [];
  const code = await main(['chance', '--deal-number', String(n), '--moves', moves], { out: (s) => out.push(s), err: () => undefined });
  expect(code).toBe(0);
  return JSON.parse(out.join(''));
}

/** A few moves from deal `n`, always the first legal play that is not a deal (else a deal). */
function someMoves(n: number, count: number): Move[] {
  let pos = dealPosition(deal(n));
  const moves: Move[] = [];
  for (let i = 0; i < count; i++) {
    const legal = legalMoves(pos);
    const m = legal.find((x) => x.kind !== 'deal') ?? legal[0];
    if (!m) break;
    const next = play(pos, m);
    if (!next.ok) throw new Error(next.error.message);
    pos = next.value;
    moves.push(m);
  }
  return moves;
}

const withoutMs = (j: Record<string, unknown>) => ({ ...j, ms: 0 });

describe('the chance request', () => {
  it('answers what `plot chance` prints for the same position (at the deal and mid-game)', async () => {
    const c = client();
    for (const [n, count] of [[5, 0], [3, 12], [17, 30]] as const) {
      const moves = someMoves(n, count);
      const text = moves.map((m) => (m.kind === 'deal' ? 'deal' : `${m.from}>${m.to}`)).join(' ');
      const a = await c.chance({ deal: deal(n), moves });
      expect(a.verdict).toBe('chance');
      if (a.verdict !== 'chance') return;
      const pos = replay(deal(n), moves);
      if (!pos.ok) throw new Error(pos.error.message);
      expect(withoutMs(JSON.parse(chanceJson(a, a.ms, pos.value)))).toEqual(withoutMs(await plotChance(n, text)));
      expect(a.samples).toBeGreaterThan(0);
    }
    c.dispose();
  });

  it('a newer request cancels an older one, whichever its kind; cancel ends the latest', async () => {
    const c = client();
    const older = c.chance({ deal: deal(4), moves: [] });
    const newer = c.chance({ deal: deal(5), moves: [] });
    expect((await older).verdict).toBe('cancelled');
    expect((await newer).verdict).toBe('chance');
    const search = c.solve({ deal: deal(5860), moves: [], maxNodes: 100_000_000 });
    const chance = c.chance({ deal: deal(6), moves: [] });
    expect((await search).verdict).toBe('cancelled');
    expect((await chance).verdict).toBe('chance');
    const cancelled = c.chance({ deal: deal(7), moves: [] });
    c.cancel();
    expect((await cancelled).verdict).toBe('cancelled');
    c.dispose();
  });

  it('bad moves and a module that fails to load are error answers', async () => {
    const c = client();
    const bad = parseMoves('t1>f');
    if (!bad.ok) throw new Error(bad.error.message);
    const a = await c.chance({ deal: deal(1), moves: [...bad.value, ...bad.value, ...bad.value] });
    expect(a.verdict).toBe('error');
    c.dispose();
    const broken = workerClient(() => inProcessWorker(() => loadSolver(8 << 20), () => Promise.reject(new Error('no module'))));
    const b = await broken.chance({ deal: deal(1), moves: [] });
    expect(b).toMatchObject({ verdict: 'error' });
    if (b.verdict === 'error') expect(b.message).toMatch(/no module/);
    broken.dispose();
  });
});
