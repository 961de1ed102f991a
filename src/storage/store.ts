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
}
