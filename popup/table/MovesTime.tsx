// Moves and time of play on the table (a setting, on at first): compact, one line under the
// meter. The time ticks each second while the game is begun, under way and the page shown
// (the session's clock, session/clock.ts: from the first move or hint); the number is the
// game's moves, auto-plays included, as the win summary counts them. An assisted game (the
// demo played a move, a hint or a Finish read face-down cards) is marked on the same line,
// from its first such move to its end, whether or not the figures are shown.
import { useEffect, useState } from 'preact/hooks';
import { t } from '../platform/i18n';
import { type Timed, clockRunning, playedMs } from '../session/clock';
import { formatTime } from './names';

export function MovesTime({ session, figures = true, clock = Date.now }: {
  session: Timed;
  /** The moves and time (the setting); the assisted mark shows without them. */
  figures?: boolean;
  clock?: () => number;
}) {
  const [now, setNow] = useState(clock);
  const running = figures && clockRunning(session);
  useEffect(() => {
    setNow(clock());
    if (!running) return undefined;
    const timer = setInterval(() => setNow(clock()), 1000);
    return () => clearInterval(timer);
  }, [running, session]);
  const assisted = session.meta.assisted === true;
  if (!figures && !assisted) return null;
  return (
    <p class="moves-time" data-testid="moves-time" title={figures ? t('movesTimeLabel') : undefined}>
      {figures ? t('movesTime', session.game.moves.length, formatTime(playedMs(session, now))) : null}
      {assisted ? (
        <span class="assisted-mark" data-testid="assisted-mark" title={t('assistedMarkTitle')}>
          {figures ? ' · ' : null}
          {t('assistedMark')}
        </span>
      ) : null}
    </p>
  );
}
