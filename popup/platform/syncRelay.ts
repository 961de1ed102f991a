// The relay between this device and the player's others (src/storage/deviceSync.ts), started
// after the first paint (main.tsx: never on the open path) and read by Statistics and
// Settings, which load later still. One per page.
import { useEffect, useState } from 'preact/hooks';
import { type StorageAreaApi, browserStore } from '../../src/storage/browserStore';
import { type DeviceSync, type SyncView, startDeviceSync } from '../../src/storage/deviceSync';
import type { KeyValueStore } from '../../src/storage/store';

let relay: DeviceSync | undefined;

/** A browser without storage.sync: every call refused, with the reason the player reads in Settings. */
const refuse = () => Promise.reject(new Error('storage.sync'));
const unavailable: KeyValueStore = { get: refuse, set: refuse, remove: refuse, keys: refuse, subscribe: () => () => undefined, exclusive: (_name, work) => work() };
const waiting = new Set<() => void>();

/** Starts the relay on this page's storage.local (`local`) and the browser's storage.sync. */
export const startSyncRelay = (local: KeyValueStore, storage: StorageAreaApi): DeviceSync =>
  startRelayOn(local, storage.sync ? browserStore(storage, undefined, 'sync') : unavailable);

/** Starts the relay between `local` and `sync` (the tests' stores), once a page. */
export function startRelayOn(local: KeyValueStore, sync: KeyValueStore): DeviceSync {
  if (!relay) {
    relay = startDeviceSync({ local, sync });
    for (const w of [...waiting]) w();
  }
  return relay;
}

/** Stops the page's relay (the tests, between two). */
export function stopSyncRelay(): void {
  relay?.stop();
  relay = undefined;
}

/** The relay, once started (a panel opened before the browser was idle draws this device's figures until then). */
export const syncRelay = (): DeviceSync | undefined => relay;

/** The relay's view, drawn again whenever it changes (undefined until it starts). */
export function useSyncView(): SyncView | undefined {
  const [view, setView] = useState(() => relay?.view());
  useEffect(() => {
    let stop: (() => void) | undefined;
    const follow = () => {
      waiting.delete(follow);
      setView(relay!.view());
      stop = relay!.subscribe(setView);
    };
    if (relay) follow();
    else waiting.add(follow);
    return () => (waiting.delete(follow), stop?.());
  }, []);
  return view;
}
