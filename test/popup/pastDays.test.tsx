// @vitest-environment happy-dom
// Past days (issue 35): the calendar of the deals of the day in the New game panel. A past
// day is dealt by the formula for that day, through the leave question, and the table says
// which day's deal it is; its win marks that day won and counts for no streak.
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { playMove } from '../../src/engine/index';
import { dailyStart } from '../../src/solver/daily';
import { DAILY_KEY, readDaily } from '../../src/storage/daily';
import { EMPTY_STATS, DEFAULT_SETTINGS } from '../../src/storage/prefs';
import { FRESH_META } from '../../src/storage/gameSave';
import { memoryBacking } from '../../src/storage/memoryStore';
import { gameFromNumber } from '../../popup/platform/boot';
import { dailyWin } from '../../popup/daily/dailyRules';
import { DailyCalendar } from '../../popup/daily/DailyCalendar';
import type { Session } from '../../popup/session/session';
import { render } from '@testing-library/preact';
import { dateFixedAt, fakeSolver, quietSettings, renderApp } from './helpers';

const TODAY = '2026-12-03';

dateFixedAt(`${TODAY}T10:00:00Z`);

/** Past days, once the panel has read the record (the button waits for it). */
async function openPastDays(): Promise<void> {
  const button = await screen.findByRole('button', { name: 'Past days' });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(button);
}

const wonSession = (dealNumber: number): Session => ({
  game: gameFromNumber(dealNumber), meta: { counted: true, won: true, timeMs: 60_000 }, stats: EMPTY_STATS, settings: DEFAULT_SETTINGS,
});

describe('a past day\'s win', () => {
  const record = { streak: 2, bestStreak: 4, lastWon: '2026-12-02', won: ['2026-12-01', '2026-12-02'] };

  it('marks its day won and counts for no streak, neither extending nor repairing it', () => {
    const late = { ...record, current: { day: '2026-11-29', dealNumber: 9, startedAt: Date.parse(`${TODAY}T09:00:00Z`), hintsBefore: 0, late: true as const } };
    const win = dailyWin(late, wonSession(9))!;
    expect(win.next).toEqual({ ...record, won: ['2026-11-29', '2026-12-01', '2026-12-02'] });
    expect(win.said).toBe('Deal of November 29, 2026 won. A past day\'s win counts for that day only, not the daily streak.');
    // Yesterday won late, after a gap: the gap stays a gap.
    const gap = { streak: 1, bestStreak: 1, lastWon: '2026-11-30', won: ['2026-11-30'] };
    const repaired = dailyWin({ ...gap, current: { ...late.current, day: '2026-12-01' } }, wonSession(9))!;
    expect(repaired.next).toMatchObject({ streak: 1, bestStreak: 1, lastWon: '2026-11-30', won: ['2026-11-30', '2026-12-01'] });
  });

  it('the same deal won on its own day counts, as today', () => {
    const win = dailyWin({ ...record, current: { day: TODAY, dealNumber: 9, startedAt: 1, hintsBefore: 0 } }, wonSession(9))!;
    expect(win.next).toEqual({ streak: 3, bestStreak: 4, lastWon: TODAY, won: ['2026-12-01', '2026-12-02', TODAY] });
  });
});

describe('the calendar', () => {
  it('marks days won and the day here in words, and the arrow keys move the one tab stop', async () => {
    const played: string[] = [];
    render(<DailyCalendar today={TODAY} won={['2026-12-01']} here="2026-12-02" onPlay={(d) => played.push(d)} />);
    expect(screen.getByText('December 2026')).toBeTruthy();
    const label = (day: string) => document.querySelector(`[data-day="${day}"]`)!.getAttribute('aria-label');
    expect(label('2026-12-01')).toBe('Tuesday, December 1, 2026, won');
    expect(label('2026-12-02')).toBe('Wednesday, December 2, 2026, the game under way');
    expect(label(TODAY)).toBe('Thursday, December 3, 2026, today');
    expect(document.querySelector('[data-day="2026-12-04"]')).toBeNull(); // tomorrow: not a button
    const stops = () => [...document.querySelectorAll('button[tabindex="0"]')].map((b) => b.getAttribute('data-day'));
    expect(stops()).toEqual(['2026-12-02']); // the day here first
    fireEvent.keyDown(document.querySelector('table')!, { key: 'ArrowLeft' });
    await waitFor(() => expect(stops()).toEqual(['2026-12-01']));
    expect(document.activeElement?.getAttribute('data-day')).toBe('2026-12-01');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    await waitFor(() => expect(screen.getByText('November 2026')).toBeTruthy());
    expect(stops()).toEqual(['2026-11-24']);
    fireEvent.click(document.activeElement!);
    expect(played).toEqual(['2026-11-24']);
    // Next month, never past today's.
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByText('December 2026')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('plays a past day from the New game panel, asking to leave a game under way; the table names the day', async () => {
    const PAST = '2026-11-29';
    const solver = fakeSolver(() => ({ verdict: 'win', line: [] }));
    const backing = memoryBacking();
    backing.data.set(DAILY_KEY, { streak: 1, bestStreak: 1, lastWon: '2026-11-30', won: ['2026-11-30'] });
    const begun = playMove(gameFromNumber(5), { kind: 'deal' });
    if (!begun.ok) throw new Error(begun.error.message);
    renderApp({ solver, backing, boot: { game: begun.value, meta: { ...FRESH_META, counted: true }, stats: EMPTY_STATS, settings: quietSettings } });
    fireEvent.click(screen.getAllByRole('button', { name: 'New game' })[0]!);
    await openPastDays();
    fireEvent.click(await screen.findByRole('button', { name: 'Previous month' }));
    const won = await screen.findByRole('button', { name: 'Monday, November 30, 2026, won' });
    expect(won.textContent).toContain('✓');
    fireEvent.click(screen.getByRole('button', { name: 'Sunday, November 29, 2026' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave this game' }));
    await waitFor(() => expect(screen.getByTestId('deal-number').textContent).toBe(`Deal ${dailyStart(PAST)}`));
    await waitFor(() => expect(screen.getByTestId('daily-line').textContent).toBe('Deal of the day: Nov 29, 2026'));
    expect(solver.requests).toHaveLength(0); // the shipped table lists the day: no search
    await waitFor(() => expect(readDaily(backing.data.get(DAILY_KEY)).current).toMatchObject({ day: PAST, dealNumber: dailyStart(PAST), late: true }));
    // The calendar then marks that day as the game here.
    fireEvent.click(screen.getAllByRole('button', { name: 'New game' })[0]!);
    await openPastDays();
    // It opens on the month of the day here.
    expect(await screen.findByRole('button', { name: 'Sunday, November 29, 2026, the game under way' })).toBeTruthy();
  });
});
