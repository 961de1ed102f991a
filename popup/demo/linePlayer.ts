// Plays a line through the session, one move per tick (useDemo holds whether one runs): the
// solver's demo (`demoPlay`: never the player's) and Finish (`finish` steps grouped as one
// Undo; without animations, off or reduced motion asked, the whole line in one step). Only a
// click or a won endgame starts one, so it comes with the lazy chunk (popup/loading/onDemand.ts).
import type { Move } from '../../src/engine/index';
import type { SessionAction } from '../session/session';
import type { SessionStore } from '../session/store';
import { reducedMotion } from '../table/useMoveAnimation';

export type LineKind = 'demo' | 'finish';

const TICK_MS: Record<LineKind, number> = { demo: 250, finish: 110 };

export interface LinePlayerContext {
  store: SessionStore;
  /** The pending tick (stop() clears it). */
  timer: { current: ReturnType<typeof setTimeout> | undefined };
  setRunning(kind: LineKind | undefined): void;
}

/** Plays `line` until it ends, a move is refused, or the timer is cleared (the player acts). */
export function playLine(c: LinePlayerContext, line: readonly Move[], kind: LineKind): void {
  clearTimeout(c.timer.current); // a line asked for just before this one: this one wins
  c.timer.current = undefined;
  const animated = c.store.get().settings.animations && !reducedMotion();
  if (kind === 'finish' && !animated) {
    c.store.dispatch({ type: 'finish', moves: line });
    return;
  }
  const action = (i: number): SessionAction =>
    kind === 'demo' ? { type: 'demoPlay', move: line[i] } : { type: 'finish', moves: [line[i]], continued: i > 0 };
  c.setRunning(kind);
  const next = (i: number) => {
    const done = i < line.length ? c.store.dispatch(action(i)) : undefined;
    if (!done || done.change.kind === 'refused') {
      c.timer.current = undefined;
      c.setRunning(undefined);
      return;
    }
    c.timer.current = setTimeout(() => next(i + 1), animated ? TICK_MS[kind] : 40);
  };
  c.timer.current = setTimeout(() => next(0), 0);
}
