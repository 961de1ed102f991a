// The calibration table's standard error (src/cli/fairReport.ts, shareErrorByGame): a
// game's positions share its result, so the error counts games, not positions.
import { describe, expect, it } from 'vitest';
import { shareErrorByGame } from '../../src/cli/fairReport';

/** `games` games of `each` positions, the first `won` of them won. */
const positions = (games: number, each: number, won: number) =>
  Array.from({ length: games * each }, (_, i) => ({ game: Math.floor(i / each), won: Math.floor(i / each) < won }));

describe('the share won, with its standard error by game', () => {
  it('games of equal size: sqrt(p(1 − p)/(G − 1)), however many positions each holds', () => {
    for (const each of [1, 7, 250]) {
      const { share, games, error } = shareErrorByGame(positions(10, each, 3));
      expect(share).toBeCloseTo(0.3, 12);
      expect(games).toBe(10);
      expect(error).toBeCloseTo(Math.sqrt((0.3 * 0.7) / 9), 12);
    }
  });

  it('far above what counting positions as independent would claim', () => {
    const bin = positions(2, 100, 1);
    const { error } = shareErrorByGame(bin);
    expect(error).toBeCloseTo(0.5, 12);
    expect(error / Math.sqrt((0.5 * 0.5) / bin.length)).toBeGreaterThan(14);
  });

  it('weights each game by its share of the bin', () => {
    // One won game with 3 positions, one lost game with 1: share 3/4; variance
    // (3/4 · 1/4)² + (1/4 · 3/4)², times G/(G − 1) = 2.
    const bin = [0, 0, 0, 1].map((game) => ({ game, won: game === 0 }));
    const { share, error } = shareErrorByGame(bin);
    expect(share).toBe(0.75);
    expect(error).toBeCloseTo(Math.sqrt(2 * 2 * (3 / 16) ** 2), 12);
  });

  it('one game alone has no standard error', () => {
    expect(shareErrorByGame(positions(1, 5, 1)).error).toBeNaN();
  });
});
