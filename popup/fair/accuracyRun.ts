// A finished game's accuracy (docs/fair-play.md, "Accuracy"), asked of the fair lane's worker
// once the game has its record in the history, and added to that record in storage (under the
// history's lock, as prefsPass.ts writes it); the window then hears the record back and shows
// it (Statistics, the end of the game). Off the move path: the worker rates a decision at a
// time beside the meter's questions (src/solver/worker/host.ts). Comes with the on-demand chunk.
import type { Game } from '../../src/engine/index';
import { type History, type PlayedGame, HISTORY_KEY, dealKey, readHistory } from '../../src/storage/history';
import { sameGame, withAccuracy } from '../../src/storage/historyAccuracy';
import type { KeyValueStore } from '../../src/storage/store';
import { lineNotes } from '../../src/storage/noteArrays';
import type { FairWork } from './fairState';

/** The game each meter saw last: a game left is rated after the next one is on the table. */
const seen = new WeakMap<FairWork, Game>();
/** Records asked about in this window (by deal and end), so that each is rated once. */
const asked = new Set<string>();

/** Tries to find the record in storage this many times, a second apart (its own write may still be under way). */
const TRIES = 10;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Adds `accuracy` to `record` where it is stored; false when the record is not there (yet).
 * Other records and fields are left as stored.
 */
export async function storeAccuracy(store: KeyValueStore, record: PlayedGame, accuracy: number): Promise<boolean> {
  return store.exclusive(HISTORY_KEY, async () => {
    const stored: History = readHistory(await store.get(HISTORY_KEY));
    if (!stored.games.some((g) => sameGame(g, record))) return false;
    const next = withAccuracy(stored, record, accuracy);
    if (next !== stored) await store.set(HISTORY_KEY, next);
    return true;
  });
}

/** The game a new record without an accuracy is of, when this window holds it: on the table (won) or the one before (left). */
export function gameToRate(history: History | undefined, now: Game, before: Game | undefined): { record: PlayedGame; game: Game } | undefined {
  const record = history?.games[history.games.length - 1];
  if (!record || record.accuracy !== undefined || record.assisted || record.result === 'solver') return undefined;
  const game = [now, before].find((g) => g !== undefined && dealKey(g) === record.deal && g.moves.length === record.moves);
  return game ? { record, game } : undefined;
}

/** Rates the game of the history's newest record if it has no accuracy yet (called at each of the meter's refreshes). */
export function noteAccuracy(w: FairWork): void {
  const { game, history } = w.session.get();
  const before = seen.get(w);
  seen.set(w, game);
  const { store } = w;
  const rate = w.solver.fair.accuracy?.bind(w.solver.fair);
  const found = gameToRate(history, game, before);
  if (!found || !store || !rate) return;
  const { record } = found;
  const key = `${record.deal}@${record.endedAt}`;
  if (asked.has(key)) return;
  asked.add(key);
  void rate({ deal: found.game.deal, moves: found.game.moves, chores: lineNotes(found.game, {}).auto }).then(async (a) => {
    if (a.verdict !== 'accuracy') {
      if (a.verdict === 'cancelled') asked.delete(key);
      return;
    }
    if (a.accuracy === undefined) return;
    for (let i = 0; i < TRIES; i++) {
      if (await storeAccuracy(store, record, a.accuracy).catch(() => true)) return;
      await wait(1000);
    }
  });
}
