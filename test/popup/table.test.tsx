// @vitest-environment happy-dom
// The table's clicks and its end: a double-click is one move, a card with nowhere to go is
// not picked up, hovering lights targets; Finish, the win summary, the time of play,
// statistics export.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Game, type Move, finishLine, isLegal, legalMoves, moveToString, play, status } from '../../src/engine/index';
import { GAME_KEY } from '../../src/storage/gameSave';
import { readStored } from '../../src/storage/gameMigrate';
import { HISTORY_KEY, recordGame, EMPTY_HISTORY } from '../../src/storage/history';
import { type MemoryBacking, memoryBacking } from '../../src/storage/memoryStore';
import { gameFromNumber } from '../../popup/platform/boot';
import { movesFrom } from '../../popup/input/moves';
import { gameOf } from '../e2e/a11yGames';
import { endgame } from '../support/endgame';
import { bootFor, fakeSolver, pile, quietSettings, renderApp, renderFromStorage, tokens } from './helpers';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const saved = async (backing: MemoryBacking): Promise<Game> => {
  await new Promise((r) => setTimeout(r, 0));
  const read = readStored(backing.data.get(GAME_KEY));
  if (!read.ok) throw new Error(read.error.message);
  return read.value.game;
};

/** A real double-click: two clicks (click counts 1 and 2), then the dblclick. */
const doubleClick = (el: Element) => {
  fireEvent.click(el, { detail: 1 });
  fireEvent.click(el, { detail: 2 });
  fireEvent.dblClick(el, { detail: 2 });
};

/** The first deal (from 1) whose reserve sends two cards up in a row: r>f, then r>f again. */
function twoReserveCardsUp(): number {
  for (let n = 1; n < 2000; n++) {
    const pos = gameFromNumber(n).position;
    const up: Move = { kind: 'play', from: 'r', to: 'f' };
    const once = play(pos, up);
    if (once.ok && isLegal(once.value, up)) return n;
  }
  throw new Error('no such deal');
}

describe('clicks', () => {
  it('a double-click on a card whose only place is its foundation plays exactly one move', async () => {
    // The first click sends the reserve's top card up; the next reserve card could go up
    // too, but the rest of the double-click must not send it.
    const { container, backing } = renderApp({ boot: bootFor(twoReserveCardsUp()) });
    doubleClick(pile(container, 'r'));
    expect(tokens((await saved(backing)).moves)).toBe('r>f');
    expect(container.querySelector('.pile.selected')).toBeNull();
  });

  it('two quick taps of a finger are two taps: the reserve sends a card up at each', async () => {
    // The browser counts the second quick tap as a double-click's (detail 2, then a dblclick);
    // a player sending cards up one after the other means two taps.
    const { container, backing } = renderApp({ boot: bootFor(twoReserveCardsUp()) });
    const reserve = pile(container, 'r');
    fireEvent.pointerDown(reserve, { pointerType: 'touch' });
    fireEvent.click(reserve, { detail: 1 });
    fireEvent.pointerDown(reserve, { pointerType: 'touch' });
    fireEvent.click(reserve, { detail: 2 });
    fireEvent.dblClick(reserve, { detail: 2 });
    expect(tokens((await saved(backing)).moves)).toBe('r>f r>f');
  });

  it('a double-click on a card with several places sends it up and leaves nothing picked up', async () => {
    // Deal 3: base 8; t1's 9D could go to f1, t9 or t11.
    const { container, backing } = renderApp({ boot: bootFor(3) });
    doubleClick(pile(container, 't1'));
    expect(tokens((await saved(backing)).moves)).toBe('t1>f');
    expect(container.querySelector('.pile.selected')).toBeNull();
  });

  it('a double-click whose first click dropped a card adds no move of its own', async () => {
    const { container, backing } = renderApp();
    fireEvent.click(pile(container, 't1'));
    doubleClick(pile(container, 't8'));
    expect(tokens((await saved(backing)).moves)).toBe('t1>t8');
    expect(container.querySelector('.pile.selected')).toBeNull();
  });

  it('the stock deals on every click, however quick', async () => {
    const { container, backing } = renderApp();
    doubleClick(pile(container, 's'));
    expect(tokens((await saved(backing)).moves)).toBe('deal deal');
  });

  it('a card with nowhere to go is not picked up: the engine\'s reason shows beside it', async () => {
    const { container } = renderApp();
    const pos = gameFromNumber(1).position;
    const stuck = (['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8', 't9', 't10', 't11', 't12'] as const).find((id) => movesFrom(pos, id).length === 0)!;
    fireEvent.click(pile(container, stuck));
    expect(container.querySelector('.pile.selected')).toBeNull();
    const why = await screen.findByTestId('flash');
    expect(why.getAttribute('data-at')).toBe(stuck);
    expect(why.textContent).toMatch(/^Nowhere to go: no foundation takes the .* now, and no tableau pile takes it\.$/);
    expect(screen.getByTestId('live').textContent).toBe(why.textContent);
  });

  it('pointer only where a click does something; hovering a card lights where it can go', () => {
    const { container } = renderApp();
    const pos = gameFromNumber(1).position;
    const live = new Set<string>(legalMoves(pos).map((m) => (m.kind === 'deal' ? 's' : m.from)));
    for (const el of container.querySelectorAll('[data-pile]')) {
      expect(el.classList.contains('idle'), el.getAttribute('data-pile')!).toBe(!live.has(el.getAttribute('data-pile')!));
    }
    fireEvent.pointerEnter(pile(container, 't1'));
    expect(pile(container, 't8').classList.contains('lit')).toBe(true);
    expect([...container.querySelectorAll('.lit')].map((e) => e.getAttribute('data-pile'))).toEqual(['t8']);
    fireEvent.pointerLeave(pile(container, 't1'));
    expect(container.querySelectorAll('.lit').length).toBe(0);
    // With a card picked up, its targets (and itself) are live, nothing else.
    fireEvent.click(pile(container, 't1'));
    expect([...container.querySelectorAll('[data-pile]:not(.idle)')].map((e) => e.getAttribute('data-pile')).sort()).toEqual(['t1', 't8']);
  });
});

describe('Finish', async () => {
  const { game, line, at } = await endgame(3);
  const noAnim = { ...quietSettings, animations: false };

  it('is offered once every card left can go up, and plays the rest as one Undo step', async () => {
    const { container, backing } = renderApp({ boot: { ...bootFor(3, noAnim), game, meta: { counted: true, won: false } } });
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(status((await saved(backing)).position)).toBe('won');
    expect(screen.queryByRole('button', { name: 'Finish' })).toBeNull();
    expect((await screen.findByTestId('panel-won')).textContent).toContain('You won!');
    fireEvent.click(screen.getAllByRole('button', { name: 'Undo' })[0]);
    expect((await saved(backing)).moves.length).toBe(game.moves.length);
    expect(container.querySelector('[data-testid="finish"]')).not.toBeNull();
  });

  it('animated, it plays a card at a time, still one Undo step', async () => {
    vi.useFakeTimers();
    const { backing } = renderApp({ boot: { ...bootFor(3, { ...quietSettings, animations: true }), game, meta: { counted: true, won: false } } });
    const savedNow = () => {
      const read = readStored(backing.data.get(GAME_KEY));
      if (!read.ok) throw new Error(read.error.message);
      return read.value.game;
    };
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await vi.advanceTimersByTimeAsync(300);
    const partway = savedNow().moves.length;
    expect(partway).toBeGreaterThan(game.moves.length);
    expect(partway).toBeLessThan(line.length);
    expect(screen.getByText('Finishing…')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(status(savedNow().position)).toBe('won');
    fireEvent.click(screen.getAllByRole('button', { name: 'Undo' })[0]);
    await vi.advanceTimersByTimeAsync(10);
    expect(savedNow().moves.length).toBe(game.moves.length);
  });

  it('with "finish automatically", the move that makes it possible is followed by the finish', async () => {
    const before = gameOf(3, line.slice(0, at - 1));
    const last = line[at - 1];
    // Before it, Finish would have read face-down cards (or was not on offer): auto-finish waits.
    expect(finishLine(before.position) === undefined || before.position.stock.length > 0 || before.position.reserve.length > 1).toBe(true);
    const { container, backing } = renderApp({ boot: { ...bootFor(3, { ...noAnim, autoFinish: true }), game: before, meta: { counted: true, won: false } } });
    if (last.kind === 'deal') fireEvent.click(pile(container, 's'));
    else if (last.to === 'f') fireEvent.dblClick(pile(container, last.from));
    else {
      fireEvent.click(pile(container, last.from));
      fireEvent.click(pile(container, last.to));
    }
    await waitFor(async () => expect(status((await saved(backing)).position)).toBe('won'));
    // One Undo takes back the finish; the player's own move stays.
    fireEvent.click(screen.getAllByRole('button', { name: 'Undo' })[0]);
    expect(moveToString((await saved(backing)).moves.at(-1)!)).toBe(moveToString(last));
  });
});

describe('the win', async () => {
  const { game } = await endgame(3);
  const noAnim = { ...quietSettings, animations: false };

  it('a summary: moves, time, hints, streak and the best time on this deal', async () => {
    const boot = { ...bootFor(3, noAnim), game, meta: { counted: true, won: false, timeMs: 245_000 } };
    renderApp({ boot });
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    const summary = (await screen.findByTestId('panel-won')).textContent!;
    const total = game.moves.length + finishLine(game.position)!.length;
    expect(summary).toContain(`Moves${total}`);
    expect(summary).toMatch(/Time4:0\d/);
    expect(summary).toContain('Hints0');
    expect(summary).toContain('Current streak1');
    expect(summary).toMatch(/Best time on this deal4:0\d/);
    expect(summary).toContain('A new best time on this deal!');
    // Asking again after the win adds no "You won!" copies to the notices.
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    fireEvent.click(screen.getByRole('button', { name: 'Winnable?' }));
    expect(screen.getByTestId('messages').textContent!.match(/You won!/g)!.length).toBe(1);
  });

  it('a win with hints is a win, never "a new best time", and says why', async () => {
    const boot = { ...bootFor(3, noAnim), game, meta: { counted: true, won: false, timeMs: 51_000, hints: 193 } };
    const { backing } = renderApp({ boot });
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    const summary = (await screen.findByTestId('panel-won')).textContent!;
    expect(summary).toContain('Hints193');
    expect(summary).toContain('Current streak1');
    expect(summary).toContain('Best time on this deal—');
    expect(summary).not.toContain('A new best time');
    expect(screen.getByTestId('win-hinted').textContent).toBe('Won with hints: a win, but not a best time (those count only wins without hints).');
    await waitFor(() => expect(backing.data.get(HISTORY_KEY)).toMatchObject({ games: [{ result: 'won', hints: 193 }], best: [] }));
  });

  it('a demo\'s win says the solver won it, with no figures, and counts no win: played, in the history as the solver\'s', async () => {
    const rest = finishLine(game.position)!;
    const solver = fakeSolver(() => ({ verdict: 'win', line: rest }));
    const { backing } = renderApp({ solver, boot: { ...bootFor(3, noAnim), game, meta: { counted: false, won: false } } });
    fireEvent.click(screen.getByRole('button', { name: 'Winnable?' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Play it out' }));
    // The demo plays move by move, then the summary's chunk loads: a busy machine needs time.
    const panel = await screen.findByTestId('panel-won');
    expect(panel.textContent).toContain('The solver won this deal');
    expect(panel.textContent).not.toContain('Moves');
    expect(screen.getByTestId('status').textContent).toContain('The solver played this deal out');
    // The demo's moves counted the game: it is in the history, as the solver's.
    await waitFor(() => expect(backing.data.get(HISTORY_KEY)).toMatchObject({ games: [{ deal: '3', result: 'solver', assisted: true }], best: [] }));
  });
});

describe('time of play', () => {
  it('adds up between moves and survives closing and reopening the popup', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 30, 12));
    const backing = memoryBacking();
    const first = renderApp({ backing });
    fireEvent.click(pile(first.container, 't1'));
    fireEvent.click(pile(first.container, 't8'));
    vi.setSystemTime(Date.UTC(2026, 10, 30, 12, 0, 40));
    fireEvent.click(pile(first.container, 's'));
    await waitFor(() => expect((backing.data.get(GAME_KEY) as { meta: { timeMs?: number } }).meta.timeMs).toBe(40_000));
    first.unmount();
    const again = await renderFromStorage(backing);
    expect(again.boot.meta.timeMs).toBe(40_000);
    vi.setSystemTime(Date.UTC(2026, 10, 30, 12, 1, 0));
    fireEvent.click(pile(again.container, 's'));
    await waitFor(() => expect((backing.data.get(GAME_KEY) as { meta: { timeMs?: number } }).meta.timeMs).toBe(60_000));
  });
});

describe('statistics export', () => {
  it('downloads the history as CSV from a Blob URL', async () => {
    const history = recordGame(EMPTY_HISTORY, { deal: '9', result: 'won', moves: 238, timeMs: 252_000, hints: 2, endedAt: Date.UTC(2026, 10, 30), dealPercent: 94 });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => (blobs.push(b as Blob), 'blob:plot/1'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });
    renderApp({ boot: { ...bootFor(), history } });
    fireEvent.click(screen.getByRole('button', { name: 'Statistics' }));
    const cells = [...(await screen.findByTestId('panel-stats')).querySelectorAll('.history tbody td')].map((td) => td.textContent);
    // The date as short as the popup's panel needs: the year only when it is not this one.
    const year = new Date().getFullYear() === 2026 ? '' : '/26';
    // The last cell is the accuracy (a phone's card shows it; the desktop shows it after the result): none rated here.
    expect(cells).toEqual([`11/30${year}`, '9', 'Hard', 'won', '238', '4:12', '2', '—']);
    fireEvent.click(screen.getByRole('button', { name: 'Export as CSV' }));
    expect(clicked).toEqual(['plot-games.csv blob:plot/1']);
    // The difficulty as the table shows it (hard), in the file's own words, with the chance it comes from.
    expect(await blobs[0].text()).toBe('ended,deal,difficulty,chance,result,moves,seconds,hints,assisted,accuracy\r\n2026-11-30T00:00:00.000Z,9,hard,94,won,238,252.0,2,no,\r\n');
  });
});
