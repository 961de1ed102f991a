// The view of a position (what the player sees), the unseen cards, and the sampler of
// determinizations (src/engine/view.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Card, type Position, cardToString, hiddenCount, mulberry32, play, sampleDeterminization, unseenCards,
  viewHash, viewKey, viewOf,
} from '../../src/engine/index';
import { positionFromSetup } from '../support/validPosition';
import { randomPlayed } from '../solver/helpers';
import { arrangements, chiSquareCritical, chiSquareUniform, smallHiddenViews } from './stats';
import { hiddenCards, permute, withHidden } from './helpers';

const sorted = (cards: readonly Card[]) => [...cards].sort((a, b) => a - b);

/** Random positions from random play: deal, number of moves, seed. */
const arbPlayed = fc.record({ n: fc.integer({ min: 1, max: 5000 }), steps: fc.integer({ min: 0, max: 120 }), seed: fc.integer({ min: 1, max: 1e6 }) });

describe('the view', () => {
  it('is the same under every permutation of the face-down cards (key, hash, unseen cards)', () => {
    fc.assert(
      fc.property(arbPlayed, fc.array(fc.nat(1000), { minLength: 1, maxLength: 104 }), ({ n, steps, seed }, keys) => {
        const { pos } = randomPlayed(n, steps, seed);
        const other = withHidden(pos, permute(hiddenCards(pos), keys));
        expect(positionFromSetup(other).ok).toBe(true);
        const a = viewOf(pos);
        const b = viewOf(other);
        expect(viewKey(b)).toBe(viewKey(a));
        expect(viewHash(b)).toBe(viewHash(a));
        expect(unseenCards(b)).toEqual(unseenCards(a));
      }),
      { numRuns: 150 },
    );
  });

  it('shows every card but the face-down ones: seen + unseen is the double pack, unseen = hidden', () => {
    fc.assert(
      fc.property(arbPlayed, ({ n, steps, seed }) => {
        const { pos } = randomPlayed(n, steps, seed);
        const view = viewOf(pos);
        // unseen is the double pack less what the view shows: seen + hidden = 104.
        expect(unseenCards(view).length).toBe(hiddenCount(view));
        expect(unseenCards(view)).toEqual(sorted(hiddenCards(pos)));
        expect(hiddenCount(view)).toBe(hiddenCards(pos).length);
      }),
      { numRuns: 150 },
    );
  });

  it('changes with every move (a move always changes what the player sees)', () => {
    fc.assert(
      fc.property(arbPlayed, ({ n, steps, seed }) => {
        const { pos } = randomPlayed(n, steps, seed);
        // The same random play, one move further (blocked games have none).
        const further = randomPlayed(n, steps + 1, seed);
        if (further.moves.length === steps + 1) expect(viewKey(viewOf(further.pos))).not.toBe(viewKey(viewOf(pos)));
      }),
      { numRuns: 100 },
    );
  });

  it('writes a readable canonical key', () => {
    const { pos } = randomPlayed(1, 0, 1);
    const key = viewKey(viewOf(pos));
    expect(key).toMatch(/^b\d+ r \w\w\+12 f \w\w\|{7} t (\w\w\|){11}\w\w w {2}s 78$/);
    expect(key).toContain(`r ${cardToString(pos.reserve[12])}+12`);
    expect(key.endsWith('s 78')).toBe(true);
    const dealt = play(pos, { kind: 'deal' });
    if (!dealt.ok) throw new Error(dealt.error.message);
    expect(viewKey(viewOf(dealt.value))).toContain(`w ${cardToString(pos.stock[pos.stock.length - 1])} s 77`);
  });
});

describe('determinizations', () => {
  it('hold all 104 cards, each twice, and keep the view', () => {
    fc.assert(
      fc.property(arbPlayed, fc.nat(), ({ n, steps, seed }, s) => {
        const { pos } = randomPlayed(n, steps, seed);
        const view = viewOf(pos);
        const det = sampleDeterminization(view, mulberry32(s));
        expect(positionFromSetup(det).ok).toBe(true);
        expect(viewKey(viewOf(det))).toBe(viewKey(view));
        expect(sorted(hiddenCards(det))).toEqual(unseenCards(view));
      }),
      { numRuns: 150 },
    );
  });

  it('are uniform: every arrangement of the unseen cards equally likely (chi-square, p = 0.001)', () => {
    const views = smallHiddenViews(4);
    expect(views).toHaveLength(4);
    views.forEach((view, k) => {
      const next = mulberry32(k + 1);
      const counts = new Map<string, number>();
      for (let i = 0; i < 24_000; i++) {
        const key = hiddenCards(sampleDeterminization(view, next)).join(',');
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      const n = arrangements(unseenCards(view));
      expect(counts.size).toBe(n);
      expect(chiSquareUniform([...counts.values()])).toBeLessThan(chiSquareCritical(n - 1));
    });
  });
});
