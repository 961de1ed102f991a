// @vitest-environment happy-dom
// The blunder alert under quick play: every move gets its check, one after another in the
// back lane (a lane where the latest request wins, as the real one), so the first move that
// lost a winnable game is named even when more moves came quickly after it. And Hint in a
// lost game: the move that keeps the most options.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { GAME_KEY } from '../../src/storage/gameSave';
import { readStored } from '../../src/storage/gameMigrate';
import type { SolverClient, SolverRequest } from '../../popup/advice/solverClient';
import type { SolverAnswer } from '../../src/solver/search/answer';
import { type ScriptedAnswer, answer } from './answers';
import { bootFor, fakeSolver, pile, quietSettings, renderApp, tokens } from './helpers';
import { movesFrom } from '../support/positions';

afterEach(() => cleanup());

import { fairAnswer } from './answers';

/** A lane like workerClient: answers after a delay, and a new request cancels the one pending. */
function latestWinsLane(script: (req: SolverRequest) => ScriptedAnswer) {
  const asked: number[] = [];
  let cancelled = 0;
  let pending: ((a: SolverAnswer) => void) | undefined;
  const lane: SolverClient = {
    solve(request) {
      asked.push(request.moves.length);
      if (pending) {
        cancelled++;
        pending({ verdict: 'cancelled', nodes: 0, ms: 0 });
      }
      return new Promise((resolve) => {
        pending = resolve;
        setTimeout(() => {
          if (pending !== resolve) return;
          pending = undefined;
          resolve(answer(script(request), 100));
        }, 15);
      });
    },
    chance: async () => fairAnswer(0.5),
    cancel() {},
    dispose() {},
  };
  return { lane, asked, cancelled: () => cancelled };
}

/** How many moves' checks have run to their end: the done signal before an absence is asserted. */
const checked = (container: Element) => Number(container.querySelector('main')?.dataset.checked);

function savedMoves(stored: unknown): string {
  const saved = readStored(stored);
  if (!saved.ok) throw new Error(saved.error.message);
  return tokens(saved.value.game.moves);
}

/** Deal 1 with the blunder check on, `back` as the back lane. */
const renderChecked = (back: SolverClient) =>
  renderApp({ solver: { front: fakeSolver(() => ({ verdict: 'unknown' })).front, back, fair: fakeSolver(() => ({ verdict: 'unknown' })).fair }, boot: bootFor(1, { ...quietSettings, blunderCheck: true, blunderPeek: true }) });

describe('the blunder alert', () => {
  it('quick play: the first losing move is named, though four more moves came before its check ended', async () => {
    // Winnable by dealing three times from the start: the first two deals keep it won; any other move loses.
    const back = latestWinsLane((req) => {
      const n = req.moves.length;
      return n < 3 && req.moves.every((m) => m.kind === 'deal') ? { verdict: 'win', line: movesFrom('deal deal deal').slice(n) } : { verdict: 'loss' };
    });
    const { container, backing } = renderChecked(back.lane);
    fireEvent.click(pile(container, 's'));
    fireEvent.click(pile(container, 's'));
    fireEvent.click(pile(container, 't1'));
    fireEvent.click(pile(container, 't8')); // 7C onto 8C: off the winning line
    fireEvent.click(pile(container, 's'));
    fireEvent.click(pile(container, 's'));
    const banner = await screen.findByTestId('blunder');
    expect(banner.textContent).toMatch(/^Moving the seven of clubs from tableau pile 1 to tableau pile 8 lost a winnable game\./);
    // Every move's check ran to its end (the deals' and the later moves' too), none cancelled.
    await waitFor(() => expect(checked(container)).toBe(5));
    expect(back.cancelled()).toBe(0);
    // Each position was asked once at most (following a proved line needs no question).
    expect(new Set(back.asked).size).toBe(back.asked.length);
    // Undo goes back to before the losing move, taking the quick moves after it too.
    fireEvent.click(within(banner).getByRole('button', { name: 'Undo 3 moves' }));
    await waitFor(() => expect(savedMoves(backing.data.get(GAME_KEY))).toBe('deal deal'));
    expect(screen.queryByTestId('blunder')).toBeNull();
  });

  it('the warning says which card the move buried when the winning line needed it', async () => {
    const back = latestWinsLane((req) => (req.moves.length === 0 ? { verdict: 'win', line: movesFrom('t8>t3') } : { verdict: 'loss' }));
    const { container } = renderChecked(back.lane);
    fireEvent.click(pile(container, 't1'));
    fireEvent.click(pile(container, 't8')); // 7C covers 8C, which the line moves first
    const banner = await screen.findByTestId('blunder');
    expect(banner.textContent).toContain('Moving the seven of clubs from tableau pile 1 to tableau pile 8 lost a winnable game. It buried the eight of clubs in tableau pile 8, a card the winning line needed.');
    expect(within(banner).getByRole('button', { name: 'Undo' })).toBeTruthy();
    expect(screen.getByTestId('live').textContent).toContain('It buried the eight of clubs');
  });

  it('no warning for a move undone before its check ran', async () => {
    const back = latestWinsLane((req) => (req.moves.length === 0 ? { verdict: 'win', line: movesFrom('deal') } : { verdict: 'loss' }));
    const { container } = renderChecked(back.lane);
    fireEvent.click(pile(container, 't1'));
    fireEvent.click(pile(container, 't8'));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(checked(container)).toBe(1));
    expect(screen.queryByTestId('blunder')).toBeNull();
  });
});

describe('Hint in a lost game', () => {
  it('with "Hints may look at face-down cards": suggests the move that keeps the most options, highlighted, even when the loss was already proved', async () => {
    const asked: SolverRequest[] = [];
    const solver = fakeSolver((req) => {
      asked.push(req);
      return req.hint ? { verdict: 'loss', hint: { move: movesFrom('t1>t8')[0], reason: 'most options' } } : { verdict: 'loss' };
    });
    const { container } = renderApp({ solver, boot: bootFor(1, { ...quietSettings, hintsPeek: true }) });
    fireEvent.click(screen.getByRole('button', { name: 'Winnable?' }));
    await waitFor(() => expect(screen.getByTestId('verdict').textContent).toMatch(/Lost even if you could see every card/));
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    await waitFor(() =>
      expect(screen.getByTestId('hint').textContent).toBe('No move wins from here; the one that leaves the most options is to move the seven of clubs from tableau pile 1 to tableau pile 8.'),
    );
    expect(asked.at(-1)?.hint).toBe(true);
    expect(pile(container, 't1').classList.contains('hint-from')).toBe(true);
    expect(pile(container, 't8').classList.contains('hint-to')).toBe(true);
  });
});
