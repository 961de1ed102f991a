// The reserve guard (assembly/fair/guard.ts, in ROLLOUT_POLICY): the rollouts' policy holds
// back a foundation play that would leave the sampled reserve unable to unload. It reads
// the reserve under its top, which only a determinization has, so these tests check that
// the fair answer still depends on the view alone, and that the guard acts where it should.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Position, moveToString, viewOf } from '../../src/engine/index';
import { type FairCore, BASELINE_POLICY, ROLLOUT_POLICY, UNGUARDED_POLICY, fairDecide } from '../../src/solver/fair/core';
import { loadFair } from '../../src/solver/node';
import { chanceJson } from '../../src/cli/chance';
import { layout, randomLatePosition } from '../support/positions';
import { hiddenCards, permute, withHidden } from './helpers';

let core: FairCore;
beforeAll(async () => {
  core = await loadFair();
});

/** Late positions (foundation 1 complete) with at least two cards under the reserve's top, where the guard acts. */
function latePositions(count: number): Position[] {
  const out: Position[] = [];
  for (let seed = 1; out.length < count; seed++) {
    const pos = randomLatePosition(seed, 24 + (seed % 3) * 8);
    if (pos.reserve.length >= 3) out.push(pos);
  }
  return out;
}

/** The move `policy` makes on the view of `pos`, as text. */
const policyMove = (pos: Position, policy: number) => {
  const move = core.policyMove(viewOf(pos), policy);
  return move && moveToString(move);
};

// Every tableau pile holds a card (no space), and only the named tops can move: f1 (base A)
// takes a 3 next, the tops are kings and jacks with no queen or ten to go on.
const FILLERS = ['KS', 'KH', 'KD', 'KC', 'KS', 'KH', 'KD', 'KC', 'JS', 'JH'];

describe('the rollouts\' policy', () => {
  it('is the base policy of docs/fair-play.md with the reserve guard, the flags measured there (80, then 208 with the guard)', () => {
    // The A/B run that chose the guard (docs/fair-play.md): --old-policy 80 --new-policy 208.
    expect([UNGUARDED_POLICY, ROLLOUT_POLICY]).toEqual([80, 208]);
    // "Of several piles whose top can go up, it plays from the longest": two 3s could go on
    // f1, t1's alone and t2's on two cards; the greedy baseline takes the first pile's.
    const longest = layout({ base: 1, reserve: 'TS TH TD TC QS QH QD QC 6S 9C', foundations: ['AC 2C'], tableau: ['3D', '5D 4D 3S', ...FILLERS], waste: '9H' });
    expect([policyMove(longest, BASELINE_POLICY), policyMove(longest, UNGUARDED_POLICY), policyMove(longest, ROLLOUT_POLICY)]).toEqual(['t1>f', 't2>f', 't2>f']);
    // "When the waste's top has nowhere to go but a space could take it, it moves a one-card
    // pile onto another to open one": the waste's ace (the base rank, so a space may take it
    // while f1 is open) and t1's 7 onto t2's 8; the baseline deals.
    const room = layout({ base: 1, reserve: 'TS TH TD TC QS QH QD QC 6S 6H 6D 9C', foundations: ['AC 2C'], tableau: ['7H', '8S', ...FILLERS], waste: 'AD' });
    expect([policyMove(room, BASELINE_POLICY), policyMove(room, UNGUARDED_POLICY), policyMove(room, ROLLOUT_POLICY)]).toEqual(['deal', 't1>t2', 't1>t2']);
  });
});

describe('the reserve guard', () => {
  it('leaves the answer a function of the view alone (face-down cards permuted)', () => {
    for (const [k, pos] of latePositions(25).entries()) {
      const hidden = hiddenCards(pos);
      for (const keys of [[k + 3, 1, 4, 1, 5], [9, 2, 6, k]]) {
        const other = withHidden(pos, permute(hidden, keys));
        expect(viewOf(other)).toEqual(viewOf(pos));
        const a = fairDecide(core, viewOf(pos), { samples: 12, scoreForced: true, policy: ROLLOUT_POLICY });
        const b = fairDecide(core, viewOf(other), { samples: 12, scoreForced: true, policy: ROLLOUT_POLICY });
        expect(chanceJson(b, 0).replace(/"ms":\d+/, '')).toBe(chanceJson(a, 0).replace(/"ms":\d+/, ''));
      }
    }
  });

  it('changes what the rollouts measure on late positions, and wins more of them', () => {
    let changed = 0;
    let guarded = 0;
    let unguarded = 0;
    for (const pos of latePositions(30)) {
      const a = fairDecide(core, viewOf(pos), { samples: 40, scoreForced: true, policy: ROLLOUT_POLICY });
      const b = fairDecide(core, viewOf(pos), { samples: 40, scoreForced: true, policy: UNGUARDED_POLICY });
      const wins = (x: typeof a) => x.moves.reduce((s, m) => s + m.wins, 0);
      if (wins(a) !== wins(b)) changed++;
      guarded += wins(a);
      unguarded += wins(b);
    }
    // The corpus is fixed (seeded positions, seeds read from the view): these counts do not vary from run to run.
    expect(changed).toBeGreaterThan(10); // 25 of 30 when written
    expect(guarded).toBeGreaterThan(unguarded); // 4508 against 3396 when written
  });

  it('is not applied to a view: the base policy alone plays the same move with or without it', () => {
    for (const pos of latePositions(25)) {
      expect(core.policyMove(viewOf(pos), ROLLOUT_POLICY)).toEqual(core.policyMove(viewOf(pos), UNGUARDED_POLICY));
    }
  });
});
