// KeyValueStore over the extension's storage.local (Firefox's `browser`, Chromium's `chrome`),
// or over storage.sync for what follows the player to their other devices (deviceSync.ts).
import { type KeyValueStore, type StoreListener, pageLock } from './store';

/** One storage area's calls this adapter makes. */
export interface StorageArea {
  get(keys: string | string[] | null): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string | string[]): Promise<void>;
  /** This area's changes only (Chromium 73, Firefox 101). */
  onChanged: { addListener(cb: (changes: Record<string, { newValue?: unknown }>) => void): void };
}

/** The slice of the WebExtension storage API this adapter needs. */
export interface StorageAreaApi {
  local: StorageArea;
  /** Absent where the browser has no sync area (popup/platform/syncRelay.ts then says so). */
  sync?: StorageArea;
}

/**
 * The Web Locks API's one call this adapter makes (navigator.locks: Chromium 69, Firefox 96):
 * a lock shared by every page of the extension, so two popups' read-then-write never interleave.
 */
export interface LockManagerLike {
  request<T>(name: string, work: () => Promise<T>): Promise<T>;
}

const pageLocks = (): LockManagerLike => {
  const locks = new Map<string, ReturnType<typeof pageLock>>();
  return {
    request(name, work) {
      let lock = locks.get(name);
      if (!lock) locks.set(name, (lock = pageLock()));
      return lock(work);
    },
  };
};

/** The page's Web Locks, if it has them (storage/ is typed without the DOM). */
const webLocks = (): LockManagerLike | undefined => (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;

/** The store over `storage`'s area `areaName` (storage.local unless said). */
export function browserStore(storage: StorageAreaApi, locks: LockManagerLike = webLocks() ?? pageLocks(), areaName: 'local' | 'sync' = 'local'): KeyValueStore {
  const area = storage[areaName] as StorageArea;
  // One browser listener per store, on its own area, however many follow it: Firefox copies
  // every change (the old value and the new) once per listener, in its parent process and in
  // the page's, and those copies wait for a collection the parent may not make for minutes
  // (docs/architecture.md, "Firefox: where the memory goes").
  const listeners = new Set<StoreListener>();
  area.onChanged.addListener((changes) => {
    for (const l of [...listeners]) for (const [key, change] of Object.entries(changes)) l(key, change.newValue);
  });
  return {
    async get(key) {
      const items = await area.get(key);
      return items[key];
    },
    set: (key, value) => area.set({ [key]: value }),
    remove: (key) => area.remove(key),
    async keys() {
      return Object.keys(await area.get(null));
    },
    subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    exclusive: (name, work) => locks.request(`plot:${name}`, work),
  };
}
