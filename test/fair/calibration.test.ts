// The win-chance calibration (src/solver/fair/calibration.ts): the fitted map is monotone, recovers
// a known relation between rollout share and result, and the fair answer shows the rollout
// share through it without changing the move.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Calibration, calibrate, fitCalibration } from '../../src/solver/fair/calibration';
import { CALIBRATION } from '../../src/solver/fair/calibrationTable';
import { type FairCore, fairDecide } from '../../src/solver/fair/core';
import { loadFair } from '../../src/solver/node';
import { viewOf } from '../../src/engine/index';
import { randomPlayed } from '../solver/helpers';

/** A small deterministic generator, so the synthetic data are the same every run. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

describe('calibrate', () => {
  const map: Calibration = { raw: [0.2, 0.5, 0.9], chance: [0.4, 0.6, 0.95] };
  it('is linear between knots and flat beyond the ends', () => {
    expect(calibrate(0, map)).toBe(0.4);
    expect(calibrate(0.2, map)).toBe(0.4);
    expect(calibrate(0.35, map)).toBeCloseTo(0.5, 10);
    expect(calibrate(0.7, map)).toBeCloseTo(0.775, 10);
    expect(calibrate(1, map)).toBe(0.95);
  });

  it('is the identity for an empty map', () => {
    expect(calibrate(0.37, { raw: [], chance: [] })).toBe(0.37);
  });

  it('the map in force is monotone, within 0..1, and never falls as the share rises', () => {
    expect(CALIBRATION.raw.length).toBe(CALIBRATION.chance.length);
    for (let i = 1; i < CALIBRATION.raw.length; i++) {
      expect(CALIBRATION.raw[i]).toBeGreaterThan(CALIBRATION.raw[i - 1]);
      expect(CALIBRATION.chance[i]).toBeGreaterThanOrEqual(CALIBRATION.chance[i - 1]);
    }
    fc.assert(fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (a, b) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      expect(calibrate(lo)).toBeLessThanOrEqual(calibrate(hi));
      expect(calibrate(lo)).toBeGreaterThanOrEqual(0);
      expect(calibrate(hi)).toBeLessThanOrEqual(1);
    }));
  });
});

describe('fitCalibration', () => {
  it('recovers a known rising relation from noisy results (isotonic regression)', () => {
    const truth = (r: number) => 0.3 + 0.69 * r * r;
    const rand = lcg(7);
    const observations = Array.from({ length: 60_000 }, (_, i) => {
      const raw = Math.round(rand() * 100) / 100;
      return { raw, won: rand() < truth(raw), game: i };
    });
    const map = fitCalibration(observations);
    for (let i = 1; i < map.raw.length; i++) {
      expect(map.raw[i]).toBeGreaterThan(map.raw[i - 1]);
      expect(map.chance[i]).toBeGreaterThan(map.chance[i - 1]);
    }
    for (const r of [0.1, 0.3, 0.5, 0.7, 0.9]) expect(Math.abs(calibrate(r, map) - truth(r))).toBeLessThan(0.04);
  });

  it('pools thin groups and violators: a falling relation gives one flat block', () => {
    const observations = [...Array(400)].flatMap((_, i) => [{ raw: 0.2, won: i % 4 !== 0, game: i }, { raw: 0.8, won: i % 2 === 0, game: i }]);
    const map = fitCalibration(observations);
    expect(map.chance).toHaveLength(1);
    expect(map.chance[0]).toBeCloseTo(0.625, 10);
    const thin = fitCalibration([{ raw: 0.1, won: false, game: 1 }, { raw: 0.9, won: true, game: 2 }]);
    expect(thin.raw).toHaveLength(1);
  });

  it('pools a group drawn from too few games, however many positions it holds', () => {
    // 0.1: 500 positions of 5 lost games; 0.5: 500 positions of 50 games, half won.
    const few = [...Array(500)].map((_, i) => ({ raw: 0.1, won: false, game: i % 5 }));
    const many = [...Array(500)].map((_, i) => ({ raw: 0.5, won: i % 50 < 25, game: 100 + (i % 50) }));
    expect(fitCalibration([...few, ...many]).raw).toHaveLength(1);
    expect(fitCalibration([...few, ...many], { minGames: 5 }).raw).toHaveLength(2);
  });

  it('refuses a share outside 0..1', () => {
    expect(() => fitCalibration([{ raw: 1.5, won: true, game: 1 }])).toThrow(/0..1/);
  });
});

describe('the fair answer', () => {
  let core: FairCore;
  beforeAll(async () => {
    core = await loadFair();
  });

  it('shows the rollout share through the calibration, the interval with it, and the moves in the same order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 0, max: 120 }), fc.integer({ min: 1, max: 1e6 }), (n, steps, seed) => {
        const { pos } = randomPlayed(n, steps, seed);
        const a = fairDecide(core, viewOf(pos), { samples: 8, scoreForced: true });
        if (a.reason === 'none') return;
        expect(a.rollout).toBeDefined();
        expect(a.chance).toBe(calibrate(a.rollout!.share));
        expect(a.low).toBe(calibrate(a.rollout!.low));
        expect(a.high).toBe(calibrate(a.rollout!.high));
        expect(a.low!).toBeLessThanOrEqual(a.chance!);
        expect(a.chance!).toBeLessThanOrEqual(a.high!);
        for (const m of a.moves) expect(m.chance).toBe(calibrate(m.wins / a.samples));
      }),
      { numRuns: 40 },
    );
  });
});
