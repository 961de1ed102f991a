// The restriction bound inside the search (assembly/bounds/restriction.ts; docs/solver.md,
// pruning rule 4): its greedy pass decides a coarser relaxation than the timed f1 game that
// src/solver/f1relax.ts searches exhaustively, so wherever the module says "f1 cannot be
// completed" the exhaustive relaxed search must say so too; a plain exhaustive search of
// the real game (goal: f1 complete) never completes f1 where it fires; every position on an
// engine-replayed winning line passes; and the solver's verdicts with the bound switched on
// and off agree on restriction-phase positions.
import { describe, expect, test } from 'vitest';
import { Flags } from '../../src/solver/core';
import { f1Relaxed } from '../../src/solver/f1relax';
import { solvePosition } from '../../src/solver/solve';
import { getCore, lateRestricted, randomPlayed, realF1, restrictionPhaseOfWins } from './helpers';

describe('restriction bound', () => {
  test('fires only where the exhaustive relaxed game cannot complete f1, and where the real game cannot', async () => {
    const core = await getCore();
    let fired = 0;
    let confirmed = 0;
    let completes = 0;
    for (let i = 0; i < 250; i++) {
      const p = lateRestricted(9000 + i, 10 + (i % 40), i + 11, 2 + (i % 8));
      if (!p) continue;
      core.load(p);
      const holds = core.x.restrictionBoundHolds() === 1;
      if (!holds) {
        fired++;
        expect(f1Relaxed(p), `position ${i}`).toBe('impossible');
      }
      const real = realF1(p, 1_500);
      if (real === true) {
        completes++;
        expect(holds, `position ${i}`).toBe(true);
      }
      if (!holds && real === false) confirmed++;
    }
    expect(fired).toBeGreaterThan(10);
    expect(confirmed).toBeGreaterThan(5);
    expect(completes).toBeGreaterThan(30);
  }, 60_000);

  test('every restriction-phase position on a winning line passes', async () => {
    const core = await getCore();
    const positions = restrictionPhaseOfWins(core, 60, { flags: Flags.NO_RESTRICTION_BOUND });
    for (const { n, pos } of positions) {
      core.load(pos);
      expect(core.x.restrictionBoundHolds(), `deal ${n}`).toBe(1);
    }
    expect(positions.length).toBeGreaterThan(800);
  }, 60_000);

  test('the solver with and without it: the same verdicts on restriction-phase positions', async () => {
    const core = await getCore();
    let compared = 0;
    let lost = 0;
    for (let i = 0; i < 80; i++) {
      const p = lateRestricted(11000 + i, 10 + (i % 30), i + 5, 4 + (i % 20)) ?? randomPlayed(11000 + i, 30, i).pos;
      const a = solvePosition(core, p, { maxNodes: 100_000, f1Relax: false });
      const b = solvePosition(core, p, { maxNodes: 100_000, f1Relax: false, flags: Flags.NO_RESTRICTION_BOUND });
      expect(a.verdict).not.toBe('error');
      if (a.verdict !== 'unknown' && b.verdict !== 'unknown') {
        expect(a.verdict, `position ${i}`).toBe(b.verdict);
        compared++;
        if (a.verdict === 'loss') lost++;
      }
    }
    expect(compared).toBeGreaterThan(40);
    expect(lost).toBeGreaterThan(5);
  }, 60_000);
});
