// The game kept in step with storage.local when more than one window plays it.
//
// The design (docs/architecture.md, Saving): storage.local has no compare-and-swap, so each
// window remembers the save its game was built on (`base`: which save, and its line) and
// writes only under the store's lock (Web Locks: one holder across the extension's pages).
// Under the lock a pass reads what is stored; if it is still `base`, the window's game is
// written over it; if another window wrote since, this window's changes are merged onto
// that save by the game's line (src/storage/gameMerge.ts: its moves played again on top,
// each only if it still moves the same card), the merged game is shown here, and written.
// A window with nothing of its own to write simply shows the stored save. Two clicks at the
// same instant in two windows thus give two moves, one after the other, in both windows.
// When the merged line ends won and neither window had won it, the window that merged it
// counts the win and writes the save marked won: the other follows that save and counts
// nothing (gamePass.ts mergedWin).
//
// A save that cannot be read or believed is never written over before a copy of it is
// kept (gameSave.ts backupSave); when the copy cannot be written the pass fails with
// HeldSave and the game stays unsaved, said so, until it can.
//
// The pass itself (gamePass.ts) comes with the on-demand chunk; this part, loaded at open,
// keeps the window's state and asks the saver to run a pass on each change.
import { type Base, GAME_KEY } from '../../src/storage/gameSave';
import type { KeyValueStore } from '../../src/storage/store';
import type { Session } from '../session/session';
import type { SessionStore } from '../session/store';
import type { SyncState } from './gamePass';
import type { Saver } from './saver';

export interface GameSync {
  /** The session's game or meta changed here: write it. */
  changed(): void;
  /** Another window wrote the game: follow it (merging what is not yet written here). */
  heard(): void;
}

/** The on-demand chunk, with the passes (the statistics' and settings' too: prefsSync.ts). */
export const loadPass = () => import('../loading/onDemand');

export function createGameSync({ store, session, writer, saver, base, dirty = false, now = Date.now, mergedWin }: {
  store: KeyValueStore;
  session: SessionStore;
  writer: string;
  saver: Saver;
  /** The save the session's game was read from (boot). */
  base?: Base;
  /** The session's game is not in storage yet (a fresh game the boot could not write). */
  dirty?: boolean;
  now?: () => number;
  /** A win reached by the merge was counted here: the session's statistics and history changed from `before`'s. */
  mergedWin: (before: Session) => void;
}): GameSync {
  const state: SyncState = { base, dirty };
  const context = { store, session, writer, saver, now, mergedWin };
  const pass = async () => {
    const { gamePass } = await loadPass();
    await store.exclusive(GAME_KEY, () => gamePass(context, state));
  };
  const run = () => saver.run('game', pass);
  return {
    changed() {
      state.dirty = true;
      run();
    },
    heard: run,
  };
}
