// The clock of the time of play (clock.ts) kept by the page: stopped while the page is hidden
// or closed, started again when it is shown, and a tick every few seconds while the game is
// under way, so that the saved time is never more than a tick behind (a popup closed at once
// still saves its time: the page is hidden first).
import { useEffect } from 'preact/hooks';
import { underWay } from './clock';
import type { SessionStore } from './store';

/** How often the time is kept while a game is under way. */
export const TICK_MS = 5_000;

export function useGameClock(session: SessionStore): void {
  useEffect(() => {
    const visible = () => document.visibilityState !== 'hidden';
    const follow = () => session.dispatch({ type: 'clock', running: visible() });
    const stop = () => session.dispatch({ type: 'clock', running: false });
    if (!visible()) stop();
    document.addEventListener('visibilitychange', follow);
    window.addEventListener('pagehide', stop);
    const timer = setInterval(() => {
      if (visible() && underWay(session.get())) session.dispatch({ type: 'clock' });
    }, TICK_MS);
    return () => {
      document.removeEventListener('visibilitychange', follow);
      window.removeEventListener('pagehide', stop);
      clearInterval(timer);
    };
  }, [session]);
}
