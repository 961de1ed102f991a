// The records kept whole under one key that more than one window changes, and that the game's
// and the statistics' merges do not cover: the deal of the day's (plot.daily) and the goals'.
// storage.local has no compare-and-swap, so a window that read, changed and wrote such a
// record whole would write over what another window changed meanwhile (docs/architecture.md,
// Saving). A change is therefore a function of the record as stored, made on it under the
// store's lock on that key, at the moment of the write.
//
// The popup hands these records a saving store (useStorageSync.ts): the write is its part's
// job in the saver, tried again when it fails (the changes made again on what is stored
// then). A newer job replaces one still waiting (saver.ts), so the changes wait here, per
// window, not in the job: whichever job runs writes every change not yet written.
import { type KeyValueStore, pageLock } from '../../src/storage/store';

type Change = (stored: unknown) => unknown;

/** Runs `job` on the store itself as a saving store's write: through the saver (useStorageSync.ts, savingStore). */
export type SaveJob = (job: (store: KeyValueStore) => Promise<void>) => void;

/** A store for these records: the popup's saving store, or (tests, tools) any store, written at once. */
export type RecordStore = KeyValueStore & { readonly save?: SaveJob };

/** A window's changes not yet written, by key; one write of them at a time (the saver's are, and a bare store's too). */
interface Waiting {
  readonly changes: Map<string, Change[]>;
  readonly one: ReturnType<typeof pageLock>;
}

const windows = new WeakMap<KeyValueStore, Waiting>();

function waitingIn(store: KeyValueStore): Waiting {
  let w = windows.get(store);
  if (!w) windows.set(store, (w = { changes: new Map(), one: pageLock() }));
  return w;
}

/**
 * Writes every change waiting, each key's under its lock; they stay waiting until written
 * (so that this window goes on showing them), and one that fails waits for the next try.
 */
const write = (raw: KeyValueStore, { changes, one }: Waiting): Promise<void> =>
  one(async () => {
    for (const [key, list] of changes) {
      const taken = list.length;
      if (taken === 0) continue;
      await raw.exclusive(key, async () => raw.set(key, list.slice(0, taken).reduce((value, change) => change(value), await raw.get(key))));
      list.splice(0, taken);
    }
  });

/**
 * Makes `change` on the record stored under `key`. Through a saving store it is written by the
 * saver (resolved at once; a failure is said by the save notice); through another store it is
 * written before this resolves, and a failure rejects (the change then waits for the next one).
 */
export function changeRecord(store: RecordStore, key: string, change: Change): Promise<void> {
  const w = waitingIn(store);
  const list = w.changes.get(key) ?? [];
  w.changes.set(key, list);
  // Into the list a write under way takes from: it removes only the changes it wrote.
  list.push(change);
  if (store.save) return Promise.resolve(store.save((raw) => write(raw, w)));
  return write(store, w);
}

/** The record under `key` as stored, with this window's changes not yet written made on it: what this window shows. */
export async function readRecord(store: RecordStore, key: string): Promise<unknown> {
  const stored = await store.get(key);
  return (windows.get(store)?.changes.get(key) ?? []).reduce((value, change) => change(value), stored);
}
