// Statistics: the counters, win rate, average and fastest win, streaks, the last games,
// export as CSV (a download from a Blob URL: nothing leaves the machine), and a reset that
// asks first and can be taken back.
import { useState } from 'preact/hooks';
import type { History, GameResult } from '../../src/storage/history';
import { historyCsv } from '../../src/storage/historyCsv';
import { type Stats, averageWinMs, winRate } from '../../src/storage/prefs';
import { type SingleKey, t } from '../platform/i18n';
import { formatTime } from '../table/names';
import { Panel, StatList } from './Panel';

const RESULT_WORDS: Record<GameResult, SingleKey> = { won: 'resultWon', lost: 'resultLost', solver: 'resultSolver' };

/** Saves `text` as a file through a temporary Blob URL. */
export function downloadText(text: string, filename: string, type = 'text/csv'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function StatsPanel({ stats, history, canUndoReset, onReset, onUndoReset, onClose }: {
  stats: Stats;
  history: History;
  canUndoReset: boolean;
  onReset(): void;
  onUndoReset(): void;
  onClose(): void;
}) {
  const [asking, setAsking] = useState(false);
  const average = averageWinMs(stats);
  const rows: [string, string][] = [
    [t('statPlayed'), String(stats.played)],
    [t('statWon'), String(stats.won)],
    [t('statRate'), `${Math.round(winRate(stats) * 100)}%`],
    [t('statStreak'), String(stats.currentStreak)],
    [t('statBest'), String(stats.bestStreak)],
    [t('statHints'), String(stats.hintsUsed)],
    [t('statAverage'), average === undefined ? '—' : formatTime(average)],
    [t('statFastest'), stats.fastestWinMs > 0 ? formatTime(stats.fastestWinMs) : '—'],
  ];
  const games = [...history.games].reverse();
  return (
    <Panel title={t('statsTitle')} onClose={onClose} testId="panel-stats">
      <StatList rows={rows} />
      <h3>{t('historyTitle')}</h3>
      {games.length === 0 ? (
        <p>{t('noGames')}</p>
      ) : (
        <div class="history">
          <table>
            <thead>
              <tr>
                {(['colDeal', 'colResult', 'colMoves', 'colTime', 'colHints'] as const).map((k) => <th key={k} scope="col">{t(k)}</th>)}
              </tr>
            </thead>
            <tbody>
              {games.map((g, i) => (
                <tr key={i}>
                  <td>{g.deal.startsWith('x') ? t('customDeal') : g.deal}</td>
                  <td>{g.assisted && g.result !== 'solver' ? t('resultAssisted', t(RESULT_WORDS[g.result])) : t(RESULT_WORDS[g.result])}</td>
                  <td>{g.moves}</td>
                  <td>{g.timeMs > 0 ? formatTime(g.timeMs) : '—'}</td>
                  <td>{g.hints}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p class="actions">
        <button type="button" onClick={() => downloadText(historyCsv(history), 'plot-games.csv')} disabled={games.length === 0}>
          {t('exportCsv')}
        </button>
        {asking ? null : <button type="button" onClick={() => setAsking(true)}>{t('resetStats')}</button>}
        {canUndoReset && !asking ? <button type="button" onClick={onUndoReset}>{t('resetUndo')}</button> : null}
      </p>
      {asking ? (
        <p class="actions confirm" role="alert">
          <span>{t('resetConfirm')}</span>
          <button type="button" onClick={() => (setAsking(false), onReset())}>{t('resetDo')}</button>
          <button type="button" onClick={() => setAsking(false)}>{t('cancel')}</button>
        </p>
      ) : null}
    </Panel>
  );
}
