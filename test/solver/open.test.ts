// Open records (assembly/index.ts `run`, docs/solver.md "Open records"): a node that
// finished leaning on an ancestor is recorded as open; meeting it again leans on the
// deepest path node that was already being searched when it was recorded, and when that
// node finishes without leaning higher, every record above it on the open stack is
// stored as lost. These tests check that the records are used (hits and closed records
// are counted) and that no verdict changes: against the plain exhaustive search of
// test/support/bruteForce.ts where it can finish, and otherwise against the solver
// without them (itself checked against brute force in differential.test.ts).
import { describe, expect, test } from 'vitest';
import { type Card, type Position, relRank } from '../../src/engine';
import { Flags } from '../../src/solver/search/core';
import { solvePosition } from '../../src/solver/search/solve';
import { bruteForceWinnable } from '../support/bruteForce';
import { positionFromSetup } from '../support/validPosition';
import { randomLateFoundations, randomLatePosition, rng } from '../support/positions';
import { getCore, randomPlayed } from './helpers';

/**
 * A random position after the restriction with `offCount` cards off the foundations,
 * most of them (`tabShare`%) built into tableau runs (high ranks first, so runs grow
 * down), the rest in reserve, stock and waste: many tableau moves, hence cycles and
 * transpositions, which is where open records are made and met.
 */
function tableauLate(seed: number, offCount: number, tabShare: number): Position {
  const random = rng(seed);
  const { base, foundations, off: missing } = randomLateFoundations(random, offCount);
  const off = missing.sort((a, b) => relRank(b, base) - relRank(a, base));
  const reserve: Card[] = [], stock: Card[] = [], waste: Card[] = [];
  const tableau: Card[][] = Array.from({ length: 12 }, () => []);
  for (const c of off) {
    const x = relRank(c, base);
    if (random(100) < tabShare) {
      const fits = tableau.flatMap((p, i) => (p.length > 0 && x !== 0 && relRank(p[p.length - 1], base) === x + 1 ? [i] : []));
      const empty = tableau.findIndex((p) => p.length === 0);
      if (fits.length > 0 && random(3) > 0) {
        tableau[fits[random(fits.length)]].push(c);
        continue;
      }
      if (empty >= 0) {
        tableau[empty].push(c);
        continue;
      }
    }
    const w = random(3);
    if (w === 0 && reserve.length < 13) reserve.push(c);
    else if (w === 1) stock.push(c);
    else waste.push(c);
  }
  const shuffle = (a: Card[]) => {
    for (let i = a.length - 1; i > 0; i--) {
      const j = random(i + 1);
      [a[i], a[j]] = [a[j], a[i]];
    }
  };
  shuffle(waste);
  shuffle(reserve);
  const v = positionFromSetup({ base, reserve, foundations, tableau, stock, waste });
  if (!v.ok) throw new Error(v.error.message);
  return v.value;
}

describe('open records', () => {
  test('agree with brute force on small late positions (one run, no probes)', async () => {
    const core = await getCore();
    let compared = 0;
    for (let seed = 1; seed <= 120; seed++) {
      const p = seed % 3 === 0
        ? tableauLate(seed * 131, 10 + (seed % 9), 80)
        : randomLatePosition(seed * 6151, 7 + (seed % 6), { placement: seed % 2 ? 'spread' : 'tight', sortReserve: seed % 4 === 0 });
      const truth = bruteForceWinnable(p, 20_000);
      if (truth === undefined) continue;
      for (const flags of [0, Flags.NO_RESERVE_BOUND | Flags.NO_SAFE]) {
        const a = solvePosition(core, p, { maxNodes: 1_000_000, probes: false, flags });
        expect(a.verdict, `seed ${seed}`).toBe(truth ? 'win' : 'loss');
      }
      compared++;
    }
    expect(compared).toBeGreaterThan(80);
  });

  test('with and without them: the same verdicts on tableau-heavy late positions (records met and closed)', async () => {
    const core = await getCore();
    let compared = 0;
    let hits = 0;
    let closed = 0;
    let lostWithHits = 0;
    for (const off of [24, 32, 40]) for (const share of [50, 80]) for (let seed = 1; seed <= 30; seed++) {
      const p = tableauLate(seed * 977 + off, off, share);
      for (const flags of [0, Flags.NO_RESERVE_BOUND]) {
        const a = solvePosition(core, p, { maxNodes: 300_000, probes: false, flags });
        const h = core.x.openHitCount();
        hits += h;
        closed += core.x.openClosedCount();
        // a loss proven with records met gets a larger budget without them, to be confirmed
        const b = solvePosition(core, p, { maxNodes: a.verdict === 'loss' && h > 0 ? 5_000_000 : 300_000, probes: false, flags: flags | Flags.NO_OPEN });
        expect(a.verdict).not.toBe('error');
        expect(b.verdict).not.toBe('error');
        if (a.verdict !== 'unknown' && b.verdict !== 'unknown') {
          expect(a.verdict, `seed ${seed} flags ${flags}`).toBe(b.verdict);
          if (a.verdict === 'loss' && h > 0) lostWithHits++;
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(300);
    expect(hits).toBeGreaterThan(1000);
    expect(closed).toBeGreaterThan(1000);
    expect(lostWithHits).toBeGreaterThan(0);
  });

  test('with and without them: the same verdicts on played-out deals, with and without probes', async () => {
    const core = await getCore();
    let compared = 0;
    let hits = 0;
    for (let i = 0; i < 40; i++) {
      const p = randomPlayed(5000 + i, 20 + 5 * i, 7 + i).pos;
      for (const probes of [false, true]) {
        const a = solvePosition(core, p, { maxNodes: 150_000, probes });
        hits += core.x.openHitCount();
        const b = solvePosition(core, p, { maxNodes: 150_000, probes, flags: Flags.NO_OPEN });
        expect(a.verdict).not.toBe('error');
        expect(b.verdict).not.toBe('error');
        if (a.verdict !== 'unknown' && b.verdict !== 'unknown') {
          expect(a.verdict).toBe(b.verdict);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(60);
    expect(hits).toBeGreaterThan(0);
  });
});
