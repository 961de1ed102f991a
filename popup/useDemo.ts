// Lines played out move by move through the session, like any move, until the line ends, a
// move is refused, or the player does anything: the solver's demo (`demoPlay`: never the
// player's), and Finish (`finish` steps grouped as one Undo). Without animations (off, or
// reduced motion asked), Finish plays the whole line in one step.
import { useRef, useState } from 'preact/hooks';
import type { Move } from '../src/engine/index';
import type { SessionAction } from './session/session';
import type { SessionStore } from './session/store';
import { reducedMotion } from './useMoveAnimation';

export type LineKind = 'demo' | 'finish';

const TICK_MS: Record<LineKind, number> = { demo: 250, finish: 110 };

export function useDemo(store: SessionStore) {
  const [running, setRunning] = useState<LineKind | undefined>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stop = () => {
    if (timer.current === undefined) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    setRunning(undefined);
  };

  const play = (line: readonly Move[], kind: LineKind = 'demo') => {
    stop();
    const animated = store.get().settings.animations && !reducedMotion();
    if (kind === 'finish' && !animated) {
      store.dispatch({ type: 'finish', moves: line });
      return;
    }
    const action = (i: number): SessionAction =>
      kind === 'demo' ? { type: 'demoPlay', move: line[i] } : { type: 'finish', moves: [line[i]], continued: i > 0 };
    setRunning(kind);
    const next = (i: number) => {
      const done = i < line.length ? store.dispatch(action(i)) : undefined;
      if (!done || done.change.kind === 'refused') {
        timer.current = undefined;
        setRunning(undefined);
        return;
      }
      timer.current = setTimeout(() => next(i + 1), animated ? TICK_MS[kind] : 40);
    };
    timer.current = setTimeout(() => next(0), 0);
  };

  return { running, play, stop };
}
