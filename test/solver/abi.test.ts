// The contract between TypeScript and the WebAssembly module (assembly/abi.ts) is declared
// once and compiled by both sides; the module exports every constant as a global. Here the
// built module's globals must equal what the bridge compiled against, name for name: a
// stale build/solver.wasm or a constant the two compilers read differently fails.
import { describe, expect, test } from 'vitest';
import * as abi from '../../assembly/abi';
import { dealPosition, relRank } from '../../src/engine';
import { solverWasmBytes } from '../../src/solver/node';
import { deal, getCore } from './helpers';

describe('the TypeScript/WASM contract', () => {
  test('every constant of assembly/abi.ts is exported by the module with the same value, and no other global', async () => {
    const module = await WebAssembly.compile(await solverWasmBytes());
    const instance = await WebAssembly.instantiate(module, {});
    const globals = Object.fromEntries(
      WebAssembly.Module.exports(module)
        .filter((e) => e.kind === 'global')
        .map((e) => [e.name, (instance.exports[e.name] as WebAssembly.Global).value as number]),
    );
    const declared = Object.fromEntries(Object.entries(abi).filter(([, v]) => typeof v === 'number'));
    expect(Object.keys(declared).length).toBeGreaterThan(30);
    expect(globals).toEqual(declared);
  });

  test('the input layout fits its buffer and its fields do not overlap', () => {
    expect(abi.IN_FOUNDATIONS).toBeGreaterThanOrEqual(abi.IN_RESERVE + abi.RESERVE_MAX);
    expect(abi.IN_STOCK + abi.STOCK_MAX).toBeLessThanOrEqual(abi.IN_BYTES);
    // every move code fits the u16 buffers, and every destination fits below the shift
    expect(((abi.SRC_PILE + abi.PILES - 1) << abi.MOVE_SRC_SHIFT) | abi.MOVE_DST_MASK).toBeLessThan(1 << 16);
    expect(abi.DST_PILE + abi.PILES - 1).toBeLessThanOrEqual(abi.MOVE_DST_MASK);
    expect(abi.MOVE_DST_MASK).toBe((1 << abi.MOVE_SRC_SHIFT) - 1);
  });

  test('a position the layout cannot hold is refused in words', async () => {
    const core = await getCore();
    const pos = dealPosition(deal(1));
    const five = Array.from({ length: 104 }, (_, c) => c).find((c) => relRank(c, pos.base) === 5)!;
    // a pile of 13 cards under a 5 would run past the top rank
    const bad = { ...pos, tableau: pos.tableau.map((p, i) => (i === 0 ? Array(13).fill(five) : p)) };
    expect(() => core.load(bad)).toThrow(/cannot represent this position: a pile that is not a run/);
    expect(() => core.load(pos)).not.toThrow();
  });
});
