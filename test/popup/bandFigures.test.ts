// Statistics by difficulty (popup/panels/bandFigures.ts): games, wins, win rate and mean
// accuracy a band, from the history's records; the chart's last accuracies.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bandFigures, CHART_GAMES, lastAccuracies } from '../../popup/panels/bandFigures';
import type { PlayedGame } from '../../src/storage/history';
import { bandOfPercent } from '../../src/solver/fair/difficulty';

const game = (over: Partial<PlayedGame> = {}): PlayedGame => ({ deal: '7', result: 'won', moves: 240, timeMs: 251_500, hints: 0, endedAt: 1, ...over });

describe('statistics by difficulty', () => {
  it('counts each band\'s games, own wins, win rate and mean accuracy; a game of unknown band counts in none', () => {
    const games = [
      game({ dealPercent: 99, accuracy: 90 }), game({ dealPercent: 97, accuracy: 95 }), game({ dealPercent: 98, result: 'lost' }),
      game({ dealPercent: 96, assisted: true, accuracy: 70 }), game({ dealPercent: 95, result: 'solver' }),
      game({ dealPercent: 80, accuracy: 81 }), game({ accuracy: 10 }),
    ];
    expect(bandFigures(games)).toEqual([
      { band: 'easy', games: 3, wins: 2, rate: 2 / 3, accuracy: 93, rated: 2 },
      { band: 'medium', games: 2, wins: 0, rate: 0, accuracy: 70, rated: 1 },
      { band: 'hard', games: 1, wins: 1, rate: 1, accuracy: 81, rated: 1 },
    ]);
    expect(bandFigures([])).toEqual([
      { band: 'easy', games: 0, wins: 0, rated: 0 }, { band: 'medium', games: 0, wins: 0, rated: 0 }, { band: 'hard', games: 0, wins: 0, rated: 0 },
    ]);
  });

  it('the bands add up to the games of known band, and the wins to their own wins', () => {
    const arb = fc.record({
      result: fc.constantFrom('won', 'lost', 'solver'), assisted: fc.boolean(),
      dealPercent: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }), accuracy: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
    });
    fc.assert(fc.property(fc.array(arb, { maxLength: 60 }), (raw) => {
      const games = raw.map((r) => game(r as Partial<PlayedGame>));
      const rows = bandFigures(games);
      const known = games.filter((g) => g.dealPercent !== undefined);
      expect(rows.reduce((s, r) => s + r.games, 0)).toBe(known.length);
      expect(rows.reduce((s, r) => s + r.wins, 0)).toBe(known.filter((g) => g.result === 'won' && !g.assisted).length);
      for (const r of rows) {
        const scores = known.filter((g) => bandOfPercent(g.dealPercent!) === r.band && g.accuracy !== undefined).map((g) => g.accuracy!);
        expect(r.accuracy).toBe(scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : undefined);
      }
    }));
  });

  it('the chart shows the last games that have an accuracy, oldest first, at most CHART_GAMES', () => {
    const games = Array.from({ length: 50 }, (_, i) => game({ ...(i % 4 === 0 ? {} : { accuracy: i }) }));
    const last = lastAccuracies(games);
    expect(last).toHaveLength(CHART_GAMES);
    expect(last[last.length - 1]).toBe(49);
    expect(last).toEqual(games.flatMap((g) => (g.accuracy === undefined ? [] : [g.accuracy])).slice(-CHART_GAMES));
  });
});
