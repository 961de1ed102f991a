// A card held near the screen's top or bottom scrolls the page (input/edgeScroll.ts): up in
// the top band, down in the bottom one, faster deeper in, not at all between.
import { describe, expect, it } from 'vitest';
import { EDGE_BAND, edgeSpeed } from '../../popup/input/edgeScroll';

describe('edgeSpeed', () => {
  const height = 640;
  it('is 0 between the bands', () => {
    for (const y of [EDGE_BAND, 200, 320, height - EDGE_BAND]) expect(edgeSpeed(y, height)).toBe(0);
  });

  it('goes up in the top band and down in the bottom one, faster nearer the edge', () => {
    expect(edgeSpeed(EDGE_BAND - 1, height)).toBeLessThan(0);
    expect(edgeSpeed(height - EDGE_BAND + 1, height)).toBeGreaterThan(0);
    expect(edgeSpeed(2, height)).toBeLessThan(edgeSpeed(EDGE_BAND - 10, height));
    expect(edgeSpeed(height - 2, height)).toBeGreaterThan(edgeSpeed(height - EDGE_BAND + 10, height));
    expect(edgeSpeed(-30, height)).toBe(edgeSpeed(0, height));
    expect(edgeSpeed(height + 30, height)).toBe(-edgeSpeed(0, height));
  });
});
