// The deal of the day in words: the spoiler-free share line ("Plot — 2026-12-01 — won in
// 241 moves, 4:12, no hints"). The formula itself is src/solver/daily.ts.
import { t, tn } from '../platform/i18n';

/** m:ss, or h:mm:ss from an hour. */
export function clock(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}

const hintsText = (hints: number): string => (hints === 0 ? t('shareNoHints') : tn('shareHints', hints, hints));

/**
 * The line a player shares: the day, the number of moves, the time of play, the hints, and
 * whether the game was assisted (the demo, a hint from the full deal, a Finish with cards
 * face down); never the deal or a move.
 */
export const shareLine = (day: string, moves: number, ms: number, hints: number, assisted = false): string =>
  tn('shareLine', moves, day, moves, clock(ms), assisted ? t('shareAssisted', hintsText(hints)) : hintsText(hints));
