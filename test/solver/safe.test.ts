// The safe foundation play exists twice: the engine's rule (src/engine/autoplay.ts, with
// its proof and its exhaustive test), which the popup's auto-play uses, and the module's
// copy (assembly/safe.ts), which the search uses. They must agree: on random positions the
// module names a safe play exactly when the engine has one, and it is one of the engine's.
import { describe, expect, test } from 'vitest';
import { dealPosition, moveToString, play, safeFoundationMoves } from '../../src/engine';
import { decodeMove } from '../../src/solver/moveCodec';
import { randomLatePosition } from '../support/positions';
import { getCore, randomPlayed } from './helpers';

describe('safe foundation plays: the module against the engine', () => {
  test('agree on 2000 random positions, hundreds of them with a safe play', async () => {
    const core = await getCore();
    let withSafe = 0;
    for (let i = 0; i < 2000; i++) {
      let p = randomLatePosition(i + 1, 6 + (i % 40));
      if (i % 2 === 1) {
        const { deal, moves } = randomPlayed(1 + i * 13, 20 + (i % 200), i + 1);
        p = dealPosition(deal);
        for (const m of moves) {
          const next = play(p, m);
          if (!next.ok) throw new Error(next.error.message);
          p = next.value;
        }
      }
      core.load(p);
      const code = core.x.safeMoveCode();
      const engine = safeFoundationMoves(p).map(moveToString);
      if (engine.length === 0) expect(code, `position ${i}`).toBe(-1);
      else {
        expect(code, `position ${i}`).toBeGreaterThanOrEqual(0);
        expect(engine).toContain(moveToString(decodeMove(code)));
        withSafe++;
      }
    }
    expect(withSafe).toBeGreaterThan(200);
  });
});
