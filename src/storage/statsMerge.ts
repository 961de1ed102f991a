// Two windows counting at once (docs/architecture.md, Saving): the statistics are written as
// what this window counted, counted again on what is stored, under the store's lock; never
// this window's whole record over another's. A window notes each step that changed its
// figures (the record before and after it); the write reads from the two what the step
// counted (a game played, a win with its time and hints, a game left, a hint, the notice
// read) and counts the same on the stored record. The reading is checked: the counts read,
// made on the record before the step, must give the record after it exactly; a step that
// is no count (a reset, its undo) replaces the record, as the player asked.
import { type Stats, countGameAbandoned, countGamePlayed, countGameWon, countHint, withoutSetAside } from './stats';

/** A step that changed a window's statistics. */
export interface Counted {
  readonly before: Stats;
  readonly after: Stats;
  /** The step ended a game the player did not win: the streak breaks even where it is 0 already. */
  readonly broke?: boolean;
  /** The step reset the statistics: its record replaces the stored one even when it equals the one before (a window that showed nothing yet). */
  readonly reset?: boolean;
}

type Count = (s: Stats) => Stats;

/** The same figures (records are plain data: numbers and small objects). */
export function sameStats(x: unknown, y: unknown): boolean {
  if (x === y) return true;
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
  const [a, b] = [x as Record<string, unknown>, y as Record<string, unknown>];
  return Object.keys({ ...a, ...b }).every((k) => sameStats(a[k], b[k]));
}

/** What `step` counted; undefined when it is no count (its record replaces the one stored). */
function countsOf({ before: b, after: a, broke, reset }: Counted): Count[] | undefined {
  if (reset) return undefined;
  const counts: Count[] = [];
  // One step counts one game at most, and one hint.
  if (a.played === b.played + 1) counts.push(countGamePlayed);
  if (a.hintsUsed === b.hintsUsed + 1) counts.push(countHint);
  if (a.won === b.won + 1) {
    const hinted = a.hintedWins > b.hintedWins;
    const timeMs = hinted ? a.hintedTimeMs - b.hintedTimeMs : a.cleanTimeMs - b.cleanTimeMs;
    const hints = hinted ? a.hintedHints - b.hintedHints : 0;
    counts.push((s) => countGameWon(s, timeMs, hints));
  } else if (broke || (a.currentStreak === 0 && b.currentStreak > 0)) counts.push(countGameAbandoned);
  if (b.setAside && !a.setAside) counts.push(withoutSetAside);
  return sameStats(counts.reduce((s, count) => count(s), b), a) ? counts : undefined;
}

/** `stored` with the `steps` of a window counted on it, in order. */
export const countOnto = (stored: Stats, steps: readonly Counted[]): Stats =>
  steps.reduce((s, step) => countsOf(step)?.reduce((x, count) => count(x), s) ?? step.after, stored);
