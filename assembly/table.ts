// The transposition table (positions proven lost, under full keys: a hash collision can
// only cost a miss, never a wrong loss) and the open stack (keys of finished nodes that
// leaned on an ancestor, Tarjan-style; see search.ts and docs/solver.md, "Open records").

let ttPtr: usize = 0;
let ttBuckets: u32 = 0; // power of two
let ttGen: u64 = 1;
const ENTRY: u32 = 32;
const WAYS: u32 = 4;

// Entry meta word: generation << 40 | OPEN_BIT? | work (a lost entry: its subtree size) or
// open-stack index (an open entry).
const OPEN_BIT: u64 = (<u64>1) << 39;
const WORK_MASK: u64 = OPEN_BIT - 1;

// The open stack: three key words per record.
const RECORD: usize = 24;
let openPtr: usize = 0;
let openCap: u32 = 0;
let openTop: u32 = 0;

/** Buckets allocated: a smaller table uses the first of them, a larger one up to this reuses them. */
let ttCap: u32 = 0;

/**
 * Sets the table size in bytes (rounded down to a power of two of 128-byte buckets); returns
 * the size. A size up to the largest set so far reuses its memory (the popup's worker sizes
 * the table to each question's budget, src/solver/worker/host.ts); the entries of earlier
 * searches are of older generations, never read.
 */
export function configure(bytes: f64): f64 {
  let b: u32 = 1;
  while (<f64>(b * 2) * <f64>(ENTRY * WAYS) <= bytes && b < (1 << 24)) b *= 2;
  if (b < 64) b = 64;
  // stub runtime: memory is never freed, so only grow
  if (b > ttCap) {
    // the open stack: one record per four table entries. Allocated before the table:
    // the stub runtime grows memory by at least its current size, so a small block
    // after the table would double the module's memory.
    const cap = b * WAYS / 4;
    if (cap > openCap) {
      openPtr = heap.alloc(<usize>cap * RECORD);
      openCap = cap;
    }
    // Not filled: the stub runtime hands out memory never used before, which memory.grow
    // gave zeroed, and a page the search never touches then costs the browser nothing (a
    // one-node question no longer makes 16 MB resident; docs/architecture.md, "Memory").
    ttPtr = heap.alloc(<usize>b * <usize>(ENTRY * WAYS));
    ttCap = b;
    ttGen = 1;
  }
  // A new generation: entries stored under another bucket count are never read.
  if (b != ttBuckets) ttGen++;
  ttBuckets = b;
  return <f64>ttBuckets * <f64>(ENTRY * WAYS);
}

/** Forgets every entry (a new generation) and empties the open stack: a new search. */
export function tableNewSearch(): void {
  ttGen++;
  if (ttGen >= (<u64>1 << 24)) {
    memory.fill(ttPtr, 0, <usize>ttCap * <usize>(ENTRY * WAYS));
    ttGen = 1;
  }
  openTop = 0;
}

// The key bit search.ts sets on nodes reached by a deal (key.ts: KEY_AFTER_DEAL). It is left
// out of the bucket's hash, so that a flagged position and the same position unflagged share
// a bucket: the search probes both after each deal, and the second probe then finds the
// bucket in the cache (the probe that costs is the one that misses it).
const HASH_MASK: u64 = ~((<u64>1) << 62);

@inline function mix(a: u64, b: u64, c: u64): u64 {
  let h = a * 0x9e3779b97f4a7c15 ^ ((b & HASH_MASK) + 0x632be59bd9b4e019) * 0xbf58476d1ce4e5b9 ^ c * 0x94d049bb133111eb;
  h ^= h >> 31;
  h *= 0xd6e8feb86659fd93;
  h ^= h >> 32;
  return h;
}

/** Is open-stack record `i` live and holding this key? */
@inline function openLive(i: u32, a: u64, b: u64, c: u64): bool {
  if (i >= openTop) return false;
  const r = openPtr + <usize>i * RECORD;
  return load<u64>(r) == a && load<u64>(r, 8) == b && load<u64>(r, 16) == c;
}

/** -2: stored lost; i >= 0: a live open record with index i; -1: neither. */
export function ttProbe(a: u64, b: u64, c: u64): i32 {
  const bucket = ttPtr + <usize>(<u32>mix(a, b, c) & (ttBuckets - 1)) * <usize>(ENTRY * WAYS);
  let open: i32 = -1;
  for (let w: u32 = 0; w < WAYS; w++) {
    const e = bucket + <usize>(w * ENTRY);
    if (load<u64>(e) == a && load<u64>(e, 8) == b && load<u64>(e, 16) == c) {
      const meta = load<u64>(e, 24);
      if (meta >> 40 != ttGen) continue;
      if ((meta & OPEN_BIT) == 0) return -2;
      const i = <u32>(meta & WORK_MASK);
      if (openLive(i, a, b, c)) open = <i32>i;
    }
  }
  return open;
}

/** Stores a lost entry (`open` false) or an open entry with index `work` (`open` true). */
export function ttStore(a: u64, b: u64, c: u64, work: u64, open: bool = false): void {
  const bucket = ttPtr + <usize>(<u32>mix(a, b, c) & (ttBuckets - 1)) * <usize>(ENTRY * WAYS);
  let victim: usize = bucket;
  let victimWork: u64 = 0xffffffffffffffff;
  for (let w: u32 = 0; w < WAYS; w++) {
    const e = bucket + <usize>(w * ENTRY);
    const meta = load<u64>(e, 24);
    if (meta >> 40 != ttGen) {
      victim = e;
      victimWork = 0;
      break;
    }
    if (load<u64>(e) == a && load<u64>(e, 8) == b && load<u64>(e, 16) == c) {
      // the same key (an open entry becoming lost): overwrite it
      victim = e;
      break;
    }
    let ew: u64 = meta & WORK_MASK;
    if ((meta & OPEN_BIT) != 0) {
      // a stale open record is worthless; a live one is kept before any lost entry
      ew = openLive(<u32>ew, load<u64>(e), load<u64>(e, 8), load<u64>(e, 16)) ? WORK_MASK : 0;
    }
    if (ew < victimWork) {
      victimWork = ew;
      victim = e;
    }
  }
  if (work > WORK_MASK) work = WORK_MASK;
  store<u64>(victim, a);
  store<u64>(victim, b, 8);
  store<u64>(victim, c, 16);
  store<u64>(victim, (ttGen << 40) | (open ? OPEN_BIT : 0) | work, 24);
}

/** The open stack's height. */
@inline export function openHeight(): u32 {
  return openTop;
}

/** Drops the records from height `h` up (a probe's, when it ends). */
export function openTruncate(h: u32): void {
  if (h < openTop) openTop = h;
}

/** Pushes a finished node that leaned on an ancestor, and enters it as open (not when the stack is full: a miss is sound). */
export function openPush(a: u64, b: u64, c: u64): void {
  if (openTop >= openCap) return;
  const r = openPtr + <usize>openTop * RECORD;
  store<u64>(r, a);
  store<u64>(r, b, 8);
  store<u64>(r, c, 16);
  ttStore(a, b, c, <u64>openTop, true);
  openTop++;
}

/** Stores every record from height `from` up as lost and pops them; returns how many. */
export function openCloseFrom(from: u32): u32 {
  const top = openTop;
  for (let i = from; i < top; i++) {
    const r = openPtr + <usize>i * RECORD;
    ttStore(load<u64>(r), load<u64>(r, 8), load<u64>(r, 16), 1);
  }
  openTop = from;
  return top - from;
}
