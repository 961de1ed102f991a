// A load shared by its callers: the worker's compiled module, the host's cores, Node's
// solver.wasm path, the popup's on-demand chunk and its stylesheet. A failure is not kept (a
// later call tries again), so one bad fetch or a missing file does not break the lane for good.

/** `load` called once, on first use; after a rejection, again on the next use. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () =>
    (loaded ??= load().catch((e: unknown) => {
      loaded = undefined;
      throw e;
    }));
}
