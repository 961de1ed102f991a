// An in-memory KeyValueStore. Two stores made from the same `shared` backing behave like
// two popups on one storage.local: each sees the other's writes through subscribe(), and
// they share the backing's locks (exclusive). A backing can also fail as storage.local
// does: full (a quota in bytes, counted as Chromium counts storage.local's) or refusing
// every write (`failing`), so that tests can play a full disk or a broken profile.
import { type KeyValueStore, type StoreListener, pageLock } from './store';

/**
 * A stored value's copy as storage.local keeps it: Chromium's storage is JSON, so a store
 * that copied more faithfully (structuredClone) could hide a value that does not survive.
 */
const stored = <T>(value: T): T => (value === undefined ? value : JSON.parse(JSON.stringify(value)));

/** Bytes an item takes as Chromium counts storage.local's quota: its key and its value as JSON. */
export const itemBytes = (key: string, value: unknown): number => key.length + JSON.stringify(value).length;

export interface MemoryBacking {
  data: Map<string, unknown>;
  listeners: Set<StoreListener>;
  locks: Map<string, ReturnType<typeof pageLock>>;
  /** The most bytes the items may take (storage.local's QUOTA_BYTES); none when undefined. */
  quota?: number;
  /** Every write and removal is refused while true (a storage that fails). */
  failing?: boolean;
}

export const memoryBacking = (initial: Record<string, unknown> = {}, limits: { quota?: number } = {}): MemoryBacking => ({
  data: new Map(Object.entries(initial).map(([k, v]) => [k, stored(v)])),
  listeners: new Set(),
  locks: new Map(),
  ...limits,
});

/** The bytes the backing's items take, as its quota counts them. */
export const bytesInUse = (backing: MemoryBacking): number =>
  [...backing.data].reduce((sum, [key, value]) => sum + itemBytes(key, value), 0);

function refuse(backing: MemoryBacking, key: string, value: unknown): Error | undefined {
  if (backing.failing) return new Error('storage failed (memoryStore: failing)');
  if (backing.quota === undefined) return undefined;
  const before = backing.data.has(key) ? itemBytes(key, backing.data.get(key)) : 0;
  // Chromium's own words for it.
  return bytesInUse(backing) - before + itemBytes(key, value) > backing.quota ? new Error('QUOTA_BYTES quota exceeded') : undefined;
}

export function memoryStore(backing: MemoryBacking = memoryBacking()): KeyValueStore & { backing: MemoryBacking } {
  return {
    backing,
    async get(key) {
      const value = backing.data.get(key);
      return value === undefined ? undefined : stored(value);
    },
    async set(key, value) {
      const refused = refuse(backing, key, value);
      if (refused) throw refused;
      backing.data.set(key, stored(value));
      for (const l of [...backing.listeners]) l(key, stored(value));
    },
    async remove(key) {
      if (backing.failing) throw new Error('storage failed (memoryStore: failing)');
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
    exclusive(name, work) {
      let lock = backing.locks.get(name);
      if (!lock) backing.locks.set(name, (lock = pageLock()));
      return lock(work);
    },
  };
}
