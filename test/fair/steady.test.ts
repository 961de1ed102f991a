// A steady meter (docs/fair-play.md, "A steady meter"): every position of a game seeds its
// search alike, a move that turns no card leaves every determinization as it was, and a
// move that turns one changes only a few places of each — so the chance moves by what
// the move shows, not by drawing other samples.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Move, type Position, dealPosition, hiddenCount, legalMoves, moveToString, play, viewOf } from '../../src/engine/index';
import { type FairCore, DEFAULT_SAMPLES, ROLLOUT_POLICY, UNGUARDED_POLICY, fairDecide, searchSeed, viewMoves } from '../../src/solver/fair/core';
import { percent } from '../../src/solver/fair/difficulty';
import { loadFair } from '../../src/solver/node';
import { deal, randomPlayed } from '../solver/helpers';

let core: FairCore;
beforeAll(async () => {
  core = await loadFair();
});

/** Sample `i` of `seed` at `pos`: its hidden ranks, reserve (bottom up) then stock (bottom up). */
function sampleAt(pos: Position, seed: number, i: number): number[] {
  core.load(viewOf(pos));
  const n = core.x.fairDeterminize(seed, i);
  return Array.from(new Int32Array(core.x.memory.buffer, core.x.fairCodesPtr(), n));
}

const after = (pos: Position, move: Move): Position => {
  const next = play(pos, move);
  if (!next.ok) throw new Error(next.error.message);
  return next.value;
};

const arbPlayed = fc.record({ n: fc.integer({ min: 1, max: 5000 }), steps: fc.integer({ min: 0, max: 150 }), seed: fc.integer({ min: 1, max: 1e6 }) });

describe('consecutive positions draw the same determinizations', () => {
  it('the search seed is the same at every position of a game', () => {
    fc.assert(
      fc.property(arbPlayed, ({ n, steps, seed }) => {
        const { pos } = randomPlayed(n, steps, seed);
        expect(searchSeed(viewOf(pos))).toBe(searchSeed(viewOf(dealPosition(deal(n)))));
      }),
      { numRuns: 60 },
    );
  });

  it('a move that turns no card leaves every determinization as it was', () => {
    let checked = 0;
    fc.assert(
      fc.property(arbPlayed, ({ n, steps, seed }) => {
        const { pos } = randomPlayed(n, steps, seed);
        const quiet = legalMoves(pos).filter((m) => m.kind === 'play' && m.from !== 'r');
        for (const move of quiet.slice(0, 3)) {
          const next = after(pos, move);
          const s = searchSeed(viewOf(pos));
          for (let i = 0; i < 10; i++) expect(sampleAt(next, s, i)).toEqual(sampleAt(pos, s, i));
          checked++;
        }
      }),
      { numRuns: 60 },
    );
    expect(checked).toBeGreaterThan(30);
  });

  it('a stock turn changes few places of each determinization (a reshuffle changes most)', () => {
    let places = 0;
    let changed = 0;
    let reshuffled = 0;
    for (let n = 1; n <= 40; n++) {
      const pos = randomPlayed(n, 30, n).pos;
      if (!legalMoves(pos).some((m) => m.kind === 'deal') || viewOf(pos).stockCount < 10) continue;
      const next = after(pos, { kind: 'deal' });
      const s = searchSeed(viewOf(pos));
      for (let i = 0; i < 20; i++) {
        // The stock's top place is dealt: the others keep their numbers from the bottom.
        const before = sampleAt(pos, s, i).slice(0, hiddenCount(viewOf(next)));
        const now = sampleAt(next, s, i);
        const other = sampleAt(next, s ^ 0x5bd1e995, i);
        places += now.length;
        changed += now.filter((r, k) => r !== before[k]).length;
        reshuffled += other.filter((r, k) => r !== before[k]).length;
      }
    }
    expect(places).toBeGreaterThan(10_000);
    expect(changed / places).toBeLessThan(0.1);
    expect(reshuffled / places).toBeGreaterThan(0.8);
  });

  // Rollouts without the reserve guard: the guard reads each sample's reserve, so a rollout's
  // first move after the forced one may be held back in some samples and not on the view,
  // and the two scores need not agree (deal 1 at ply 172 of the player with SIGN_Z 0).
  it('after a foundation play from a pile or the waste, the base policy scores what the forced move scored', () => {
    const policy = UNGUARDED_POLICY;
    let checked = 0;
    for (let n = 1; n <= 60 && checked < 15; n++) {
      let pos = dealPosition(deal(n));
      for (let ply = 0; ply < 200 && checked < 15; ply++) {
        const a = fairDecide(core, viewOf(pos), { samples: 20, scoreForced: true, policy });
        if (a.best === undefined) break;
        const next = after(pos, a.best);
        if (a.reason === 'safe' && a.best.kind === 'play' && a.best.from !== 'r') {
          const b = fairDecide(core, viewOf(next), { samples: 20, scoreForced: true, policy });
          const move = core.policyMove(viewOf(next), policy);
          const same = b.moves.find((m) => move !== undefined && moveToString(m.move) === moveToString(move));
          if (same) {
            expect(same.wins, `deal ${n} ply ${ply}`).toBe(a.moves[0].wins);
            checked++;
          }
        }
        pos = next;
      }
    }
    expect(checked).toBe(15);
  });

  // The player the popup ships: the worker asks fairDecide with no policy (so ROLLOUT_POLICY,
  // the guard on) and DEFAULT_SAMPLES (src/solver/worker/host.ts), as here. The guard may hold
  // back, in a sample, the first move of the forced move's rollout that the base policy plays
  // on the view, so the two counts may differ in a few samples; the meter (the next
  // position's chance, shown as a whole percent) stays put all the same. docs/fair-play.md
  // ("A steady meter", measured on 155 such plays): median 0, 95th percentile 0, largest 3.
  // Here, when written: all 30 counts equal and the meter unmoved at all 30 (the next position
  // searched at 15 of them); with a seed a position in place of a seed a game, 10 counts
  // differ and the meter moves up to 6 points. About 0.4 s (the games played by the base
  // policy; the fair player's own games, searched at every ply, took 8 s).
  it('with the shipped player: after a foundation play from a pile or the waste, the meter stays put', () => {
    const shipped = { samples: DEFAULT_SAMPLES, scoreForced: true };
    const apart: number[] = [];
    const moved: number[] = [];
    // Games played by the base policy (cheap), the shipped player asked only at its safe
    // foundation plays and at the position after each.
    for (let n = 1; n <= 60 && moved.length < 30; n++) {
      let pos = dealPosition(deal(n));
      for (let ply = 0; ply < 400 && moved.length < 30; ply++) {
        const safe = viewMoves(viewOf(pos)).safe[0];
        const next = safe && safe.kind === 'play' && safe.from !== 'r' ? after(pos, safe) : undefined;
        if (next) {
          const a = fairDecide(core, viewOf(pos), shipped);
          expect([a.reason, moveToString(a.best!)]).toEqual(['safe', moveToString(safe)]);
          const b = fairDecide(core, viewOf(next), shipped);
          const move = core.policyMove(viewOf(next), ROLLOUT_POLICY);
          const same = b.moves.find((m) => move !== undefined && moveToString(m.move) === moveToString(move));
          if (same && b.chance !== undefined) {
            apart.push(Math.abs(same.wins - a.moves[0].wins));
            moved.push(Math.abs(percent(b.chance) - percent(a.moves[0].chance)));
          }
        }
        const move = core.policyMove(viewOf(pos), ROLLOUT_POLICY);
        if (!move) break;
        pos = after(pos, move);
      }
    }
    expect(moved).toHaveLength(30);
    expect(apart.filter((d) => d === 0).length).toBeGreaterThanOrEqual(27);
    expect(Math.max(...apart)).toBeLessThanOrEqual(10);
    // The doc's figures: never more than 3 points, and 0 at the 95th percentile (29 of 30).
    expect(Math.max(...moved)).toBeLessThanOrEqual(3);
    expect(moved.filter((d) => d === 0).length).toBeGreaterThanOrEqual(29);
  });
});
