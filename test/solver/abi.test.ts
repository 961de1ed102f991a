// The contract between TypeScript and the WebAssembly module is declared once and compiled
// by both sides: the solver's (assembly/abi.ts) and the fair player's (assembly/fair/abi.ts).
// The module exports every constant as a global. Here the built module's globals must
// equal what the bridge compiled against, name for name, and its functions must be the
// ones the bridge's types declare: a stale build/solver.wasm, a constant the two compilers
// read differently, or an export added on one side only fails.
import { beforeAll, describe, expect, test } from 'vitest';
import * as abi from '../../assembly/abi';
import * as fairAbi from '../../assembly/fair/abi';
import { dealPosition, relRank } from '../../src/engine';
import type { SolverExports } from '../../src/solver/search/core';
import type { FairExports } from '../../src/solver/fair/core';
import { solverWasmBytes } from '../../src/solver/node';
import { deal, getCore } from './helpers';

let module: WebAssembly.Module;
let instance: WebAssembly.Instance;
beforeAll(async () => {
  module = await WebAssembly.compile(await solverWasmBytes());
  instance = await WebAssembly.instantiate(module, {});
});

const numbers = (m: object) => Object.fromEntries(Object.entries(m).filter(([, v]) => typeof v === 'number')) as Record<string, number>;

// What the bridge's types say the module exports besides the ABI's globals. The types are
// written by hand, so these tables are typed from them: tsc fails when a function is
// missing here, named here but not in the types, or declared with another parameter
// count. The test below then holds the module to the same tables.
type Exports = SolverExports & FairExports;
type FunctionName = { [K in keyof Exports]: Exports[K] extends (...args: never[]) => unknown ? K : never }[keyof Exports];
type Arity = { [K in FunctionName]: Exports[K] extends (...args: infer P) => unknown ? P['length'] : never };
const ARITY: Arity = {
  inputPtr: 0, outputPtr: 0, loadPosition: 0, configure: 1, start: 1, beginProbe: 2, endProbe: 0, run: 1, nodeCount: 0, lineLength: 0,
  listMoves: 1, orderedMoves: 0, play: 1, unplay: 2, safeMoveCode: 0, reserveBoundHolds: 0, restrictionBoundHolds: 0,
  restrictionParent: 0, restrictionKept: 1, restrictionWithParentThresholds: 0, openHitCount: 0, openClosedCount: 0,
  fairInputPtr: 0, fairCodesPtr: 0, fairWinsPtr: 0, fairCardsPtr: 0, fairSetPolicy: 1, fairLoad: 0, fairPolicyMove: 0,
  fairCandidates: 0, fairScore: 6, fairBetterPtr: 0, fairWorsePtr: 0, fairDeterminize: 2, fairUnseenCount: 0, fairUnseenRank: 1,
  fairRngSeed: 1, fairRngNext: 0, fairRngBelow: 1,
};
/** The other members of the types, by WebAssembly export kind. */
const OTHERS: Record<Exclude<keyof Exports, FunctionName>, WebAssembly.ImportExportKind> = { memory: 'memory' };

describe('the TypeScript/WASM contract', () => {
  test('every constant of both ABI files is exported by the module with the same value, and no other global', () => {
    const globals = Object.fromEntries(
      WebAssembly.Module.exports(module)
        .filter((e) => e.kind === 'global')
        .map((e) => [e.name, (instance.exports[e.name] as WebAssembly.Global).value as number]),
    );
    const solver = numbers(abi);
    const fair = numbers(fairAbi);
    expect(Object.keys(solver).length).toBeGreaterThan(30);
    expect(Object.keys(fair).length).toBeGreaterThan(15);
    // one namespace in the module: a name in both files would export one of the two values
    expect(Object.keys(fair).filter((name) => name in solver)).toEqual([]);
    expect(globals).toEqual({ ...solver, ...fair });
  });

  test("the module's functions and memory are exactly those of SolverExports and FairExports, with their parameter counts", () => {
    const declared = { ...Object.fromEntries(Object.keys(ARITY).map((name) => [name, 'function'])), ...OTHERS };
    const exported = Object.fromEntries(
      WebAssembly.Module.exports(module).filter((e) => e.kind !== 'global').map((e) => [e.name, e.kind]),
    );
    expect(Object.keys(declared).length).toBeGreaterThan(35);
    expect(exported).toEqual(declared);
    const arity = Object.fromEntries(Object.keys(ARITY).map((name) => [name, (instance.exports[name] as (...args: number[]) => unknown).length]));
    expect(arity).toEqual(ARITY);
  });

  test('the input layout fits its buffer and its fields do not overlap', () => {
    expect(abi.IN_FOUNDATIONS).toBeGreaterThanOrEqual(abi.IN_RESERVE + abi.RESERVE_MAX);
    expect(abi.IN_STOCK + abi.STOCK_MAX).toBeLessThanOrEqual(abi.IN_BYTES);
    // every move code fits the u16 buffers, and every destination fits below the shift
    expect(((abi.SRC_PILE + abi.PILES - 1) << abi.MOVE_SRC_SHIFT) | abi.MOVE_DST_MASK).toBeLessThan(1 << 16);
    expect(abi.DST_PILE + abi.PILES - 1).toBeLessThanOrEqual(abi.MOVE_DST_MASK);
    expect(abi.MOVE_DST_MASK).toBe((1 << abi.MOVE_SRC_SHIFT) - 1);
  });

  test("the fair player's state block holds its fields in order, each one byte per card or count", () => {
    const f = fairAbi;
    const fields: [number, number][] = [
      [f.O_RN, 1], [f.O_RES, abi.RESERVE_MAX], [f.O_F, abi.FOUNDATIONS], [f.O_TOP, abi.PILES], [f.O_LEN, abi.PILES],
      [f.O_SN, 1], [f.O_STK, abi.STOCK_MAX], [f.O_WN, 1], [f.O_WST, abi.STOCK_MAX], [f.O_FT, 1],
    ];
    expect(fields[0][0]).toBe(0);
    for (let i = 1; i < fields.length; i++) expect(fields[i][0]).toBe(fields[i - 1][0] + fields[i - 1][1]);
    expect(f.STATE_BYTES).toBeGreaterThanOrEqual(f.O_FT + 1);
    expect(f.STATE_BYTES % 8).toBe(0);
    // the policy refinements are distinct bits
    const bits = Object.entries(f).filter(([name]) => name.startsWith('POLICY_')).map(([, v]) => v as number);
    expect(bits.length).toBeGreaterThanOrEqual(7);
    expect(bits.reduce((a, b) => a | b, 0)).toBe(bits.reduce((a, b) => a + b, 0));
    for (const b of bits) expect(b & (b - 1)).toBe(0);
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
