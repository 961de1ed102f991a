// Lines played out move by move through the session, like any move, until the line ends, a
// move is refused, or the player does anything: the solver's demo and Finish. This
// controller owns whether one runs and stops it; the playing (demo/linePlayer.ts) comes with
// the on-demand chunk. Starting a line stops the one before: the latest wins.
import { useState } from 'preact/hooks';
import type { Move } from '../../src/engine/index';
import { type Observable, cell } from '../session/observable';
import type { SessionStore } from '../session/store';
import type { LineKind, LineRun } from './linePlayer';

export type { LineKind } from './linePlayer';

export interface Demo extends Observable<{ running?: LineKind }> {
  /** Plays `line` as the demo (the default) or as Finish. */
  play(line: readonly Move[], kind?: LineKind): Promise<void>;
  stop(): void;
}

export function createDemo(session: SessionStore): Demo {
  const state = cell<{ running?: LineKind }>({});
  const run: LineRun = { session, timer: undefined, show: (running) => state.set({ running }) };
  const stop = () => {
    if (run.timer === undefined) return;
    clearTimeout(run.timer);
    run.timer = undefined;
    state.set({ running: undefined });
  };
  return {
    get: state.get,
    subscribe: state.subscribe,
    stop,
    play(line, kind = 'demo') {
      stop();
      return import('../loading/onDemand').then(({ playLine }) => playLine(run, line, kind));
    },
  };
}

/**
 * The demo for the component's life. The shell only starts and stops lines; what runs is
 * shown by the notices, which follow the demo themselves (useObserved).
 */
export function useDemo(session: SessionStore): Demo {
  const [demo] = useState(() => createDemo(session));
  return demo;
}
