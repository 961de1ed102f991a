// KeyValueStore over the extension's storage.local (Firefox's `browser`, Chromium's `chrome`),
// or over storage.sync for what follows the player to their other devices (deviceSync.ts).
import { type KeyValueStore, pageLock } from './store';

/** One storage area's calls this adapter makes. */
export interface StorageArea {
  get(keys: string | string[] | null): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string | string[]): Promise<void>;
}

/** The slice of the WebExtension storage API this adapter needs. */
export interface StorageAreaApi {
  local: StorageArea;
  /** Absent where the browser has no sync area (popup/platform/syncRelay.ts then says so). */
  sync?: StorageArea;
  onChanged: {
    addListener(cb: (changes: Record<string, { newValue?: unknown }>, area: string) => void): void;
    removeListener(cb: (changes: Record<string, { newValue?: unknown }>, area: string) => void): void;
  };
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
    subscribe(listener) {
      const cb = (changes: Record<string, { newValue?: unknown }>, changed: string) => {
        if (changed !== areaName) return;
        for (const [key, change] of Object.entries(changes)) listener(key, change.newValue);
      };
      storage.onChanged.addListener(cb);
      return () => storage.onChanged.removeListener(cb);
    },
    exclusive: (name, work) => locks.request(`plot:${name}`, work),
  };
}
