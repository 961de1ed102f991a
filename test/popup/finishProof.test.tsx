// @vitest-environment happy-dom
// When Finish is offered (issue 21): by the engine's check (table.test.tsx), and once every
// card is in sight (the stock empty, the reserve down to its top) by the solver's proof too, asked in the
// background without the player asking; never from an answer that is not a proved win. With
// "Hints may look at face-down cards", from any proof the solver has for the position.
// Finish is one Undo.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Game, type Move, finishLine, status } from '../../src/engine/index';
import { gameOf, winningLine } from '../e2e/a11yGames';
import { fairAnswer } from './answers';
import { bootFor, fakeSolver, quietSettings, renderApp, savedMoves, tokens } from './helpers';

afterEach(cleanup);

/** The advice's tasks that have run to their end (each step's Finish proof among them): main's data-settled, the done signal before an absence. */
const settled = (n: number) => waitFor(() => expect(document.querySelector('main')?.getAttribute('data-settled')).toBe(String(n)));

const noAnim = { ...quietSettings, animations: false };
let line: Move[] = [];
let game: Game;
// Deal 6, 161 moves into the solver's winning line: every card in sight, but the engine's
// foundation-only line does not win (a pile move is still needed).
const AT = 161;

beforeAll(async () => {
  line = await winningLine(6);
  game = gameOf(6, line.slice(0, AT));
});

describe('Finish from the solver\'s proof', () => {
  it('the position is one the engine alone cannot finish, every card in sight', () => {
    expect(game.position.stock.length).toBe(0);
    expect(game.position.reserve.length).toBe(0);
    expect(finishLine(game.position)).toBeUndefined();
  });

  it('every card in sight: asked in the background (no click), Finish offered from the proved line; it wins, and one Undo takes it back', async () => {
    const solver = fakeSolver(() => ({ verdict: 'win', line: line.slice(AT) }));
    const { backing } = renderApp({ boot: { ...bootFor(6, noAnim), game, meta: { counted: true, won: false } }, solver });
    // A move and its undo are steps: the proof is asked after each.
    fireEvent.keyDown(document.body, { key: 'z' });
    fireEvent.keyDown(document.body, { key: 'y' });
    const box = await screen.findByTestId('finish');
    expect(box.textContent).toMatch(/Every card is in sight and the solver found a win/);
    expect(solver.requests.some((r) => r.lane === 'front' && r.request.moves.length === AT)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(async () => expect(await savedMoves(backing)).toBe(tokens(line)));
    fireEvent.keyDown(document.body, { key: 'z' });
    await waitFor(async () => expect(await savedMoves(backing)).toBe(tokens(line.slice(0, AT))));
  });

  it('beside a win chance under 100%, Finish says why the two differ: in sight, the chance is an estimate; face down, the proof read the cards', async () => {
    // 0.9925: the calibration's top, what the meter shows (99%) when every rollout won.
    const solver = fakeSolver(() => ({ verdict: 'win', line: line.slice(AT) }), () => fairAnswer(0.9925, line[AT]));
    renderApp({ boot: { ...bootFor(6, noAnim), game, meta: { counted: true, won: false } }, solver });
    fireEvent.keyDown(document.body, { key: 'z' });
    fireEvent.keyDown(document.body, { key: 'y' });
    await waitFor(() => expect(screen.getByTestId('finish-why').textContent).toBe(
      'Every card is in sight, so that win is certain; the chance of about 99% is only the fair player\'s estimate from quick play, which shows 100% only once the game is won.'));
    expect(screen.getByTestId('finish').textContent).toMatch(/^Every card is in sight and the solver found a win from here\. Every card is in sight, so that win/);
    cleanup();
    const before = gameOf(6, line.slice(0, 100));
    const peek = fakeSolver(() => ({ verdict: 'win', line: line.slice(100) }), () => fairAnswer(0.87, line[100]));
    renderApp({ boot: { ...bootFor(6, { ...noAnim, hintsPeek: true }), game: before, meta: { counted: true, won: false } }, solver: peek });
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    // The hint that brought the proof says it, once: Finish adds nothing (hintVoices.test.tsx).
    await waitFor(() => expect(screen.getByTestId('hint-why').textContent).toBe(
      'That winning line relies on knowing the face-down cards; from what you can see, not knowing how they lie, your chance is about 87%.'));
    await screen.findByTestId('finish');
    expect(screen.queryByTestId('finish-why')).toBeNull();
  });

  it('a reserve down to its top card is in sight: the proof is asked in the background there too', async () => {
    // Deal 6, 154 moves in: the stock empty, one card left in the reserve, face up.
    const at = 154;
    const g = gameOf(6, line.slice(0, at));
    expect([g.position.stock.length, g.position.reserve.length, finishLine(g.position)]).toEqual([0, 1, undefined]);
    const solver = fakeSolver(() => ({ verdict: 'win', line: line.slice(at) }));
    renderApp({ boot: { ...bootFor(6, noAnim), game: g, meta: { counted: true, won: false } }, solver });
    fireEvent.keyDown(document.body, { key: 'z' });
    fireEvent.keyDown(document.body, { key: 'y' });
    const box = await screen.findByTestId('finish');
    expect(box.textContent).toMatch(/Every card is in sight and the solver found a win/);
  });

  it('no Finish from an answer that is not a proved win', async () => {
    const solver = fakeSolver(() => ({ verdict: 'unknown' }));
    renderApp({ boot: { ...bootFor(6, noAnim), game, meta: { counted: true, won: false } }, solver });
    fireEvent.keyDown(document.body, { key: 'z' });
    fireEvent.keyDown(document.body, { key: 'y' });
    // Both steps' proofs (the undo's and the redo's) have come back: only then is no Finish an answer.
    await settled(2);
    expect(solver.requests.some((r) => r.request.moves.length === AT)).toBe(true);
    expect(screen.queryByTestId('finish')).toBeNull();
  });

  it('with cards face down, nothing is asked in the background; with peeking allowed, a hint\'s proof offers Finish', async () => {
    const before = gameOf(6, line.slice(0, 100));
    expect(before.position.stock.length).toBeGreaterThan(0);
    const solver = fakeSolver(() => ({ verdict: 'win', line: line.slice(100) }));
    renderApp({ boot: { ...bootFor(6, { ...noAnim, hintsPeek: true }), game: before, meta: { counted: true, won: false } }, solver });
    fireEvent.keyDown(document.body, { key: 'z' });
    fireEvent.keyDown(document.body, { key: 'y' });
    await settled(2);
    expect(solver.requests.filter((r) => r.lane === 'front')).toEqual([]);
    expect(screen.queryByTestId('finish')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    const box = await screen.findByTestId('finish');
    expect(box.textContent).toMatch(/read the face-down cards/);
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(screen.getByTestId('status').textContent).toMatch(/won/i));
    expect(status(gameOf(6, line).position)).toBe('won');
  });
});
