// A finger's card lands on the pile its ghost covers most (input/dropTarget.ts): not on a
// pile barely touched, not on one hidden where it is covered.
import { describe, expect, it } from 'vitest';
import type { PileId } from '../../src/engine/index';
import { MIN_COVER, pileUnderCard } from '../../popup/input/dropTarget';

const box = (left: number, top: number, width: number, height: number) => ({ left, top, right: left + width, bottom: top + height });
const ghost = (left: number, top: number) => box(left, top, 60, 80);
// Two columns of piles, 100 px apart, 8 px of gutter, two rows.
const piles = (['t1', 't2', 't5', 't6'] as PileId[]).map((id, i) => ({ id, box: box((i % 2) * 100, Math.floor(i / 2) * 208, 92, 200) }));
const seen = () => true;

describe('pileUnderCard', () => {
  it('takes the pile the ghost covers most, wherever the finger is', () => {
    // Mostly over t2 (x 100..192), a little over t1.
    expect(pileUnderCard(ghost(80, 10), piles, seen)).toBe('t2');
    // Mostly over t5 below, its top edge over t1.
    expect(pileUnderCard(ghost(10, 180), piles, seen)).toBe('t5');
  });

  it('over no pile, or over one by less than MIN_COVER of the card: none', () => {
    expect(pileUnderCard(ghost(300, 10), piles, seen)).toBeUndefined();
    // 12 of 60 px across, all of its height: a fifth of the card.
    expect(12 / 60).toBeLessThan(MIN_COVER);
    expect(pileUnderCard(ghost(180, 10), piles, seen)).toBeUndefined();
  });

  it('passes over a pile hidden where the card covers it, to the next one covered enough', () => {
    const hidden = (p: { id: PileId }) => p.id !== 't2';
    expect(pileUnderCard(ghost(70, 10), piles, seen)).toBe('t2');
    expect(pileUnderCard(ghost(70, 10), piles, hidden)).toBe('t1');
    expect(pileUnderCard(ghost(100, 10), piles, hidden)).toBeUndefined();
  });
});
