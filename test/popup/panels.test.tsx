// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_STATS, SETTINGS_KEY, STATS_KEY } from '../../src/storage/prefs';
import { HISTORY_KEY } from '../../src/storage/history';
import { GameOverBox } from '../../popup/notices/Notices';
import { type ScriptedAnswer, bootFor, fakeSolver, pile, quietSettings, renderApp, renderFromStorage } from './helpers';

afterEach(() => cleanup());

describe('statistics panel', () => {
  it('shows played, won, win rate, streaks and hints, and resets them', async () => {
    const boot = {
      ...bootFor(),
      stats: {
        ...EMPTY_STATS, played: 5, won: 3, currentStreak: 2, bestStreak: 3, hintsUsed: 7,
        cleanWins: 2, cleanTimedWins: 2, cleanTimeMs: 500_000, cleanFastestMs: 200_000, hintedWins: 1, hintedHints: 3, hintedTimedWins: 1, hintedTimeMs: 400_000,
      },
    };
    const { backing } = renderApp({ boot });
    fireEvent.click(screen.getByRole('button', { name: 'Statistics' }));
    const panel = await screen.findByTestId('panel-stats');
    expect(panel.textContent).toContain('Games played5');
    expect(panel.textContent).toContain('Games won3');
    expect(panel.textContent).toContain('Win rate60%');
    expect(panel.textContent).toContain('Current streak2');
    expect(panel.textContent).toContain('Best streak3');
    expect(panel.textContent).toContain('Hints used7');
    // By kind: the records from wins without hints, the wins with hints with their own figures.
    const kinds = [...panel.querySelectorAll('[data-testid="stats-kinds"] tr')].map((r) => [...r.children].map((c) => c.textContent));
    expect(kinds).toEqual([
      ['', 'Wins', 'Average win', 'Fastest win', 'Hints per win'],
      ['Without hints or help', '2', '4:10', '3:20', '—'],
      ['With hints', '1', '6:40', '—', '3'],
    ]);
    expect(panel.textContent).toContain('Best and fastest times come only from wins without hints or help; an assisted game is never a win.');
    // Reset asks first; Cancel keeps everything.
    fireEvent.click(screen.getByRole('button', { name: 'Reset statistics' }));
    expect(screen.getByRole('alert').textContent).toContain('Reset every statistic and the game history?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('panel-stats').textContent).toContain('Games played5');
    fireEvent.click(screen.getByRole('button', { name: 'Reset statistics' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByTestId('panel-stats').textContent).toContain('Games played0');
    await waitFor(() => expect(backing.data.get(STATS_KEY)).toMatchObject({ played: 0, won: 0 }));
    // … and can be taken back.
    fireEvent.click(screen.getByRole('button', { name: 'Undo reset' }));
    expect(screen.getByTestId('panel-stats').textContent).toContain('Games played5');
    await waitFor(() => expect(backing.data.get(STATS_KEY)).toMatchObject({ played: 5, won: 3, cleanFastestMs: 200_000 }));
    expect(screen.queryByRole('button', { name: 'Undo reset' })).toBeNull();
  });

  it('counts a game as played on its first move, and a new game after an unwon one breaks the streak', async () => {
    const boot = { ...bootFor(), stats: { ...EMPTY_STATS, played: 1, won: 1, currentStreak: 1, bestStreak: 1 } };
    const { container, backing } = renderApp({ boot });
    fireEvent.click(pile(container, 't1'));
    fireEvent.click(pile(container, 't8'));
    fireEvent.click(screen.getByRole('button', { name: /^Stock/ }));
    await waitFor(() => expect(backing.data.get(STATS_KEY)).toMatchObject({ played: 2, currentStreak: 1 }));
    // Leaving a game under way asks first (at the choice: here a random deal), and counts it as lost (in the history too).
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Random deal' }));
    expect(screen.getByTestId('panel-new').textContent).toContain('leaving it for another counts it as lost');
    fireEvent.click(screen.getByRole('button', { name: 'Keep playing' }));
    expect(screen.queryByTestId('panel-new')).toBeNull();
    expect(backing.data.get(STATS_KEY)).toMatchObject({ currentStreak: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    fireEvent.click(screen.getByRole('button', { name: 'Random deal' }));
    // After "Leave this game" the random deal is dealt: no second click.
    fireEvent.click(screen.getByRole('button', { name: 'Leave this game' }));
    await waitFor(() => expect(backing.data.get(STATS_KEY)).toMatchObject({ played: 2, currentStreak: 0, bestStreak: 1 }));
    expect(screen.queryByTestId('panel-new')).toBeNull();
    expect(screen.getByTestId('deal-number').textContent).not.toBe('Deal 1');
    expect(backing.data.get(HISTORY_KEY)).toMatchObject({ games: [{ deal: '1', result: 'lost', moves: 2, hints: 0 }] });
  });
});

describe('settings panel', () => {
  it('switches auto-play, the blunder check and animations, and stores them', async () => {
    const { container, backing } = renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const auto = (await screen.findByLabelText('Auto-play safe foundation moves')) as HTMLInputElement;
    expect(auto.checked).toBe(false);
    fireEvent.click(auto);
    fireEvent.click(screen.getByLabelText('Animations'));
    await waitFor(() => expect(backing.data.get(SETTINGS_KEY)).toEqual({ autoPlay: true, eagerAutoPlay: false, movesTime: true, blunderCheck: false, blunderPeek: false, animations: false, autoFinish: false, fourColour: false, hintsPeek: false, winMeter: true, winnableOnly: false, theme: 'system', felt: 'green', volume: 0, cardBack: 'plain', sync: true }));
    expect(container.querySelector('.app')!.classList.contains('no-anim')).toBe(true);
  });

  it('the colours: light, dark or the system\'s, on the page at once, stored, and back on reopening', async () => {
    const { backing } = renderApp();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const system = (await screen.findByLabelText('As the system')) as HTMLInputElement;
    expect(system.checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Dark'));
    expect(document.documentElement.dataset.theme).toBe('dark');
    await waitFor(() => expect((backing.data.get(SETTINGS_KEY) as { theme: string }).theme).toBe('dark'));
    cleanup();
    const again = await renderFromStorage(backing);
    expect(again.boot.settings.theme).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    fireEvent.click(await screen.findByLabelText('As the system'));
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('four-colour suits: the setting colours the board by suit, is stored, and comes back on reopening', async () => {
    const { container, backing } = renderApp();
    expect(container.querySelector('.app')!.classList.contains('four-colour')).toBe(false);
    // Cards carry their suit, which the four-colour style colours (popup.css).
    expect(pile(container, 't1').querySelector('.card.face')!.classList.contains('suit-C')).toBe(true);
    expect(pile(container, 't4').querySelector('.card.face')!.classList.contains('suit-D')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const box = (await screen.findByLabelText('Four-colour suits (clubs green, diamonds blue)')) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(container.querySelector('.app')!.classList.contains('four-colour')).toBe(true);
    await waitFor(() => expect((backing.data.get(SETTINGS_KEY) as { fourColour: boolean }).fourColour).toBe(true));
    cleanup();
    const again = await renderFromStorage(backing);
    expect(again.boot.settings.fourColour).toBe(true);
    expect(again.container.querySelector('.app')!.classList.contains('four-colour')).toBe(true);
  });

  it('with auto-play on, safe foundation moves follow a move by themselves', async () => {
    // Deal 27: base 5, the reserve's 6C goes up (r>f); then whatever is safe follows.
    const { container } = renderApp({ boot: bootFor(27, { ...quietSettings, autoPlay: true, animations: false }) });
    fireEvent.click(pile(container, 'r'));
    expect(pile(container, 'f1').getAttribute('aria-label')).toMatch(/, \d+ of 13 cards$/);
  });
});

describe('solver requests', () => {
  it('shows progress while the solver runs, and a move cancels the request (its late answer is dropped)', async () => {
    let release: (a: ScriptedAnswer) => void = () => {};
    const solver = fakeSolver(() => new Promise<ScriptedAnswer>((r) => (release = r)));
    const { container } = renderApp({ solver });
    fireEvent.click(screen.getByRole('button', { name: 'Winnable?' }));
    await waitFor(() => expect(screen.getByTestId('busy').textContent).toMatch(/thinking/));
    // How far in Winnable?'s budget (Search longer's too): the positions and the share, on the bar as well.
    expect(screen.getByTestId('busy').textContent).toBe('The solver is thinking… 1,000 of 2,000,000 positions (0%)Cancel');
    const bar = screen.getByTestId('busy').querySelector('progress')!;
    expect([bar.getAttribute('value'), bar.getAttribute('max')]).toEqual(['1000', '2000000']);
    fireEvent.click(pile(container, 't1'));
    fireEvent.click(pile(container, 't8'));
    expect(screen.queryByTestId('busy')).toBeNull();
    expect(solver.cancelled).toContain('front');
    release({ verdict: 'win', line: [] });
    // Winnable? has ended (its late answer dropped), and the move's step: only then is no verdict an answer.
    await waitFor(() => expect(container.querySelector('main')?.getAttribute('data-settled')).toBe('2'));
    expect(screen.queryByTestId('verdict')).toBeNull();
  });

  it('a second request replaces the first', async () => {
    const releases: ((a: ScriptedAnswer) => void)[] = [];
    const solver = fakeSolver(() => new Promise<ScriptedAnswer>((r) => releases.push(r)));
    renderApp({ solver, boot: bootFor(1, { ...quietSettings, hintsPeek: true }) });
    fireEvent.click(screen.getByRole('button', { name: 'Winnable?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    await waitFor(() => expect(releases.length).toBe(2));
    releases[0]({ verdict: 'loss' });
    releases[1]({ verdict: 'loss' });
    await waitFor(() => expect(screen.getByTestId('hint').textContent).toBe('No move wins from here.'));
    expect(screen.queryByTestId('verdict')).toBeNull();
  });
});

describe('the end of a game', () => {
  const props = (over: Partial<Parameters<typeof GameOverBox>[0]>): Parameters<typeof GameOverBox>[0] => ({
    status: 'playing', bySolver: false, canUndo: true, onUndo() {}, onRestart() {}, onNewGame() {}, onSummary() {}, ...over,
  });

  it('a blocked game says so and offers undo, restart and new game', () => {
    const calls: string[] = [];
    render(<GameOverBox {...props({ status: 'blocked', onUndo: () => calls.push('undo'), onRestart: () => calls.push('restart'), onNewGame: () => calls.push('new') })} />);
    expect(screen.getByTestId('status').textContent).toMatch(/^The game is blocked: no legal move is left/);
    for (const name of ['Undo', 'Restart', 'New game']) fireEvent.click(screen.getByRole('button', { name }));
    expect(calls).toEqual(['undo', 'restart', 'new']);
  });

  it('a game still being played shows no end box', () => {
    render(<GameOverBox {...props({})} />);
    expect(screen.queryByTestId('status')).toBeNull();
  });

  it('a won game says so', () => {
    render(<GameOverBox {...props({ status: 'won' })} />);
    expect(screen.getByTestId('status').textContent).toMatch(/You won!/);
  });
});
