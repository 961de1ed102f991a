// The clock of the time of play (clock.ts) follows the page: stopped while the page is
// hidden (another tab, a minimised window, the popup closing), started again when it is
// shown. Its steps change nothing that is saved (clock.ts says why).
import { useEffect } from 'preact/hooks';
import type { SessionStore } from './store';

export function useGameClock(session: SessionStore): void {
  useEffect(() => {
    const follow = () => session.dispatch({ type: 'clock', running: document.visibilityState !== 'hidden' });
    if (document.visibilityState === 'hidden') follow();
    document.addEventListener('visibilitychange', follow);
    return () => document.removeEventListener('visibilitychange', follow);
  }, [session]);
}
