// @vitest-environment happy-dom
// The deal of the day in the popup: dealt from the date by the formula (node budget only),
// remembered in storage; won by the player, it counts the daily streak and offers the
// spoiler-free share line to copy (English and Spanish).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { type Move, newGame, playMove } from '../../src/engine/index';
import { DAILY_NODES, dailyStart } from '../../src/solver/daily';
import { solveGame } from '../../src/solver/search/solve';
import { DAILY_KEY, readDaily } from '../../src/storage/daily';
import { FRESH_META } from '../../src/storage/gameSave';
import { memoryBacking } from '../../src/storage/memoryStore';
import { EMPTY_STATS } from '../../src/storage/prefs';
import { gameFromNumber } from '../../popup/platform/boot';
import { shareLine } from '../../popup/daily/shareLine';
import { setMessageSource } from '../../popup/platform/i18n';
import type { SolverRequest } from '../../popup/advice/solverClient';
import { deal, getCore } from '../solver/helpers';
import { dateFixedAt, fakeSolver, quietSettings, renderApp } from './helpers';

const DAY = '2026-12-01';
const START = dailyStart(DAY);

dateFixedAt(`${DAY}T10:04:12Z`, () => setMessageSource(undefined));

describe('the share line', () => {
  it('day, moves, time, hints — nothing about the deal', () => {
    // The time as the table shows it: whole seconds passed (formatTime, the one rounding).
    expect(shareLine(DAY, 241, 252_999, 0)).toBe('Plot — 2026-12-01 — won in 241 moves, 4:12, no hints');
    expect(shareLine(DAY, 241, 3_723_000, 0)).toBe('Plot — 2026-12-01 — won in 241 moves, 1:02:03, no hints');
    expect(shareLine(DAY, 241, 252_000, 0)).toBe('Plot — 2026-12-01 — won in 241 moves, 4:12, no hints');
    expect(shareLine(DAY, 241, 252_000, 1)).toBe('Plot — 2026-12-01 — won in 241 moves, 4:12, 1 hint');
    expect(shareLine(DAY, 241, 252_000, 3)).toBe('Plot — 2026-12-01 — won in 241 moves, 4:12, 3 hints');
    const es = JSON.parse(readFileSync(join(process.cwd(), '_locales', 'es', 'messages.json'), 'utf8')) as Record<string, { message: string }>;
    setMessageSource((key, subs) => (es[key]?.message ?? '').replace(/\$(\d)/g, (_, i: string) => subs[Number(i) - 1] ?? ''));
    expect(shareLine(DAY, 241, 252_000, 0)).toBe('Plot — 2026-12-01 — ganada en 241 jugadas, 4:12, sin pistas');
  });
});

describe('Deal of the day', () => {
  it('deals the day\'s deal from the shipped table, asking the solver nothing, and remembers it', async () => {
    const solver = fakeSolver(() => ({ verdict: 'loss' }));
    const backing = memoryBacking();
    backing.data.set(DAILY_KEY, { streak: 2, bestStreak: 2, lastWon: '2026-11-30' });
    renderApp({ solver, backing });
    fireEvent.click(screen.getAllByRole('button', { name: 'New game' })[0]);
    await waitFor(() => expect(screen.getByTestId('daily-streak').textContent).toBe('Daily streak: 2'));
    fireEvent.click(screen.getByRole('button', { name: 'Deal of the day' }));
    await waitFor(() => expect(screen.getByTestId('deal-number').textContent).toBe(`Deal ${START}`));
    expect(solver.requests).toEqual([]);
    await new Promise((r) => setTimeout(r, 0));
    expect(readDaily(backing.data.get(DAILY_KEY))).toMatchObject({ streak: 2, current: { day: DAY, dealNumber: START, hintsBefore: 0 } });
  });

  it('after the table (2037 on), deals the first candidate proved won, asking with a node budget only', async () => {
    const beyond = '2037-03-01';
    vi.setSystemTime(new Date(`${beyond}T10:04:12Z`));
    const start = dailyStart(beyond);
    const requests: SolverRequest[] = [];
    const solver = fakeSolver((req) => {
      requests.push(req);
      // the start number's deal is lost; the next is won
      return req.deal.join() === deal(start).join() ? { verdict: 'loss' } : { verdict: 'win', line: [] };
    });
    const backing = memoryBacking();
    renderApp({ solver, backing });
    fireEvent.click(screen.getAllByRole('button', { name: 'New game' })[0]);
    fireEvent.click(await screen.findByRole('button', { name: 'Deal of the day' }));
    await waitFor(() => expect(screen.getByTestId('deal-number').textContent).toBe(`Deal ${start + 1}`));
    expect(requests.map((r) => [r.maxNodes, r.maxMs, r.moves.length])).toEqual([[DAILY_NODES, undefined, 0], [DAILY_NODES, undefined, 0]]);
    await new Promise((r) => setTimeout(r, 0));
    expect(readDaily(backing.data.get(DAILY_KEY))).toMatchObject({ current: { day: beyond, dealNumber: start + 1 } });
  });

  it('a player\'s win of the daily deal counts the streak and offers the share line to copy', async () => {
    const core = await getCore();
    const won = solveGame(core, deal(START), [], { maxNodes: DAILY_NODES });
    if (won.verdict !== 'win') throw new Error('the deal of 2026-12-01 is proved won');
    // Everything played but the last move, which the player makes.
    let game = gameFromNumber(START);
    for (const m of won.line.slice(0, -1)) {
      const next = playMove(game, m);
      if (!next.ok) throw new Error(next.error.message);
      game = next.value;
    }
    const last = won.line.at(-1) as Extract<Move, { kind: 'play' }>;
    expect(last.to).toBe('f');
    const backing = memoryBacking();
    backing.data.set(DAILY_KEY, {
      streak: 2, bestStreak: 5, lastWon: '2026-11-30',
      current: { day: DAY, dealNumber: START, startedAt: Date.parse(`${DAY}T10:00:00Z`), hintsBefore: 4 },
    });
    const copies: string[] = [];
    const { container } = renderApp({
      backing,
      // The share line says the game's own time of play and hints, as the win summary does.
      boot: { game, meta: { ...FRESH_META, counted: true, timeMs: 252_000, hints: 1 }, stats: { ...EMPTY_STATS, hintsUsed: 5 }, settings: quietSettings },
      copyText: async (s) => void copies.push(s),
    });
    await new Promise((r) => setTimeout(r, 0));
    fireEvent.dblClick(container.querySelector(`[data-pile="${last.from}"]`)!);
    const notice = await screen.findByTestId('daily-won');
    const share = `Plot — ${DAY} — won in ${won.line.length} moves, 4:12, 1 hint`;
    expect(notice.textContent).toContain('Deal of the day won! Daily streak: 3.');
    expect(notice.textContent).toContain(share);
    // The notice's Copy (the win summary, opened over the table, has one too: the same line).
    expect(screen.getAllByRole('button', { name: 'Copy share line' })).toHaveLength(2);
    fireEvent.click(within(notice).getByRole('button', { name: 'Copy share line' }));
    await waitFor(() => expect(copies).toEqual([share]));
    expect(within(notice).getByRole('button', { name: 'Share line copied to the clipboard.' })).toBeTruthy();
    // The record from before the days won were kept names them by its streak (two days to 11-30).
    expect(readDaily(backing.data.get(DAILY_KEY))).toEqual({ streak: 3, bestStreak: 5, lastWon: DAY, won: ['2026-11-29', '2026-11-30', DAY] });
  });

  it('the same daily game under way is not dealt again, and its button asks nothing: there is nothing to leave', async () => {
    const solver = fakeSolver(() => ({ verdict: 'win', line: [] }));
    const game = playMove(newGame(deal(START), START), { kind: 'deal' });
    if (!game.ok) throw new Error(game.error.message);
    const backing = memoryBacking();
    backing.data.set(DAILY_KEY, { streak: 0, bestStreak: 0, current: { day: DAY, dealNumber: START, startedAt: 1, hintsBefore: 0 } });
    // A game under way (counted): leaving it would ask first.
    renderApp({ solver, backing, boot: { game: game.value, meta: { ...FRESH_META, counted: true }, stats: EMPTY_STATS, settings: quietSettings } });
    await new Promise((r) => setTimeout(r, 0));
    fireEvent.click(screen.getAllByRole('button', { name: 'New game' })[0]);
    await waitFor(() => expect(screen.getByTestId('daily-streak').textContent).toBe('Daily streak: 0'));
    fireEvent.click(await screen.findByRole('button', { name: 'Deal of the day' }));
    // The done signal: the panel closes when the daily start has answered that the game is kept.
    await waitFor(() => expect(screen.queryByTestId('panel-new')).toBeNull()); // back to the game under way
    expect(screen.queryByRole('button', { name: 'Leave this game' })).toBeNull();
    expect(solver.requests).toHaveLength(0);
  });
});
