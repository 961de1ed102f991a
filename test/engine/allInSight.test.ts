// allInSight (src/engine/view.ts): every card face up or in the waste, so a reader of the whole
// position (the full-deal solver behind Finish) reads only the view.
import { describe, expect, it } from 'vitest';
import { allInSight, viewOf } from '../../src/engine/index';
import { randomLatePosition } from '../support/positions';

describe('allInSight', () => {
  it('is true exactly when the view hides nothing: no card under the reserve\'s top, none in the stock', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const pos = randomLatePosition(seed, 10 + (seed % 60));
      const view = viewOf(pos);
      expect(allInSight(pos)).toBe(view.reserveHidden === 0 && view.stockCount === 0);
    }
  });

  it('a reserve of one card is its top, in sight; a second card under it is not; one card in the stock is not', () => {
    // Only the piles' sizes matter here, so a late position's stock and reserve are cut down.
    const pos = randomLatePosition(7, 40);
    const cut = (reserve: number, stock: number) => ({ ...pos, reserve: pos.reserve.slice(0, reserve), stock: pos.stock.slice(0, stock) });
    expect(pos.reserve.length).toBeGreaterThanOrEqual(2);
    expect(pos.stock.length).toBeGreaterThanOrEqual(1);
    expect([allInSight(cut(0, 0)), allInSight(cut(1, 0)), allInSight(cut(2, 0)), allInSight(cut(1, 1))]).toEqual([true, true, false, false]);
  });
});
