// Figures the Statistics panel derives from the statistics record (stats.ts): the average
// win of each kind, hints per win with hints. Apart from stats.ts, which the
// popup reads when it opens, so that they load with the panel.
import type { Stats } from './stats';

const average = (total: number, n: number): number | undefined => (n > 0 ? Math.round(total / n) : undefined);
/** The average win without hints or help (a record). */
export const averageCleanWinMs = (s: Stats): number | undefined => average(s.cleanTimeMs, s.cleanTimedWins);
export const averageHintedWinMs = (s: Stats): number | undefined => average(s.hintedTimeMs, s.hintedTimedWins);
/** Hints asked per win with hints. */
export const hintsPerHintedWin = (s: Stats): number | undefined => (s.hintedWins > 0 ? s.hintedHints / s.hintedWins : undefined);
/** The average of the win times saved before wins were told apart by hints (stats.ts `earlier`). */
export const averageEarlierWinMs = (s: Stats): number | undefined => (s.earlier ? average(s.earlier.winTimeMs, s.earlier.timedWins) : undefined);
