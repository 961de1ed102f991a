// @vitest-environment happy-dom
// The goals in the popup (popup/goals/): the session marks what the rules read (moves taken
// back, a peek); a win of the player's, heard by the deal of the day's controller, earns
// its goals once, written to storage, shown in a notice and said with the win; a win by the
// demo, with a help that read the face-down cards or after a peek earns none. Statistics
// lists them, earned with a date or not yet.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Game, type Move } from '../../src/engine/index';
import { ACHIEVEMENTS_KEY, GOAL_IDS, readAchievements } from '../../src/storage/achievements';
import { EMPTY_DAILY } from '../../src/storage/daily';
import { type GameMeta, FRESH_META, GAME_KEY } from '../../src/storage/gameSave';
import { readStored } from '../../src/storage/gameMigrate';
import { type MemoryBacking, memoryBacking, memoryStore } from '../../src/storage/memoryStore';
import { DEFAULT_SETTINGS, EMPTY_STATS } from '../../src/storage/prefs';
import { type Session, step } from '../../popup/session/session';
import { createSessionStore } from '../../popup/session/store';
import { createDaily } from '../../popup/daily/dailyController';
import { goals, noteGoals } from '../../popup/goals/goals';
import { GoalNotice } from '../../popup/goals/GoalNotice';
import { StatsPanel } from '../../popup/panels/StatsPanel';
import { EMPTY_HISTORY } from '../../src/storage/history';
import { gameOf, winningLine } from '../e2e/a11yGames';
import { fakeSolver, renderApp } from './helpers';

let line: Move[]; // deal 2's winning line: foundation 1 complete at move 33
let beforeLast: Game;

beforeAll(async () => {
  line = await winningLine(2);
  beforeLast = gameOf(2, line.slice(0, -1));
});
beforeEach(() => goals.set({ earned: undefined, fresh: undefined }));
afterEach(cleanup);

const settings = { ...DEFAULT_SETTINGS, autoPlay: false };
const sessionAt = (game: Game, meta: GameMeta = { ...FRESH_META, counted: true }): Session => ({ game, meta, stats: EMPTY_STATS, settings });

/** The session and the deal of the day's controller following it, as the popup wires them; what it says. */
function popup(backing: MemoryBacking, meta?: GameMeta) {
  const session = createSessionStore(sessionAt(beforeLast, meta));
  const said: string[] = [];
  const daily = createDaily({
    store: memoryStore(backing), session, findDaily: async () => ({ ok: false }) as never, copyText: async () => undefined,
    announce: (s) => void said.push(s), ready: { offer: () => undefined } as never, now: () => new Date(),
  });
  return { session, said, daily, stop: daily.attach() };
}

const stored = (backing: MemoryBacking) => readAchievements(backing.data.get(ACHIEVEMENTS_KEY)).earned;

describe('what the session marks for the goals', () => {
  it('Undo, the warning\'s Undo and Restart mark moves taken back; Redo and a move do not', () => {
    const s = sessionAt(gameOf(2, line.slice(0, 3)));
    expect(step(s, { type: 'play', move: line[3] }).session.meta.tookBack).toBeUndefined();
    expect(step(s, { type: 'undo' }).session.meta.tookBack).toBe(true);
    expect(step(s, { type: 'undoTo', length: 1 }).session.meta.tookBack).toBe(true);
    expect(step(s, { type: 'restart' }).session.meta.tookBack).toBe(true);
  });

  it('a peek is marked, once', () => {
    const s = sessionAt(beforeLast);
    const peeked = step(s, { type: 'peeked' }).session;
    expect(peeked.meta.peeked).toBe(true);
    expect(step(peeked, { type: 'peeked' }).session).toBe(peeked);
  });
});

describe('what the popup marks a peek', () => {
  /** The saved game's meta (nothing saved: a fresh game's). */
  const savedMeta = (backing: MemoryBacking): GameMeta => {
    const raw = backing.data.get(GAME_KEY);
    const read = raw === undefined ? undefined : readStored(raw);
    return read?.ok ? read.value.meta : FRESH_META;
  };

  it('Winnable?\'s proof (lost, or winnable) marks the game peeked; an undecided answer does not', async () => {
    let kind: 'unknown' | 'loss' = 'unknown';
    const { backing, container } = renderApp({ solver: fakeSolver(() => ({ verdict: kind })) });
    fireEvent.click(screen.getByRole('button', { name: 'Winnable?' }));
    await waitFor(() => expect(screen.getByTestId('verdict').textContent).toMatch(/Undecided/));
    // Done signals: Winnable? has run to its end (main's data-settled), so a peek would be in the
    // session; then a Hint (counted in the meta) makes the game be written, after any peek.
    await waitFor(() => expect(container.querySelector('main')?.getAttribute('data-settled')).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    await waitFor(() => expect(savedMeta(backing).hints).toBe(1));
    expect(savedMeta(backing).peeked).toBeUndefined();
    kind = 'loss';
    fireEvent.click(screen.getByRole('button', { name: 'Search longer' }));
    await waitFor(() => expect(screen.getByTestId('verdict').textContent).toMatch(/Lost even if you could see every card/));
    await waitFor(() => expect(savedMeta(backing).peeked).toBe(true));
  });
});

describe('goals earned by a win', () => {
  it('a clean win earns its goals once: written, shown and said with the win', async () => {
    const backing = memoryBacking();
    const { session, said, stop } = popup(backing);
    session.dispatch({ type: 'play', move: line[line.length - 1] });
    // The first win loads the on-demand chunk (in these tests, its modules transformed): give it time.
    await expect.poll(() => stored(backing), { timeout: 15_000 }).toHaveProperty('firstWin');
    expect(Object.keys(stored(backing)).sort()).toEqual(['cleanWin', 'firstWin', 'quickFoundation']);
    await expect.poll(() => said.join(' ')).toContain('Goals reached: First win, Quick start, and On your own.');
    render(<GoalNotice session={session} />);
    expect(screen.getByTestId('goal-notice').textContent).toContain('Goals reached: First win, Quick start, and On your own.');
    // Earned again (a second window's win of the same game): nothing new, the first date kept.
    const first = stored(backing);
    expect(await noteGoals(memoryStore(backing), session.get(), Date.now() + 60_000, EMPTY_DAILY)).toEqual([]);
    expect(stored(backing)).toEqual(first);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('goal-notice')).toBeNull();
    stop();
  });

  it('the notice goes with the next game', async () => {
    const backing = memoryBacking();
    const { session, stop } = popup(backing);
    const { rerender } = render(<GoalNotice session={session} />);
    session.dispatch({ type: 'play', move: line[line.length - 1] });
    await expect.poll(() => screen.queryByTestId('goal-notice'), { timeout: 15_000 }).not.toBeNull();
    session.dispatch({ type: 'newGame', game: gameOf(3) });
    // The popup draws its notices again after every step (App.tsx).
    rerender(<GoalNotice session={session} />);
    expect(screen.queryByTestId('goal-notice')).toBeNull();
    stop();
  });

  it('a win by the demo, with a help that read the face-down cards, or after a peek earns none', async () => {
    const last = line[line.length - 1];
    const clean = step(sessionAt(beforeLast), { type: 'play', move: last }).session;
    const helped = [
      step(sessionAt(beforeLast), { type: 'demoPlay', move: last }).session,
      step(sessionAt(beforeLast, { ...FRESH_META, counted: true, assisted: true }), { type: 'play', move: last }).session,
      step(step(sessionAt(beforeLast), { type: 'peeked' }).session, { type: 'play', move: last }).session,
    ];
    const store = memoryStore(memoryBacking());
    for (const after of helped) {
      expect(after.meta.won).toBe(true);
      expect(await noteGoals(store, after, Date.now(), EMPTY_DAILY)).toEqual([]);
      expect(await store.get(ACHIEVEMENTS_KEY)).toBeUndefined();
    }
    // The same game won clean earns them (the check above can fail).
    expect(await noteGoals(store, clean, Date.now(), EMPTY_DAILY)).toContain('firstWin');
  });
});

describe('the goals in Statistics', () => {
  it('lists every goal: earned with its date, or not yet', async () => {
    const backing = memoryBacking({ [ACHIEVEMENTS_KEY]: { earned: { firstWin: Date.UTC(2026, 11, 4, 12) } } });
    const { daily, stop } = popup(backing);
    await daily.showStreak(); // the deal of the day's opening read tells the goals where they are kept
    render(<StatsPanel stats={EMPTY_STATS} history={EMPTY_HISTORY} canUndoReset={false} onReset={() => undefined} onUndoReset={() => undefined} onClose={() => undefined} />);
    // The button says how many are earned, read as the panel opens; pressed, the goals take the last games' place.
    await expect.poll(() => screen.getByTestId('goals-toggle').textContent).toBe('Goals: 1 of 7');
    expect(screen.queryByTestId('goals')).toBeNull();
    fireEvent.click(screen.getByTestId('goals-toggle'));
    expect(screen.queryByText('Last games', { selector: 'h3' })).toBeNull();
    const items = screen.getByTestId('goals').querySelectorAll('li');
    expect(items).toHaveLength(GOAL_IDS.length);
    expect(items[0].textContent).toContain('First win');
    expect(items[0].textContent).toMatch(/Earned .*2026/);
    expect(items[1].textContent).toContain('Not yet');
    fireEvent.click(screen.getByTestId('goals-toggle'));
    expect(screen.queryByTestId('goals')).toBeNull();
    stop();
  });
});
