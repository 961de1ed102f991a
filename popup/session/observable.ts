// What a controller shows, and its latest-wins tasks. A controller (the advice, the
// demo, the deal of the day, the fair player) is one object with methods, as lichess's
// ceval controller is: its state is a Cell, read by get() and followed by subscribe();
// components follow it with useObserved and render what it shows.
import { useEffect, useState } from 'preact/hooks';

export interface Observable<S> {
  get(): S;
  /** Calls `listener` after each change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export interface Cell<S> extends Observable<S> {
  /** Replaces the parts given (a part given as undefined is cleared) and tells the listeners if one changed. */
  set(patch: Partial<S>): void;
}

export function cell<S extends object>(initial: S): Cell<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(patch) {
      if (!(Object.keys(patch) as (keyof S)[]).some((k) => state[k] !== patch[k])) return;
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Renders the component again after each change of `o`; gives what it holds now. */
export function useObserved<S>(o: Observable<S>): S {
  const [, setVersion] = useState(0);
  useEffect(() => o.subscribe(() => setVersion((v) => v + 1)), [o]);
  return o.get();
}

/**
 * A task of many questions in turn (a deal search, the meter's refresh), the latest wins:
 * starting one makes every earlier one stale. Not for a single question: the solver's client
 * settles one that a newer one replaced as 'cancelled' (src/solver/worker/client.ts).
 */
export interface Latest {
  /** A new task; the function says whether it is still the latest. */
  start(): () => boolean;
  /** Makes every task started so far stale (a cancel). */
  drop(): void;
}

export function latestWins(): Latest {
  let id = 0;
  return {
    start() {
      const mine = ++id;
      return () => id === mine;
    },
    drop() {
      id++;
    },
  };
}
