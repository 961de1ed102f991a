// Two deals the study leaves undecided at its cap, 29557 and 30970, are won: the lines a far
// longer search found (test/support/beyondCapWins.ts) replay through the engine to a won
// game. Their hard part is the opening: from each line's position after 35 moves the solver
// wins well within the study's budget (docs/solver-log.md, "29557 and 30970 are won").
import { describe, expect, test } from 'vitest';
import { replay, status } from '../../src/engine';
import { solveGame } from '../../src/solver/search/solve';
import { BEYOND_CAP_WINS } from '../support/beyondCapWins';
import { deal, getCore } from './helpers';
import { movesFrom } from '../support/positions';

describe('wins found beyond the study cap', () => {
  for (const win of BEYOND_CAP_WINS) {
    test(`deal ${win.deal}: the line replays to a won game`, () => {
      const r = replay(deal(win.deal), movesFrom(win.line));
      expect(r.ok && status(r.value)).toBe('won');
    });

    test(`deal ${win.deal}: after the line's first 35 moves the solver wins within 4 M nodes`, async () => {
      const core = await getCore();
      const opening = movesFrom(win.line).slice(0, 35);
      const a = solveGame(core, deal(win.deal), opening, { maxNodes: 4_000_000 });
      expect(a.verdict).toBe('win');
      if (a.verdict === 'win') {
        const r = replay(deal(win.deal), [...opening, ...a.line]);
        expect(r.ok && status(r.value)).toBe('won');
      }
    });
  }
});
