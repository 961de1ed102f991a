// Time of play: every second the game is open, visible and under way. The store stamps each
// step with its clock (`now`); the session keeps when the clock last ran (`clockAt`), or
// nothing while the page is hidden or closed. Whatever the step is — a move, a Hint, a panel,
// a tick — the time since `clockAt` is the game's, if the game was under way: not won, not
// blocked. So thinking before a Hint counts, and nothing counts while the popup is closed
// (a reopened game goes on from its saved time).
import { type Game, status } from '../../src/engine/index';
import type { GameMeta } from '../../src/storage/gameSave';

/** What the clock reads of a session (session.ts's Session; no import back, no circle). */
export interface Timed {
  readonly game: Game;
  readonly meta: GameMeta;
  /** When the clock last ran (epoch ms); undefined while it is stopped (the page hidden). */
  readonly clockAt?: number;
}

/** The game is under way: time spent on it is play. */
export const underWay = (s: Timed): boolean => !s.meta.won && status(s.game.position) === 'playing';

/**
 * The session with the time since `clockAt` added to its game (when under way), and the clock
 * read at `now`; `running: false` stops it (the page is hidden), `true` starts it again.
 */
export function tick<S extends Timed>(s: S, now: number | undefined, running?: boolean): S {
  if (now === undefined) return s;
  const gap = s.clockAt === undefined ? 0 : Math.max(0, now - s.clockAt);
  const meta = gap > 0 && underWay(s) ? { ...s.meta, timeMs: (s.meta.timeMs ?? 0) + gap } : s.meta;
  const on = running ?? s.clockAt !== undefined;
  return { ...s, meta, clockAt: on ? now : undefined };
}
