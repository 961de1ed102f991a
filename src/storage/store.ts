// The tiny key-value interface the popup persists through. The extension uses
// browserStore (storage.local); tests and tools use memoryStore.

/** Called when a key changes in storage, whoever changed it. */
export type StoreListener = (key: string, value: unknown) => void;

export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
  /** Every stored key (for backups and diagnostics). */
  keys(): Promise<string[]>;
  /** Listens to changes (including this page's own writes); returns an unsubscribe. */
  subscribe(listener: StoreListener): () => void;
  /**
   * Runs `work` while no other holder of the lock `name` runs, in any page on the same
   * storage: a read and the write that follows it, with nobody writing in between.
   * storage.local has no compare-and-swap, so two windows that each read, change and write
   * the game would otherwise lose one's move (docs/architecture.md, Saving).
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
}

/** A lock for one page: each holder waits for the one before (what a page does without the Web Locks API). */
export function pageLock(): <T>(work: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
}
