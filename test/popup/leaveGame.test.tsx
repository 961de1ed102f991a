// @vitest-environment happy-dom
// Every way of leaving a game under way goes through one question ("Leave this game" — it
// records a loss), asked at the choice itself, and after "Leave this game" the chosen action
// happens: a random deal, a typed number, a pasted record, a difficulty, the deal of the day.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Game, movesToString } from '../../src/engine/index';
import { HISTORY_KEY, type History } from '../../src/storage/history';
import { NewGamePanel } from '../../popup/panels/Panels';
import { bootFor, pile, renderApp } from './helpers';

afterEach(cleanup);

/** The panel alone, with every choice recorded. */
function panel(inProgress: boolean) {
  const calls: string[] = [];
  const games: Game[] = [];
  const onClose = vi.fn();
  render(
    <NewGamePanel
      inProgress={() => inProgress}
      onClose={onClose}
      onGame={(g) => (calls.push('game'), games.push(g))}
      onRandom={({ winnableOnly }) => calls.push(`random ${winnableOnly}`)}
      winnableOnly={false}
      onWinnableOnly={() => undefined}
      bands={{ searchBand: (band) => calls.push(`band ${band}`), cancelBandSearch: () => undefined }}
      onCancelSearch={() => undefined}
      daily={{ onStart: () => calls.push('daily') }}
    />,
  );
  return { calls, games, onClose };
}

const field = () => screen.getByLabelText('Deal number') as HTMLTextAreaElement;
const leave = () => fireEvent.click(screen.getByRole('button', { name: 'Leave this game' }));
const asked = () => screen.queryByRole('button', { name: 'Leave this game' }) !== null;

const WAYS: [string, () => void, string][] = [
  ['a random deal', () => fireEvent.click(screen.getByRole('button', { name: 'Random deal' })), 'random false'],
  ['a typed number', () => (fireEvent.input(field(), { target: { value: '77' } }), fireEvent.click(screen.getByRole('button', { name: 'Play this deal' }))), 'game'],
  ['a pasted record', () => (fireEvent.input(field(), { target: { value: '5 deal deal' } }), fireEvent.keyDown(field(), { key: 'Enter' })), 'game'],
  ['a difficulty', () => fireEvent.click(document.querySelector<HTMLButtonElement>('[data-band="hard"]')!), 'band hard'],
  ['the deal of the day', () => fireEvent.click(screen.getByRole('button', { name: 'Deal of the day' })), 'daily'],
];

describe('leaving a game under way', () => {
  for (const [way, choose, call] of WAYS) {
    it(`${way}: asks first, and after "Leave this game" it happens`, () => {
      const p = panel(true);
      choose();
      expect(asked()).toBe(true);
      expect(p.calls).toEqual([]);
      leave();
      expect(p.calls).toEqual([call]);
    });

    it(`${way}: with no game under way, it happens at once; "Keep playing" leaves the game alone`, () => {
      const free = panel(false);
      choose();
      expect(asked()).toBe(false);
      expect(free.calls).toEqual([call]);
      cleanup();
      const kept = panel(true);
      choose();
      fireEvent.click(screen.getByRole('button', { name: 'Keep playing' }));
      expect(kept.calls).toEqual([]);
      expect(kept.onClose).toHaveBeenCalled();
    });
  }

  it('the typed number and the pasted record are the games played after leaving (nothing cleared)', () => {
    const p = panel(true);
    fireEvent.input(field(), { target: { value: '5 deal deal' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    leave();
    expect([p.games[0].dealNumber, movesToString(p.games[0].moves)]).toEqual([5, 'deal deal']);
  });

  it('text that cannot be read gets its error before any question', () => {
    const p = panel(true);
    fireEvent.input(field(), { target: { value: '12x' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(asked()).toBe(false);
    expect(screen.getByTestId('deal-text-error')).toBeTruthy();
    expect(p.calls).toEqual([]);
  });
});

describe('in the popup', () => {
  it('a record pasted over a game under way asks, then plays it and records the loss', async () => {
    const { container, backing } = renderApp({ boot: bootFor() });
    fireEvent.click(pile(container, 't1'));
    fireEvent.click(pile(container, 't8'));
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    const input = (await screen.findByLabelText('Deal number')) as HTMLTextAreaElement;
    fireEvent.input(input, { target: { value: '9 deal' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('deal-number').textContent).toBe('Deal 1');
    leave();
    await waitFor(() => expect(screen.getByTestId('deal-number').textContent).toBe('Deal 9'));
    await waitFor(() => expect((backing.data.get(HISTORY_KEY) as History).games).toMatchObject([{ deal: '1', result: 'lost', moves: 1 }]));
  });

  it('a game that became under way while the panel was open is asked about too', async () => {
    const { container } = renderApp({ boot: bootFor() });
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    await screen.findByLabelText('Deal number');
    fireEvent.click(pile(container, 's')); // the first move, made with the panel open
    fireEvent.click(screen.getByRole('button', { name: 'Random deal' }));
    expect(asked()).toBe(true);
  });
});
