// The portfolio (docs/solver.md, "Move ordering and the portfolio"): a probe suspends the
// main run and the main run resumes exactly where it stopped; and searches with probes and
// with the main run alone (and with either schedule of shares, or both streams at once) reach the same verdicts (a probe shares the table: it may store
// only proven losses and must not lean on the main run's open records).
import { describe, expect, test } from 'vitest';
import * as abi from '../../assembly/abi';
import { dealPosition } from '../../src/engine';
import { Flags, luby } from '../../src/solver/search/core';
import { DEFAULT_STREAMS, GEOMETRIC_STREAM, LUBY_STREAM, OPENING_STREAMS, type ProbeStream, Schedule, probeTurn } from '../../src/solver/search/portfolio';
import { solvePosition } from '../../src/solver/search/solve';
import { deal, getCore, randomPlayed } from './helpers';

describe('portfolio', () => {
  test('the Luby sequence', () => {
    expect(Array.from({ length: 15 }, (_, i) => luby(i + 1))).toEqual([1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
  });

  test('one stream: probe k gets base × luby(k) nodes, seed k·0x9e3779b1, the noise by turn', () => {
    const stream: ProbeStream = { base: 500, growth: 0, noise: [1000, 8000] };
    const s = new Schedule([stream]);
    // Written out once (golden), not derived again from the formula the schedule uses.
    const golden = [
      [500, 2654435761], [500, 1013904226], [1000, 3668339987], [500, 2027808452],
      [500, 387276917], [1000, 3041712678], [2000, 1401181143], [500, 4055616904],
    ];
    for (const [i, [share, seed]] of golden.entries()) {
      const k = i + 1;
      expect(s.current).toEqual({ stream: 0, k, share, noise: k % 2 ? 1000 : 8000, seed });
      s.advance();
    }
  });

  test('two streams share the probes\' nodes equally, and each keeps its own probes (seed, noise, share) as alone', () => {
    const s = new Schedule(DEFAULT_STREAMS);
    const given = [0, 0];
    const count = [0, 0];
    let largest = 0;
    for (let t = 0; t < 3000; t++) {
      const turn = s.current;
      count[turn.stream]++;
      expect(turn.k).toBe(count[turn.stream]);
      expect(turn).toEqual(probeTurn(DEFAULT_STREAMS, turn.stream, turn.k));
      given[turn.stream] += turn.share;
      largest = Math.max(largest, turn.share);
      // the stream behind gets the next turn, so the two never drift apart by more than one share
      expect(Math.abs(given[0] - given[1])).toBeLessThanOrEqual(largest);
      s.advance();
    }
    expect(count[0]).toBeGreaterThan(count[1]); // the geometric shares grow: fewer, longer probes
    expect({ ...probeTurn([GEOMETRIC_STREAM], 0, 7), stream: 1 }).toEqual(probeTurn([LUBY_STREAM, GEOMETRIC_STREAM], 1, 7));
    expect(probeTurn([LUBY_STREAM], 0, 9)).toEqual(probeTurn(DEFAULT_STREAMS, 0, 9));
  });

  test('within the opening the default search is the earlier portfolio (same nodes, same line); after it, the streams take over', async () => {
    const core = await getCore();
    let differ = 0;
    for (let n = 1; n <= 40; n++) {
      const pos = dealPosition(deal(n));
      const a = solvePosition(core, pos, { maxNodes: 200_000 });
      const b = solvePosition(core, pos, { maxNodes: 200_000, probeStreams: OPENING_STREAMS, mainShare: 1 });
      expect(a, `deal ${n}`).toEqual({ ...b, ms: a.ms });
      // an opening of 600 nodes hands over to the two streams
      const c = solvePosition(core, pos, { maxNodes: 200_000, openingNodes: 600 });
      if (c.verdict !== 'unknown' && a.verdict !== 'unknown') expect(c.verdict, `deal ${n}`).toBe(a.verdict);
      if (c.nodes !== a.nodes) differ++;
    }
    expect(differ).toBeGreaterThan(3);
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
  });

  test('with and without probes: the same verdicts, and every win replays', async () => {
    const core = await getCore();
    let compared = 0;
    let lost = 0;
    for (let i = 0; i < 60; i++) {
      const p = randomPlayed(6000 + i, 15 + 3 * i, 17 + i).pos;
      const a = solvePosition(core, p, { maxNodes: 150_000, probeBase: 50 });
      const b = solvePosition(core, p, { maxNodes: 150_000, probes: false });
      const c = solvePosition(core, p, { maxNodes: 150_000, probeBase: 50, probeGrowth: 1.05 });
      const streams = DEFAULT_STREAMS.map((st) => ({ ...st, base: 50 }));
      const d = solvePosition(core, p, { maxNodes: 150_000, probeStreams: streams, mainShare: 0.3 });
      expect(a.verdict).not.toBe('error');
      expect(d.verdict).not.toBe('error');
      if (a.verdict !== 'unknown' && c.verdict !== 'unknown') expect(c.verdict, `position ${i}, geometric shares`).toBe(a.verdict);
      if (a.verdict !== 'unknown' && d.verdict !== 'unknown') expect(d.verdict, `position ${i}, two streams`).toBe(a.verdict);
      expect(b.verdict).not.toBe('error');
      if (a.verdict !== 'unknown' && b.verdict !== 'unknown') {
        expect(a.verdict, `position ${i}`).toBe(b.verdict);
        compared++;
        if (a.verdict === 'loss') lost++;
      }
    }
    expect(compared).toBeGreaterThan(40);
    expect(lost).toBeGreaterThan(2);
  });
});
