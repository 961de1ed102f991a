// @vitest-environment happy-dom
// Moves and time of play on the table (issue 21): the time the session's clock counted plus
// the running share (session/clock.ts playedMs), shown with the moves; a setting, on at first.
// The clock starts at the first move or hint (issue 32); an assisted game is marked on the
// same line, with or without the figures. Clocks are passed in: nothing here reads the wall clock.
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
    const meta = { ...FRESH_META, counted: true, timeMs: 60_000 };
    expect(playedMs({ game, meta, clockAt: 1_000, pendingMs: 500 }, 11_000)).toBe(70_500);
    expect(playedMs({ game, meta, clockAt: undefined, pendingMs: 500 }, 11_000)).toBe(60_500);
    expect(playedMs({ game, meta: { ...meta, won: true }, clockAt: 1_000 }, 11_000)).toBe(60_000);
  });

  it('is 0 on a game not begun here (no move, no hint), whatever a save from before carried', () => {
    const fresh = gameFromNumber(1);
    expect(playedMs({ game: fresh, meta: FRESH_META, clockAt: 1_000 }, 21_000)).toBe(0);
    expect(playedMs({ game: fresh, meta: { ...FRESH_META, timeMs: 21_000 }, clockAt: 1_000 }, 41_000)).toBe(0);
    expect(playedMs({ game: fresh, meta: { ...FRESH_META, hints: 1 }, clockAt: 1_000 }, 4_000)).toBe(3_000);
  });
});

describe('moves and time on the table', () => {
  it('shows the moves and the time, whole seconds', () => {
    render(<MovesTime session={{ game, meta: { ...FRESH_META, counted: true, timeMs: 125_400 }, clockAt: 0 }} clock={() => 4_900} />);
    expect(screen.getByTestId('moves-time').textContent).toBe('Moves: 3 · 2:10');
  });

  it('marks an assisted game, after the figures or alone when they are off', () => {
    const meta = { ...FRESH_META, counted: true, assisted: true, timeMs: 62_000 };
    render(<MovesTime session={{ game, meta }} />);
    expect(screen.getByTestId('moves-time').textContent).toBe('Moves: 3 · 1:02 · Assisted');
    expect(screen.getByTestId('assisted-mark').title).toMatch(/^The solver helped in this game/);
    cleanup();
    render(<MovesTime session={{ game, meta }} figures={false} />);
    expect(screen.getByTestId('moves-time').textContent).toBe('Assisted');
    cleanup();
    render(<MovesTime session={{ game, meta: { ...meta, assisted: false } }} figures={false} />);
    expect(screen.queryByTestId('moves-time')).toBeNull();
  });

  it('on at first in the popup, counting each move; off in Settings, gone', async () => {
    const { container } = renderApp({ boot: bootFor(1, quietSettings) });
    expect(screen.getByTestId('moves-time').textContent).toBe('Moves: 0 · 0:00');
    fireEvent.click(container.querySelector<HTMLElement>('[data-pile="s"]')!);
    await waitFor(() => expect(screen.getByTestId('moves-time').textContent).toMatch(/^Moves: 1 · /));
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    fireEvent.click(await screen.findByLabelText('Show moves and time on the table'));
    await waitFor(() => expect(screen.queryByTestId('moves-time')).toBeNull());
  });
});
