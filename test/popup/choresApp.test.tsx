// @vitest-environment happy-dom
// The chores in the popup: Play the hint (the button in the hint, and Shift+H, which asks
// first when no hint is shown), and turning the stock until a card has a move (Shift+D, the
// stock's double-click); each one step for Undo.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { type Move, stockRun } from '../../src/engine/index';
import { gameFromNumber } from '../../popup/platform/boot';
import { fairAnswer } from './answers';
import { fakeSolver, pile, renderApp, savedMoves } from './helpers';
import { movesFrom } from '../support/positions';

afterEach(cleanup);

const move = (text: string): Move => movesFrom(text)[0];
const RUN = stockRun(gameFromNumber(1).position).length;

describe('Play the hint', () => {
  it('the button in the hint plays its move; Undo takes it back', async () => {
    const solver = fakeSolver(() => ({ verdict: 'unknown' }), () => fairAnswer(0.87, move('t1>t8')));
    const { backing } = renderApp({ solver });
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    fireEvent.click(await screen.findByTestId('play-hint'));
    await waitFor(async () => expect(await savedMoves(backing)).toBe('t1>t8'));
    fireEvent.keyDown(document.body, { key: 'z' });
    await waitFor(async () => expect(await savedMoves(backing)).toBe(''));
  });

  it('Shift+H asks for the hint and plays it in one key; a hinted deal turns until a card has a move', async () => {
    const solver = fakeSolver(() => ({ verdict: 'unknown' }), () => fairAnswer(0.6, move('deal')));
    const { backing } = renderApp({ solver });
    fireEvent.keyDown(document.body, { key: 'H', shiftKey: true });
    await waitFor(async () => expect((await savedMoves(backing)).split(' ').length).toBe(RUN));
    expect(RUN).toBeGreaterThan(1);
  });
});

describe('turning the stock until a card has a move', () => {
  it('Shift+D turns the run in one step; one Undo takes it all back', async () => {
    const { backing } = renderApp();
    fireEvent.keyDown(document.body, { key: 'D', shiftKey: true });
    await waitFor(async () => expect((await savedMoves(backing)).split(' ').length).toBe(RUN));
    fireEvent.keyDown(document.body, { key: 'z' });
    await waitFor(async () => expect(await savedMoves(backing)).toBe(''));
  });

  it('a double-click on the stock: the first click turns one, the second the rest of the run, one Undo for both', async () => {
    const { container, backing } = renderApp();
    fireEvent.click(pile(container, 's'), { detail: 1 });
    fireEvent.click(pile(container, 's'), { detail: 2 });
    fireEvent.dblClick(pile(container, 's'));
    await waitFor(async () => expect((await savedMoves(backing)).split(' ').length).toBe(RUN));
    fireEvent.keyDown(document.body, { key: 'z' });
    await waitFor(async () => expect(await savedMoves(backing)).toBe(''));
  });

  it('a long press brings up no page menu over the piles (the press is the game\'s)', () => {
    const { container } = renderApp();
    for (const id of ['s', 't1', 'r'] as const) expect(fireEvent.contextMenu(pile(container, id))).toBe(false);
  });

  it('a plain D still turns one card', async () => {
    const { backing } = renderApp();
    fireEvent.keyDown(document.body, { key: 'd' });
    await waitFor(async () => expect(await savedMoves(backing)).toBe('deal'));
  });
});

describe('the chores\' settings', () => {
  it('Settings lists eager auto-play (off) and moves and time on the table (on); ticking one saves it', async () => {
    const { backing } = renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const eager = (await screen.findByLabelText(/Auto-play every card that can go up, as the fair player would/)) as HTMLInputElement;
    const shown = screen.getByLabelText('Show moves and time on the table') as HTMLInputElement;
    expect(eager.checked).toBe(false);
    expect(shown.checked).toBe(true);
    fireEvent.click(eager);
    await waitFor(() => expect((backing.data.get('plot.settings') as { eagerAutoPlay?: boolean } | undefined)?.eagerAutoPlay).toBe(true));
  });
});
