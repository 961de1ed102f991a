// The session and storage.local kept in step: every step the player makes is saved (game
// writes queued in order, so the last one lands last), and what another popup saves is
// adopted rather than overwritten.
import { useEffect, useRef } from 'preact/hooks';
import { GAME_KEY, readStored, saveGame, writerOf } from '../../src/storage/gameSave';
import { HISTORY_KEY, readHistory } from '../../src/storage/history';
import { SETTINGS_KEY, STATS_KEY, readSettings, readStats, saveSettings, saveStats } from '../../src/storage/prefs';
import type { KeyValueStore } from '../../src/storage/store';
import { type SessionStore, useSessionListener } from '../session/store';

export function useStorageSync(storage: KeyValueStore, session: SessionStore, writer: string): void {
  const saving = useRef<Promise<void>>(Promise.resolve()); // the queue of game writes, not state

  useSessionListener(session, ({ session: now, change }, before) => {
    if (change.kind === 'adopted' || (change.kind === 'prefs' && change.fromStorage)) return;
    if (now.game !== before.game || now.meta !== before.meta) {
      saving.current = saving.current.then(() => saveGame(storage, now.game, writer, now.meta)).catch(() => undefined);
    }
    if (now.stats !== before.stats) void saveStats(storage, now.stats).catch(() => undefined);
    if (now.settings !== before.settings) void saveSettings(storage, now.settings).catch(() => undefined);
    if (now.history !== before.history && now.history) void storage.set(HISTORY_KEY, now.history).catch(() => undefined);
  });

  useEffect(
    () =>
      storage.subscribe((key, value) => {
        if (key === GAME_KEY) {
          if (value === undefined || writerOf(value) === writer) return;
          const read = readStored(value);
          if (read.ok) session.dispatch({ type: 'adopt', game: read.value.game, meta: read.value.meta });
        } else if (key === STATS_KEY) session.dispatch({ type: 'adoptPrefs', stats: readStats(value) });
        else if (key === SETTINGS_KEY) session.dispatch({ type: 'adoptPrefs', settings: readSettings(value) });
        else if (key === HISTORY_KEY) session.dispatch({ type: 'adoptPrefs', history: readHistory(value) });
      }),
    [],
  );
}
