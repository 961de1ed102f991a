// Every win line the solver produces replays through the engine to a won game, and a line
// that does not replay is reported as an error, never as a win.
import { describe, expect, test } from 'vitest';
import { moveToString, replay, status, dealPosition } from '../../src/engine';
import { lineOf } from '../../src/solver/search/answer';
import { checkAnswer, solveGame } from '../../src/solver/search/solve';
import { deal, getCore, randomPlayed } from './helpers';

describe('win lines replay through the engine', () => {
  test('deals 1..150 and positions after random play', async () => {
    const core = await getCore();
    let wins = 0;
    let decided = 0;
    const cases = [
      ...Array.from({ length: 150 }, (_, i) => ({ deal: deal(i + 1), moves: [] as never[] })),
      ...Array.from({ length: 60 }, (_, i) => randomPlayed(1000 + i, 20 + (i % 40), i + 7)),
    ];
    for (const c of cases) {
      const a = solveGame(core, c.deal, c.moves, { maxNodes: 200_000 });
      expect(a.verdict).not.toBe('error');
      if (a.verdict === 'win') {
        wins++;
        const r = replay(c.deal, [...c.moves, ...a.line]);
        expect(r.ok && status(r.value)).toBe('won');
      }
      if (a.verdict !== 'unknown') decided++;
      expect(a.nodes).toBeLessThanOrEqual(200_000);
    }
    expect(wins).toBeGreaterThan(100);
    expect(decided).toBeGreaterThan(190);
  });

  test('a line that does not replay becomes an error answer', () => {
    const d = deal(3);
    const pos = dealPosition(d);
    const bogus = checkAnswer(pos, { verdict: 'win', line: [{ kind: 'deal' }], nodes: 5, ms: 1 }, d, []);
    expect(bogus.verdict).toBe('error');
    const illegal = checkAnswer(pos, { verdict: 'win', line: [{ kind: 'play', from: 'r', to: 't1' }], nodes: 5, ms: 1 });
    expect(illegal.verdict).toBe('error');
    if (illegal.verdict === 'error') expect(illegal.message).toMatch(/does not replay/);
  });

  test('the line is printed in docs/rules.md notation with canonical foundations', async () => {
    const core = await getCore();
    const a = solveGame(core, deal(3), [], { maxNodes: 100_000 });
    expect(a.verdict).toBe('win');
    for (const m of lineOf(a)) expect(moveToString(m)).toMatch(/^(deal|(w|r|t\d+)>(f|t\d+))$/);
  });
});
