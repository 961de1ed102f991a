// @vitest-environment happy-dom
// The history's difficulty says what it is: its band, and the chance at the deal it comes from.
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import { EMPTY_HISTORY, recordGame } from '../../src/storage/history';
import { EMPTY_STATS } from '../../src/storage/prefs';
import { StatsPanel } from '../../popup/panels/StatsPanel';

afterEach(cleanup);

it("a game's difficulty names its band and its chance at the deal, as the table's badge does", () => {
  const history = [
    { deal: '7', result: 'won' as const, moves: 200, timeMs: 60_000, hints: 0, endedAt: 0, dealPercent: 87 },
    { deal: '8', result: 'lost' as const, moves: 90, timeMs: 30_000, hints: 0, endedAt: 0 },
  ].reduce(recordGame, EMPTY_HISTORY);
  render(<StatsPanel stats={EMPTY_STATS} history={history} canUndoReset={false} onReset={() => undefined} onUndoReset={() => undefined} onClose={() => undefined} />);
  const cells = [...screen.getByTestId('panel-stats').querySelectorAll('.history tbody td.colDifficulty')];
  const hard = cells.find((c) => c.getAttribute('title'));
  expect(hard?.getAttribute('title')).toBe(
    "Difficulty: Hard. The fair player's win chance at the deal, before any card was turned, was about 87%; the meter shows the chance from where the game stands now.",
  );
  expect(cells.filter((c) => !c.getAttribute('title')).map((c) => c.textContent)).toEqual([expect.stringContaining('—')]);
});
