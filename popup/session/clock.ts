// Time of play: every second the game is open, visible and under way. The store stamps each
// step with its clock (`now`); the session keeps when the clock last ran (`clockAt`), or
// nothing while the page is hidden. Whatever the step is — a move, a Hint, a panel — the time
// since `clockAt` is the game's, if the game was under way (not won, not blocked): thinking
// before a Hint counts, nothing counts while the popup is hidden or closed, and a reopened
// game goes on from its saved time.
//
// The page's own clock steps (hidden, shown again) hold the time in `pendingMs` instead of
// the game's meta, and the next step of any other kind adds it: a clock step never changes
// what is saved, so a page being closed or reloaded writes nothing (a write as it unloads
// could bring back a game the storage no longer has). The seconds between the last action
// and closing the popup are therefore not counted.
import { type Game, status } from '../../src/engine/index';
import type { GameMeta } from '../../src/storage/gameSave';

/** What the clock reads of a session (session.ts's Session; no import back, no circle). */
export interface Timed {
  readonly game: Game;
  readonly meta: GameMeta;
  /** When the clock last ran (epoch ms); undefined while it is stopped (the page hidden). */
  readonly clockAt?: number;
  /** Time of play counted by the page's clock steps, not yet added to the game's meta. */
  readonly pendingMs?: number;
}

/** The game is under way: time spent on it is play. */
export const underWay = (s: Timed): boolean => !s.meta.won && status(s.game.position) === 'playing';

/** The clock runs: the page is shown and the game under way. */
export const clockRunning = (s: Timed): boolean => s.clockAt !== undefined && underWay(s);

/** The time of play since the clock last ran, up to `now` (0 while it is stopped). */
const sinceClock = (s: Timed, now: number): number => (clockRunning(s) ? Math.max(0, now - (s.clockAt as number)) : 0);

/**
 * The session with the time since `clockAt` counted (when the game is under way) and the
 * clock read at `now`. `running` is given by the page's clock steps: false stops the clock
 * (the page is hidden), true starts it again; their time is held in `pendingMs`. Any other
 * step adds the held time and its own to the game's time of play.
 */
export function tick<S extends Timed>(s: S, now: number | undefined, running?: boolean): S {
  if (now === undefined) return s;
  const held = (s.pendingMs ?? 0) + sinceClock(s, now);
  const on = running ?? s.clockAt !== undefined;
  if (running !== undefined) return { ...s, pendingMs: held, clockAt: on ? now : undefined };
  const meta = held > 0 ? { ...s.meta, timeMs: (s.meta.timeMs ?? 0) + held } : s.meta;
  return { ...s, meta, pendingMs: 0, clockAt: on ? now : undefined };
}

/** The time of play as it stands at `now`, the running clock's share included (what the table shows). */
export function playedMs(s: Timed, now: number): number {
  return (s.meta.timeMs ?? 0) + (s.pendingMs ?? 0) + sinceClock(s, now);
}
