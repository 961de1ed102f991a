// A save is believed only when its parts agree, and one that is not believed or cannot be
// read is never replaced before a copy of it is kept (src/storage/gameSave.ts).
import { describe, expect, it } from 'vitest';
import { playMove, serializeGame } from '../../src/engine/index';
import { BACKUP_PREFIX, FRESH_META, GAME_KEY, envelope, loadGame, saveId } from '../../src/storage/gameSave';
import { sameSave } from '../../src/storage/sameSave';
import { readStored } from '../../src/storage/gameMigrate';
import { bytesInUse, memoryBacking, memoryStore } from '../../src/storage/memoryStore';
import { gameFromNumber } from '../../popup/platform/boot';

/** Deal 1's cards and first move, saved as if they were deal `claimed`. */
function claimed(claim: number) {
  const g = playMove(gameFromNumber(1), { kind: 'play', from: 't1', to: 't8' });
  if (!g.ok) throw new Error(g.error.message);
  const value = envelope(g.value, 'w', { counted: true, won: false }, 1000, 3);
  return { game: g.value, value: { ...value, game: { ...value.game, dealNumber: claim } } };
}

const backups = (backing: ReturnType<typeof memoryBacking>) => [...backing.data.keys()].filter((k) => k.startsWith(BACKUP_PREFIX));

describe('a deal number checked against its cards', () => {
  it('believes a number that deals the saved cards', () => {
    const read = readStored(claimed(1).value);
    expect(read.ok && read.value.game.dealNumber).toBe(1);
    expect(read.ok && read.value.mismatch).toBeUndefined();
  });

  it('does not believe one that deals other cards: the cards are played as a custom deal, the number said', () => {
    const { game, value } = claimed(2);
    const read = readStored(value);
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.mismatch).toBe(2);
    expect(read.value.game.dealNumber).toBeUndefined();
    expect(read.value.game.deal).toEqual(game.deal);
    expect(read.value.game.moves).toEqual(game.moves);
  });

  it('checks a format-1 save too', () => {
    const bare = { ...serializeGame(gameFromNumber(1)), dealNumber: 5 };
    const read = readStored(bare);
    expect(read.ok && read.value.mismatch).toBe(5);
  });

  it('a save not believed is copied aside before its cards are played as a custom deal', async () => {
    const { value } = claimed(2);
    const backing = memoryBacking({ [GAME_KEY]: value });
    const loaded = await loadGame(memoryStore(backing), readStored, Date.UTC(2026, 0, 2));
    expect(loaded.notice).toEqual({ kind: 'mismatch', dealNumber: 2, backupKey: `${BACKUP_PREFIX}2026-01-02T00:00:00.000Z` });
    expect(loaded.game?.dealNumber).toBeUndefined();
    expect(backing.data.get(backups(backing)[0])).toEqual(value);
    expect(backing.data.has(GAME_KEY)).toBe(false);
  });

  it('with no room for the copy, the save not believed stays where it is, and the notice has no backup key', async () => {
    const { value } = claimed(2);
    const backing = memoryBacking({ [GAME_KEY]: value });
    backing.quota = bytesInUse(backing) + 10;
    const loaded = await loadGame(memoryStore(backing), readStored);
    expect(loaded.notice).toEqual({ kind: 'mismatch', dealNumber: 2 });
    expect(loaded.game?.dealNumber).toBeUndefined();
    expect(backing.data.get(GAME_KEY)).toEqual(value);
    expect(backups(backing)).toEqual([]);
  });
});

describe('an unreadable save and its copy', () => {
  it('with no room for the copy, stays in place and is said to be uncopied', async () => {
    const damaged = { format: 2, game: { schema: 1, deal: 'garbage', moves: '', redo: '' } };
    const backing = memoryBacking({ [GAME_KEY]: damaged });
    backing.quota = bytesInUse(backing);
    const loaded = await loadGame(memoryStore(backing), readStored);
    expect(loaded.game).toBeUndefined();
    expect(loaded.notice?.kind === 'corrupt' && loaded.notice.backupKey).toBeUndefined();
    expect(backing.data.get(GAME_KEY)).toEqual(damaged);
    expect(backups(backing)).toEqual([]);
  });

  it('with a failing storage too', async () => {
    const backing = memoryBacking({ [GAME_KEY]: 'not a game {' });
    backing.failing = true;
    const loaded = await loadGame(memoryStore(backing), readStored);
    expect(loaded.notice?.kind === 'corrupt' && loaded.notice.backupKey).toBeUndefined();
    expect(backing.data.get(GAME_KEY)).toBe('not a game {');
  });
});

describe('which save a window built on', () => {
  it('is told by writer, time and number, and a loaded save gives its own', async () => {
    const g = gameFromNumber(3);
    const a = envelope(g, 'A', FRESH_META, 5, 1);
    expect(saveId(a)).toEqual({ writer: 'A', savedAt: 5, rev: 1 });
    expect(sameSave(saveId(a), saveId({ ...a }))).toBe(true);
    expect(sameSave(saveId(a), saveId({ ...a, rev: 2 }))).toBe(false);
    expect(sameSave(saveId(a), saveId({ ...a, writer: 'B' }))).toBe(false);
    expect(sameSave(undefined, undefined)).toBe(false);
    expect(saveId('junk')).toBeUndefined();
    const loaded = await loadGame(memoryStore(memoryBacking({ [GAME_KEY]: a })), readStored);
    expect(loaded.saved).toEqual({ writer: 'A', savedAt: 5, rev: 1 });
  });
});
