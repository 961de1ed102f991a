// The reserve guard (assembly/fair/guard.ts, in ROLLOUT_POLICY): the rollouts' policy holds
// back a foundation play that would leave the sampled reserve unable to unload. It reads
// the reserve under its top, which only a determinization has, so these tests check that
// the fair answer still depends on the view alone, and that the guard acts where it should.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Position, viewOf } from '../../src/engine/index';
import { type FairCore, Policy, ROLLOUT_POLICY, UNGUARDED_POLICY, fairDecide } from '../../src/solver/fair/core';
import { loadFair } from '../../src/solver/node';
import { chanceJson } from '../../src/cli/chance';
import { randomLatePosition } from '../support/positions';
import { hiddenCards, permute, withHidden } from './helpers';

let core: FairCore;
beforeAll(async () => {
  core = await loadFair();
});

const UNGUARDED = ROLLOUT_POLICY & ~Policy.RESERVE_GUARD;

/** Late positions (foundation 1 complete) with at least two cards under the reserve's top, where the guard acts. */
function latePositions(count: number): Position[] {
  const out: Position[] = [];
  for (let seed = 1; out.length < count; seed++) {
    const pos = randomLatePosition(seed, 24 + (seed % 3) * 8);
    if (pos.reserve.length >= 3) out.push(pos);
  }
  return out;
}

describe('the reserve guard', () => {
  it('adds only the guard to the rollouts\' policy, and the answer still depends on the view alone (face-down cards permuted)', () => {
    expect(UNGUARDED).toBe(UNGUARDED_POLICY);
    for (const [k, pos] of latePositions(25).entries()) {
      const hidden = hiddenCards(pos);
      for (const keys of [[k + 3, 1, 4, 1, 5], [9, 2, 6, k]]) {
        const other = withHidden(pos, permute(hidden, keys));
        expect(viewOf(other)).toEqual(viewOf(pos));
        const a = fairDecide(core, pos, { samples: 12, scoreForced: true, policy: ROLLOUT_POLICY });
        const b = fairDecide(core, other, { samples: 12, scoreForced: true, policy: ROLLOUT_POLICY });
        expect(chanceJson(b, 0).replace(/"ms":\d+/, '')).toBe(chanceJson(a, 0).replace(/"ms":\d+/, ''));
      }
    }
  });

  it('changes what the rollouts measure on late positions, and wins more of them', () => {
    let changed = 0;
    let guarded = 0;
    let unguarded = 0;
    for (const pos of latePositions(30)) {
      const a = fairDecide(core, pos, { samples: 40, scoreForced: true, policy: ROLLOUT_POLICY });
      const b = fairDecide(core, pos, { samples: 40, scoreForced: true, policy: UNGUARDED });
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
      expect(core.policyMove(viewOf(pos), ROLLOUT_POLICY)).toEqual(core.policyMove(viewOf(pos), UNGUARDED));
    }
  });
});
