// @vitest-environment happy-dom
// Moves and time of play on the table (issue 21): the time the session's clock counted plus
// the running share (session/clock.ts playedMs), shown with the moves; a setting, on at first.
// Clocks are passed in: nothing here reads the wall clock.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { FRESH_META } from '../../src/storage/gameSave';
import { gameFromNumber } from '../../popup/platform/boot';
import { playedMs } from '../../popup/session/clock';
import { MovesTime } from '../../popup/table/MovesTime';
import { bootFor, quietSettings, renderApp } from './helpers';
import { played } from '../support/positions';

afterEach(cleanup);

const game = played(gameFromNumber(1), 't1>t8 deal deal');

describe('the time of play as it stands', () => {
  it('adds the running clock only while the game is under way and the page shown', () => {
    const meta = { ...FRESH_META, timeMs: 60_000 };
    expect(playedMs({ game, meta, clockAt: 1_000, pendingMs: 500 }, 11_000)).toBe(70_500);
    expect(playedMs({ game, meta, clockAt: undefined, pendingMs: 500 }, 11_000)).toBe(60_500);
    expect(playedMs({ game, meta: { ...meta, won: true }, clockAt: 1_000 }, 11_000)).toBe(60_000);
  });
});

describe('moves and time on the table', () => {
  it('shows the moves and the time, whole seconds', () => {
    render(<MovesTime session={{ game, meta: { ...FRESH_META, timeMs: 125_400 }, clockAt: 0 }} clock={() => 4_900} />);
    expect(screen.getByTestId('moves-time').textContent).toBe('Moves: 3 · 2:10');
  });

  it('on at first in the popup, counting each move; off in Settings, gone', async () => {
    const { container } = renderApp({ boot: bootFor(1, quietSettings) });
    expect(screen.getByTestId('moves-time').textContent).toMatch(/^Moves: 0 · \d+:\d\d$/);
    fireEvent.click(container.querySelector<HTMLElement>('[data-pile="s"]')!);
    await waitFor(() => expect(screen.getByTestId('moves-time').textContent).toMatch(/^Moves: 1 · /));
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    fireEvent.click(await screen.findByLabelText('Show moves and time on the table'));
    await waitFor(() => expect(screen.queryByTestId('moves-time')).toBeNull());
  });
});
