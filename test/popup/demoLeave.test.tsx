// @vitest-environment happy-dom
// A game the demo played in (issue 32): the table says it is assisted while the demo plays
// and after it is stopped; the demo's moves count the game as under way, so every way to
// another game asks "Leave this game?" first and records it in the history — the deal of
// the day here, the way the bug was met (it replaced the game without asking, and no
// history entry was written).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { HISTORY_KEY, type History } from '../../src/storage/history';
import { movesFrom } from '../support/positions';
import { gameFromNumber } from '../../popup/platform/boot';
import { leavesGame, step } from '../../popup/session/session';
import { fakeSolver, renderApp, savedMoves } from './helpers';
import { DEFAULT_SETTINGS, EMPTY_STATS, STATS_KEY } from '../../src/storage/prefs';
import { FRESH_META } from '../../src/storage/gameSave';

afterEach(cleanup);

/** A line the demo can play on deal 1: long enough to be stopped part way. */
const LINE = movesFrom('t1>t8 deal deal deal deal deal deal deal deal deal deal deal');

describe('the leave path after a demo (the session)', () => {
  it('one move of the demo makes the game one a new game leaves: asked about, then a loss kept as assisted', () => {
    const s0 = { game: gameFromNumber(1), meta: FRESH_META, stats: EMPTY_STATS, settings: DEFAULT_SETTINGS };
    expect(leavesGame(s0)).toBe(false);
    const demoed = step(s0, { type: 'demoPlay', move: LINE[0] }).session;
    expect(leavesGame(demoed)).toBe(true);
    expect(demoed.stats.played).toBe(1);
    const left = step(demoed, { type: 'newGame', game: gameFromNumber(2) }).session;
    expect(left.history!.games).toMatchObject([{ deal: '1', result: 'lost', moves: 1, assisted: true }]);
    expect(left.stats).toMatchObject({ played: 1, won: 0, currentStreak: 0 });
  });
});

describe('the leave path after a demo (the popup)', () => {
  it('Play it out, Stop demo: the table says assisted; Deal of the day asks, and the game is in the history', async () => {
    const deal1 = gameFromNumber(1).deal.join();
    // Deal 1's Winnable? gets the demo's line; the deal of the day's search wins its first candidate.
    const solver = fakeSolver((req) => ({ verdict: 'win', line: req.deal.join() === deal1 ? LINE : [] }));
    const { backing } = renderApp({ solver });
    expect(screen.getByTestId('moves-time').textContent).toBe('Moves: 0 · 0:00');
    fireEvent.click(screen.getByRole('button', { name: 'Winnable?' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Play it out' }));
    // While it plays, the table says so.
    await waitFor(() => expect(screen.getByTestId('assisted-mark').textContent).toContain('Assisted'));
    await waitFor(async () => expect((await savedMoves(backing)).split(' ').length).toBeGreaterThanOrEqual(2));
    fireEvent.click(screen.getByRole('button', { name: 'Stop demo' }));
    const played = (await savedMoves(backing)).split(' ').length;
    expect(played).toBeLessThan(LINE.length);
    // After it, still.
    expect(screen.getByTestId('assisted-mark').textContent).toContain('Assisted');

    fireEvent.click(screen.getAllByRole('button', { name: 'New game' })[0]);
    fireEvent.click(await screen.findByRole('button', { name: 'Deal of the day' }));
    expect(screen.getByRole('button', { name: 'Leave this game' })).toBeTruthy();
    expect(screen.getByTestId('deal-number').textContent).toBe('Deal 1');
    fireEvent.click(screen.getByRole('button', { name: 'Leave this game' }));
    await waitFor(() => expect(screen.getByTestId('deal-number').textContent).not.toBe('Deal 1'));
    await waitFor(() => expect((backing.data.get(HISTORY_KEY) as History | undefined)?.games).toMatchObject([{ deal: '1', result: 'lost', moves: played, assisted: true }]));
    expect(backing.data.get(STATS_KEY)).toMatchObject({ played: 1, won: 0 });
    // The new game is not assisted, and its clock waits for its first move.
    expect(screen.queryByTestId('assisted-mark')).toBeNull();
    expect(screen.getByTestId('moves-time').textContent).toBe('Moves: 0 · 0:00');
  });
});
