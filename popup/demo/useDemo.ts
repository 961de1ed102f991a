// Lines played out move by move through the session, like any move, until the line ends, a
// move is refused, or the player does anything: the solver's demo and Finish. This hook holds
// whether one runs and stops it; the playing (popup/demo/linePlayer.ts) comes with the lazy chunk.
import { useRef, useState } from 'preact/hooks';
import type { Move } from '../../src/engine/index';
import type { LineKind } from './linePlayer';
import type { SessionStore } from '../session/store';

export type { LineKind } from './linePlayer';

export function useDemo(store: SessionStore) {
  const [running, setRunning] = useState<LineKind | undefined>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stop = () => {
    if (timer.current === undefined) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    setRunning(undefined);
  };

  const play = (line: readonly Move[], kind: LineKind = 'demo'): Promise<void> => {
    stop();
    return import('../loading/onDemand').then(({ playLine }) => playLine({ store, timer, setRunning }, line, kind));
  };

  return { running, play, stop };
}
