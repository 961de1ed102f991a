// The fair player samples with the deal numbers' generator (Mulberry32 and rejection
// sampling, src/engine/dealNumber.ts), written twice: in TypeScript for the engine, which
// must stay pure, and in AssemblyScript for the module (assembly/fair/sample.ts), which has
// no imports. The docs and sampleDeterminization lean on a seed meaning the same on both
// sides, so the two must give the same stream for every seed.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { mulberry32, uniformBelow } from '../../src/engine/index';
import type { FairCore } from '../../src/solver/fair/core';
import { loadFair } from '../../src/solver/node';

let core: FairCore;
beforeAll(async () => {
  core = await loadFair();
});

const u32 = fc.integer({ min: 0, max: 0xffffffff });

describe("the module's sampler generator and the engine's", () => {
  it('give the same raw 32-bit stream for any seed', () => {
    fc.assert(
      fc.property(u32, (seed) => {
        const next = mulberry32(seed);
        core.x.fairRngSeed(seed);
        for (let k = 0; k < 64; k++) expect(core.x.fairRngNext() >>> 0).toBe(next());
      }),
      { numRuns: 500 },
    );
  });

  it('draw the same uniform numbers for any seed and bound, rejections included', () => {
    // Bounds just above a power of two reject almost half the draws; powers of two none.
    const bound = fc.oneof(
      fc.integer({ min: 1, max: 104 }),
      fc.integer({ min: 0, max: 31 }).map((k) => 2 ** k),
      fc.integer({ min: 0, max: 31 }).map((k) => 2 ** k + 1),
      fc.integer({ min: 1, max: 0xffffffff }),
    );
    fc.assert(
      fc.property(u32, fc.array(bound, { minLength: 1, maxLength: 40 }), (seed, bounds) => {
        const next = mulberry32(seed);
        core.x.fairRngSeed(seed);
        for (const b of bounds) expect(core.x.fairRngBelow(b) >>> 0).toBe(uniformBelow(next, b));
      }),
      { numRuns: 500 },
    );
  });
});
