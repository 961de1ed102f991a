// The f1 bound (assembly/index.ts, docs/solver.md): whenever it declares f1 impossible to
// complete, a plain exhaustive search of the same relaxed game — every choice of copy,
// every choice of when to deal, no dominance shortcuts — agrees. The relaxation itself
// (every real line maps to a relaxed line) is argued in docs/solver.md; the solver with
// and without the bound is compared in differential.test.ts and below.
import { describe, expect, test } from 'vitest';
import { type Position, dealPosition, play, relRank } from '../../src/engine';
import { Flags } from '../../src/solver/core';
import { solvePosition } from '../../src/solver/solve';
import { deal, getCore, randomPlayed } from './helpers';

/** Exhaustive relaxed game: can f1 be completed? */
function relaxedF1(p: Position): boolean {
  const rel = (c: number) => relRank(c, p.base);
  const h0 = p.foundations[0].length;
  if (h0 >= 13) return true;
  const inTab = new Set<number>();
  const free0 = Array<number>(13).fill(0);
  for (const pile of p.tableau) for (const c of pile) {
    inTab.add(rel(c));
    free0[rel(c)]++;
  }
  const T = Array<boolean>(14).fill(false);
  T[12] = inTab.has(12);
  const park = Array<boolean>(13).fill(false);
  for (let y = 11; y >= 1; y--) {
    park[y] = T[y + 1];
    T[y] = inTab.has(y) || park[y];
  }
  park[0] = true;
  const reserve = [...p.reserve].reverse().map(rel);
  const stock = [...p.stock].reverse().map(rel);
  const np0: number[] = [];
  for (const c of p.waste) {
    const y = rel(c);
    if (park[y]) free0[y]++;
    else np0.push(y);
  }
  const seen = new Set<string>();
  const go = (h: number, rp: number, sp: number, np: number[], free: number[]): boolean => {
    if (h === 13) return true;
    const key = `${h},${rp},${sp},${np.join('.')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    if (rp < reserve.length && reserve[rp] === h && go(h + 1, rp + 1, sp, np, free)) return true;
    if (np.length > 0 && np[np.length - 1] === h && go(h + 1, rp, sp, np.slice(0, -1), free)) return true;
    if (free[h] > 0 && go(h + 1, rp, sp, np, free)) return true;
    if (sp < stock.length) {
      const y = stock[sp];
      if (park[y]) {
        const f = [...free];
        f[y]++;
        return go(h, rp, sp + 1, np, f);
      }
      return go(h, rp, sp + 1, [...np, y], free);
    }
    return false;
  };
  return go(h0, 0, 0, np0, free0);
}

describe('f1 bound', () => {
  test('agrees with the exhaustive relaxed game whenever it fires', async () => {
    const core = await getCore();
    let fired = 0;
    let checked = 0;
    // Random play, then deal on: the more of the stock lies in the waste, the likelier
    // an unparkable card buries what f1 needs.
    for (let i = 0; i < 150; i++) {
      const { deal, moves } = randomPlayed(3000 + i, 10 + (i % 40), i + 11);
      let p = dealPosition(deal);
      for (const m of moves) {
        const next = play(p, m);
        if (!next.ok) throw new Error(next.error.message);
        p = next.value;
      }
      for (let k = 0; p.stock.length > 0 && p.foundations[0].length < 13; k++) {
        const next = play(p, { kind: 'deal' });
        if (!next.ok) throw new Error(next.error.message);
        p = next.value;
        if (k % 8 !== 7) continue;
        core.load(p);
        checked++;
        if (core.x.f1BoundHolds() === 0) {
          fired++;
          expect(relaxedF1(p)).toBe(false);
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(fired).toBeGreaterThan(10);
  }, 60_000);

  test('the solver with and without the bound (off by default) agrees on played-out positions and deals', async () => {
    const core = await getCore();
    let compared = 0;
    for (let i = 0; i < 60; i++) {
      const { pos } = randomPlayed(4000 + i, 30 + 3 * i, i + 5);
      const a = solvePosition(core, pos, { maxNodes: 100_000, flags: Flags.F1_BOUND });
      const b = solvePosition(core, pos, { maxNodes: 100_000 });
      if (a.result !== 'unknown' && b.result !== 'unknown') {
        expect(b.result).toBe(a.result);
        compared++;
      }
    }
    for (let n = 1; n <= 100; n++) {
      const p = dealPosition(deal(n));
      const a = solvePosition(core, p, { maxNodes: 200_000, flags: Flags.F1_BOUND });
      const b = solvePosition(core, p, { maxNodes: 200_000 });
      if (a.result !== 'unknown' && b.result !== 'unknown') {
        expect(a.result, `deal ${n}`).toBe(b.result);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(130);
  }, 60_000);
});
