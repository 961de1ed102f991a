// The timed f1 bound (src/solver/search/f1relax.ts, docs/solver.md "Timed f1 bound", "Tableau
// capacity", "Shown ranks"): the relaxed game is searched exhaustively by f1Relaxed itself;
// these tests check the relaxation, with and without each tighter rule, against the real game. Whenever a
// plain exhaustive search of the real game (every legal move, a visited set) finds a line
// that completes f1, the relaxed game must too; every position on an engine-replayed
// winning line must pass; and the solver's verdicts with and without each bound agree.
import { describe, expect, test } from 'vitest';
import { dealPosition } from '../../src/engine';
import { Flags } from '../../src/solver/search/core';
import { type F1RelaxOptions, f1Relaxed } from '../../src/solver/search/f1relax';
import { solvePosition } from '../../src/solver/search/solve';
import { deal, getCore, lateRestricted, randomPlayed, realF1, restrictionPhaseOfWins } from './helpers';

/** The tighter rules, alone and together (the solver checks them together after the opening). */
const TIGHTER: readonly F1RelaxOptions[] = [{ capacity: true }, { shown: true }, { capacity: true, shown: true }];

describe('timed f1 bound', () => {
  test('never contradicts an exhaustive search of the real game (and fires where it finds f1 impossible)', () => {
    let impossible = 0;
    let confirmed = 0;
    let possible = 0;
    for (let i = 0; i < 200; i++) {
      const p = lateRestricted(7000 + i, 10 + (i % 30), i + 1, 2 + (i % 6));
      if (!p) continue;
      const relaxed = f1Relaxed(p);
      const real = realF1(p, 5_000);
      if (real === true) {
        expect(relaxed, `position ${i}`).toBe('possible');
        for (const rules of TIGHTER) expect(f1Relaxed(p, rules), `position ${i} ${JSON.stringify(rules)}`).toBe('possible');
        possible++;
      }
      if (relaxed === 'impossible') {
        impossible++;
        expect(real, `position ${i}`).not.toBe(true);
        if (real === false) confirmed++;
      }
    }
    expect(possible).toBeGreaterThan(25);
    expect(impossible).toBeGreaterThan(10);
    expect(confirmed).toBeGreaterThan(10);
  });

  test('each tighter rule: where it alone finds f1 impossible, the real game never completes f1', () => {
    // Late restriction-phase positions where capacity decides and the plain relaxed game
    // does not, and where shown ranks decide and capacity alone does not, each checked by
    // the real game's exhaustive search.
    const fired = { capacity: 0, shown: 0 };
    const confirmed = { capacity: 0, shown: 0 };
    for (let i = 0; i < 900; i++) {
      const p = lateRestricted(7000 + i, 10 + (i % 40), i + 1, 3 + (i % 25));
      if (!p || f1Relaxed(p, { capacity: true, shown: true }) !== 'impossible') continue;
      const rule = f1Relaxed(p, { capacity: true }) === 'possible' ? 'shown' : f1Relaxed(p) === 'possible' ? 'capacity' : undefined;
      if (!rule) continue;
      fired[rule]++;
      const real = realF1(p, 50_000);
      expect(real, `position ${i}`).not.toBe(true);
      if (real === false) confirmed[rule]++;
    }
    expect(fired.capacity).toBeGreaterThan(15);
    expect(confirmed.capacity).toBeGreaterThan(10);
    expect(fired.shown).toBeGreaterThan(8);
    expect(confirmed.shown).toBeGreaterThan(5);
  });

  test('every restriction-phase position on a winning line passes, with and without the tighter rules', async () => {
    const positions = restrictionPhaseOfWins(await getCore(), 80, { f1Relax: false });
    for (const { n, pos } of positions) {
      expect(f1Relaxed(pos), `deal ${n}`).not.toBe('impossible');
      for (const rules of TIGHTER) expect(f1Relaxed(pos, rules), `deal ${n} ${JSON.stringify(rules)}`).not.toBe('impossible');
    }
    expect(positions.length).toBeGreaterThan(1000);
  });

  test('deals 60037 and 97741 need capacity and shown ranks respectively', () => {
    const p60037 = dealPosition(deal(60037));
    expect(f1Relaxed(p60037)).toBe('possible');
    expect(f1Relaxed(p60037, { shown: true })).toBe('possible');
    expect(f1Relaxed(p60037, { capacity: true })).toBe('impossible');
    const p97741 = dealPosition(deal(97741));
    expect(f1Relaxed(p97741, { capacity: true })).toBe('possible');
    expect(f1Relaxed(p97741, { shown: true })).toBe('impossible');
  });

  test('the solver: deal 60037 is lost by the capacity bound, after the opening or before the search', async () => {
    const core = await getCore();
    const pos = dealPosition(deal(60037));
    expect(f1Relaxed(pos)).toBe('possible');
    const early = solvePosition(core, pos, { maxNodes: 10_000, f1CapacityAt: 0 });
    expect(early).toMatchObject({ verdict: 'loss', bound: 'f1 capacity bound', nodes: 0 });
    // by default it is checked when a search goes on past the opening's million nodes, so
    // every answer within them (a budget of a million included) is unchanged
    expect(solvePosition(core, pos, { maxNodes: 1_000_000 }).verdict).toBe('unknown');
    expect(solvePosition(core, pos, { maxNodes: 1_000_001 })).toMatchObject({ verdict: 'loss', bound: 'f1 capacity bound', nodes: 1_000_000 });
    expect(solvePosition(core, pos, { maxNodes: 1_200_000, f1Relax: false }).verdict).toBe('unknown');
  });

  test('the solver: deals 1084 and 7412 are lost before any search; with and without the bound agree', async () => {
    const core = await getCore();
    for (const n of [1084, 7412]) {
      const a = solvePosition(core, dealPosition(deal(n)), { maxNodes: 10_000 });
      expect(a).toMatchObject({ verdict: 'loss', bound: 'timed f1 bound', nodes: 0 });
      // without it, the restriction bound of the search (a coarser relaxation) proves 1084
      // lost at the root but not 7412; without either the search cannot finish
      const b = solvePosition(core, dealPosition(deal(n)), { maxNodes: 10_000, f1Relax: false });
      expect(b.verdict).toBe(n === 1084 ? 'loss' : 'unknown');
      const neither = { maxNodes: 10_000, f1Relax: false, flags: Flags.NO_RESTRICTION_BOUND };
      expect(solvePosition(core, dealPosition(deal(n)), neither).verdict).toBe('unknown');
    }
    let compared = 0;
    for (let i = 0; i < 60; i++) {
      const p = lateRestricted(8000 + i, 5 + (i % 20), i + 3, 10 + (i % 30)) ?? randomPlayed(8000 + i, 20, i).pos;
      const a = solvePosition(core, p, { maxNodes: 100_000, f1CapacityAt: 0 });
      const b = solvePosition(core, p, { maxNodes: 100_000, f1Relax: false });
      if (a.verdict !== 'unknown' && b.verdict !== 'unknown') {
        expect(a.verdict, `position ${i}`).toBe(b.verdict);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(30);
  });
});
