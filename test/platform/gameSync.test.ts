// Two windows on one storage, each with its session and its storage sync (the popup's
// useStorageSync without the component): clicks made at the same instant in both windows all
// end up saved and shown in both; a failing or full storage loses nothing already saved and
// says what is not; a save that cannot be read or believed is never written over uncopied.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Game, type Move, moveToString, parseMove } from '../../src/engine/index';
import { BACKUP_PREFIX, GAME_KEY, envelope } from '../../src/storage/gameSave';
import { readStored } from '../../src/storage/gameMigrate';
import { HISTORY_KEY, readHistory } from '../../src/storage/history';
import { type MemoryBacking, bytesInUse, memoryBacking, memoryStore } from '../../src/storage/memoryStore';
import { DEFAULT_SETTINGS } from '../../src/storage/prefs';
import { type Boot, gameFromNumber, loadBoot } from '../../popup/platform/boot';
import { RETRY_DELAYS } from '../../popup/platform/saver';
import { storageSync } from '../../popup/platform/useStorageSync';
import { createSessionStore } from '../../popup/session/store';
import { manualTimers, settle } from './manualTimers';

// The pass comes with the on-demand chunk, as in the popup, where it is loaded when the browser is first idle.
beforeAll(() => import('../../popup/loading/onDemand'), 60_000);

const quiet = { ...DEFAULT_SETTINGS, autoPlay: false, blunderCheck: false };
const text = (g: Game) => g.moves.map(moveToString).join(' ');
const move = (m: string): Move => {
  const p = parseMove(m);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
};

/** A window on `backing`: its session from `boot`, kept in step by the popup's storage sync. */
function openWindow(backing: MemoryBacking, writer: string, boot: Boot, timers = manualTimers()) {
  const store = memoryStore(backing);
  const session = createSessionStore({ game: boot.game, meta: boot.meta, stats: boot.stats, settings: boot.settings, history: boot.history }, () => 0);
  const saves = storageSync(store, session, writer, boot, timers.timers);
  const stop = saves.start();
  return { session, saves, stop, timers, play: (m: string) => session.dispatch({ type: 'play', move: move(m) }) };
}

const boot = (backing: MemoryBacking, writer: string) => loadBoot(memoryStore(backing), writer, readStored, () => 0);

/** The stored game's moves, or undefined when what is stored is not a readable save. */
function stored(backing: MemoryBacking): string | undefined {
  const read = readStored(backing.data.get(GAME_KEY));
  return read.ok ? text(read.value.game) : undefined;
}

/** Waits until both windows show the stored game (every write and every following pass done); a bound only for a hang. */
async function agreed(backing: MemoryBacking, ...windows: ReturnType<typeof openWindow>[]): Promise<string> {
  for (let i = 0; i < 2000; i++) {
    await settle();
    const s = stored(backing);
    if (s !== undefined && windows.every((w) => text(w.session.get().game) === s)) return s;
  }
  throw new Error(`never agreed: stored ${stored(backing)}, windows ${windows.map((w) => text(w.session.get().game)).join(' | ')}`);
}

/** Two windows on deal 1, saved, as two popups opened on it. */
async function twoWindows() {
  const backing = memoryBacking({ [GAME_KEY]: envelope(gameFromNumber(1), 'earlier', { counted: false, won: false }, 1, 1), 'plot.settings': quiet });
  const a = openWindow(backing, 'A', await boot(backing, 'A'));
  const b = openWindow(backing, 'B', await boot(backing, 'B'));
  return { backing, a, b };
}

const count = (line: string, token: string) => line.split(' ').filter((m) => m === token).length;

describe('two windows clicking at the same instant', () => {
  it("A's t1>t8 and B's deal: both moves saved, and both windows show them", async () => {
    const { backing, a, b } = await twoWindows();
    a.play('t1>t8');
    b.play('deal');
    const line = await agreed(backing, a, b);
    expect(line.split(' ').sort()).toEqual(['deal', 't1>t8']);
  });

  it('20 stock clicks, 10 in each window, each pair at the same instant: 20 deals saved', async () => {
    const { backing, a, b } = await twoWindows();
    const stock = a.session.get().game.position.stock.length;
    expect(stock).toBeGreaterThanOrEqual(20);
    for (let i = 0; i < 10; i++) {
      a.play('deal');
      b.play('deal');
      if (i % 3 === 0) await settle();
    }
    expect(count(await agreed(backing, a, b), 'deal')).toBe(20);
  });

  it('any interleaving of deals in two windows loses none', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.boolean(), fc.nat({ max: 3 })), { minLength: 1, maxLength: 16 }), async (clicks) => {
        const { backing, a, b } = await twoWindows();
        for (const [inA, pause] of clicks) {
          (inA ? a : b).play('deal');
          for (let i = 0; i < pause; i++) await settle();
        }
        expect(count(await agreed(backing, a, b), 'deal')).toBe(clicks.length);
        a.stop();
        b.stop();
      }),
      { numRuns: 40 },
    );
  });

  it('a window with nothing of its own to save follows the other without writing', async () => {
    const { backing, a, b } = await twoWindows();
    const writes: string[] = [];
    memoryStore(backing).subscribe((key, value) => key === GAME_KEY && writes.push((value as { writer: string }).writer));
    a.play('t1>t8');
    await agreed(backing, a, b);
    expect(writes).toEqual(['A']);
  });
});

describe('a failing or full storage', () => {
  it('says the game is not saved once every try failed, keeps what was saved, and stops saying it when a write lands', async () => {
    const { backing, a } = await twoWindows();
    a.play('t1>t8');
    expect(await agreed(backing, a)).toBe('t1>t8');
    backing.failing = true;
    a.play('deal');
    await settle();
    expect(a.saves.saver.status.get().failing).toEqual([]);
    for (const _ of RETRY_DELAYS) await a.timers.fire();
    expect(a.saves.saver.status.get().failing).toContain('game');
    expect(stored(backing)).toBe('t1>t8');
    backing.failing = false;
    await a.timers.fire();
    expect(stored(backing)).toBe('t1>t8 deal');
    expect(a.saves.saver.status.get().failing).toEqual([]);
  });

  it('full: moves that do not fit are said, none already saved is lost, and they land once there is room', async () => {
    const { backing, a } = await twoWindows();
    backing.quota = bytesInUse(backing);
    for (const m of ['t1>t8', 'deal', 'deal']) a.play(m);
    await settle();
    for (const _ of RETRY_DELAYS) await a.timers.fire();
    expect(a.saves.saver.status.get().failing).toEqual(expect.arrayContaining(['game']));
    expect(stored(backing)).toBe('');
    backing.quota = undefined;
    a.play('deal');
    await agreed(backing, a);
    expect(stored(backing)).toBe('t1>t8 deal deal deal');
    expect(a.saves.saver.status.get().failing).toEqual([]);
  });

  it('a game left while storage is full gets its history entry once there is room, and is said until then', async () => {
    const { backing, a } = await twoWindows();
    a.play('t1>t8');
    await agreed(backing, a);
    backing.quota = bytesInUse(backing);
    a.session.dispatch({ type: 'newGame', game: gameFromNumber(2) });
    await settle();
    for (const _ of RETRY_DELAYS) await a.timers.fire();
    // The new game's save is smaller than the one it replaces, so it fits; the history grows, and does not.
    expect(a.saves.saver.status.get().failing).toEqual(['history']);
    expect(backing.data.get(HISTORY_KEY)).toBeUndefined();
    backing.quota = undefined;
    await a.timers.fire();
    await settle();
    expect(readHistory(backing.data.get(HISTORY_KEY)).games.map((g) => [g.deal, g.result, g.moves])).toEqual([['1', 'lost', 1]]);
    expect(a.saves.saver.status.get().failing).toEqual([]);
  });
});

describe('a save that cannot be read or believed, with no room for its copy', () => {
  const damaged = { format: 2, game: { schema: 1, deal: 'garbage', moves: '', redo: '' } };
  const backups = (backing: MemoryBacking) => [...backing.data.keys()].filter((k) => k.startsWith(BACKUP_PREFIX));

  it('is never written over: the fresh game is played unsaved and said so; once there is room it is copied, then the game saved', async () => {
    const backing = memoryBacking({ [GAME_KEY]: damaged });
    backing.quota = bytesInUse(backing) + 50;
    const first = await boot(backing, 'A');
    expect(first.held).toBe(true);
    const a = openWindow(backing, 'A', first);
    expect(a.saves.saver.status.get()).toMatchObject({ failing: ['game'], held: true });
    a.play('deal');
    await settle();
    for (const _ of RETRY_DELAYS) await a.timers.fire();
    expect(backing.data.get(GAME_KEY)).toEqual(damaged);
    expect(backups(backing)).toEqual([]);
    expect(a.saves.saver.status.get()).toMatchObject({ failing: ['game'], held: true });
    backing.quota = undefined;
    await a.timers.fire();
    expect(backups(backing).map((k) => backing.data.get(k))).toEqual([damaged]);
    expect(stored(backing)).toBe('deal');
    expect(a.saves.saver.status.get()).toEqual({ failing: [], rescued: backups(backing)[0] });
  });

  it('a deal number that does not deal its cards: the cards are played as a custom deal, the save kept aside', async () => {
    const g = gameFromNumber(1);
    const lie = envelope(g, 'w', { counted: false, won: false }, 1, 1);
    const backing = memoryBacking({ [GAME_KEY]: { ...lie, game: { ...lie.game, dealNumber: 2 } } });
    const first = await boot(backing, 'A');
    expect(first.notice).toBe("Your saved game said deal 2, but its cards are another deal's: it goes on as a custom deal. The save is kept as " + backups(backing)[0] + '.');
    const a = openWindow(backing, 'A', first);
    a.play('t1>t8');
    await agreed(backing, a);
    const read = readStored(backing.data.get(GAME_KEY));
    expect(read.ok && read.value.game.dealNumber).toBeUndefined();
    expect(read.ok && read.value.game.deal).toEqual(g.deal);
    expect(backups(backing).length).toBe(1);
  });

  it('the same, with no room: kept in place, the custom deal unsaved and said so', async () => {
    const lie = envelope(gameFromNumber(1), 'w', { counted: false, won: false }, 1, 1);
    const value = { ...lie, game: { ...lie.game, dealNumber: 2 } };
    const backing = memoryBacking({ [GAME_KEY]: value });
    backing.quota = bytesInUse(backing) + 50;
    const first = await boot(backing, 'A');
    expect(first.notice).toBe("Your saved game said deal 2, but its cards are another deal's: it goes on as a custom deal.");
    const a = openWindow(backing, 'A', first);
    a.play('t1>t8');
    await settle();
    for (const _ of RETRY_DELAYS) await a.timers.fire();
    expect(backing.data.get(GAME_KEY)).toEqual(value);
    expect(a.saves.saver.status.get()).toMatchObject({ failing: ['game'], held: true });
  });
});

describe('a damaged save copied, with no room left for the game', () => {
  it('is copied once, however often the game is tried again', async () => {
    const damaged = 'not a game {';
    const backing = memoryBacking({ [GAME_KEY]: damaged });
    // Room for five copies (each its key and the value's 14 bytes), not for the game's save (some 500 bytes).
    backing.quota = bytesInUse(backing) + 5 * ('plot.game.backup.2026-01-01T00:00:00.000Z'.length + JSON.stringify(damaged).length);
    backing.failing = true;
    const first = await boot(backing, 'A');
    backing.failing = false;
    const a = openWindow(backing, 'A', first);
    a.play('deal');
    await settle();
    for (let i = 0; i < RETRY_DELAYS.length + 3; i++) await a.timers.fire();
    expect([...backing.data.keys()].filter((k) => k.startsWith(BACKUP_PREFIX)).length).toBe(1);
    expect(backing.data.get(GAME_KEY)).toBe(damaged);
    expect(a.saves.saver.status.get().failing).toContain('game');
  });
});
