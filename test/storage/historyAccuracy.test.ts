// A game's accuracy in its history record (src/storage/history.ts, historyAccuracy.ts): read
// back as stored, absent from older records, dropped alone when it is no accuracy; added to
// the right record once worked out, in storage under the history's lock (popup/fair/accuracyRun.ts).
import { describe, expect, it } from 'vitest';
import { EMPTY_HISTORY, HISTORY_KEY, type PlayedGame, readHistory, recordGame } from '../../src/storage/history';
import { withAccuracy } from '../../src/storage/historyAccuracy';
import { memoryStore } from '../../src/storage/memoryStore';
import { gameToRate, storeAccuracy } from '../../popup/fair/accuracyRun';
import { gameOf } from '../e2e/a11yGames';

const game = (over: Partial<PlayedGame> = {}): PlayedGame => ({ deal: '7', result: 'won', moves: 240, timeMs: 251_500, hints: 0, endedAt: Date.UTC(2026, 10, 30, 12), ...over });

describe('the accuracy field of a history record', () => {
  it('reads back as stored; an older record has none; one out of 0..100 or not whole is dropped, the game kept', () => {
    const h = [game({ accuracy: 93 }), game({ deal: '8', accuracy: 0 }), game({ deal: '9', accuracy: 100 }), game({ deal: '10' })].reduce(recordGame, EMPTY_HISTORY);
    expect(readHistory(JSON.parse(JSON.stringify(h)))).toEqual(h);
    const old = { games: [{ deal: '7', result: 'won', moves: 240, timeMs: 1000, hints: 0, endedAt: 5 }], best: [] };
    expect(readHistory(old).games[0]).not.toHaveProperty('accuracy');
    for (const bad of [101, -1, 92.5, '90', null, true]) {
      const read = readHistory({ games: [{ ...game(), accuracy: bad }], best: [] });
      expect(read.games).toEqual([game()]);
    }
  });

  it('is added to its own record only (the same deal, end, moves and result), and nothing changes when that record is not there', () => {
    const a = game({ endedAt: 1 });
    const b = game({ endedAt: 2 });
    const h = [a, b].reduce(recordGame, EMPTY_HISTORY);
    expect(withAccuracy(h, b, 88).games).toEqual([a, { ...b, accuracy: 88 }]);
    expect(withAccuracy(h, game({ endedAt: 3 }), 88)).toBe(h);
    const rated = withAccuracy(h, b, 88);
    expect(withAccuracy(rated, b, 88)).toBe(rated);
  });

  it('is written into the stored record under the lock; false while the record is not stored yet', async () => {
    const store = memoryStore();
    const record = game({ endedAt: 9 });
    expect(await storeAccuracy(store, record, 75)).toBe(false);
    expect(await store.get(HISTORY_KEY)).toBeUndefined();
    await store.set(HISTORY_KEY, recordGame(recordGame(EMPTY_HISTORY, game({ deal: '3' })), record));
    expect(await storeAccuracy(store, record, 75)).toBe(true);
    expect(readHistory(await store.get(HISTORY_KEY)).games).toEqual([game({ deal: '3' }), { ...record, accuracy: 75 }]);
  });

  it('is asked for the newest record without one, of the game on the table (a win) or the one before it (a game left); never for an assisted or solver game', () => {
    const played = gameOf(1, []);
    const left = { ...played, moves: played.moves };
    const record = (over: Partial<PlayedGame> = {}) => game({ deal: '1', moves: 0, ...over });
    const h = (r: PlayedGame) => recordGame(EMPTY_HISTORY, r);
    expect(gameToRate(h(record()), played, undefined)?.game).toBe(played);
    expect(gameToRate(h(record()), gameOf(2), left)?.game).toBe(left);
    expect(gameToRate(h(record({ accuracy: 90 })), played, undefined)).toBeUndefined();
    expect(gameToRate(h(record({ assisted: true })), played, undefined)).toBeUndefined();
    expect(gameToRate(h(record({ result: 'solver' })), played, undefined)).toBeUndefined();
    expect(gameToRate(h(record({ moves: 5 })), played, undefined)).toBeUndefined();
    expect(gameToRate(EMPTY_HISTORY, played, undefined)).toBeUndefined();
  });
});
