// Saving the search's per-depth frames around a probe (search.ts) and restoring them.

/** Copies `count` items from the live array to the saved one (`save`) or back. */
@inline export function copyFrame<T>(save: bool, live: StaticArray<T>, saved: StaticArray<T>, count: i32): void {
  const from = changetype<usize>(save ? live : saved);
  const to = changetype<usize>(save ? saved : live);
  memory.copy(to, from, <usize>count * sizeof<T>());
}
