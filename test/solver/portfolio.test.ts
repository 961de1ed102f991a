// The portfolio (docs/solver.md, "Move ordering and the portfolio"): a probe suspends the
// main run and the main run resumes exactly where it stopped; and searches with probes and
// with the main run alone (and with either schedule of shares) reach the same verdicts (a probe shares the table: it may store
// only proven losses and must not lean on the main run's open records).
import { describe, expect, test } from 'vitest';
import * as abi from '../../assembly/abi';
import { dealPosition } from '../../src/engine';
import { Flags, luby } from '../../src/solver/core';
import { solvePosition } from '../../src/solver/solve';
import { deal, getCore, randomPlayed } from './helpers';

describe('portfolio', () => {
  test('the Luby sequence', () => {
    expect(Array.from({ length: 15 }, (_, i) => luby(i + 1))).toEqual([1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
  });

  test('a probe between two slices of the main run changes nothing the main run does', async () => {
    const core = await getCore();
    const x = core.x;
    let compared = 0;
    for (let n = 1; n <= 60 && compared < 12; n++) {
      // without the table a probe cannot influence the main run, so the main run must
      // finish with the same status and line, the probe's nodes added
      const pos = dealPosition(deal(n));
      const mainOnly = (probe: boolean): { st: number; nodes: number; line: number[] } => {
        core.load(pos);
        x.start(Flags.NO_TT);
        let st = x.run(40);
        let probeNodes = 0;
        if (probe && st === abi.ST_RUNNING) {
          const before = x.nodeCount();
          x.beginProbe(12345 + n, 8000);
          x.run(200 + n);
          probeNodes = x.nodeCount() - before;
          x.endProbe();
        }
        while (st === abi.ST_RUNNING && x.nodeCount() < 200_000) st = x.run(1000);
        const line = st === abi.ST_WIN ? core.output(x.lineLength()) : [];
        return { st, nodes: x.nodeCount() - probeNodes, line };
      };
      const a = mainOnly(false);
      if (a.st !== abi.ST_WIN || a.nodes <= 40) continue;
      const b = mainOnly(true);
      expect(b, `deal ${n}`).toEqual(a);
      compared++;
    }
    expect(compared).toBeGreaterThan(5);
  }, 60_000);

  test('with and without probes: the same verdicts, and every win replays', async () => {
    const core = await getCore();
    let compared = 0;
    let lost = 0;
    for (let i = 0; i < 60; i++) {
      const p = randomPlayed(6000 + i, 15 + 3 * i, 17 + i).pos;
      const a = solvePosition(core, p, { maxNodes: 150_000, probeBase: 50 });
      const b = solvePosition(core, p, { maxNodes: 150_000, probes: false });
      const c = solvePosition(core, p, { maxNodes: 150_000, probeBase: 50, probeGrowth: 1.05 });
      expect(a.verdict).not.toBe('error');
      if (a.verdict !== 'unknown' && c.verdict !== 'unknown') expect(c.verdict, `position ${i}, geometric shares`).toBe(a.verdict);
      expect(b.verdict).not.toBe('error');
      if (a.verdict !== 'unknown' && b.verdict !== 'unknown') {
        expect(a.verdict, `position ${i}`).toBe(b.verdict);
        compared++;
        if (a.verdict === 'loss') lost++;
      }
    }
    expect(compared).toBeGreaterThan(40);
    expect(lost).toBeGreaterThan(2);
  }, 60_000);
});
