// @vitest-environment happy-dom
// The app with a stand-in solver (helpers.tsx's fakeSolver): Hint and Winnable? as the
// popup words them, the hint count, a solver error shown as one, and the background
// check's blunder alert. The rest of the table is app.test.tsx.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, STATS_KEY } from '../../src/storage/prefs';
import { bootFor, fakeSolver, pile, quietSettings, renderApp, savedMoves } from './helpers';
import { movesFrom } from '../support/positions';

/** Hints from the full-deal solver (the setting "Hints may look at face-down cards"). */
const peeking = { ...quietSettings, hintsPeek: true };

afterEach(() => cleanup());


describe('the solver in play', () => {
  it('with "Hints may look at face-down cards", Hint highlights a proven winning move and says it read the full deal', async () => {
    const solver = fakeSolver(() => ({ verdict: 'win', line: movesFrom('t1>t8 deal') }));
    const { container } = renderApp({ solver, boot: bootFor(1, peeking) });
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    await waitFor(() => expect(screen.getByTestId('hint').textContent).toBe(
      'Hint from the full-deal solver, which sees the face-down cards too: move the seven of clubs from tableau pile 1 to tableau pile 8, on a proven winning line.'));
    expect(solver.chances.filter((c) => c.lane === 'front')).toEqual([]);
    expect(pile(container, 't1').classList.contains('hint-from')).toBe(true);
    expect(pile(container, 't8').classList.contains('hint-to')).toBe(true);
    expect(solver.requests[0].request.hint).toBe(true);
  });

  it('Hint says when it is only the best move found, or when nothing wins', async () => {
    let answer: 'best' | 'loss' = 'best';
    const solver = fakeSolver(() => (answer === 'best' ? { verdict: 'unknown', hint: { move: movesFrom('deal')[0], reason: 'heuristic' } } : { verdict: 'loss' }));
    const { container } = renderApp({ solver, boot: bootFor(1, peeking) });
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    await waitFor(() => expect(screen.getByTestId('hint').textContent).toMatch(/best move found within the search budget/));
    expect(pile(container, 's').classList.contains('hint-from')).toBe(true);
    answer = 'loss';
    fireEvent.click(pile(container, 't1'));
    fireEvent.click(pile(container, 't8'));
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    await waitFor(() => expect(screen.getByTestId('hint').textContent).toBe('No move wins from here.'));
  });

  it('counts hints in the statistics', async () => {
    const { backing } = renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    await waitFor(() => expect((backing.data.get(STATS_KEY) as { hintsUsed: number } | undefined)?.hintsUsed).toBe(1));
  });

  it('Winnable? gives the verdict and offers a demo that plays the line', async () => {
    const solver = fakeSolver(() => ({ verdict: 'win', line: movesFrom('t1>t8 deal') }));
    const { backing } = renderApp({ solver });
    fireEvent.click(screen.getByRole('button', { name: 'Winnable?' }));
    await waitFor(() => expect(screen.getByTestId('verdict').textContent).toMatch(/^Winnable if you could see every card: a winning line of 2 moves\./));
    // Beside the proof, the fair player's chance (the scripted 50%), and why the two differ.
    await waitFor(() => expect(screen.getByTestId('verdict-chance').textContent).toBe(
      'That winning line relies on knowing the face-down cards; from what you can see, not knowing how they lie, your chance is about 50%.'));
    expect(screen.getByRole('button', { name: 'Play it out' }).title).toMatch(/knows the face-down cards/);
    fireEvent.click(screen.getByRole('button', { name: 'Play it out' }));
    await waitFor(async () => expect(await savedMoves(backing)).toBe('t1>t8 deal'));
  });

  it('Winnable? says undecided and offers to search longer; not winnable is proven', async () => {
    let kind: 'unknown' | 'loss' = 'unknown';
    const solver = fakeSolver(() => ({ verdict: kind }));
    renderApp({ solver });
    fireEvent.click(screen.getByRole('button', { name: 'Winnable?' }));
    await waitFor(() => expect(screen.getByTestId('verdict').textContent).toMatch(/Undecided: 1,000 positions searched/));
    kind = 'loss';
    fireEvent.click(screen.getByRole('button', { name: 'Search longer' }));
    await waitFor(() => expect(screen.getByTestId('verdict').textContent).toMatch(/Lost even if you could see every card \(proven\)/));
    expect(solver.requests[1].request.maxNodes).toBeGreaterThan(solver.requests[0].request.maxNodes!);
  });

  it('a solver error is shown as such, never as an answer', async () => {
    const solver = fakeSolver(() => ({ verdict: 'error', message: 'no wasm' }));
    renderApp({ solver });
    fireEvent.click(screen.getByRole('button', { name: 'Winnable?' }));
    await waitFor(() => expect(screen.getByTestId('verdict').textContent).toBe('The solver is not available: no wasm'));
  });

  it('the background check flags a move that loses a winnable game, with Undo', async () => {
    const solver = fakeSolver((req, lane) => {
      expect(lane).toBe('back');
      return req.moves.length === 0 ? { verdict: 'win', line: movesFrom('deal') } : { verdict: 'loss' };
    });
    const { container, backing } = renderApp({ solver, boot: bootFor(1, { ...DEFAULT_SETTINGS, autoPlay: false, blunderPeek: true }) });
    fireEvent.click(pile(container, 't1'));
    fireEvent.click(pile(container, 't8'));
    await waitFor(() => expect(screen.getByTestId('blunder').textContent).toMatch(/^Moving the seven of clubs from tableau pile 1 to tableau pile 8 lost a winnable game\./));
    fireEvent.click(screen.getByTestId('blunder').querySelector('button')!);
    expect(await savedMoves(backing)).toBe('');
  });
});
