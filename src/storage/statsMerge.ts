// Two windows counting at once (docs/architecture.md, Saving): the statistics are written as
// what this window counted, counted again on what is stored, under the store's lock; never
// this window's whole record over another's. A window notes each step that changed its
// figures (the record before and after it); the write reads from the two what the step
// counted (a game played, a win with its time and hints, a game left, a hint, the notice
// read) and counts the same on the stored record. The reading is checked: the counts read,
// made on the record before the step, must give the record after it exactly; a step that
// is no count (a reset, its undo) replaces the record, as the player asked.
//
// Two windows may each win the same game on their own (each plays the winning move before it
// hears the other's save): the game is one, so is its win. A win step names its game (winOf:
// the deal and when its first move was made, which both windows share through the save), the
// record remembers the games whose win it counted, and a win of one already there counts
// nothing: neither the win, its time and hints, nor the streak.
import { type Stats, WINS_KEPT, countGameAbandoned, countGamePlayed, countGameWon, countHint, withoutSetAside } from './stats';

/** A step that changed a window's statistics. */
export interface Counted {
  readonly before: Stats;
  readonly after: Stats;
  /** The step ended a game the player did not win: the streak breaks even where it is 0 already. */
  readonly broke?: boolean;
  /** The step reset the statistics: its record replaces the stored one even when it equals the one before (a window that showed nothing yet). */
  readonly reset?: boolean;
  /** The game the step won (winOf), when it can be told from another play of its deal. */
  readonly game?: string;
}

/** The game a win is of: its deal and when its first move was made (undefined for a game begun before that was kept). */
export const winOf = (deal: string, begun: number | undefined): string | undefined => (begun ? `${deal}@${begun}` : undefined);

type Count = (s: Stats) => Stats;

/** The same figures (records are plain data: numbers and small objects). */
export function sameStats(x: unknown, y: unknown): boolean {
  if (x === y) return true;
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
  const [a, b] = [x as Record<string, unknown>, y as Record<string, unknown>];
  return Object.keys({ ...a, ...b }).every((k) => sameStats(a[k], b[k]));
}

/** What `step` counted, and which of it is the win; undefined when it is no count (its record replaces the one stored). */
function countsOf({ before: b, after: a, broke, reset }: Counted): { counts: Count[]; win?: Count } | undefined {
  if (reset) return undefined;
  const counts: Count[] = [];
  let win: Count | undefined;
  // One step counts one game at most, and one hint.
  if (a.played === b.played + 1) counts.push(countGamePlayed);
  if (a.hintsUsed === b.hintsUsed + 1) counts.push(countHint);
  if (a.won === b.won + 1) {
    const hinted = a.hintedWins > b.hintedWins;
    const timeMs = hinted ? a.hintedTimeMs - b.hintedTimeMs : a.cleanTimeMs - b.cleanTimeMs;
    const hints = hinted ? a.hintedHints - b.hintedHints : 0;
    counts.push((win = (s) => countGameWon(s, timeMs, hints)));
  } else if (broke || (a.currentStreak === 0 && b.currentStreak > 0)) counts.push(countGameAbandoned);
  if (b.setAside && !a.setAside) counts.push(withoutSetAside);
  return sameStats(counts.reduce((s, count) => count(s), b), a) ? { counts, win } : undefined;
}

/** `s` with `step`'s counts made on it: its win only when `s` has not counted that game's win already. */
function countOn(s: Stats, step: Counted): Stats {
  const read = countsOf(step);
  if (!read) return step.after;
  const { counts, win } = read;
  const game = win && step.game;
  if (!game) return counts.reduce((x, count) => count(x), s);
  if (s.wins?.includes(game)) return counts.filter((c) => c !== win).reduce((x, count) => count(x), s);
  const counted = counts.reduce((x, count) => count(x), s);
  return { ...counted, wins: [...(s.wins ?? []), game].slice(-WINS_KEPT) };
}

/** `stored` with the `steps` of a window counted on it, in order. */
export const countOnto = (stored: Stats, steps: readonly Counted[]): Stats => steps.reduce(countOn, stored);
