// KeyValueStore over the extension's storage.local (Firefox's `browser`, Chromium's `chrome`).
import type { KeyValueStore } from './store';

/** The slice of the WebExtension storage API this adapter needs. */
export interface StorageAreaApi {
  local: {
    get(keys: string | string[] | null): Promise<Record<string, unknown>>;
    set(items: Record<string, unknown>): Promise<void>;
    remove(keys: string | string[]): Promise<void>;
  };
  onChanged: {
    addListener(cb: (changes: Record<string, { newValue?: unknown }>, area: string) => void): void;
    removeListener(cb: (changes: Record<string, { newValue?: unknown }>, area: string) => void): void;
  };
}

export function browserStore(storage: StorageAreaApi): KeyValueStore {
  return {
    async get(key) {
      const items = await storage.local.get(key);
      return items[key];
    },
    set: (key, value) => storage.local.set({ [key]: value }),
    remove: (key) => storage.local.remove(key),
    async keys() {
      return Object.keys(await storage.local.get(null));
    },
    subscribe(listener) {
      const cb = (changes: Record<string, { newValue?: unknown }>, area: string) => {
        if (area !== 'local') return;
        for (const [key, change] of Object.entries(changes)) listener(key, change.newValue);
      };
      storage.onChanged.addListener(cb);
      return () => storage.onChanged.removeListener(cb);
    },
  };
}
