// One string hash for every stable name and seed Plot derives from text: a view's search seed,
// a custom deal's key in the history, the deal of the day's start number. Changing it changes
// saved keys and every day's deal, so it is pinned by golden values (test/engine/hash.test.ts).

/** FNV-1a, 32 bits, over the string's UTF-16 code units. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}
