// The one shared load (src/solver/once.ts): the worker's module, Node's wasm path and the
// popup's on-demand chunk all lean on its two promises: one load for many callers, and a
// failure that is not kept.
import { describe, expect, it } from 'vitest';
import { once } from '../../src/solver/once';

describe('once', () => {
  it('loads once for every caller, the ones that come while it loads too', async () => {
    let calls = 0;
    const load = once(async () => ++calls);
    const [a, b] = await Promise.all([load(), load()]);
    expect([a, b, await load(), calls]).toEqual([1, 1, 1, 1]);
  });

  it('loads again after a failure, and keeps the load that worked', async () => {
    let calls = 0;
    const load = once(async () => {
      calls++;
      if (calls === 1) throw new Error('first fetch failed');
      return calls;
    });
    await expect(load()).rejects.toThrow('first fetch failed');
    expect(await load()).toBe(2);
    expect(await load()).toBe(2);
    expect(calls).toBe(2);
  });
});
