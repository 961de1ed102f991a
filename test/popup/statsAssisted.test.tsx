// @vitest-environment happy-dom
// The Statistics history marks an assisted game, and counts it for no win.
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_HISTORY, recordGame } from '../../src/storage/history';
import { EMPTY_STATS } from '../../src/storage/prefs';
import { StatsPanel } from '../../popup/panels/StatsPanel';

afterEach(cleanup);

describe('the history in Statistics', () => {
  it('says "won, assisted" for an assisted win, "won" for the player\'s own', () => {
    const played = { moves: 200, timeMs: 60_000, hints: 0, endedAt: 0 };
    const history = [
      { deal: '3', result: 'won' as const, ...played, assisted: true },
      { deal: '4', result: 'won' as const, ...played },
      { deal: '5', result: 'lost' as const, ...played, assisted: true },
    ].reduce(recordGame, EMPTY_HISTORY);
    render(<StatsPanel stats={EMPTY_STATS} history={history} canUndoReset={false} onReset={() => undefined} onUndoReset={() => undefined} onClose={() => undefined} />);
    const rows = [...screen.getByTestId('panel-stats').querySelectorAll('.history tbody tr')].map((r) => r.querySelector('td.colResult')!.textContent);
    expect(rows.sort()).toEqual(['lost, assisted', 'won', 'won, assisted']);
    expect(history.best).toEqual([{ deal: '4', ms: 60_000, noHints: true }]);
  });
});
