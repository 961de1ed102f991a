// Plays a line through the session, one move per tick (demo/demoController.ts owns whether
// one runs): the solver's demo (`demoPlay`: never the player's) and Finish (`finish` steps
// grouped as one Undo; without animations, off or reduced motion asked, the whole line in
// one step). Only a click or a won endgame starts one, so it comes with the on-demand chunk
// (popup/loading/onDemand.ts).
import type { Move } from '../../src/engine/index';
import type { SessionAction } from '../session/session';
import type { SessionStore } from '../session/store';
import { reducedMotion } from '../table/useMoveAnimation';

export type LineKind = 'demo' | 'finish';

const TICK_MS: Record<LineKind, number> = { demo: 250, finish: 110 };

/** What the controller hands the player: the session, its pending tick, and what it shows. */
export interface LineRun {
  readonly session: SessionStore;
  /** The pending tick (the controller's stop() clears it). */
  timer: ReturnType<typeof setTimeout> | undefined;
  /** Shows which line runs, if any. */
  show(running: LineKind | undefined): void;
}

/** Plays `line` until it ends, a move is refused, or the timer is cleared (the player acts). */
export function playLine(c: LineRun, line: readonly Move[], kind: LineKind): void {
  clearTimeout(c.timer); // a line asked for just before this one: this one wins
  c.timer = undefined;
  const animated = c.session.get().settings.animations && !reducedMotion();
  if (kind === 'finish' && !animated) {
    c.session.dispatch({ type: 'finish', moves: line });
    return;
  }
  const action = (i: number): SessionAction =>
    kind === 'demo' ? { type: 'demoPlay', move: line[i] } : { type: 'finish', moves: [line[i]], continued: i > 0 };
  c.show(kind);
  const next = (i: number) => {
    const done = i < line.length ? c.session.dispatch(action(i)) : undefined;
    if (!done || done.change.kind === 'refused') {
      c.timer = undefined;
      c.show(undefined);
      return;
    }
    c.timer = setTimeout(() => next(i + 1), animated ? TICK_MS[kind] : 40);
  };
  c.timer = setTimeout(() => next(0), 0);
}
