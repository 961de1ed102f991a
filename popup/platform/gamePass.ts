// One pass of the game's sync (gameSync.ts has the design), run under the store's lock: read
// what is stored, follow it or merge this window's changes onto it, and write this window's
// game if it has changes. It comes with the on-demand chunk (loading/onDemand.ts): nothing
// is written before the first step, and the chunk is loaded by then or at once.
import { status } from '../../src/engine/index';
import { type Base, type Line, GAME_KEY, backupSave, envelope, saveId } from '../../src/storage/gameSave';
import { sameSave } from '../../src/storage/sameSave';
import { readStored } from '../../src/storage/gameMigrate';
import { mergeLines } from '../../src/storage/gameMerge';
import { countGameAbandoned, countGameWon } from '../../src/storage/prefs';
import type { KeyValueStore } from '../../src/storage/store';
import { type Session, ended } from '../session/session';
import type { SessionStore } from '../session/store';
import { type Saver, HeldSave } from './saver';

/** What a window's sync keeps between passes. */
export interface SyncState {
  /** The save the session's game was built on. */
  base?: Base;
  /** The session has changes not yet written. */
  dirty: boolean;
  /** A damaged save this window copied aside (as JSON): not copied again while the game's own write waits for room. */
  copied?: string;
}

export interface PassContext {
  readonly store: KeyValueStore;
  readonly session: SessionStore;
  readonly writer: string;
  readonly saver: Saver;
  readonly now: () => number;
  readonly mergedWin: (before: Session) => void;
}

/**
 * `line` (what the merge gave) marked won when it ends won and neither window counted the
 * win: it is counted here, as the session counts a win (session.ts settle: the player's, or
 * won with help and never a win), and the save written next says so to the other window.
 */
function countMergedWin({ session, now, mergedWin }: PassContext, line: Line): Line {
  if (line.meta.won || status(line.game.position) !== 'won') return line;
  const meta = { ...line.meta, won: true };
  const before = session.get();
  const helped = meta.assisted === true || meta.solverWon === true;
  const stats = !helped ? countGameWon(before.stats, meta.timeMs ?? 0, meta.hints ?? 0) : meta.counted ? countGameAbandoned(before.stats) : before.stats;
  session.dispatch({ type: 'adopt', game: line.game, meta });
  session.dispatch({ type: 'adoptPrefs', stats, history: ended(before.history, line.game, meta, 'won', now()) });
  mergedWin(before);
  return { game: line.game, meta };
}

export async function gamePass(context: PassContext, state: SyncState): Promise<void> {
  const { store, session, writer, saver, now } = context;
  const raw = await store.get(GAME_KEY);
  const id = saveId(raw);
  let rev = id?.rev ?? 0;
  if (!sameSave(id, state.base?.id)) {
    const read = raw === undefined ? undefined : readStored(raw);
    if (read?.ok && read.value.mismatch === undefined) {
      // The session is read after the store: a move made while it answered is in it.
      const stored: Line = { game: read.value.game, meta: read.value.meta };
      const local = session.get();
      const merged = state.dirty ? mergeLines(state.base?.line, local, stored) : stored;
      const next = countMergedWin(context, merged);
      if (next !== merged) state.dirty = true;
      state.base = { id, line: stored };
      if (next.game !== local.game || next.meta !== local.meta) session.dispatch({ type: 'adopt', game: next.game, meta: next.meta });
    } else if (raw !== undefined) {
      // A save not to be believed: this window's game may replace it only once it is copied.
      if (!state.dirty) return;
      const json = JSON.stringify(raw);
      if (state.copied !== json) {
        const key = await backupSave(store, raw, now()).catch(() => {
          throw new HeldSave('a damaged save is kept in place: no room for its copy');
        });
        state.copied = json;
        saver.status.set({ rescued: key });
      }
      state.base = undefined;
      rev = 0;
    } else state.base = undefined;
  }
  if (!state.dirty) return;
  state.dirty = false;
  const { game, meta } = session.get();
  const value = envelope(game, writer, meta, now(), rev + 1);
  try {
    await store.set(GAME_KEY, value);
  } catch (e) {
    state.dirty = true;
    throw e;
  }
  state.base = { id: saveId(value), line: { game, meta } };
}
