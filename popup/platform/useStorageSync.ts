// The session and storage.local kept in step: every step the player makes is saved, what
// another window saves is followed (the game merged by its line: gameSync.ts; the
// statistics and settings with this window's unwritten changes on top: prefsSync.ts), and
// every write goes through the saver (saver.ts), which tries again and says what is not saved.
import { useEffect, useState } from 'preact/hooks';
import { GAME_KEY, writerOf } from '../../src/storage/gameSave';
import { HISTORY_KEY } from '../../src/storage/history';
import { SETTINGS_KEY, STATS_KEY } from '../../src/storage/prefs';
import type { KeyValueStore } from '../../src/storage/store';
import type { Session } from '../session/session';
import type { SessionStore } from '../session/store';
import type { Boot } from './boot';
import { createGameSync } from './gameSync';
import { createPrefsSync } from './prefsSync';
import type { SaveJob } from './recordChanges';
import { type SavePart, type Saver, type Timers, createSaver } from './saver';

export interface SavingStore extends KeyValueStore {
  /** A job on the store itself, as the part's write: a record changed under its lock (recordChanges.ts). */
  readonly save: SaveJob;
}

/** `store` whose writes are `part`'s, through the saver (tried again, their failure said). */
export const savingStore = (store: KeyValueStore, saver: Saver, part: SavePart): SavingStore => ({
  ...store,
  set: async (key, value) => saver.run(part, () => store.set(key, value)),
  save: (job) => saver.run(part, () => job(store)),
});

export interface Saves {
  /** The store for the deal of the day's record and the goals': its writes are tried again and said when they fail. */
  readonly store: SavingStore;
  readonly saver: Saver;
  /** Starts following the session and the storage; returns the stop. */
  start(): () => void;
}

/** The session kept in step with `storage` once started (the hook below; the tests drive it bare). */
export function storageSync(storage: KeyValueStore, session: SessionStore, writer: string, boot: Pick<Boot, 'base' | 'unsaved' | 'held'> = {}, timers?: Timers): Saves {
  const saver = createSaver(timers);
  if (boot.held) saver.status.set({ failing: ['game'], held: true });
  const prefs = createPrefsSync({ store: storage, session }, saver);
  // A win reached by merging the two windows' lines is counted by the window that merged it (gamePass.ts).
  const mergedWin = (before: Session) => prefs.changed({ before, after: session.get() });
  const sync = createGameSync({ store: storage, session, writer, saver, base: boot.base, dirty: boot.unsaved, mergedWin });
  const start = () => {
    // Each job reads the session when it runs: a retry writes the latest value, never an older one.
    const stopSession = session.subscribe(({ session: now, change }, before) => {
      if (change.kind === 'adopted' || (change.kind === 'prefs' && change.fromStorage)) return;
      if (now.game !== before.game || now.meta !== before.meta) sync.changed();
      prefs.changed({ before, after: now, change });
    });
    const stopStorage = storage.subscribe((key, value) => {
      if (key === GAME_KEY) {
        if (value !== undefined && writerOf(value) !== writer) sync.heard();
      } else if (key === STATS_KEY || key === SETTINGS_KEY || key === HISTORY_KEY) prefs.heard(key, value);
    });
    // A game the boot could not write (a fresh one, or a save's cards not believed as saved) is written now.
    if (boot.unsaved) sync.changed();
    return () => (stopSession(), stopStorage(), saver.dispose());
  };
  return { store: savingStore(storage, saver, 'daily'), saver, start };
}

/** Keeps the session and storage in step for the component's life. */
export function useStorageSync(storage: KeyValueStore, session: SessionStore, writer: string, boot?: Pick<Boot, 'base' | 'unsaved' | 'held'>): Saves {
  const [saves] = useState(() => storageSync(storage, session, writer, boot));
  useEffect(() => saves.start(), []);
  return saves;
}
