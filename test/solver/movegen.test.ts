// The WASM move generator agrees with the engine's legalMoves: the same moves on
// thousands of random positions, and the same move counts to depth 3 on hundreds.
import { describe, expect, test } from 'vitest';
import { type Position, dealPosition, legalMoves, moveToString, play } from '../../src/engine';
import type { SolverCore } from '../../src/solver/search/core';
import { decodeMove } from '../../src/solver/moveCodec';
import { randomLatePosition } from '../support/positions';
import { getCore, randomPlayed } from './helpers';

const engineMoves = (p: Position) => legalMoves(p).map(moveToString).sort();
const wasmMoves = (core: SolverCore) => core.listMoves(false).map((c) => moveToString(decodeMove(c))).sort();

function enginePerft(p: Position, depth: number): number {
  if (depth === 0) return 1;
  let n = 0;
  for (const m of legalMoves(p)) {
    const next = play(p, m);
    if (!next.ok) throw new Error(next.error.message);
    n += enginePerft(next.value, depth - 1);
  }
  return n;
}

function wasmPerft(core: SolverCore, depth: number): number {
  if (depth === 0) return 1;
  let n = 0;
  for (const code of core.listMoves(false)) {
    const undo = core.x.play(code);
    n += wasmPerft(core, depth - 1);
    core.x.unplay(code, undo);
  }
  return n;
}

/** Random positions: every 6th position along random playouts, and random late ones. */
function positions(count: number): Position[] {
  const out: Position[] = [];
  for (let i = 0; out.length < count; i++) {
    out.push(randomLatePosition(i + 1, 10 + (i % 50)));
    const { deal, moves } = randomPlayed(1 + i * 37, 240, i + 1);
    let p = dealPosition(deal);
    moves.forEach((m, k) => {
      const next = play(p, m);
      if (!next.ok) throw new Error(next.error.message);
      p = next.value;
      if (k % 6 === 5 && out.length < count) out.push(p);
    });
  }
  return out;
}

describe('WASM move generator', () => {
  test('same moves as legalMoves on 2000 random positions', async () => {
    const core = await getCore();
    let total = 0;
    for (const p of positions(2000)) {
      core.load(p);
      const want = engineMoves(p);
      expect(wasmMoves(core)).toEqual(want);
      total += want.length;
    }
    expect(total).toBeGreaterThan(2000);
  });

  test('same counts to depth 3 on 200 random positions', async () => {
    const core = await getCore();
    for (const p of positions(200)) {
      core.load(p);
      expect(wasmPerft(core, 3)).toBe(enginePerft(p, 3));
    }
  });

  test('the hints\' order (orderedMoves): every legal move once, the safe play first, foundation plays before the rest', async () => {
    const core = await getCore();
    let safeFirst = 0;
    for (const p of positions(500)) {
      const ordered = core.orderedMoves(p).map(moveToString);
      expect([...ordered].sort()).toEqual(engineMoves(p));
      const safe = core.x.safeMoveCode();
      if (safe >= 0) {
        expect(ordered[0]).toBe(moveToString(decodeMove(safe)));
        safeFirst++;
      }
      const toFoundation = ordered.map((m) => m.endsWith('>f'));
      expect(toFoundation.indexOf(false) < 0 || toFoundation.lastIndexOf(true) < toFoundation.indexOf(false)).toBe(true);
    }
    expect(safeFirst).toBeGreaterThan(20);
  });

  test('the reduced generator keeps one move per distinct child', async () => {
    const core = await getCore();
    for (const p of positions(300)) {
      core.load(p);
      const reduced = core.listMoves(true);
      const full = core.listMoves(false);
      expect(reduced.length).toBeLessThanOrEqual(full.length);
      for (const c of reduced) expect(full).toContain(c);
    }
  });
});
