// A deal of the day won by merging another window's line (platform/gamePass.ts adopts the
// won game) is the player's win as one made by a move: the record counts the day, once.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { type Game, playMove } from '../../src/engine/index';
import { DAILY_NODES, dailyStart } from '../../src/solver/daily';
import { solveGame } from '../../src/solver/search/solve';
import { DAILY_KEY, readDaily } from '../../src/storage/daily';
import { FRESH_META } from '../../src/storage/gameSave';
import { memoryBacking, memoryStore } from '../../src/storage/memoryStore';
import { DEFAULT_SETTINGS, EMPTY_STATS } from '../../src/storage/prefs';
import { gameFromNumber } from '../../popup/platform/boot';
import { createSessionStore } from '../../popup/session/store';
import { createDaily } from '../../popup/daily/dailyController';
import { deal, getCore } from '../solver/helpers';

const DAY = '2026-12-01';
const START = dailyStart(DAY);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${DAY}T10:04:12Z`));
});
afterEach(() => vi.useRealTimers());

/** The deal of 2026-12-01 played to its win along the solver's line. */
async function wonDaily(): Promise<Game> {
  const won = solveGame(await getCore(), deal(START), [], { maxNodes: DAILY_NODES });
  if (won.verdict !== 'win') throw new Error('the deal of 2026-12-01 is proved won');
  let game = gameFromNumber(START);
  for (const m of won.line) {
    const next = playMove(game, m);
    if (!next.ok) throw new Error(next.error.message);
    game = next.value;
  }
  return game;
}

it('a daily game won by a merge counts the day once, as a win by a move does', async () => {
  const game = await wonDaily();
  const backing = memoryBacking();
  backing.data.set(DAILY_KEY, { streak: 2, bestStreak: 5, lastWon: '2026-11-30', current: { day: DAY, dealNumber: START, startedAt: 0, hintsBefore: 0 } });
  const session = createSessionStore({ game: gameFromNumber(START), meta: { ...FRESH_META, counted: true }, stats: EMPTY_STATS, settings: DEFAULT_SETTINGS });
  const said: string[] = [];
  const daily = createDaily({
    store: memoryStore(backing), session, findDaily: async () => ({ ok: false }) as never, copyText: async () => undefined,
    announce: (s) => void said.push(s), ready: { offer: () => undefined } as never, now: () => new Date(),
  });
  const stop = daily.attach();
  session.dispatch({ type: 'adopt', game, meta: { ...FRESH_META, counted: true, won: true } });
  // The win is noted through the on-demand chunk (goals/goals.ts), whose first load takes a while under load.
  await vi.waitFor(() => expect(daily.get().won).toBeDefined(), { timeout: 15_000 });
  expect(readDaily(backing.data.get(DAILY_KEY))).toMatchObject({ streak: 3, lastWon: DAY });
  expect(said).toHaveLength(1);
  // The other window's adopting the same won game counts nothing more: once every win the
  // controller began to note has been looked at (the done signal), nothing more is shown,
  // said or stored.
  session.dispatch({ type: 'adopt', game, meta: { ...FRESH_META, counted: true, won: true } });
  await daily.noted();
  expect(daily.get().streak).toBe(3);
  expect(said).toHaveLength(1);
  expect(readDaily(backing.data.get(DAILY_KEY))).toMatchObject({ streak: 3, lastWon: DAY });
  stop();
});

it('a daily game already won when the popup opens, its record still naming it, is counted then, once', async () => {
  const game = await wonDaily();
  const backing = memoryBacking();
  backing.data.set(DAILY_KEY, { streak: 2, bestStreak: 5, lastWon: '2026-11-30', current: { day: DAY, dealNumber: START, startedAt: 0, hintsBefore: 0 } });
  const session = createSessionStore({ game, meta: { ...FRESH_META, counted: true, won: true }, stats: EMPTY_STATS, settings: DEFAULT_SETTINGS });
  const open = () => createDaily({
    store: memoryStore(backing), session, findDaily: async () => ({ ok: false }) as never, copyText: async () => undefined,
    announce: () => undefined, ready: { offer: () => undefined } as never, now: () => new Date(),
  });
  const daily = open();
  const stop = daily.attach();
  await vi.waitFor(() => expect(daily.get().won).toBeDefined(), { timeout: 15_000 });
  expect(readDaily(backing.data.get(DAILY_KEY))).toMatchObject({ streak: 3, lastWon: DAY });
  expect(readDaily(backing.data.get(DAILY_KEY)).current).toBeUndefined();
  stop();
  // Opened again on the same won game: the record no longer names it, and nothing more is counted.
  const again = open();
  const stopAgain = again.attach();
  await again.showStreak();
  expect(again.get().won).toBeUndefined();
  expect(readDaily(backing.data.get(DAILY_KEY))).toMatchObject({ streak: 3, lastWon: DAY });
  stopAgain();
});
