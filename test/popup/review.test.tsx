// @vitest-environment happy-dom
// The honest review (docs/fair-play.md, Review): what a move cost (regret, from one fair
// answer) apart from what the cards brought (luck); the regrets saved on the plies; the replay's
// positions; the chart's points and the step-through review, by keyboard.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { type Game, type Move, dealPosition, playMove, serializeGame } from '../../src/engine/index';
import { GAME_KEY, loadGame, saveGame } from '../../src/storage/gameSave';
import { readStored, migrateLine } from '../../src/storage/gameMigrate';
import { withChance, withLost, withRegret } from '../../src/storage/lineNotes';
import { lineNotes } from '../../src/storage/noteArrays';
import { memoryBacking, memoryStore } from '../../src/storage/memoryStore';
import { gameFromNumber } from '../../popup/platform/boot';
import { costliest, knownPoints, moveCosts, regretOf } from '../../popup/fair/chanceLine';
import { ChanceChart } from '../../popup/fair/ChanceChart';
import { GameReview, takeReviewRequest } from '../../popup/review/GameReview';
import { WinPanel } from '../../popup/panels/WinPanel';
import { DEFAULT_SETTINGS, EMPTY_STATS } from '../../src/storage/prefs';
import { replayPositions, reviewOf } from '../../popup/review/reviewModel';
import { blockedGame, gameOf, winningLine } from '../e2e/a11yGames';
import { movesFrom } from '../support/positions';
import { fairAnswer } from './answers';
import { fakeSolver, pile, renderApp, renderFromStorage } from './helpers';

afterEach(cleanup);

const move = (text: string): Move => movesFrom(text)[0];
/** The fair answer's candidates, as the worker sends them. */
const fair = (...args: Parameters<typeof fairAnswer>) => {
  const a = fairAnswer(...args);
  if (a.verdict !== 'chance') throw new Error('not a chance');
  return a;
};
const deal1 = () => dealPosition(gameFromNumber(1).deal);

describe('regret versus luck', () => {
  it('a forced move costs nothing: the answer has only it', () => {
    const r = regretOf(deal1(), fair(0.8, move('deal')), move('deal'));
    expect(r).toEqual([0.8, 0.8]);
    expect(moveCosts({ regrets: [r!], chances: [0.8, 0.6] }, 1)).toEqual([{ at: 0, best: 0.8, played: 0.8, regret: 0, luck: expect.closeTo(-0.2, 9) }]);
  });

  it('a worse choice costs best − played, from the same answer; the best move is kept; luck is apart', () => {
    const answer = fair(0.9123, move('t1>t8'), [[move('deal'), 0.7]]);
    const r = regretOf(deal1(), answer, move('deal'));
    expect(r).toEqual([0.912, 0.7, 't1>t8']);
    // After the deal the turned card was good: the chance rose to 0.85. That is luck, not a smaller cost.
    const [cost] = moveCosts({ regrets: [r!], chances: [0.9123, 0.85] }, 1);
    expect(cost.regret).toBeCloseTo(0.212, 9);
    expect(cost.luck).toBeCloseTo(0.15, 9);
    expect(cost.bestMove).toBe('t1>t8');
    expect(costliest([cost]).map((c) => c.at)).toEqual([0]);
  });

  it('a move the fair player scored higher than its pick costs 0, not less; an unknown move has no regret', () => {
    const answer = fair(0.7, move('t1>t8'), [[move('deal'), 0.75]]);
    const [cost] = moveCosts({ regrets: [regretOf(deal1(), answer, move('deal'))!] }, 1);
    expect(cost.regret).toBe(0);
    expect(cost.luck).toBeUndefined();
    expect(regretOf(deal1(), fair(0.7, move('deal')), move('t1>t8'))).toBeUndefined();
  });

  it('luck is measured after the auto-plays that followed the move', () => {
    const costs = moveCosts({ regrets: [[0.9, 0.9], null, null, [0.8, 0.5]], chances: [0.9, null, null, 0.8, 0.4], auto: [1, 2] }, 4);
    expect(costs.map((c) => [c.at, c.regret, c.luck])).toEqual([[0, 0, expect.closeTo(-0.1, 9)], [3, expect.closeTo(0.3, 9), expect.closeTo(-0.1, 9)]]);
    expect(knownPoints([0.9, null, null, 0.8], 3).map((p) => p.at)).toEqual([0, 3]);
  });
});

describe('the save keeps the regrets', () => {
  it('round-trips them on their plies; a damaged entry is unknown; a format-2 save without them has none', async () => {
    const store = memoryStore();
    let game = gameFromNumber(1);
    for (const m of movesFrom('t1>t8 deal deal')) {
      const r = playMove(game, m);
      if (!r.ok) throw new Error(r.error.message);
      game = r.value;
    }
    game = withRegret(withRegret(game, 0, [0.9, 0.712, 'deal']), 2, [0.5, 0.5]);
    await saveGame(store, game, 'w', { counted: true, won: false });
    const regretsLoaded = async () => {
      const loaded = await loadGame(store, readStored);
      if (!loaded.game || !loaded.meta) throw new Error('not loaded');
      return lineNotes(loaded.game, loaded.meta).regrets;
    };
    expect(await regretsLoaded()).toEqual([[0.9, 0.712, 'deal'], null, [0.5, 0.5]]);
    const raw = (await store.get(GAME_KEY)) as { game: Record<string, unknown> };
    const damaged = [[0.9, 2], 'x', [0.5, 0.4, 'nonsense']].map((regret, at) => ({ at, note: { regret } }));
    await store.set(GAME_KEY, { ...raw, game: { ...raw.game, marks: [...damaged, { at: 1, note: { regret: [0.5, 0.4, 'w>f'] } }] } });
    expect(await regretsLoaded()).toEqual([null, [0.5, 0.4, 'w>f'], null]);
    const old = readStored({ format: 2, writer: 'w', savedAt: 1, game: { ...serializeGame(gameOf(1, [])), schema: 1 }, meta: { counted: true } });
    expect(old.ok && old.value.meta.costsUnknown).toBe(true);
    expect(old.ok && lineNotes(old.value.game, old.value.meta).regrets).toBeUndefined();
  });

  it('the meter keeps what each move cost, from its answer before the move (3 decimals)', async () => {
    const solver = fakeSolver(() => ({ verdict: 'unknown' }), (req) =>
      req.moves.length === 0 ? fairAnswer(0.88123, move('deal'), [[move('t1>t8'), 0.80456]]) : fairAnswer(0.9, move('deal')));
    const { container, backing } = renderApp({ solver });
    await waitFor(() => expect(screen.getByTestId('win-meter').textContent).toMatch(/88%/));
    fireEvent.click(pile(container, 't1'));
    fireEvent.click(pile(container, 't8'));
    await waitFor(() => expect(screen.getByTestId('win-meter').textContent).toMatch(/90%/));
    await waitFor(async () => {
      const read = readStored(backing.data.get(GAME_KEY));
      expect(read.ok && lineNotes(read.value.game, read.value.meta).regrets).toEqual([[0.881, 0.805, 'deal']]);
    });
  });
});

describe('the replay', () => {
  it('its positions are the engine replay of the game, move by move', () => {
    const game = blockedGame();
    const positions = replayPositions(game.deal, game.moves);
    expect(positions).toHaveLength(game.moves.length + 1);
    let g: Game = gameFromNumber(game.dealNumber!);
    expect(positions[0]).toEqual(g.position);
    game.moves.forEach((m, i) => {
      const next = playMove(g, m);
      if (!next.ok) throw new Error(next.error.message);
      g = next.value;
      expect(positions[i + 1]).toEqual(g.position);
    });
    expect(positions[positions.length - 1]).toEqual(game.position);
  });
});

/** A short blocked-looking review: deal 1, three moves, chances and regrets known. */
function sample() {
  let g = gameFromNumber(1);
  for (const m of movesFrom('t1>t8 deal deal')) {
    const r = playMove(g, m);
    if (!r.ok) throw new Error(r.error.message);
    g = r.value;
  }
  // Notes written the format-2 way (by move number) and laid on the line as a save of format 2 is read.
  const { game, meta } = migrateLine(g, { counted: true, won: false, chances: [0.9, 0.7, 0.72, 0.5], regrets: [[0.9, 0.75, 'deal'], [0.7, 0.7], [0.72, 0.72]], lastWinnable: 1 });
  return { game, meta, review: reviewOf(game, meta) };
}

describe('the chart and the review', () => {
  it('each point is focusable, named after its move with its cost and luck; arrow keys go along them', () => {
    const { review } = sample();
    let picked: number | undefined;
    render(<ChanceChart review={review} won={false} onReview={(at) => (picked = at)} />);
    const points = screen.getAllByTestId('chart-point');
    expect(points).toHaveLength(4);
    expect(points.filter((p) => p.getAttribute('tabindex') === '0')).toHaveLength(1);
    expect(points[1].getAttribute('aria-label')).toBe(
      'Move 1: The seven of clubs goes from tableau pile 1 to tableau pile 8. Win chance 70%. Cost 15 points, luck −5 points.');
    expect(points[0].getAttribute('aria-label')).toBe('At the deal: win chance 90%.');
    (points[3] as unknown as HTMLElement).focus();
    fireEvent.keyDown(points[3], { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(points[2]);
    expect(screen.getByTestId('point-name').textContent).toMatch(/^Move 2: The .+ is dealt from the stock onto the waste\./);
    fireEvent.keyDown(points[2], { key: 'Enter' });
    expect(picked).toBe(2);
    expect(screen.getByTestId('costly').textContent).toBe('Costliest moves: move 1 (−15 points).');
    expect(screen.getByTestId('last-winnable-text').textContent).toMatch(/: move 1\.$/);
  });

  it('an old save without regrets still shows the chart and says the costs are not known', () => {
    const { game, meta } = sample();
    render(<ChanceChart review={reviewOf(game, { ...meta, costsUnknown: true })} won={false} onReview={() => undefined} />);
    expect(screen.getByTestId('costly').textContent).toMatch(/not known/);
    expect(screen.getAllByTestId('chart-point')[1].getAttribute('aria-label')).toMatch(/Cost not known\.$/);
  });

  it('the review steps by buttons and keys, shows the board as it was and the fair best move beside a costly choice', () => {
    const { review } = sample();
    let at = 0;
    const { rerender, container } = render(<GameReview review={review} won={false} at={at} onStep={(n) => (at = n)} onClose={() => undefined} />);
    const again = () => rerender(<GameReview review={review} won={false} at={at} onStep={(n) => (at = n)} onClose={() => undefined} />);
    expect(screen.getByTestId('review-where').textContent).toBe('The deal (3 moves)');
    fireEvent.keyDown(screen.getByTestId('game-review'), { key: 'ArrowRight' });
    again();
    expect(at).toBe(1);
    expect(screen.getByTestId('review-better').textContent).toBe("The fair player's best move: deal a card from the stock.");
    expect(screen.getByTestId('review-cost').textContent).toBe('Cost 15 points, luck −5 points.');
    expect(container.querySelector('[data-testid="review-board"] [data-pile="t8"]')!.classList.contains('hint-to')).toBe(true);
    fireEvent.keyDown(screen.getByTestId('game-review'), { key: 'End' });
    again();
    expect(at).toBe(3);
    expect(screen.getByTestId('review-last').hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByTestId('review-first'));
    expect(at).toBe(0);
  });

  it('a lost game reopened shows the chart, and its review opens from it', async () => {
    const backing = memoryBacking();
    const game = blockedGame();
    const chances = game.moves.map((_, i) => Math.max(0, 0.9 - i / game.moves.length));
    const noted = withLost(chances.reduce((g, chance, at) => withChance(g, at, chance), game), 3);
    await saveGame(memoryStore(backing), noted, 'earlier', { counted: true, won: false, dealChance: 0.9 });
    const solver = fakeSolver(() => ({ verdict: 'unknown' }), () => fairAnswer(0));
    await renderFromStorage(backing, 'reopened', solver);
    expect(screen.getByTestId('chance-chart').textContent).toMatch(/Win chance, move by move/);
    expect(screen.getByTestId('last-winnable-text').textContent).toMatch(/: move 3\.$/);
    fireEvent.click(screen.getByTestId('review-open'));
    expect(screen.getByTestId('review-where').textContent).toBe(`The deal (${game.moves.length} moves)`);
    fireEvent.keyDown(screen.getByTestId('game-review'), { key: 'End' });
    await waitFor(() => expect(screen.getByTestId('review-where').textContent).toBe(`Move ${game.moves.length} of ${game.moves.length}`));
    fireEvent.keyDown(screen.getByTestId('game-review'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('game-review')).toBeNull());
    expect(solver.chances).toEqual([]);
  });

  it('the win panel opens the review, with the meter on', async () => {
    const game = gameOf(1, await winningLine(1));
    let closed = false;
    const session = { game, meta: { counted: true, won: true }, stats: EMPTY_STATS, settings: { ...DEFAULT_SETTINGS, winMeter: true } };
    const { rerender } = render(<WinPanel session={session} onNewGame={() => undefined} onClose={() => (closed = true)} />);
    fireEvent.click(screen.getByTestId('win-review'));
    expect(closed).toBe(true);
    expect(takeReviewRequest()).toBe(true);
    expect(takeReviewRequest()).toBe(false);
    rerender(<WinPanel session={{ ...session, settings: { ...session.settings, winMeter: false } }} onNewGame={() => undefined} onClose={() => undefined} />);
    expect(screen.queryByTestId('win-review')).toBeNull();
  });
});
