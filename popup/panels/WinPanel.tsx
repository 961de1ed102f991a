// The end of a won game: cards cascade off the foundations (not with reduced motion or
// animations off) behind a summary — moves, time, hints, streak, the best time on this
// deal. A win with hints says it sets no best time (records are wins without hints or
// help); an assisted win says it counts for nothing of the kind; a win the solver's demo
// played out says so and shows no figures. The player's accuracy (docs/fair-play.md) joins
// the figures once the worker has worked it out (fair/accuracyRun.ts).
import type { Card } from '../../src/engine/index';
import { type History, EMPTY_HISTORY, bestFor, dealKey, earlierBestFor } from '../../src/storage/history';
import type { Session } from '../session/session';
import { t } from '../platform/i18n';
import { formatTime } from '../table/names';
import { CardFace } from '../table/Card';
import { Panel, StatList } from './Panel';
import { requestReview } from '../review/GameReview';

export interface WinView {
  moves: number;
  timeMs: number;
  hints: number;
  streak: number;
  /** Best time on this deal, of a win without hints or help (this win's, when it is a new best). */
  bestMs?: number;
  /** A best time saved before best times were told apart by hints, its kind unknown (src/storage/history.ts). */
  earlierBestMs?: number;
  newBest: boolean;
  /** Won with hints: a win, not a record. */
  hinted: boolean;
  bySolver: boolean;
  /** Helped by what reads the face-down cards (the demo, a hint from the full deal, a Finish): counted for nothing. */
  assisted: boolean;
  /** The accuracy of this game's record (0..100), 'working' while the worker works it out; undefined for a game not rated. */
  accuracy?: number | 'working';
}

/** The accuracy of the won game's record in `history`, or 'working' until it has one. */
function accuracyOfWin(history: History, game: Session['game'], moves: number): WinView['accuracy'] {
  const record = history.games[history.games.length - 1];
  if (!record || record.deal !== dealKey(game) || record.moves !== moves || record.result !== 'won' || record.assisted) return undefined;
  return record.accuracy ?? 'working';
}

/** The summary of the session's won game. */
export function winView({ game, meta, stats, history = EMPTY_HISTORY }: Session): WinView {
  const timeMs = meta.timeMs ?? 0;
  const hints = meta.hints ?? 0;
  const bestMs = bestFor(history, dealKey(game));
  const record = meta.assisted !== true && meta.solverWon !== true && hints === 0;
  return {
    moves: game.moves.length, timeMs, hints, streak: stats.currentStreak,
    bestMs, earlierBestMs: earlierBestFor(history, dealKey(game)),
    newBest: record && timeMs > 0 && bestMs === timeMs, hinted: hints > 0, bySolver: meta.solverWon === true,
    assisted: meta.assisted === true,
    accuracy: accuracyOfWin(history, game, game.moves.length),
  };
}

/** The cards that fall: each foundation's top card, three rounds of them, off its own foundation. */
function Cascade({ cards }: { cards: readonly Card[] }) {
  const falling = Array.from({ length: 3 * cards.length }, (_, i) => i % cards.length);
  return (
    <div class="cascade" aria-hidden="true">
      {falling.map((k, i) => (
        <span key={i} class="falling" style={{ '--i': i, '--k': k, '--dx': `${((i * 53) % 160) - 80}px` }}>
          <CardFace card={cards[k]} />
        </span>
      ))}
    </div>
  );
}

/** A deal of the day won (daily/dailyRules.ts's DailyWin): the daily streak, the share line, whether Copy worked. */
export interface DailyWinView {
  streak: number;
  /** What the win counted, in words (the streak; or a past day, which counts for no streak). */
  said?: string;
  share: string;
  copied?: boolean;
}

/** The deal of the day's share line, whole (it wraps), with its Copy. */
const DailyShare = ({ won, onCopy }: { won: DailyWinView; onCopy?(): void }) => (
  <div class="win-share" data-testid="win-share">
    <p>{won.said ?? t('dailyWon', won.streak)}</p>
    <p class="share-line">{won.share}</p>
    {won.copied === false ? <p role="status">{t('shareCopyFailed')}</p> : null}
    {onCopy ? <button type="button" onClick={onCopy}>{won.copied ? t('shareCopied') : t('copyShare')}</button> : null}
  </div>
);

/**
 * The summary of `session`'s won game, over the cascade of its foundations' top cards; for
 * the deal of the day (`daily`), its share line.
 */
export function WinPanel({ session, daily, onCopyShare, onNewGame, onClose }: {
  session: Session;
  daily?: DailyWinView;
  onCopyShare?(): void;
  onNewGame(): void;
  onClose(): void;
}) {
  const view = winView(session);
  const cards = session.game.position.foundations.map((f) => f[f.length - 1]);
  const rows: [string, string][] = view.bySolver
    ? []
    : [
        [t('statMoves'), String(view.moves)],
        [t('statTime'), formatTime(view.timeMs)],
        [t('statHintsGame'), String(view.hints)],
        // An assisted win is no step of a streak and sets no best time: those rows would mislead.
        ...(view.assisted ? [] : ([
          [t('statStreak'), String(view.streak)],
          [t('statBestDeal'), view.bestMs === undefined ? '—' : formatTime(view.bestMs)],
          ...(view.earlierBestMs === undefined ? [] : [[t('statEarlierBestDeal'), formatTime(view.earlierBestMs)]]),
        ] as [string, string][])),
        ...(view.accuracy === undefined ? [] : [[t('statAccuracyGame'), view.accuracy === 'working' ? t('accuracyWorking') : t('accuracyValue', view.accuracy)] as [string, string]]),
      ];
  return (
    <>
      {view.bySolver ? null : <Cascade cards={cards} />}
      <Panel title={view.bySolver ? t('solverWonTitle') : t('winTitle')} onClose={onClose} testId="panel-won" className="won-panel">
        {view.bySolver ? <p>{t('solverWonText')}</p> : null}
        {view.assisted && !view.bySolver ? <p class="assisted" data-testid="win-assisted">{t('winAssisted')}</p> : null}
        {rows.length > 0 ? <StatList rows={rows} /> : null}
        {view.accuracy === undefined ? null : <p class="accuracy-note" data-testid="win-accuracy">{t('accuracyTitle')}</p>}
        {view.newBest ? <p class="new-best">{t('newBest')}</p> : null}
        {view.hinted && !view.assisted && !view.bySolver ? <p data-testid="win-hinted">{t('winHinted')}</p> : null}
        {daily ? <DailyShare won={daily} onCopy={onCopyShare} /> : null}
        <p class="actions">
          <button type="button" onClick={onNewGame}>{t('newGame')}</button>
          {session.settings.winMeter ? (
            <button type="button" data-testid="win-review" onClick={() => (requestReview(), onClose())}>{t('reviewOpen')}</button>
          ) : null}
        </p>
      </Panel>
    </>
  );
}
