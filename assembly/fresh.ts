// The module's large arrays, made without writing them. The stub runtime never frees: each
// block it hands out is memory no one has used, which WebAssembly gives zeroed, so the zeros
// `new StaticArray` writes (std/assembly/staticarray.ts) are there already, and writing them
// made every page of every array resident in each instance the moment it was made: 1.4 MB,
// most of which a fair player's instance never reads and a search's reads only as deep as it
// goes (docs/architecture.md, "Memory"). Only for arrays made as the module starts.

/** A StaticArray<T> of `length` zeros whose pages cost memory only once written. */
// @ts-ignore: decorator
@inline export function zeros<T>(length: i32): StaticArray<T> {
  return changetype<StaticArray<T>>(__new(<usize>length << alignof<T>(), idof<StaticArray<T>>()));
}
