// Moves and time of play on the table (a setting, on at first): compact, one line under the
// meter. The time ticks each second while the game is under way and the page shown (the
// session's clock, session/clock.ts); the number is the game's moves, auto-plays included,
// as the win summary counts them.
import { useEffect, useState } from 'preact/hooks';
import { t } from '../platform/i18n';
import { type Timed, clockRunning, playedMs } from '../session/clock';
import { formatTime } from './names';

export function MovesTime({ session, clock = Date.now }: { session: Timed; clock?: () => number }) {
  const [now, setNow] = useState(clock);
  const running = clockRunning(session);
  useEffect(() => {
    setNow(clock());
    if (!running) return undefined;
    const timer = setInterval(() => setNow(clock()), 1000);
    return () => clearInterval(timer);
  }, [running, session]);
  // Whole seconds shown as they pass (formatTime rounds).
  const ms = Math.floor(playedMs(session, now) / 1000) * 1000;
  return (
    <p class="moves-time" data-testid="moves-time" title={t('movesTimeLabel')}>
      {t('movesTime', session.game.moves.length, formatTime(ms))}
    </p>
  );
}
