// The search: a resumable depth-first search with explicit frames, so JavaScript can run
// it in slices, check the clock, report progress and cancel between slices. Nothing is
// allocated per node. The soundness arguments (the table, open records, each pruning
// rule) are in docs/solver.md.
import {
  CARDS, DST_FOUNDATION, FLAG_NO_DEAL_ORDER, FLAG_NO_OPEN, FLAG_NO_RESERVE_BOUND, FLAG_NO_RESTRICTION_BOUND, FLAG_NO_SAFE,
  FLAG_NO_RESTRICTION_REUSE, FLAG_NO_SYMMETRY, MAX_DEPTH, FLAG_NO_TT, OUT_MOVES, SRC_DEAL, SRC_PILE,
  RANKS, ST_LOSS, ST_RUNNING, ST_UNKNOWN, ST_WIN,
} from './abi';
import { moveDst, moveSrc } from './moveCode';
import { reserveFeasible } from './bounds/reserve';
import { moveKeepsRestriction } from './bounds/restriction';
import { copyRestrictionFrames, restrictionOnPath } from './bounds/restrictionPath';
import { copyFrame } from './frames';
import { computeKey, KEY_AFTER_DEAL, keyA, keyB, keyC } from './key';
import { genMoves, MAX_MOVES, orderMoves, setOrderNoise } from './moves';
import { safeMove } from './safe';
import { doMove, fnd, fTotal, outbuf, undoMove } from './state';
import { openCloseFrom, openHeight, openPush, openTruncate, tableNewSearch, ttProbe, ttStore } from './table';
import { zeros } from './fresh';

const LOW_INF: i32 = 0x7fffffff;
/** The plain move order's seed (a probe's seed 0 means it too). */
const PLAIN_SEED: u32 = 0x9e3779b9;

// `enter` results besides a low value (an ancestor's depth, or LOW_INF: no win here)
const ENTER_EXPANDED: i32 = -2;
const ENTER_WON: i32 = -3;
const ENTER_DEPTH_CAP: i32 = -1;

// Frames: one per depth on the current path.
const mvBuf = zeros<u16>(MAX_DEPTH * MAX_MOVES);
const frN = zeros<i32>(MAX_DEPTH);
const frNext = zeros<i32>(MAX_DEPTH);
const frLow = zeros<i32>(MAX_DEPTH);
const frMade = zeros<i32>(MAX_DEPTH); // move made from this frame
const frUndo = zeros<i32>(MAX_DEPTH);
const frA = zeros<u64>(MAX_DEPTH);
const frB = zeros<u64>(MAX_DEPTH);
const frC = zeros<u64>(MAX_DEPTH);
const frNodes = zeros<u64>(MAX_DEPTH); // node count on entry (subtree work)
const frTT = zeros<u8>(MAX_DEPTH); // 1 when the move into this frame was tableau→tableau
const frRes = zeros<u8>(MAX_DEPTH); // reserve bound already checked on this line
const frDeal = zeros<u8>(MAX_DEPTH); // 1 when the move into this frame was a deal
const frOpen = zeros<u32>(MAX_DEPTH); // open-stack height when this node was expanded
const frKeeps = zeros<u8>(MAX_DEPTH); // 1: the move into this node keeps the restriction bound's answer

let flags: u32 = 0;
let depth: i32 = 0;
let nodes: u64 = 0;
let pendingEnter: bool = false;
let truncated: bool = false;
let finished: i32 = ST_RUNNING;
let openHits: u64 = 0;
let openClosed: u64 = 0;
/** The open stack's height when the current run began: records below it belong to the suspended main run. */
let runOpenBase: u32 = 0;

/**
 * Starts a new search of the loaded position with the pruning rules `fl` switches off.
 * The table keeps its lost positions across the probes of the same search, never across
 * `start`.
 */
export function start(fl: u32): void {
  flags = fl;
  tableNewSearch();
  nodes = 0;
  openHits = 0;
  openClosed = 0;
  probing = false;
  beginRun(PLAIN_SEED, 0);
}

/** A run from the root (the position is at the root): its open records go above the stack's current height. */
function beginRun(seed: u32, noiseAmount: i32): void {
  depth = 0;
  truncated = false;
  finished = ST_RUNNING;
  pendingEnter = true;
  runOpenBase = openHeight();
  setOrderNoise(seed, noiseAmount);
  unchecked((frRes[0] = 0));
  unchecked((frDeal[0] = 0));
  unchecked((frTT[0] = 0));
  unchecked((frKeeps[0] = 0));
}

/** Takes the position back to the root, undoing the current path. */
function unwind(): void {
  while (depth > 0) {
    depth--;
    undoMove(unchecked(frMade[depth]), unchecked(frUndo[depth]));
  }
}

// ---------------------------------------------------------------------------------------
// Probes (docs/solver.md, "The portfolio"): the main run (plain order, never restarted) is
// suspended, a probe searches from the root with a shuffled order, and the main run resumes
// where it stopped. A probe has its own frames (the main run's are saved) and its own open
// records above the main run's (dropped when it ends); it stores only proven losses.

const svMv = zeros<u16>(MAX_DEPTH * MAX_MOVES);
const svN = zeros<i32>(MAX_DEPTH);
const svNext = zeros<i32>(MAX_DEPTH);
const svLow = zeros<i32>(MAX_DEPTH);
const svMade = zeros<i32>(MAX_DEPTH);
const svA = zeros<u64>(MAX_DEPTH);
const svB = zeros<u64>(MAX_DEPTH);
const svC = zeros<u64>(MAX_DEPTH);
const svNodes = zeros<u64>(MAX_DEPTH);
const svTT = zeros<u8>(MAX_DEPTH);
const svRes = zeros<u8>(MAX_DEPTH);
const svDeal = zeros<u8>(MAX_DEPTH);
const svOpen = zeros<u32>(MAX_DEPTH);
const svKeeps = zeros<u8>(MAX_DEPTH);
let svDepth: i32 = 0;
let svPending: bool = false;
let svTruncated: bool = false;
let svOpenTop: u32 = 0;
let probing: bool = false;

/** Copies frames 0..d (the moves of every frame) from the live arrays to the saved ones (`save`) or back. */
function copyFrames(save: bool, d: i32): void {
  const k = d + 1;
  copyFrame<u16>(save, mvBuf, svMv, k * MAX_MOVES);
  copyFrame<i32>(save, frN, svN, k);
  copyFrame<i32>(save, frNext, svNext, k);
  copyFrame<i32>(save, frLow, svLow, k);
  copyFrame<i32>(save, frMade, svMade, k);
  copyFrame<u64>(save, frA, svA, k);
  copyFrame<u64>(save, frB, svB, k);
  copyFrame<u64>(save, frC, svC, k);
  copyFrame<u64>(save, frNodes, svNodes, k);
  copyFrame<u8>(save, frTT, svTT, k);
  copyFrame<u8>(save, frRes, svRes, k);
  copyFrame<u8>(save, frDeal, svDeal, k);
  copyFrame<u32>(save, frOpen, svOpen, k);
  copyFrame<u8>(save, frKeeps, svKeeps, k);
  copyRestrictionFrames(save, k);
}

/**
 * Suspends the main run and starts a probe from the root with move-order noise `noiseAmount`
 * seeded by `seed`. Only while the main run is running (not during a probe).
 */
export function beginProbe(seed: u32, noiseAmount: i32): void {
  if (probing || finished != ST_RUNNING) return;
  copyFrames(true, depth);
  svDepth = depth;
  svPending = pendingEnter;
  svTruncated = truncated;
  svOpenTop = openHeight();
  unwind();
  probing = true;
  beginRun(seed == 0 ? PLAIN_SEED : seed, noiseAmount);
}

/** Ends the probe under way (dropping its open records) and resumes the main run where it stopped. */
export function endProbe(): void {
  if (!probing) return;
  unwind();
  openTruncate(svOpenTop);
  copyFrames(false, svDepth);
  // replay the main run's path: making the same moves gives the same undo words
  for (let i = 0; i < svDepth; i++) unchecked((frUndo[i] = doMove(unchecked(frMade[i]))));
  depth = svDepth;
  pendingEnter = svPending;
  truncated = svTruncated;
  finished = ST_RUNNING;
  runOpenBase = 0;
  probing = false;
  setOrderNoise(PLAIN_SEED, 0);
}

export function nodeCount(): f64 {
  return <f64>nodes;
}
/** The winning line's length (after ST_WIN). */
export function lineLength(): i32 {
  return depth;
}
/** How many times the current search used an open record (a diagnostic for the tests). */
export function openHitCount(): f64 {
  return <f64>openHits;
}
/** How many open records the current search turned into stored losses. */
export function openClosedCount(): f64 {
  return <f64>openClosed;
}

/** The deepest path node (depth < d) entered when the open stack was at most `i` high. */
function openOwner(i: u32, d: i32): i32 {
  let lo = 0;
  let hi = d - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (unchecked(frOpen[mid]) <= i) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Enters the node at `depth` (the move into it is already made). Returns ENTER_EXPANDED
 * (frame ready), ENTER_WON, or a low value to hand to the parent.
 */
function enter(): i32 {
  nodes++;
  if (fTotal == CARDS) return ENTER_WON;
  const d = depth;
  computeKey();
  const a = keyA;
  const b = keyB;
  const c = keyC;
  // Cycle check: only tableau→tableau moves can return to an earlier position (every
  // other move strictly advances (stock cursor, cards on foundations, -waste size)), so
  // only ancestors joined to this node by tableau→tableau moves need comparing.
  if (unchecked(frTT[d])) {
    let j = d - 1;
    while (j >= 0) {
      if (unchecked(frA[j]) == a && unchecked(frB[j]) == b && unchecked(frC[j]) == c) return j;
      if (!unchecked(frTT[j])) break;
      j--;
    }
  }
  // Deal-order rule. A deal changes only the waste, so any move not from the waste that is
  // legal right after a deal was legal right before it, leads to the same position if
  // played first ("deal, m" = "m, deal"), and leaves the deal legal. Swapping such pairs
  // (each swap moves a deal later, so it ends) turns any winning line into one where a
  // deal is followed only by a waste move or another deal. So right after a deal only
  // those are generated. Such a node answers a narrower question than the same position
  // reached otherwise, so its key carries a flag: its "lost" entries are kept apart, while
  // it may use the entry of the unflagged position (a true loss is a loss either way).
  // The search is then plain reachability in the graph of (position, flag) nodes, and the
  // table argument in `run` holds for it unchanged (see docs/solver.md).
  const afterDeal = unchecked(frDeal[d]) != 0 && (flags & FLAG_NO_DEAL_ORDER) == 0;
  const bFlagged = afterDeal ? b | KEY_AFTER_DEAL : b;
  if ((flags & FLAG_NO_TT) == 0) {
    const p = ttProbe(a, bFlagged, c);
    if (p == -2) return LOW_INF;
    if (afterDeal && ttProbe(a, b, c) == -2) return LOW_INF;
    // An open record: this node was finished earlier inside the subtree of a path node
    // that is still open; lean on the deepest such node (see `run`).
    if (p >= <i32>runOpenBase && (flags & FLAG_NO_OPEN) == 0) {
      openHits++;
      return openOwner(<u32>p, d);
    }
  }
  unchecked((frA[d] = a));
  unchecked((frB[d] = bFlagged));
  unchecked((frC[d] = c));
  unchecked((frNodes[d] = nodes));
  if (d >= MAX_DEPTH - 1) {
    truncated = true;
    return ENTER_DEPTH_CAP;
  }
  // loss bounds
  if ((flags & FLAG_NO_RESERVE_BOUND) == 0 && !unchecked(frRes[d])) {
    if (!reserveFeasible()) {
      if ((flags & FLAG_NO_TT) == 0) ttStore(a, bFlagged, c, 1);
      return LOW_INF;
    }
  }
  // The restriction bound, wherever the move into the node may have made f1 impossible
  // (restrictionOnPath: skipping a check is always sound, and the skipped moves provably
  // keep the parent's answer).
  if ((flags & FLAG_NO_RESTRICTION_BOUND) == 0 && unchecked(fnd[0]) < RANKS &&
    !restrictionOnPath(d, d > 0 && unchecked(frDeal[d]) != 0, d > 0 && unchecked(frKeeps[d]) != 0, (flags & FLAG_NO_RESTRICTION_REUSE) == 0)) {
    if ((flags & FLAG_NO_TT) == 0) ttStore(a, bFlagged, c, 1);
    return LOW_INF;
  }
  const base = d * MAX_MOVES;
  let n: i32 = 0;
  if ((flags & FLAG_NO_SAFE) == 0) {
    const s = safeMove();
    if (s >= 0) {
      unchecked((mvBuf[base] = <u16>s));
      n = 1;
    }
  }
  if (n == 0) {
    n = genMoves(mvBuf, base, (flags & FLAG_NO_SYMMETRY) == 0, afterDeal);
    if (n == 0) {
      if ((flags & FLAG_NO_TT) == 0) ttStore(a, bFlagged, c, 1);
      return LOW_INF;
    }
    orderMoves(mvBuf, base, n, true);
  }
  unchecked((frN[d] = n));
  unchecked((frOpen[d] = openHeight()));
  unchecked((frNext[d] = 0));
  unchecked((frLow[d] = LOW_INF));
  return ENTER_EXPANDED;
}

/**
 * Runs the search for at most `slice` more nodes. Returns ST_RUNNING when the slice is
 * spent (call again to continue), ST_WIN (the line is in the output buffer, length
 * `lineLength()`), ST_LOSS (proven), or ST_UNKNOWN (the space was exhausted but some
 * branch was cut by the depth cap, so nothing is proven).
 *
 * Soundness of the table (the argument in full is in docs/solver.md): a node's result
 * carries `low`, the shallowest ancestor on the current path that some branch below it
 * ran into (a cycle of tableau moves). A node is stored as lost only when low >= its own
 * depth, i.e. its whole subtree was explored without leaning on any position above it;
 * then every position reachable from it was either explored, a stored loss, or the node
 * itself, so no win is reachable from it. Nodes whose result leaned on an ancestor are
 * not stored as lost by themselves.
 *
 * Open records (docs/solver.md, "Open records"): a node that finishes with 0 <= low < d is
 * pushed on the open stack and entered in the table as open. Meeting it again, a node
 * leans on the deepest path node expanded when the stack was no higher than the record's
 * index (the record was made inside that node's subtree) instead of searching it again.
 * A node that finishes with low >= d stores itself and every record above its own stack
 * height as lost: all of them lie in its subtree, which leaned on nothing above it.
 */
export function run(slice: i32): i32 {
  if (finished != ST_RUNNING) return finished;
  const limit = nodes + <u64>(<u32>slice);
  while (true) {
    let ret: i32 = ENTER_EXPANDED;
    if (pendingEnter) {
      if (nodes >= limit) return ST_RUNNING;
      pendingEnter = false;
      ret = enter();
      if (ret == ENTER_WON) {
        for (let i = 0; i < depth && i < OUT_MOVES; i++) unchecked((outbuf[i] = <u16>frMade[i]));
        finished = ST_WIN;
        return finished;
      }
    }
    if (ret == ENTER_EXPANDED) {
      const d = depth;
      const k = unchecked(frNext[d]);
      if (k < unchecked(frN[d])) {
        unchecked((frNext[d] = k + 1));
        const m = <i32>unchecked(mvBuf[d * MAX_MOVES + k]);
        const u = doMove(m);
        unchecked((frMade[d] = m));
        unchecked((frUndo[d] = u));
        const src = moveSrc(m);
        const dst = moveDst(m);
        unchecked((frTT[d + 1] = src >= SRC_PILE && dst != DST_FOUNDATION ? 1 : 0));
        // the reserve bound only changes when a foundation grows
        unchecked((frRes[d + 1] = dst == DST_FOUNDATION && src != SRC_DEAL ? 0 : 1));
        unchecked((frDeal[d + 1] = src == SRC_DEAL ? 1 : 0));
        unchecked((frKeeps[d + 1] = src != SRC_DEAL && moveKeepsRestriction(src, dst) ? 1 : 0));
        depth = d + 1;
        pendingEnter = true;
        continue;
      }
      // all children done
      const low = unchecked(frLow[d]);
      if (low >= d) {
        if ((flags & FLAG_NO_TT) == 0) {
          ttStore(unchecked(frA[d]), unchecked(frB[d]), unchecked(frC[d]), nodes - unchecked(frNodes[d]));
          // close this node's open region: every record pushed below it is lost too
          openClosed += <u64>openCloseFrom(unchecked(frOpen[d]));
        }
        ret = LOW_INF;
      } else {
        // leaned on an ancestor: record it as open (not when the depth cap was hit: low < 0)
        if ((flags & (FLAG_NO_TT | FLAG_NO_OPEN)) == 0 && low >= 0) {
          openPush(unchecked(frA[d]), unchecked(frB[d]), unchecked(frC[d]));
        }
        ret = low;
      }
    }
    // hand `ret` to the parent
    if (depth == 0) {
      finished = ret >= 0 && !truncated ? ST_LOSS : ST_UNKNOWN;
      return finished;
    }
    depth--;
    undoMove(unchecked(frMade[depth]), unchecked(frUndo[depth]));
    if (ret < unchecked(frLow[depth])) unchecked((frLow[depth] = ret));
  }
}
