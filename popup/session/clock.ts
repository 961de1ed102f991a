// Time of play: every second the game is open, visible and under way, from its first move
// (the player's, the demo's or a Finish) or its first hint. The store stamps each step with
// its clock (`now`); the session keeps when the clock last ran (`clockAt`), or nothing while
// the page is hidden. Whatever the step is — a move, a Hint, a panel — the time since
// `clockAt` is the game's, if the game was begun and under way (not won, not blocked):
// thinking before a second Hint counts, a table dealt and left untouched counts nothing,
// nothing counts while the popup is hidden or closed, and a reopened game goes on from its
// saved time.
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

/**
 * The game was begun here: a move counted it as played (the player's, the demo's, a
 * Finish; Restart and Undo leave it begun), or a hint was asked. The step that begins it
 * starts the clock: the time before it (a table dealt and not touched) is no play.
 */
export const begun = (s: Pick<Timed, 'meta'>): boolean => s.meta.counted || (s.meta.hints ?? 0) > 0;

/** The clock runs: the page is shown and the game begun and under way. */
export const clockRunning = (s: Timed): boolean => s.clockAt !== undefined && underWay(s) && begun(s);

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
  return { ...s, meta: timed(s.meta, held, begun(s)), pendingMs: 0, clockAt: on ? now : undefined };
}

/**
 * The meta with `held` ms more of play. A game not begun has no time: a save from before the
 * clock waited for the first move may carry the wait, which is dropped (it was no play).
 */
function timed(meta: GameMeta, held: number, begun: boolean): GameMeta {
  if (!begun && meta.timeMs !== undefined) {
    const { timeMs: _wait, ...rest } = meta;
    return rest;
  }
  return held > 0 ? { ...meta, timeMs: (meta.timeMs ?? 0) + held } : meta;
}

/** The time of play as it stands at `now`, the running clock's share included (what the table shows). */
export function playedMs(s: Timed, now: number): number {
  return begun(s) ? (s.meta.timeMs ?? 0) + (s.pendingMs ?? 0) + sinceClock(s, now) : 0;
}
