// @vitest-environment happy-dom
// The fair player in the popup: the fair hint (the default), the win-chance meter, the
// deal's difficulty and dealing by difficulty, Winnable?'s two answers side by side, the
// chart after the game, and what is kept when the popup is reopened.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { type Move } from '../../src/engine/index';
import { GAME_KEY } from '../../src/storage/gameSave';
import { readStored } from '../../src/storage/gameMigrate';
import { lineNotes } from '../../src/storage/noteArrays';
import { memoryBacking } from '../../src/storage/memoryStore';
import { DEFAULT_SETTINGS } from '../../src/storage/prefs';
import type { ChanceAnswer } from '../../popup/advice/solverClient';
import { fairAnswer } from './answers';
import { bootFor, fakeSolver, pile, quietSettings, renderApp, renderFromStorage } from './helpers';
import { movesFrom } from '../support/positions';

afterEach(cleanup);

const move = (text: string): Move => movesFrom(text)[0];

/**
 * Done signals before an absence is asserted: the advice's tasks run to their end (main's
 * data-settled: each Hint question, each step's Finish proof) and the fair player's refreshes
 * (data-fair-settled: at open, after each step).
 */
const settledAt = (attribute: 'data-settled' | 'data-fair-settled', n: number) =>
  waitFor(() => expect(document.querySelector('main')?.getAttribute(attribute)).toBe(String(n)));

/** A fair player scripted by the number of moves asked about (deal 1: t1 7C goes on t8 8C). */
const byLength = (chances: Record<number, number>, best: Move = move('t1>t8')) =>
  (req: { moves: readonly Move[] }): ChanceAnswer => fairAnswer(chances[req.moves.length] ?? 0.5, best);

async function savedMeta(backing: ReturnType<typeof memoryBacking>) {
  const read = readStored(backing.data.get(GAME_KEY));
  if (!read.ok) throw new Error(read.error.message);
  return { ...read.value.meta, ...lineNotes(read.value.game, read.value.meta) };
}

describe('the fair hint (the default)', () => {
  it('names the move and the chance, highlights it, and reads no face-down card (the front lane asks the fair player)', async () => {
    const solver = fakeSolver(() => ({ verdict: 'win', line: [] }), byLength({ 0: 0.87 }));
    const { container } = renderApp({ solver });
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    await waitFor(() => expect(screen.getByTestId('hint').textContent).toBe(
      'Hint: move the seven of clubs from tableau pile 1 to tableau pile 8 (makes a space) — win chance about 87%.'));
    expect(pile(container, 't1').classList.contains('hint-from')).toBe(true);
    expect(pile(container, 't8').classList.contains('hint-to')).toBe(true);
    expect(solver.requests.filter((r) => r.lane === 'front')).toEqual([]);
    expect(solver.chances.some((c) => c.lane === 'front')).toBe(true);
  });

  it('a deal names no card (the player cannot see it yet); an answer for a position the game has left is dropped', async () => {
    let release: (a: ChanceAnswer) => void = () => undefined;
    const solver = fakeSolver(() => ({ verdict: 'unknown' }), (req, lane) =>
      lane === 'front' && req.moves.length === 0 ? new Promise<ChanceAnswer>((r) => (release = r)) : fairAnswer(0.64, move('deal')));
    const { container } = renderApp({ solver });
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    await waitFor(() => expect(screen.getByTestId('busy')).toBeTruthy());
    // The board does not wait for the answer: a move is played at once.
    fireEvent.click(pile(container, 's'));
    expect(pile(container, 's').getAttribute('aria-label')).toMatch(/Stock: 77 cards left/);
    release(fairAnswer(0.9, move('t1>t8')));
    // The Hint question has ended (its answer dropped), and the stock turn's step too.
    await settledAt('data-settled', 2);
    expect(screen.queryByTestId('hint')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    await waitFor(() => expect(screen.getByTestId('hint').textContent).toBe('Hint: deal a card from the stock — win chance about 64%.'));
    expect(pile(container, 's').classList.contains('hint-from')).toBe(true);
  });

  it('says so when the fair player sees no useful move, and shows an error as an error', async () => {
    let answer: ChanceAnswer = fairAnswer(0);
    const solver = fakeSolver(() => ({ verdict: 'unknown' }), () => answer);
    renderApp({ solver });
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    await waitFor(() => expect(screen.getByTestId('hint').textContent).toBe('No useful move is left from what you can see.'));
    answer = { verdict: 'error', message: 'no wasm', nodes: 0, ms: 0 };
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    await waitFor(() => expect(screen.getByTestId('hint').textContent).toBe('The solver is not available: no wasm'));
  });
});

describe('the win-chance meter', () => {
  it('shows the chance at the deal, then after each move, asked on its own lane; kept in the save', async () => {
    const solver = fakeSolver(() => ({ verdict: 'unknown' }), byLength({ 0: 0.88, 1: 0.91 }));
    const { container, backing } = renderApp({ solver });
    await waitFor(() => expect(screen.getByTestId('win-meter').textContent).toMatch(/88%/));
    expect(screen.getByTestId('win-meter').querySelector('meter')!.getAttribute('aria-label')).toBe('Win chance about 88% (95% interval 83–93%)');
    fireEvent.click(pile(container, 't1'));
    fireEvent.click(pile(container, 't8'));
    await waitFor(() => expect(screen.getByTestId('win-meter').textContent).toMatch(/91%/));
    expect(solver.chances.every((c) => c.lane === 'fair')).toBe(true);
    await waitFor(async () => expect((await savedMeta(backing)).chances).toEqual([0.88, 0.91]));
  });

  it('where the fair player sees no useful move, the end box says so with the ways out; Undo leaves it', async () => {
    // After t1>t8 the fair player considers no move (only shuffles between piles would be left).
    const solver = fakeSolver(() => ({ verdict: 'unknown' }), (req) => (req.moves.length === 1 ? fairAnswer(0) : fairAnswer(0.9, move('t1>t8'))));
    const { container } = renderApp({ solver });
    await waitFor(() => expect(screen.getByTestId('win-meter').textContent).toMatch(/90%/));
    expect(screen.queryByTestId('status')).toBeNull();
    fireEvent.click(pile(container, 't1'));
    fireEvent.click(pile(container, 't8'));
    await waitFor(() => expect(screen.getByTestId('status').textContent).toMatch(/^No useful move is left from what you can see: the game is over unless you undo\./));
    for (const name of ['Undo', 'Restart', 'New game']) expect(screen.getAllByRole('button', { name }).some((b) => b.closest('[data-testid="status"]'))).toBe(true);
    fireEvent.click(screen.getAllByRole('button', { name: 'Undo' }).find((b) => b.closest('[data-testid="status"]'))!);
    await waitFor(() => expect(screen.queryByTestId('status')).toBeNull());
  });

  it('a move while it works replaces the question; the late answer is dropped and the board never waits', async () => {
    const pending: { moves: number; resolve: (a: ChanceAnswer) => void }[] = [];
    const solver = fakeSolver(() => ({ verdict: 'unknown' }), (req) =>
      req.moves.length === 0 ? fairAnswer(0.88) : new Promise<ChanceAnswer>((resolve) => pending.push({ moves: req.moves.length, resolve })));
    const { container } = renderApp({ solver });
    await waitFor(() => expect(screen.getByTestId('win-meter').textContent).toMatch(/88%/));
    fireEvent.click(pile(container, 's'));
    await waitFor(() => expect(pending.length).toBe(1));
    expect(screen.getByTestId('win-meter').textContent).toMatch(/…/);
    fireEvent.click(pile(container, 's'));
    await waitFor(() => expect(pending.length).toBe(2));
    expect(pile(container, 's').getAttribute('aria-label')).toMatch(/Stock: 76 cards left/);
    pending[0].resolve(fairAnswer(0.2)); // about one move ago: superseded
    await settledAt('data-fair-settled', 2); // the refresh at open, and the first turn's, whose answer came back
    expect(screen.getByTestId('win-meter').textContent).toMatch(/…/);
    pending[1].resolve(fairAnswer(0.77));
    await waitFor(() => expect(screen.getByTestId('win-meter').textContent).toMatch(/77%/));
  });

  it('is a setting: off, there is no meter and no question after a move (the difficulty stays)', async () => {
    const solver = fakeSolver(() => ({ verdict: 'unknown' }), byLength({ 0: 0.82 }));
    const { container } = renderApp({ solver, boot: bootFor(1, { ...quietSettings, winMeter: false }) });
    await waitFor(() => expect(screen.getByTestId('band').textContent).toMatch(/^Difficulty: Hard\. /));
    // What it is: the chance at the deal, before any card was turned (the meter's is the chance now).
    const said = "Difficulty: Hard. The fair player's win chance at the deal, before any card was turned, was about 82%; the meter shows the chance from where the game stands now.";
    expect(screen.getByTestId('band').title).toBe(said);
    expect(screen.getByTestId('band').querySelector('.sr-only')!.textContent).toBe(said);
    expect(screen.getByTestId('band').querySelector('[aria-hidden="true"]')!.textContent).toBe('Hard');
    expect(screen.queryByTestId('win-meter')).toBeNull();
    await settledAt('data-fair-settled', 1);
    const asked = solver.chances.length;
    fireEvent.click(pile(container, 's'));
    await settledAt('data-fair-settled', 2); // the step's refresh ran to its end
    expect(solver.chances.length).toBe(asked);
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const box = (await screen.findByLabelText('Win-chance meter (and a chart after the game)')) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    await waitFor(() => expect(screen.getByTestId('win-meter').textContent).toMatch(/50%/));
  });

  it('a press on the difficulty (a finger sees no tooltip) says what it is in the message area, in words of its own; a second press or the next move puts them away', async () => {
    const solver = fakeSolver(() => ({ verdict: 'unknown' }), byLength({ 0: 0.82, 1: 0.9 }));
    const { container } = renderApp({ solver });
    const said = "Difficulty: Hard. The fair player's win chance at the deal, before any card was turned, was about 82%; the meter shows the chance from where the game stands now.";
    const badge = await screen.findByRole('button', { name: said });
    expect(badge.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('band-note')).toBeNull();
    fireEvent.click(badge);
    await waitFor(() => expect(screen.getByTestId('band-note').textContent).toBe(said));
    expect(screen.getByTestId('messages').contains(screen.getByTestId('band-note'))).toBe(true);
    expect(badge.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(badge);
    await waitFor(() => expect(screen.queryByTestId('band-note')).toBeNull());
    expect(badge.getAttribute('aria-expanded')).toBe('false');
    // Shown again, then a move: the note was an answer about the table as it stood.
    fireEvent.click(badge);
    await screen.findByTestId('band-note');
    fireEvent.click(pile(container, 's'));
    await waitFor(() => expect(screen.queryByTestId('band-note')).toBeNull());
    expect(screen.getByTestId('band').getAttribute('aria-expanded')).toBe('false');
  });

  it('a reopened popup shows the kept chances without asking again', async () => {
    const backing = memoryBacking();
    const solver = fakeSolver(() => ({ verdict: 'unknown' }), byLength({ 0: 0.97 }));
    renderApp({ solver, backing });
    await waitFor(async () => expect((await savedMeta(backing)).chances).toEqual([0.97]));
    cleanup();
    const again = fakeSolver(() => ({ verdict: 'unknown' }), byLength({ 0: 0.1 }));
    await renderFromStorage(backing, 'reopened', again);
    expect(screen.getByTestId('win-meter').textContent).toMatch(/97%/);
    expect(screen.getByTestId('band').textContent).toMatch(/^Difficulty: Easy\. /);
    await settledAt('data-fair-settled', 1); // the refresh at open ran to its end
    expect(again.chances).toEqual([]);
  });
});

describe('Winnable? and the blunder alert say they read the full deal', () => {
  it('the blunder banner names the full-deal solver and the game keeps the last winnable move', async () => {
    const solver = fakeSolver((req) => (req.moves.length === 0 ? { verdict: 'win', line: [move('deal')] } : { verdict: 'loss' }));
    const backing = memoryBacking();
    const { container } = renderApp({ solver, backing, boot: bootFor(1, { ...DEFAULT_SETTINGS, autoPlay: false, blunderPeek: true }) });
    fireEvent.click(pile(container, 't1'));
    fireEvent.click(pile(container, 't8'));
    await waitFor(() => expect(screen.getByTestId('blunder').textContent).toMatch(/lost a winnable game\..*Found by the full-deal solver, which sees every card\./));
    await waitFor(async () => expect((await savedMeta(backing)).lastWinnable).toBe(0));
  });
});

describe('difficulty', () => {
  it('New game deals by difficulty: random deals until the chance at the deal falls in the band, with progress, and shows the band', async () => {
    const asked: number[] = [];
    let hold: ((a: ChanceAnswer) => void) | undefined;
    // The first deal tried is easy, the second held (progress shows), the third hard.
    const solver = fakeSolver(() => ({ verdict: 'unknown' }), (req, lane) => {
      if (lane !== 'fair' || req.moves.length > 0) return fairAnswer(0.5);
      asked.push(req.deal[0]);
      if (asked.length === 2) return new Promise<ChanceAnswer>((r) => (hold = r));
      return fairAnswer(asked.length >= 3 ? 0.8 : 0.97);
    });
    renderApp({ solver });
    await waitFor(() => expect(screen.getByTestId('band')).toBeTruthy());
    asked.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Hard, under 95%' }));
    await waitFor(() => expect(hold).toBeDefined());
    expect(screen.getByRole('status').textContent).toMatch(/^Looking for a deal of difficulty hard: checking deal \d+ \(2 tried\)…/);
    hold!(fairAnswer(0.96)); // medium: the search goes on
    await waitFor(() => expect(screen.getByTestId('band').textContent).toMatch(/^Difficulty: Hard\. /));
    expect(screen.queryByTestId('panel-new')).toBeNull();
    expect(screen.getByTestId('deal-number').textContent).not.toBe('Deal 1');
  });

  it('a search by difficulty can be cancelled', async () => {
    const solver = fakeSolver(() => ({ verdict: 'unknown' }), (req, lane) =>
      lane === 'fair' && req.moves.length === 0 ? new Promise<ChanceAnswer>(() => undefined) : fairAnswer(0.5));
    renderApp({ solver, boot: { ...bootFor(1), meta: { counted: false, won: false, dealChance: 0.9 } } });
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    fireEvent.click(screen.getByRole('button', { name: 'Easy, 97% or more' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/Looking for a deal of difficulty easy/));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(solver.cancelled).toContain('fair');
    expect(screen.getByTestId('deal-number').textContent).toBe('Deal 1');
  });
});

