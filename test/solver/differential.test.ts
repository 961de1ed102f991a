// Differential tests: on small late-game positions the solver (all pruning, table,
// probes) agrees with the plainest exhaustive search (test/support/bruteForce.ts: no
// pruning, no ordering, no auto-plays); and each pruning rule, switched off, changes no
// verdict on a corpus.
import { describe, expect, test } from 'vitest';
import type { Position } from '../../src/engine';
import { Flags } from '../../src/solver/search/core';
import { solvePosition } from '../../src/solver/search/solve';
import { bruteForceWinnable } from '../support/bruteForce';
import { randomLatePosition } from '../support/positions';
import { getCore, randomPlayed } from './helpers';

describe('solver against brute force', () => {
  test('agrees on 300 small random late-game positions', async () => {
    const core = await getCore();
    let won = 0;
    let lost = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const p = seed % 2 ? randomLatePosition(seed * 7919, 6 + (seed % 6)) : randomLatePosition(seed * 7919, 6 + (seed % 5), { placement: 'tight', sortReserve: seed % 4 === 0 });
      const truth = bruteForceWinnable(p, 20_000);
      if (truth === undefined) continue;
      const a = solvePosition(core, p, { maxNodes: 1_000_000 });
      expect(a.verdict, `seed ${seed}`).toBe(truth ? 'win' : 'loss');
      const full = solvePosition(core, p, { maxNodes: 1_000_000, flags: Flags.NO_RESTRICTION_REUSE });
      expect(full.verdict, `seed ${seed}, the restriction bound checked in full at every node`).toBe(a.verdict);
      if (truth) won++;
      else lost++;
    }
    expect(won).toBeGreaterThan(200);
    expect(won + lost).toBeGreaterThan(250);
  });

  test('the reserve bound fires only on lost positions (brute force confirms)', async () => {
    const core = await getCore();
    let fired = 0;
    for (let seed = 1; seed <= 400 && fired < 6; seed++) {
      const p = randomLatePosition(seed * 31337, 6 + (seed % 5), { placement: 'tight', sortReserve: true });
      core.load(p);
      if (core.x.reserveBoundHolds() === 1) continue;
      const truth = bruteForceWinnable(p, 50_000);
      if (truth === undefined) continue;
      expect(truth, `seed ${seed}`).toBe(false);
      expect(solvePosition(core, p).verdict).toBe('loss');
      fired++;
    }
    expect(fired).toBeGreaterThan(2);
  });
});

function corpus(): Position[] {
  const out: Position[] = [];
  for (let seed = 1; seed <= 80; seed++) out.push(randomLatePosition(seed * 104729, 14 + (seed % 14)));
  for (let seed = 1; seed <= 60; seed++) out.push(randomLatePosition(seed * 7907, 8 + (seed % 8), { placement: 'tight', sortReserve: seed % 2 === 0 }));
  for (let i = 0; i < 30; i++) out.push(randomPlayed(2000 + i, 40 + 4 * i, 99 + i).pos);
  return out;
}

describe('each pruning rule changes no verdict', () => {
  const rules: [string, number][] = [
    ['transposition table', Flags.NO_TT],
    ['safe foundation plays', Flags.NO_SAFE],
    ['reserve bound', Flags.NO_RESERVE_BOUND],
    ['pile symmetry', Flags.NO_SYMMETRY],
    ['deal-order rule', Flags.NO_DEAL_ORDER],
    ['open records', Flags.NO_OPEN],
    ['restriction bound', Flags.NO_RESTRICTION_BOUND],
    ["restriction bound's reuse (checked in full at every node)", Flags.NO_RESTRICTION_REUSE],
  ];
  for (const [name, flag] of rules) {
    test(`without the ${name}`, async () => {
      const core = await getCore();
      let compared = 0;
      for (const p of corpus()) {
        const withRule = solvePosition(core, p, { maxNodes: 100_000 });
        const without = solvePosition(core, p, { maxNodes: 100_000, flags: flag });
        expect(withRule.verdict).not.toBe('error');
        expect(without.verdict).not.toBe('error');
        if (withRule.verdict !== 'unknown' && without.verdict !== 'unknown') {
          expect(without.verdict).toBe(withRule.verdict);
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(100);
    });
  }
});
