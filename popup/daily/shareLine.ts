// The deal of the day in words: the spoiler-free share line ("Plot — 2026-12-01 — won in
// 241 moves, 4:12, no hints"). The formula itself is src/solver/daily.ts.
import { t, tn } from '../platform/i18n';
import { formatTime } from '../table/names';

/** How the game was won: "no hints" only for a win without hints or help. */
function helpText(hints: number, assisted: boolean): string {
  if (!assisted) return hints === 0 ? t('shareNoHints') : tn('shareHints', hints, hints);
  return hints === 0 ? t('shareAssistedOnly') : t('shareAssisted', tn('shareHints', hints, hints));
}

/**
 * The line a player shares: the day, the number of moves, the time of play (as the table
 * and the win summary show it), the hints, and whether the game was assisted (the demo, a
 * hint from the full deal, a Finish with cards face down); never the deal or a move.
 */
export const shareLine = (day: string, moves: number, ms: number, hints: number, assisted = false): string =>
  tn('shareLine', moves, day, moves, formatTime(ms), helpText(hints, assisted));
