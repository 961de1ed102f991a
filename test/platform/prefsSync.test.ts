// Two windows on one storage, each with its session and its storage sync (the popup's
// useStorageSync without the component), counting and changing settings at the same instant:
// every count lands in the stored statistics and both windows show them; a setting changed in
// each keeps both; a win reached only by merging the two windows' lines is counted once.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Game, type Move, finishLine, playMove, status } from '../../src/engine/index';
import { GAME_KEY, envelope } from '../../src/storage/gameSave';
import { readStored } from '../../src/storage/gameMigrate';
import { HISTORY_KEY, readHistory } from '../../src/storage/history';
import { type MemoryBacking, memoryBacking, memoryStore } from '../../src/storage/memoryStore';
import { DEFAULT_SETTINGS, EMPTY_STATS, SETTINGS_KEY, STATS_KEY, type Stats, countGameWon, readSettings, readStats } from '../../src/storage/prefs';
import { sameStats } from '../../src/storage/statsMerge';
import type { KeyValueStore } from '../../src/storage/store';
import { type Boot, gameFromNumber, loadBoot } from '../../popup/platform/boot';
import { storageSync } from '../../popup/platform/useStorageSync';
import { createSessionStore } from '../../popup/session/store';
import { endgame } from '../support/endgame';
import { manualTimers, settle } from './manualTimers';

// The passes come with the on-demand chunk, as in the popup, where it is loaded when the browser is first idle.
beforeAll(() => import('../../popup/loading/onDemand'), 60_000);

const quiet = { ...DEFAULT_SETTINGS, autoPlay: false, blunderCheck: false };

function must(game: Game, move: Move): Game {
  const next = playMove(game, move);
  if (!next.ok) throw new Error(next.error.message);
  return next.value;
}

/**
 * A window's view of `backing` as storage.local is: a write lands after a round trip, and
 * each window hears a change some time after it (memoryStore alone writes and tells at once,
 * so that two windows could never count at the same instant).
 */
function browserLike(backing: MemoryBacking): KeyValueStore {
  const store = memoryStore(backing);
  const later = () => new Promise((r) => setTimeout(r, 0));
  return {
    ...store,
    set: async (key, value) => (await later(), store.set(key, value)),
    subscribe: (listener) => store.subscribe((key, value) => void later().then(() => listener(key, value))),
  };
}

function openWindow(backing: MemoryBacking, writer: string, boot: Boot) {
  const store = browserLike(backing);
  const session = createSessionStore({ game: boot.game, meta: boot.meta, stats: boot.stats, settings: boot.settings, history: boot.history }, () => 0);
  const stop = storageSync(store, session, writer, boot, manualTimers().timers).start();
  return { session, stop };
}

/** Two windows opened on `game` (counted as played when `counted`; its first move made at `begun`), with `stats` stored. */
async function twoWindows(game: Game, stats: Stats, counted = false, begun?: number) {
  const backing = memoryBacking({ [GAME_KEY]: envelope(game, 'earlier', { counted, won: false, ...(begun ? { begun } : {}) }, 1, 1), [STATS_KEY]: stats, [SETTINGS_KEY]: quiet });
  const a = openWindow(backing, 'A', await loadBoot(memoryStore(backing), 'A', readStored, () => 0));
  const b = openWindow(backing, 'B', await loadBoot(memoryStore(backing), 'B', readStored, () => 0));
  return { backing, a, b };
}

/**
 * The stored statistics once they are `done` and both windows show them (a window showing
 * the stored record is no proof that its own counts are written: its record may match by
 * chance); a bound only for a hang, which fails with what was stored and shown.
 */
async function agreedStats(backing: MemoryBacking, done: (s: Stats) => boolean, ...windows: ReturnType<typeof openWindow>[]): Promise<Stats> {
  for (let i = 0; i < 2000; i++) {
    await settle();
    const stored = readStats(backing.data.get(STATS_KEY));
    if (done(stored) && windows.every((w) => JSON.stringify(w.session.get().stats) === JSON.stringify(stored))) return stored;
  }
  throw new Error(`never agreed: stored ${JSON.stringify(backing.data.get(STATS_KEY))}, windows ${windows.map((w) => JSON.stringify(w.session.get().stats)).join(' | ')}`);
}

/** A game of `dealNumber` where every card is in sight, and the moves of its Finish. */
async function finishable(dealNumber: number): Promise<{ game: Game; finish: Move[] }> {
  const { game } = await endgame(dealNumber);
  const finish = finishLine(game.position);
  if (!finish) throw new Error(`deal ${dealNumber}: no finish`);
  return { game, finish };
}

const STREAK: Stats = { ...EMPTY_STATS, played: 3, won: 2, currentStreak: 2, bestStreak: 2, cleanWins: 2 };

describe('two windows counting at the same instant', () => {
  it('each wins a game of its own: both games and both wins are counted', async () => {
    const [three, four] = await Promise.all([finishable(3), finishable(4)]);
    const { backing, a, b } = await twoWindows(gameFromNumber(1), STREAK);
    a.session.dispatch({ type: 'newGame', game: three.game });
    a.session.dispatch({ type: 'finish', moves: three.finish });
    b.session.dispatch({ type: 'newGame', game: four.game });
    b.session.dispatch({ type: 'finish', moves: four.finish });
    const want = { ...STREAK, played: 5, won: 4, currentStreak: 4, bestStreak: 4, cleanWins: 4 };
    expect(await agreedStats(backing, (s) => sameStats(s, want), a, b)).toEqual(want);
    // The history keeps both games too (it was written whole, the last writer's alone), and both windows show it.
    const games = () => readHistory(backing.data.get(HISTORY_KEY)).games.map((g) => g.deal).sort();
    for (let i = 0; i < 2000 && !(games().length === 2 && [a, b].every((w) => w.session.get().history?.games.length === 2)); i++) await settle();
    expect(games()).toEqual(['3', '4']);
    for (const w of [a, b]) expect(w.session.get().history?.games.map((g) => g.deal).sort()).toEqual(['3', '4']);
  });

  it('one leaves its game, the other wins one: the loss and the win are both counted, the streak as in one order of the two', async () => {
    const three = await finishable(3);
    const { backing, a, b } = await twoWindows(gameFromNumber(1), STREAK);
    a.session.dispatch({ type: 'play', move: { kind: 'deal' } });
    a.session.dispatch({ type: 'newGame', game: gameFromNumber(2) });
    b.session.dispatch({ type: 'newGame', game: three.game });
    b.session.dispatch({ type: 'finish', moves: three.finish });
    const stats = await agreedStats(backing, (s) => s.played === 5, a, b);
    expect({ played: stats.played, won: stats.won, cleanWins: stats.cleanWins }).toEqual({ played: 5, won: 3, cleanWins: 3 });
    // The loss first: a streak of one win; the win first: 3, then broken.
    expect([{ currentStreak: 1, bestStreak: 2 }, { currentStreak: 0, bestStreak: 3 }]).toContainEqual({ currentStreak: stats.currentStreak, bestStreak: stats.bestStreak });
  });

  it('a hint in each window: both hints are counted', async () => {
    const { backing, a, b } = await twoWindows(gameFromNumber(1), STREAK);
    a.session.dispatch({ type: 'countHint' });
    b.session.dispatch({ type: 'countHint' });
    expect((await agreedStats(backing, (s) => s.hintsUsed === 2, a, b)).hintsUsed).toBe(2);
  });

  it("a window's counts not yet written survive following the other's write", async () => {
    const { backing, a, b } = await twoWindows(gameFromNumber(1), STREAK);
    // B's hint is written first; A counts one while hearing it, then one more after.
    b.session.dispatch({ type: 'countHint' });
    a.session.dispatch({ type: 'countHint' });
    await settle();
    a.session.dispatch({ type: 'play', move: { kind: 'deal' } });
    a.session.dispatch({ type: 'countHint' });
    const want = { ...STREAK, played: 4, hintsUsed: 3 };
    expect(await agreedStats(backing, (s) => sameStats(s, want), a, b)).toEqual(want);
  });
});

describe('two windows changing settings at the same instant', () => {
  it('each keeps the setting it changed, and both windows show both', async () => {
    const { backing, a, b } = await twoWindows(gameFromNumber(1), STREAK);
    a.session.dispatch({ type: 'settings', settings: { ...a.session.get().settings, fourColour: true } });
    b.session.dispatch({ type: 'settings', settings: { ...b.session.get().settings, theme: 'dark' } });
    const want = { ...quiet, fourColour: true, theme: 'dark' };
    for (let i = 0; i < 200 && JSON.stringify([a, b].map((w) => w.session.get().settings)) !== JSON.stringify([want, want]); i++) await settle();
    expect(readSettings(backing.data.get(SETTINGS_KEY))).toEqual(want);
    expect(a.session.get().settings).toEqual(want);
    expect(b.session.get().settings).toEqual(want);
  });
});

describe('a win reached by merging the two windows\' lines', () => {
  it('is counted once, in the history once, and the save says it is won', async () => {
    const { game, finish } = await finishable(3);
    // Two moves from the win, each of which can be played without the other.
    let near = game;
    for (const m of finish.slice(0, -2)) near = must(near, m);
    const [first, last] = finish.slice(-2);
    expect(playMove(near, last).ok).toBe(true);
    const { backing, a, b } = await twoWindows(near, STREAK, true);
    a.session.dispatch({ type: 'play', move: first });
    b.session.dispatch({ type: 'play', move: last });
    const stats = await agreedStats(backing, (s) => s.won === STREAK.won + 1, a, b);
    for (let i = 0; i < 200 && ![a, b].every((w) => w.session.get().meta.won); i++) await settle();
    const saved = readStored(backing.data.get(GAME_KEY));
    expect(saved.ok && status(saved.value.game.position)).toBe('won');
    expect(saved.ok && saved.value.meta.won).toBe(true);
    expect(stats).toEqual(countGameWon(STREAK));
    expect(readHistory(backing.data.get(HISTORY_KEY)).games.map((g) => [g.deal, g.result])).toEqual([['3', 'won']]);
    for (const w of [a, b]) expect(w.session.get().meta.won).toBe(true);
  });
});

describe('a reset of the statistics', () => {
  it("in a window that shows nothing yet clears what the other window counted, and the history it has not heard of", async () => {
    const { backing, a, b } = await twoWindows(gameFromNumber(1), EMPTY_STATS);
    // A game in the history that A has not heard of yet (written as another window's write lands, before it is told).
    backing.data.set(HISTORY_KEY, { games: [{ deal: '7', result: 'won', moves: 90, timeMs: 60_000, hints: 0, endedAt: 5 }], best: [{ deal: '7', ms: 60_000, noHints: true }] });
    b.session.dispatch({ type: 'countHint' });
    a.session.dispatch({ type: 'resetStats' });
    expect(sameStats(a.session.get().stats, EMPTY_STATS)).toBe(true);
    const cleared = () => [readStats(backing.data.get(STATS_KEY)), a.session.get().stats, b.session.get().stats].every((s) => sameStats(s, EMPTY_STATS));
    for (let i = 0; i < 200 && !(cleared() && readHistory(backing.data.get(HISTORY_KEY)).games.length === 0); i++) await settle();
    expect(readStats(backing.data.get(STATS_KEY))).toEqual(EMPTY_STATS);
    expect(readHistory(backing.data.get(HISTORY_KEY))).toEqual({ games: [], best: [] });
    for (const w of [a, b]) expect([sameStats(w.session.get().stats, EMPTY_STATS), w.session.get().history?.games.length]).toEqual([true, 0]);
  });
});

describe('the same game won in both windows, each by its own move', () => {
  it('is counted once, its time once, and in the history once', async () => {
    const { game, finish } = await finishable(3);
    let near = game;
    for (const m of finish.slice(0, -1)) near = must(near, m);
    const { backing, a, b } = await twoWindows(near, STREAK, true, 1_700_000_000_000);
    // Both play the winning move before either hears the other's save.
    a.session.dispatch({ type: 'play', move: finish[finish.length - 1] });
    b.session.dispatch({ type: 'play', move: finish[finish.length - 1] });
    expect([a, b].map((w) => w.session.get().meta.won)).toEqual([true, true]);
    const history = () => readHistory(backing.data.get(HISTORY_KEY)).games;
    const agreed = () => [a, b].every((w) => sameStats(w.session.get().stats, readStats(backing.data.get(STATS_KEY))) && w.session.get().history?.games.length === history().length);
    for (let i = 0; i < 200; i++) await settle();
    for (let i = 0; i < 2000 && !agreed(); i++) await settle();
    const stored = readStats(backing.data.get(STATS_KEY));
    expect({ ...stored, wins: undefined }).toEqual({ ...countGameWon(STREAK), wins: undefined });
    expect(stored.wins).toEqual(['3@1700000000000']);
    expect(history().map((g) => [g.deal, g.result])).toEqual([['3', 'won']]);
    expect(agreed()).toBe(true);
  });
});
