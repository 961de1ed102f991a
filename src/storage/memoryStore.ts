// An in-memory KeyValueStore. Two stores made from the same `shared` backing behave like
// two popups on one storage.local: each sees the other's writes through subscribe().
import type { KeyValueStore, StoreListener } from './store';

/**
 * A stored value's copy as storage.local keeps it: Chromium's storage is JSON, so a store
 * that copied more faithfully (structuredClone) could hide a value that does not survive.
 */
const stored = <T>(value: T): T => (value === undefined ? value : JSON.parse(JSON.stringify(value)));

export interface MemoryBacking {
  data: Map<string, unknown>;
  listeners: Set<StoreListener>;
}

export const memoryBacking = (initial: Record<string, unknown> = {}): MemoryBacking => ({
  data: new Map(Object.entries(initial).map(([k, v]) => [k, stored(v)])),
  listeners: new Set(),
});

export function memoryStore(backing: MemoryBacking = memoryBacking()): KeyValueStore & { backing: MemoryBacking } {
  return {
    backing,
    async get(key) {
      const value = backing.data.get(key);
      return value === undefined ? undefined : stored(value);
    },
    async set(key, value) {
      backing.data.set(key, stored(value));
      for (const l of [...backing.listeners]) l(key, stored(value));
    },
    async remove(key) {
      backing.data.delete(key);
      for (const l of [...backing.listeners]) l(key, undefined);
    },
    async keys() {
      return [...backing.data.keys()];
    },
    subscribe(listener) {
      backing.listeners.add(listener);
      return () => backing.listeners.delete(listener);
    },
  };
}
