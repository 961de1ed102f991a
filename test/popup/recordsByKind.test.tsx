// @vitest-environment happy-dom
// Records by kind (issue 32): best and fastest times, the average win and the share line's
// "no hints" come only from wins without hints or help. A game played by Shift+H to the win
// (a hint, then its move, each time) is a win with its own figures, never a best time nor
// "A new best time on this deal!"; old records are sorted by kind where the history can tell,
// and kept under a name that says so where it cannot; the statistics say which is which.
import { cleanup, render, screen, fireEvent, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { finishLine } from '../../src/engine/index';
import { EMPTY_HISTORY, type PlayedGame, bestFor, earlierBestFor, readHistory } from '../../src/storage/history';
import { DEFAULT_SETTINGS, EMPTY_STATS, STATS_KEY, type Stats, checkStats, readStats } from '../../src/storage/prefs';
import { dailyWin } from '../../popup/daily/dailyRules';
import { type Session, step } from '../../popup/session/session';
import { StatsPanel } from '../../popup/panels/StatsPanel';
import { WinPanel, winView } from '../../popup/panels/WinPanel';
import { endgame } from '../support/endgame';
import { bootFor, renderApp } from './helpers';

afterEach(cleanup);

const { game, line, at } = await endgame(3);
const rest = finishLine(game.position)!;
const settings = { ...DEFAULT_SETTINGS, autoPlay: false };
const start = (over: Partial<Session> = {}): Session => ({ game, meta: { counted: true, won: false }, stats: { ...EMPTY_STATS, played: 1 }, settings, ...over });

/** Plays `moves` one by one, each after a Hint when `hinted` (Shift+H), the clock moving `msEach` a move. */
function playOut(s0: Session, moves: typeof rest, { hinted, msEach, from = 1_000_000 }: { hinted: boolean; msEach: number; from?: number }): Session {
  let s: Session = { ...s0, clockAt: from };
  let now = from;
  for (const move of moves) {
    if (hinted) s = step(s, { type: 'countHint' }, (now += 1)).session;
    s = step(s, { type: 'play', move }, (now += msEach)).session;
  }
  return s;
}

describe('a game played by Shift+H to the win', () => {
  const hinted = playOut(start(), rest, { hinted: true, msEach: 1_000 });

  it('is a win, with its streak and its own figures: hints per win, its time', () => {
    expect(hinted.meta).toMatchObject({ won: true, hints: rest.length });
    expect(hinted.stats).toMatchObject({ won: 1, currentStreak: 1, hintedWins: 1, hintedHints: rest.length, hintedTimedWins: 1, cleanWins: 0, cleanFastestMs: 0 });
  });

  it('sets no best time, and the win summary never says "A new best time on this deal!"', () => {
    expect(hinted.history!.best).toEqual([]);
    const view = winView(hinted);
    expect(view).toMatchObject({ newBest: false, hinted: true, bestMs: undefined });
    render(<WinPanel session={hinted} onNewGame={() => undefined} onClose={() => undefined} />);
    const text = screen.getByTestId('panel-won').textContent!;
    expect(text).not.toContain('A new best time');
    expect(text).toContain('Won with hints: a win, but not a best time');
  });

  it('keeps the best time a win without hints set, however much faster it is', () => {
    const clean = playOut(start(), rest, { hinted: false, msEach: 60_000 });
    expect(winView(clean).newBest).toBe(true);
    const fast = playOut(start({ stats: clean.stats, history: clean.history }), rest, { hinted: true, msEach: 10 });
    expect(bestFor(fast.history!, '3')).toBe(bestFor(clean.history!, '3'));
    expect(fast.stats.cleanFastestMs).toBe(clean.stats.cleanFastestMs);
    expect(winView(fast).newBest).toBe(false);
  });

  it('its share line counts the hints, never "no hints"; an assisted win without hints says "assisted"', () => {
    const record = { streak: 0, bestStreak: 0, current: { day: '2026-12-03', dealNumber: 3, startedAt: 0, hintsBefore: 0 } };
    expect(dailyWin(record, hinted)!.share).toMatch(new RegExp(`, ${rest.length} hints?$`));
    const demoed = playOut(start({ meta: { counted: true, won: false, assisted: true } }), rest, { hinted: false, msEach: 1_000 });
    expect(dailyWin(record, demoed)!.share).toMatch(/, assisted$/);
    expect(dailyWin(record, playOut(start(), rest, { hinted: false, msEach: 1_000 }))!.share).toMatch(/, no hints$/);
  });
});

describe('old records sorted by kind', () => {
  const win = (over: Partial<PlayedGame>): PlayedGame => ({ deal: '3', result: 'won', moves: line.length, timeMs: 300_000, hints: 0, endedAt: 1, ...over });

  it('a best time its game shows was won with hints is no record: the deal\'s fastest win without hints takes its place', () => {
    const h = readHistory({ games: [win({ timeMs: 300_000 }), win({ timeMs: 51_000, hints: 193 })], best: [{ deal: '3', ms: 51_000 }] });
    expect(h.best).toEqual([{ deal: '3', ms: 300_000, noHints: true }]);
    expect(h.games).toHaveLength(2); // the hinted game stays, with its time and hints
    expect(readHistory({ games: [win({ timeMs: 51_000, hints: 193 })], best: [{ deal: '3', ms: 51_000 }] }).best).toEqual([]);
  });

  it('one its game shows was won without hints is a record; one whose game left the history is kept as an earlier best', () => {
    const h = readHistory({ games: [win({})], best: [{ deal: '3', ms: 300_000 }, { deal: '8', ms: 99_000 }] });
    expect(bestFor(h, '3')).toBe(300_000);
    expect([bestFor(h, '8'), earlierBestFor(h, '8')]).toEqual([undefined, 99_000]);
    // Read again after a save: the same.
    expect(readHistory(JSON.parse(JSON.stringify(h)))).toEqual(h);
  });

  it('the win summary shows an earlier best under its own name, beside the record', () => {
    const history = readHistory({ games: [], best: [{ deal: '3', ms: 51_000 }] });
    const s = playOut(start({ history }), rest, { hinted: false, msEach: 60_000 });
    render(<WinPanel session={s} onNewGame={() => undefined} onClose={() => undefined} />);
    const text = screen.getByTestId('panel-won').textContent!;
    expect(text).toMatch(/Best time on this deal\d+:\d\d/);
    expect(text).toContain('Earlier best on this deal (hints not told apart)0:51');
    expect(text).toContain('A new best time on this deal!');
  });
});

describe('the statistics say which is which', () => {
  it('records from wins without hints, wins with hints apart, older mixed figures under their own name', () => {
    const old = readStats({ played: 10, won: 6, currentStreak: 1, bestStreak: 4, hintsUsed: 193, timedWins: 6, winTimeMs: 1_200_000, fastestWinMs: 51_000 });
    render(<StatsPanel stats={old} history={EMPTY_HISTORY} canUndoReset={false} onReset={() => undefined} onUndoReset={() => undefined} onClose={() => undefined} />);
    const panel = screen.getByTestId('panel-stats');
    const kinds = [...panel.querySelectorAll('[data-testid="stats-kinds"] tbody tr')].map((r) => [...r.children].map((c) => c.textContent));
    expect(kinds).toEqual([
      ['Without hints or help', '0', '—', '—', '—'],
      ['With hints', '0', '—', '—', '—'],
      ['Older games, hints not told apart', '6', '3:20', '0:51', '—'],
    ]);
    expect(panel.textContent).toContain('Best and fastest times come only from wins without hints or help');
  });

  it('figures set aside are named when the popup opens, with where the saved record is kept; dismissed, the statistics forget them', async () => {
    const { stats } = checkStats({ played: 3, won: 10, currentStreak: 1e308, bestStreak: 2, hintsUsed: 4 });
    const withKey = { ...stats, setAside: { ...stats.setAside!, backupKey: 'plot.stats.backup.2026-12-03T00:00:00.000Z' } };
    const { backing } = renderApp({ boot: { ...bootFor(), stats: withKey } });
    expect(screen.getByTestId('notice').textContent).toBe(
      'Some saved statistics could not be true (Games won, Current streak, Best streak): they were not believed and count again from 0. What was saved is kept as plot.stats.backup.2026-12-03T00:00:00.000Z.Dismiss',
    );
    fireEvent.click(within(screen.getByTestId('notice')).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(backing.data.get(STATS_KEY)).toMatchObject({ played: 3, won: 0 }));
    expect((backing.data.get(STATS_KEY) as Stats).setAside).toBeUndefined();
    expect(screen.queryByTestId('notice')).toBeNull();
  });
});
