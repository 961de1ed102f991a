// The timed f1 relaxation: a sound test that f1 can never be completed, run on the
// position a search starts from (docs/solver.md, "Timed f1 bound", has the argument).
//
// While f1 is incomplete, a card of relative rank y (1..11) enters the tableau only from
// the waste, onto a pile top y+1; a 12 never enters; base cards only fill spaces and never
// matter to f1. So E(y), a lower bound on the stock cursor (cards dealt) at which a y can
// be in the tableau, is 0 if a y is there now, else max(E(y+1), D(y)) where D(y) is the
// cursor once a y is in the waste (E(12) = never unless a 12 is there now). A waste card
// of rank y can leave the waste, before f1 is complete, only to f1 or (once the cursor is
// at least E(y+1)) onto a pile. The relaxed game keeps the reserve order, the stock
// order, and the waste as a stack of the cards that could not be parked when dealt; a
// stack card may be "parked" (made free) when it is the stack top and the cursor has
// reached E(y+1); every tableau card and every free card may go to f1 at any time. Every
// real line that completes f1 maps to a relaxed line that does, so if the relaxed game
// cannot complete f1, the position is lost.
//
// The relaxed game is searched exhaustively (every option at every state, memoised), with
// a cap on the states; over the cap it answers 'unknown'. With `capacity`, it also counts,
// for each rank no card of which can ever be put on a pile, the few original cards of that
// rank that the rank below can be parked on (docs/solver.md, "Tableau capacity"); with
// `shown`, it parks a card only on a rank some pile has shown so far ("Shown ranks").
import { type Position, FOUNDATION_FULL, isRestricted, relRank } from '../../engine/index';

export type F1RelaxAnswer = 'possible' | 'impossible' | 'unknown';

export const F1_RELAX_MAX_STATES = 100_000;
/** The capacity check's cap: it runs once, on a search that goes on past the opening (about half a second at most). */
export const F1_CAPACITY_MAX_STATES = 300_000;
/**
 * The memory the states may hold, as counted by STATE_BYTES: the popup's worker lives on a
 * phone (docs/architecture.md, "Memory"). Over it the answer is 'unknown', as over the cap.
 */
export const F1_RELAX_MAX_BYTES = 16 * 1024 * 1024;
/**
 * A state's memory beside its key's characters: the key string's header, its slot in the
 * Set and its share of the depth-first stack's arrays (the cap of 300,000 states was
 * measured at about 50 MB, some 165 bytes a state with a key of about 45 characters). With
 * it the capacity check stops at about 100,000 states; the largest the tests decide needs
 * about 20,000 (test/solver/f1relax.test.ts, 2026-12-03).
 */
const STATE_BYTES = 120;
const NEVER = 1 << 20;

/**
 * Each pile's reach (docs/solver.md, "Pile reach"): the rank of the pile's first card, from
 * the top, that can never leave the pile before f1 is complete, or bottom + 1 when every
 * card may leave (-1 for a space). The least fixpoint of: the card of rank m showing at
 * the reach may leave when f1 may still take it (m >= h, f1's next rank) or when some
 * other pile, not a space nor a base card, reaches m + 1 (m <= 11). Cards from the reach
 * down never move while f1 is incomplete.
 */
export function pileReaches(p: Position): number[] {
  const rel = (c: number) => relRank(c, p.base);
  const h = p.foundations[0].length;
  const top = p.tableau.map((pile) => (pile.length > 0 ? rel(pile[pile.length - 1]) : -1));
  const bottom = p.tableau.map((pile, i) => top[i] + pile.length - 1);
  const reach = [...top];
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i < reach.length; i++) {
      const m = reach[i];
      if (top[i] <= 0 || m > bottom[i]) continue;
      const leaves = m >= h || (m <= 11 && reach.some((r, j) => j !== i && top[j] > 0 && r >= m + 1));
      if (leaves) {
        reach[i] = m + 1;
        changed = true;
      }
    }
  }
  return reach;
}

/** For each pile, the ranks its original cards can show as its top: from its top to its reach (or its bottom); none for a space. */
function shownRanges(p: Position, reach: readonly number[]): ({ from: number; to: number } | undefined)[] {
  return p.tableau.map((pile, i) => {
    if (pile.length === 0) return undefined;
    const t = relRank(pile[pile.length - 1], p.base);
    return { from: t, to: Math.min(reach[i], t + pile.length - 1) };
  });
}

/** The ranks an original tableau card can show as a pile top (bit y): from each pile's top to its reach. */
export function shownRanks(p: Position, reach = pileReaches(p)): number {
  let shown = 0;
  for (const r of shownRanges(p, reach)) {
    if (!r) continue;
    for (let y = r.from; y <= r.to; y++) shown |= 1 << y;
  }
  return shown;
}

/** The cursor from which a waste card of each relative rank can be parked (NEVER: not before f1 completes). */
export function parkThresholds(p: Position, reach = pileReaches(p)): number[] {
  const rel = (c: number) => relRank(c, p.base);
  const shown = shownRanks(p, reach);
  const canShow = (y: number) => ((shown >> y) & 1) !== 0;
  const cursor0 = p.waste.length;
  const waste = p.waste.map(rel);
  const stock = [...p.stock].reverse().map(rel); // dealing order
  const E = Array<number>(14).fill(NEVER);
  E[12] = canShow(12) ? 0 : NEVER;
  for (let y = 11; y >= 1; y--) {
    if (canShow(y)) {
      E[y] = 0;
      continue;
    }
    let dy = waste.includes(y) ? cursor0 : NEVER;
    if (dy === NEVER) {
      const i = stock.indexOf(y);
      if (i >= 0) dy = cursor0 + i + 1;
    }
    E[y] = Math.max(E[y + 1], dy);
  }
  // threshold for a card of rank y: E(y+1); base cards are free (they never matter to f1)
  return Array.from({ length: 13 }, (_, y) => (y === 0 ? 0 : E[y + 1]));
}

/**
 * The ranks z whose cards can never be put on a pile before f1 is complete (no pile can
 * ever show z+1: thr[z] is NEVER; every 12), each with how many piles can show an original
 * z (docs/solver.md, "Tableau capacity"); 0 for the other ranks.
 */
export function lockedTops(p: Position, reach: readonly number[], thr: readonly number[]): number[] {
  const ranges = shownRanges(p, reach);
  const tops = Array<number>(13).fill(0);
  for (let z = 2; z <= 12; z++) {
    if (thr[z] < NEVER) continue;
    tops[z] = ranges.filter((r) => r !== undefined && r.from <= z && z <= r.to).length;
  }
  return tops;
}

/** Options of f1Relaxed. */
export interface F1RelaxOptions {
  /** Give up ('unknown') after this many states (default F1_RELAX_MAX_STATES). */
  maxStates?: number;
  /** …or once the states hold this many bytes, by the estimate above (default F1_RELAX_MAX_BYTES). */
  maxBytes?: number;
  /** Count the piles that can take a card of each locked rank (docs/solver.md, "Tableau capacity"); default false. */
  capacity?: boolean;
  /** Park a card only on a rank shown so far (an original card's, or a parked card's); default false. */
  shown?: boolean;
}

// Over 60 lines, kept (issue 33): one depth-first loop whose rules read the same closure (thresholds, locked ranks, shown ranks); split, each state's step would pass them all.
/** Can f1 be completed in the timed relaxed game? */
export function f1Relaxed(p: Position, options: F1RelaxOptions = {}): F1RelaxAnswer {
  const maxStates = options.maxStates ?? F1_RELAX_MAX_STATES;
  const maxBytes = options.maxBytes ?? F1_RELAX_MAX_BYTES;
  const rel = (c: number) => relRank(c, p.base);
  const h0 = p.foundations[0].length;
  if (!isRestricted(p)) return 'possible';
  const reach = pileReaches(p);
  const thr = parkThresholds(p, reach);
  // With capacity: a card y whose rank above, z = y + 1, is locked (lockedTops) is parked
  // only onto one of the few original z cards; such cards are dealt onto the stack (parked
  // only by an explicit move, which counts the z it covers), never freed at once.
  const locked = options.capacity ? lockedTops(p, reach, thr) : Array<number>(13).fill(0);
  const coversLocked = (y: number) => y >= 1 && y <= 11 && thr[y + 1] >= NEVER && options.capacity === true;
  const reserve = [...p.reserve].reverse().map(rel); // removal order
  const stock = [...p.stock].reverse().map(rel);
  const cursor0 = p.waste.length;
  const free0 = Array<number>(13).fill(0);
  // the tableau cards that may leave their pile before f1 is complete: above each reach
  p.tableau.forEach((pile, i) => {
    const t = pile.length > 0 ? rel(pile[pile.length - 1]) : 0;
    for (let y = t; y < reach[i]; y++) if (y > 0) free0[y]++;
  });
  // With `shown`: the ranks a pile can show so far (bit y): an original card's, or a parked card's
  const useShown = options.shown === true;
  let shown0 = useShown ? shownRanks(p, reach) : 0x3fff;
  const onShown = (y: number, shown: number) => y === 0 || ((shown >> (y + 1)) & 1) !== 0;
  // a card parked or freed: its rank may be shown from now on
  const reveal = (shown: number, y: number) => (useShown && y > 0 ? shown | (1 << y) : shown);
  let stack0: number[] = p.waste.map(rel);
  // the waste's cards that could be parked some day are free; with `shown`, to a fixpoint
  for (let changed = true; changed; ) {
    changed = false;
    const rest: number[] = [];
    for (const y of stack0) {
      if (thr[y] <= cursor0 && !coversLocked(y) && onShown(y, shown0)) {
        free0[y]++;
        changed ||= reveal(shown0, y) !== shown0;
        shown0 = reveal(shown0, y);
      } else rest.push(y);
    }
    stack0 = rest;
  }
  // covered[z]: locked z cards the relaxed line has covered (parks of z-1, less f1's takes
  // of a free z-1, never below 0); gone[z]: locked z cards f1 took from the tableau
  const none = Array<number>(13).fill(0);
  const seen = new Set<string>();
  let bytes = 0;
  let over = false;
  // Depth-first over states (h, reserve cursor, stock cursor, stack, free counts, covered, gone, shown ranks).
  type State = [number, number, number, number[], number[], number[], number[], number];
  const todo: State[] = [[h0, 0, 0, stack0, free0, none, none, shown0]];
  while (todo.length > 0) {
    const [h, rp, sp, stack, free, covered, gone, shown] = todo.pop()!;
    if (h === FOUNDATION_FULL) return 'possible';
    // one character per number (all below 256, so a one-byte string); the stack, the only
    // part of varying length, comes last
    const key = options.capacity
      ? String.fromCharCode(h, rp, sp, shown & 0xff, shown >> 8, ...free, ...covered, ...gone, ...stack)
      : String.fromCharCode(h, rp, sp, shown & 0xff, shown >> 8, ...free, ...stack);
    if (seen.has(key)) continue;
    if (seen.size >= maxStates || bytes >= maxBytes) {
      over = true;
      break;
    }
    seen.add(key);
    bytes += STATE_BYTES + key.length;
    const cursor = cursor0 + sp;
    const top = stack.length > 0 ? stack[stack.length - 1] : -1;
    if (rp < reserve.length && reserve[rp] === h) todo.push([h + 1, rp + 1, sp, stack, free, covered, gone, shown]);
    if (top === h) todo.push([h + 1, rp, sp, stack.slice(0, -1), free, covered, gone, shown]);
    // a locked h leaves the tableau only when one of them is uncovered
    if (free[h] > 0 && (locked[h] === 0 || locked[h] - gone[h] - covered[h] > 0)) {
      const f = [...free];
      f[h]--;
      let c = covered;
      let g = gone;
      if (coversLocked(h) && covered[h + 1] > 0) (c = [...covered])[h + 1]--;
      if (locked[h] > 0) (g = [...gone])[h]++;
      todo.push([h + 1, rp, sp, stack, f, c, g, shown]);
    }
    if (top >= 0 && thr[top] <= cursor && onShown(top, shown) && (!coversLocked(top) || covered[top + 1] < locked[top + 1] - gone[top + 1])) {
      const f = [...free];
      f[top]++;
      let c = covered;
      if (coversLocked(top)) (c = [...covered])[top + 1]++;
      todo.push([h, rp, sp, stack.slice(0, -1), f, c, gone, reveal(shown, top)]);
    }
    if (sp < stock.length) {
      const y = stock[sp];
      if (thr[y] <= cursor + 1 && !coversLocked(y) && onShown(y, shown)) {
        const f = [...free];
        f[y]++;
        todo.push([h, rp, sp + 1, stack, f, covered, gone, reveal(shown, y)]);
      } else {
        todo.push([h, rp, sp + 1, [...stack, y], free, covered, gone, shown]);
      }
    }
  }
  return over ? 'unknown' : 'impossible';
}
