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

/** Games in a page of the history: at 800×600 they fit under the figures without a scroll. */
export const HISTORY_PAGE = 10;

/**
 * A figure of a game. Its column's name is drawn before it where the rows are cards (a
 * phone: panels.css, from data-name, silent: the header already names it to a screen reader).
 */
const Cell = ({ name, value }: { name: 'colDeal' | 'colMoves' | 'colTime' | 'colHints'; value: string }) => (
  <td data-name={t(name)}>{value}</td>
);

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
  // A page of games at a time: the whole history in a box of its own would scroll inside
  // the panel. Page 0 is the latest.
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(games.length / HISTORY_PAGE));
  const shown = Math.min(page, pages - 1);
  const first = shown * HISTORY_PAGE;
  const onPage = games.slice(first, first + HISTORY_PAGE);
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
              {onPage.map((g, i) => (
                <tr key={first + i}>
                  {g.deal.startsWith('x') ? <td>{t('customDeal')}</td> : <Cell name="colDeal" value={g.deal} />}
                  <td>{g.assisted && g.result !== 'solver' ? t('resultAssisted', t(RESULT_WORDS[g.result])) : t(RESULT_WORDS[g.result])}</td>
                  <Cell name="colMoves" value={String(g.moves)} />
                  <Cell name="colTime" value={g.timeMs > 0 ? formatTime(g.timeMs) : '—'} />
                  <Cell name="colHints" value={String(g.hints)} />
                </tr>
              ))}
            </tbody>
          </table>
          {pages > 1 ? (
            <p class="actions pager">
              <button type="button" onClick={() => setPage(shown - 1)} disabled={shown === 0}>{t('historyNewer')}</button>
              <span>{t('historyRange', first + 1, first + onPage.length, games.length)}</span>
              <button type="button" onClick={() => setPage(shown + 1)} disabled={shown === pages - 1}>{t('historyOlder')}</button>
            </p>
          ) : null}
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
