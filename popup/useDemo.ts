// The demo: plays a winning line out move by move, through the session like any move, until
// the line ends, a move is refused, or the player does anything.
import { useRef, useState } from 'preact/hooks';
import type { Move } from '../src/engine/index';
import type { SessionStore } from './session/store';

export function useDemo(store: SessionStore) {
  const [running, setRunning] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stop = () => {
    if (timer.current === undefined) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    setRunning(false);
  };

  const play = (line: readonly Move[]) => {
    stop();
    setRunning(true);
    const next = (i: number) => {
      const done = i < line.length ? store.dispatch({ type: 'demoPlay', move: line[i] }) : undefined;
      if (!done || done.change.kind === 'refused') {
        timer.current = undefined;
        setRunning(false);
        return;
      }
      timer.current = setTimeout(() => next(i + 1), store.get().settings.animations ? 250 : 40);
    };
    timer.current = setTimeout(() => next(0), 0);
  };

  return { running, play, stop };
}
