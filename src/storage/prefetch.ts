// A store whose first read of each of some keys is answered by one read begun earlier.
// The popup starts that read before its modules have loaded (popup/earlyRead.ts), so the
// storage round trip overlaps their fetch and compile instead of following them.
import type { KeyValueStore } from './store';

export function withPrefetch(store: KeyValueStore, keys: readonly string[], early: Promise<Record<string, unknown>> | undefined): KeyValueStore {
  if (!early) return store;
  const unread = new Set(keys);
  return {
    ...store,
    get(key) {
      if (!unread.delete(key)) return store.get(key);
      // A failed early read costs nothing but the round trip: ask the store itself.
      return early.then((items) => items[key], () => store.get(key));
    },
  };
}
