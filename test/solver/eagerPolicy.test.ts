// Differential test (issue 33, item 6): the eager auto-play, in TypeScript, against the fair
// player's base policy, in WebAssembly.
//
// What each side computes:
// - `eagerFoundationMoves(pos)` (src/engine/chores.ts) is a list of foundation plays to make
//   now: the safe ones (src/engine/autoplay.ts) if there are any; else every card that can go
//   up and whose rank has a foundation for each copy in sight; else, the copies all
//   clashing, the one copy the policy would pick. `autoPlayWith(game, 'eager')` plays its
//   first move and asks again.
// - The policy (assembly/fair/policy.ts `policyMove`, asked through FairCore.policyMove,
//   src/solver/fair/core.ts) is one move from the view: a foundation play whenever one can be
//   made (the reserve's card, then the longest pile's, the first of equals, then the
//   waste's), else a move that is not a foundation play. The shipped ROLLOUT_POLICY is asked
//   here; on a view its reserve guard is off (the rest of the reserve is not in sight), so
//   it answers as UNGUARDED_POLICY does.
//
// What they are meant to agree on (chores.ts's comment, docs/dev/chores.md "Eager auto-play":
// "its policy sends a card up whenever one can go ... where the copies of a rank in sight
// want more places than the foundations taking that rank now have ... the one the policy
// picks goes ... and the others wait"), checked at every position of random games:
// 1. a card goes up when one can: eager has a play exactly when the policy's move is a
//    foundation play;
// 2. in a clash (a rank with more copies in sight than foundations taking it), eager sends up
//    only the policy's copy: when it sends a clashing copy, it sends that one alone and it is
//    the policy's move;
// 3. eager defers the policy's move, it never overrules it: when the policy's move is not
//    among eager's plays, eager's plays are the safe ones (proved harmless, so made first)
//    or the policy's card is in a clash; either way eager's plays are of other ranks, and the
//    policy's move is still legal once they are made;
// 4. while f1 is incomplete, one foundation takes cards and every card that can go up is of
//    its rank, so the two are the same exactly: eager's list is the policy's foundation play
//    alone, or empty.
//
// What they are NOT meant to agree on, and this test does not assert: once f1 is complete
// the policy's move is often not eager's first (eager makes the safe and the unclashed plays
// first, in source order w, r, t1..t12; the policy plays by reserve, longest pile, waste), so
// a card one play exposes can join a clash before or after a scarce place is taken, and a
// whole run of eager auto-play can end elsewhere than the policy's own run of foundation
// plays from the same position (deals 1..120, walks mixing random and policy moves, December
// 2026: 870 of 40 275 runs ended in a different position, 493 with a different number of
// cards up).
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Move, type Position, FOUNDATIONS, dealFromNumber, dealPosition, eagerFoundationMoves, foundationId, isLegal, isRestricted, legalMoves,
  moveToString, play, relRank, safeFoundationMoves, sourceCard, viewOf,
} from '../../src/engine';
import { type FairCore, ROLLOUT_POLICY } from '../../src/solver/fair/core';
import { loadFair } from '../../src/solver/node';
import { rng } from '../support/positions';

let core: FairCore;
beforeAll(async () => {
  core = await loadFair();
});

const name = (m: Move | undefined) => (m === undefined ? 'none' : moveToString(m));
const names = (moves: readonly Move[]) => moves.map(name);
const isUp = (m: Move | undefined): m is Move & { kind: 'play' } => m !== undefined && m.kind === 'play' && m.to === 'f';

function after(pos: Position, moves: readonly Move[]): Position {
  return moves.reduce((p, m) => {
    const next = play(p, m);
    if (!next.ok) throw new Error(next.error.message);
    return next.value;
  }, pos);
}

/** The relative rank of the card a foundation play sends up. */
const upRank = (pos: Position, m: Move & { kind: 'play' }) => relRank(sourceCard(pos, m.from) as number, pos.base);

/**
 * Does the card of foundation play `m` clash: more copies of its rank can go up now than
 * there are foundations that take it (each counted by the engine's own rules)?
 */
function clashes(pos: Position, m: Move & { kind: 'play' }, up: readonly (Move & { kind: 'play' })[]): boolean {
  const copies = up.filter((o) => upRank(pos, o) === upRank(pos, m)).length;
  const places = Array.from({ length: FOUNDATIONS }, (_, i) => i).filter((i) => isLegal(pos, { kind: 'play', from: m.from, to: foundationId(i) as `f${number}` })).length;
  return copies > places;
}

interface Tally {
  positions: number;
  restrictedChoice: number;
  openClash: number;
  deferred: number;
}

/** Checks the four relations of the header at `pos`, counting what each position exercised. */
function check(pos: Position, tally: Tally): Move | undefined {
  const policy = core.policyMove(viewOf(pos), ROLLOUT_POLICY);
  const eager = eagerFoundationMoves(pos);
  const up = legalMoves(pos).filter(isUp);
  const safe = safeFoundationMoves(pos);
  tally.positions++;
  // 1. Something goes up exactly when the policy sends a card up.
  expect(isUp(policy)).toBe(eager.length > 0);
  expect(isUp(policy)).toBe(up.length > 0);
  if (isRestricted(pos)) {
    // 4. f1 incomplete: the same, exactly.
    expect(names(eager)).toEqual(isUp(policy) ? [name(policy)] : []);
    if (up.length > 1) tally.restrictedChoice++;
    return policy;
  }
  if (!isUp(policy)) return policy;
  const eagerUp = eager.filter(isUp);
  expect(eagerUp.length).toBe(eager.length);
  // 2. A clashing copy goes up alone, and it is the policy's.
  if (eagerUp.some((m) => clashes(pos, m, up))) {
    expect(names(eager)).toEqual([name(policy)]);
    tally.openClash++;
  }
  // 3. Deferred, never overruled.
  if (!names(eager).includes(name(policy))) {
    tally.deferred++;
    if (safe.length > 0) expect(names(eager)).toEqual(names(safe));
    else expect(clashes(pos, policy, up)).toBe(true);
    for (const m of eagerUp) expect(upRank(pos, m)).not.toBe(upRank(pos, policy));
    expect(isLegal(after(pos, eager), policy)).toBe(true);
  }
  return policy;
}

/** `check`, naming the position when it fails (fast-check names the walk). */
function checkAt(pos: Position, tally: Tally): Move | undefined {
  try {
    return check(pos, tally);
  } catch (e) {
    if (e instanceof Error) e.message = `${e.message}\nat ${JSON.stringify(pos)}`;
    throw e;
  }
}

describe('eager auto-play against the fair player\'s policy (WebAssembly)', () => {
  it('agree on random games: a card goes up when one can, a clash goes the policy\'s way, and before f1 is complete they are the same', () => {
    const tally: Tally = { positions: 0, restrictedChoice: 0, openClash: 0, deferred: 0 };
    // A walk from a random deal: each move the policy's with probability `guided`% (so that
    // games reach f1 complete and beyond), else a random legal move, a play before a deal two
    // times in three.
    const walk = fc.record({
      n: fc.integer({ min: 1, max: 1_000_000 }),
      seed: fc.integer({ min: 1, max: 0x7fffffff }),
      guided: fc.integer({ min: 0, max: 95 }),
      steps: fc.integer({ min: 1, max: 400 }),
    });
    fc.assert(
      fc.property(walk, ({ n, seed, guided, steps }) => {
        const dealt = dealFromNumber(n);
        if (!dealt.ok) throw new Error(dealt.error.message);
        const random = rng(seed);
        let pos = dealPosition(dealt.value);
        for (let i = 0; i < steps; i++) {
          const legal = legalMoves(pos);
          if (legal.length === 0) break;
          const policy = checkAt(pos, tally);
          const plays = legal.filter((m) => m.kind !== 'deal');
          const move = policy !== undefined && random(100) < guided ? policy
            : plays.length > 0 && random(3) !== 0 ? plays[random(plays.length)] : legal[random(legal.length)];
          pos = after(pos, [move]);
        }
        checkAt(pos, tally);
      }),
      { numRuns: 150 },
    );
    // Every relation was exercised, not only the trivial "nothing goes up".
    expect(tally.restrictedChoice).toBeGreaterThan(100);
    expect(tally.openClash).toBeGreaterThan(200);
    expect(tally.deferred).toBeGreaterThan(100);
  });
});
