import { describe, expect, it } from 'vitest';
import { playMove, serializeGame } from '../../src/engine/index';
import { BACKUP_PREFIX, FRESH_META, GAME_KEY, loadGame, saveGame, writerOf } from '../../src/storage/gameSave';
import { readStored } from '../../src/storage/gameMigrate';
import { memoryBacking, memoryStore } from '../../src/storage/memoryStore';
import { lineNotes } from '../../src/storage/noteArrays';
import {
  DEFAULT_SETTINGS, EMPTY_STATS, countGameAbandoned, countGamePlayed, countGameWon, countHint, readSettings, readStats, winRate,
} from '../../src/storage/prefs';
import { gameFromNumber } from '../../popup/platform/boot';

const played = () => {
  let g = gameFromNumber(1);
  for (const m of [{ kind: 'play', from: 't1', to: 't8' }, { kind: 'deal' }] as const) {
    const r = playMove(g, m);
    if (!r.ok) throw new Error(r.error.message);
    g = r.value;
  }
  return g;
};

describe('game save', () => {
  it('round-trips a game with its history and deal number', async () => {
    const store = memoryStore();
    const g = played();
    await saveGame(store, g, 'w1', { counted: true, won: false });
    const loaded = await loadGame(store, readStored);
    expect(loaded.notice).toBeUndefined();
    expect(loaded.game?.dealNumber).toBe(1);
    expect(loaded.game?.moves).toEqual(g.moves);
    expect(loaded.game?.position).toEqual(g.position);
    expect(loaded.meta).toEqual({ counted: true, won: false });
    expect(writerOf(await store.get(GAME_KEY))).toBe('w1');
  });

  // Format 2 kept the notes on moves in the meta, by move number: they migrate onto the plies.
  const format2 = (meta: object) => ({ format: 2, writer: 'w', savedAt: 1, game: { ...serializeGame(played()), schema: 1 }, meta });
  const notesLoaded = async (meta: object) => {
    const store = memoryStore(memoryBacking({ [GAME_KEY]: format2(meta) }));
    const loaded = await loadGame(store, readStored);
    if (!loaded.game || !loaded.meta) throw new Error('not loaded');
    return { meta: loaded.meta, notes: lineNotes(loaded.game, loaded.meta) };
  };

  it('keeps the auto-play marks of a format-2 save, dropping damaged entries', async () => {
    expect((await notesLoaded({ counted: true, won: false, auto: [1] })).notes.auto).toEqual([1]);
    expect((await notesLoaded({ counted: true, auto: [1, -2, 'x', 2.5] })).notes.auto).toEqual([1]);
  });

  it('keeps the fair chances and the last winnable move of a format-2 save, a damaged chance read as unknown', async () => {
    const read = await notesLoaded({ counted: true, won: false, chances: [0.9, null, 0.5], lastWinnable: 1, regrets: [] });
    expect(read.meta).toEqual({ counted: true, won: false, dealChance: 0.9 });
    expect(read.notes).toEqual({ auto: [], chances: [0.9, null, 0.5], regrets: [null, null], lastWinnable: 1 });
    const bad = await notesLoaded({ counted: true, chances: [0.9, 2, 'x', -1, 0.4], lastWinnable: -3 });
    expect(bad.notes.chances).toEqual([0.9, null, null]);
    expect(bad.notes.lastWinnable).toBeUndefined();
  });

  it('migrates a format-1 save (the bare engine SavedGame)', async () => {
    const g = played();
    const store = memoryStore(memoryBacking({ [GAME_KEY]: serializeGame(g) }));
    const loaded = await loadGame(store, readStored);
    expect(loaded.notice).toEqual({ kind: 'migrated', from: 1 });
    expect(loaded.game?.moves).toEqual(g.moves);
  });

  it('keeps a corrupted save under a backup key and says so', async () => {
    const store = memoryStore(memoryBacking({ [GAME_KEY]: { format: 2, game: { schema: 1, deal: 'garbage', moves: '', redo: '' } } }));
    const loaded = await loadGame(store, readStored, Date.UTC(2026, 0, 2));
    expect(loaded.game).toBeUndefined();
    expect(loaded.notice?.kind).toBe('corrupt');
    const key = (loaded.notice?.kind === 'corrupt' && loaded.notice.backupKey) || '';
    expect(key.startsWith(BACKUP_PREFIX)).toBe(true);
    expect(await store.get(key)).toEqual({ format: 2, game: { schema: 1, deal: 'garbage', moves: '', redo: '' } });
    expect(await store.get(GAME_KEY)).toBeUndefined();
  });

  it('treats a non-object or unknown format as corrupt', async () => {
    for (const bad of ['{{{', 42, { format: 99 }]) {
      const store = memoryStore(memoryBacking({ [GAME_KEY]: bad }));
      const loaded = await loadGame(store, readStored);
      expect(loaded.notice?.kind).toBe('corrupt');
    }
  });

  it('two stores on one backing see each other\'s writes', async () => {
    const backing = memoryBacking();
    const a = memoryStore(backing);
    const b = memoryStore(backing);
    const seen: string[] = [];
    b.subscribe((key) => seen.push(key));
    await saveGame(a, gameFromNumber(2), 'a', FRESH_META);
    expect(seen).toEqual([GAME_KEY]);
  });
});

describe('statistics and settings', () => {
  it('reads damaged records as defaults', () => {
    expect(readStats('nonsense')).toEqual(EMPTY_STATS);
    expect(readStats({ played: -1, won: 2.5, hintsUsed: 3 })).toEqual({ ...EMPTY_STATS, hintsUsed: 3, setAside: { fields: ['played', 'won'] } });
    expect(readSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(readSettings({ autoPlay: false, animations: 'yes' })).toEqual({ ...DEFAULT_SETTINGS, autoPlay: false });
    expect(DEFAULT_SETTINGS.fourColour).toBe(false);
    expect(readSettings({ fourColour: true })).toEqual({ ...DEFAULT_SETTINGS, fourColour: true });
    expect(readSettings({ fourColour: 1 }).fourColour).toBe(false);
  });

  it('counts games, wins, streaks and hints', () => {
    let s = countGamePlayed(EMPTY_STATS);
    s = countGameWon(s);
    s = countGamePlayed(s);
    s = countGameWon(s);
    expect(s).toMatchObject({ played: 2, won: 2, currentStreak: 2, bestStreak: 2 });
    s = countGameAbandoned(countGamePlayed(s));
    expect(s).toMatchObject({ played: 3, currentStreak: 0, bestStreak: 2 });
    expect(winRate(s)).toBeCloseTo(2 / 3);
    expect(countHint(s).hintsUsed).toBe(1);
    expect(winRate(EMPTY_STATS)).toBe(0);
  });
});
