// @vitest-environment happy-dom
// The game's turning point: the step that completes foundation 1 lights the foundations it
// opens (a class the stylesheet animates once, not with animations off or reduced motion)
// and its announcement says every foundation is open; the next step is ordinary again.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import { type Game, type Move, opensFoundations, playMove } from '../../src/engine/index';
import { solveGame } from '../../src/solver/search/solve';
import { FRESH_META } from '../../src/storage/gameSave';
import { EMPTY_STATS } from '../../src/storage/prefs';
import { gameFromNumber } from '../../popup/platform/boot';
import { deal, getCore } from '../solver/helpers';
import { pile, quietSettings, renderApp } from './helpers';

afterEach(cleanup);

/** Deal 1 along the solver's winning line, just before the move that completes foundation 1, and that move and the next. */
async function beforeOpening(): Promise<{ game: Game; move: Move; next: Move }> {
  const won = solveGame(await getCore(), deal(1), [], { maxNodes: 2_000_000 });
  if (won.verdict !== 'win') throw new Error('deal 1 is proved won');
  let game = gameFromNumber(1);
  for (const [i, move] of won.line.entries()) {
    const after = playMove(game, move);
    if (!after.ok) throw new Error(after.error.message);
    if (opensFoundations(game.position, after.value.position)) return { game, move, next: won.line[i + 1] };
    game = after.value;
  }
  throw new Error('the line never completes foundation 1');
}

/** Plays `move` as the player would: a foundation play by a double-click, a deal on the stock, else two clicks. */
function play(container: Element, move: Move): void {
  if (move.kind === 'deal') fireEvent.click(pile(container, 's'));
  else if (move.to === 'f' || move.to.startsWith('f')) fireEvent.dblClick(pile(container, move.from));
  else {
    fireEvent.click(pile(container, move.from));
    fireEvent.click(pile(container, move.to));
  }
}

it('the move that completes foundation 1: the foundations light once and the announcement says every foundation is open', async () => {
  const { game, move, next } = await beforeOpening();
  const { container } = renderApp({ boot: { game, meta: FRESH_META, stats: EMPTY_STATS, settings: quietSettings } });
  const foundations = () => container.querySelector('.foundations')!;
  expect(foundations().classList.contains('opened')).toBe(false);
  play(container, move);
  await waitFor(() => expect(foundations().classList.contains('opened')).toBe(true));
  await waitFor(() => expect(screen.getByTestId('live').textContent).toMatch(/Foundation 1 is complete: every foundation is open now\.$/));
  expect(foundations().querySelector('.restriction')!.textContent).toBe('All foundations are open.');
  play(container, next);
  await waitFor(() => expect(foundations().classList.contains('opened')).toBe(false));
  await waitFor(() => expect(screen.getByTestId('live').textContent).not.toMatch(/Foundation 1 is complete/));
  expect(screen.getByTestId('live').textContent).not.toBe('');
});
