// The session in one place: `dispatch` runs a pure step, keeps the result and tells the
// listeners (saving, the solver's advice, the demo, the glide) what changed. Handlers and
// async answers read `get()`, so nothing mirrors the session in a ref.
import { useEffect, useRef, useState } from 'preact/hooks';
import { type Session, type SessionAction, type Step, step } from './session';

export type SessionListener = (done: Step, before: Session) => void;

export interface SessionStore {
  get(): Session;
  dispatch(action: SessionAction): Step;
  subscribe(listener: SessionListener): () => void;
}

/** `clock` times the game (epoch ms); tests pass their own. */
export function createSessionStore(initial: Session, clock: () => number = Date.now): SessionStore {
  let current: Session = { ...initial, clockAt: initial.clockAt ?? clock() };
  const listeners = new Set<SessionListener>();
  return {
    get: () => current,
    dispatch(action) {
      const before = current;
      const done = step(before, action, clock());
      current = done.session;
      for (const listener of listeners) listener(done, before);
      return done;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * A store living as long as the component, re-rendering it on every step; `moved` is the
 * last step that changed the game (what just arrived where).
 */
export function useSessionStore(initial: () => Session): { store: SessionStore; session: Session; moved?: Step } {
  const [store] = useState(() => createSessionStore(initial()));
  const [, setVersion] = useState(0);
  const [moved, setMoved] = useState<Step | undefined>(undefined);
  useEffect(
    () =>
      store.subscribe((done, before) => {
        if (done.session.game !== before.game && done.change.kind !== 'noted') setMoved(done);
        setVersion((v) => v + 1);
      }),
    [store],
  );
  return { store, session: store.get(), moved };
}

/** Runs `listener` on every step of `store` while the component lives; it may change each render. */
export function useSessionListener(store: SessionStore, listener: SessionListener): void {
  const latest = useRef(listener); // the handler, not state: it closes over this render's setters
  latest.current = listener;
  useEffect(() => store.subscribe((done, before) => latest.current(done, before)), [store]);
}
