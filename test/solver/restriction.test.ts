// The restriction bound inside the search (assembly/bounds/restriction.ts; docs/solver.md,
// pruning rule 4): its greedy pass decides a coarser relaxation than the timed f1 game that
// src/solver/search/f1relax.ts searches exhaustively, so wherever the module says "f1 cannot be
// completed" the exhaustive relaxed search must say so too; a plain exhaustive search of
// the real game (goal: f1 complete) never completes f1 where it fires; every position on an
// engine-replayed winning line passes; the search's reuse of the bound (the moves after
// which it keeps the parent's answer, the thresholds it keeps after a deal) holds up against
// the bound computed afresh; and the solver's verdicts with the bound and its reuse switched
// on and off agree on restriction-phase positions.
import { describe, expect, test } from 'vitest';
import { Flags } from '../../src/solver/search/core';
import { f1Relaxed } from '../../src/solver/search/f1relax';
import { solvePosition } from '../../src/solver/search/solve';
import { legalMoves, play } from '../../src/engine';
import { rng } from '../support/positions';
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
  });

  test('every restriction-phase position on a winning line passes', async () => {
    const core = await getCore();
    const positions = restrictionPhaseOfWins(core, 60, { flags: Flags.NO_RESTRICTION_BOUND });
    for (const { n, pos } of positions) {
      core.load(pos);
      expect(core.x.restrictionBoundHolds(), `deal ${n}`).toBe(1);
    }
    expect(positions.length).toBeGreaterThan(800);
  });

  test("the search keeps the parent's answer only where the bound computed afresh agrees", async () => {
    const core = await getCore();
    const x = core.x;
    let kept = 0;
    let keptDeals = 0;
    let checkedFailing = 0;
    let reused = 0;
    for (let i = 0; i < 120; i++) {
      // a random walk through the restriction phase, every move of every position tried
      const random = rng(i + 1);
      let p = lateRestricted(13000 + i, 10 + (i % 40), i + 3, 20 + (i % 30));
      for (let step = 0; step < 40 && p && p.foundations[0].length < 13; step++) {
        core.load(p);
        for (const code of core.listMoves(false)) {
          if (x.restrictionParent() !== 1) break;
          const undo = x.play(code);
          const keeps = x.restrictionKept(code) === 1;
          const isDeal = code === 0;
          const withParent = isDeal ? x.restrictionWithParentThresholds() : -1;
          const fresh = x.restrictionParent();
          if (keeps) {
            // the parent's relaxed game completed f1 (not a give-up), so the child's must
            expect(fresh, `walk ${i}, step ${step}, move ${code}`).not.toBe(0);
            kept++;
            if (isDeal) keptDeals++;
          } else if (fresh === 0) checkedFailing++;
          if (isDeal && withParent !== 2 && fresh !== 2) {
            expect(withParent, `walk ${i}, step ${step}, deal`).toBe(fresh);
            reused++;
          }
          x.unplay(code, undo);
        }
        const legal = legalMoves(p);
        if (legal.length === 0) break;
        const next = play(p, legal[random(legal.length)]);
        if (!next.ok) throw new Error(next.error.message);
        p = next.value;
      }
    }
    // (11,456, 3,788, 40 and 4,370 when written): the moves it keeps are many, and the
    // positions where a move does make f1 impossible are met, so keeping every move would fail
    expect(kept).toBeGreaterThan(5000);
    expect(keptDeals).toBeGreaterThan(1000);
    expect(checkedFailing).toBeGreaterThan(20);
    expect(reused).toBeGreaterThan(2000);
  });

  test('the solver with and without it: the same verdicts on restriction-phase positions', async () => {
    const core = await getCore();
    let compared = 0;
    let lost = 0;
    for (let i = 0; i < 80; i++) {
      const p = lateRestricted(11000 + i, 10 + (i % 30), i + 5, 4 + (i % 20)) ?? randomPlayed(11000 + i, 30, i).pos;
      const a = solvePosition(core, p, { maxNodes: 100_000, f1Relax: false });
      const b = solvePosition(core, p, { maxNodes: 100_000, f1Relax: false, flags: Flags.NO_RESTRICTION_BOUND });
      const c = solvePosition(core, p, { maxNodes: 100_000, f1Relax: false, flags: Flags.NO_RESTRICTION_REUSE });
      expect(a.verdict).not.toBe('error');
      if (a.verdict !== 'unknown' && c.verdict !== 'unknown') expect(c.verdict, `position ${i}, checked at every node`).toBe(a.verdict);
      if (a.verdict !== 'unknown' && b.verdict !== 'unknown') {
        expect(a.verdict, `position ${i}`).toBe(b.verdict);
        compared++;
        if (a.verdict === 'loss') lost++;
      }
    }
    expect(compared).toBeGreaterThan(40);
    expect(lost).toBeGreaterThan(5);
  });
});
