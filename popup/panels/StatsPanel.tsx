// Statistics: the counters, win rate and streaks; the win figures by kind — the records
// (average and fastest win) from wins without hints or help, a win with hints counted as a
// win with figures of its own, older figures that mixed the two under a name that says so
// (src/storage/stats.ts); the last games (HistoryTable.tsx); export as CSV (a download from
// a Blob URL: nothing leaves the machine); a reset that asks first and can be taken back; the
// goals (goals/GoalsList.tsx), shown in the place of the last games by a button beside Export.
// Figures set aside as not true are named by the notice when the popup opens
// (session/statsNotice.ts), not here: this panel must fit the 800×600 popup whole, so the
// figures by difficulty, with the accuracy and its chart (BandStats.tsx), take the last
// games' place when asked for, rather than coming below them.
import { useState } from 'preact/hooks';
import type { History } from '../../src/storage/history';
import { historyCsv } from '../../src/storage/historyCsv';
import { bandOfPercent } from '../../src/solver/fair/difficulty';
import { type Stats, winRate } from '../../src/storage/prefs';
import { averageCleanWinMs, averageEarlierWinMs, averageHintedWinMs, hintsPerHintedWin } from '../../src/storage/statsFigures';
import { t, tn } from '../platform/i18n';
import { syncRelay, useSyncView } from '../platform/syncRelay';
import { formatTime } from '../table/names';
import { HistoryTable } from './HistoryTable';
import { GoalsList, GoalsToggle } from '../goals/GoalsList';
import { ByDifficulty } from './BandStats';
import { Panel, StatList } from './Panel';

export { HISTORY_PAGE } from './HistoryTable';

/** Saves `text` as a file through a temporary Blob URL. */
export function downloadText(text: string, filename: string, type = 'text/csv'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const time = (ms: number | undefined): string => (ms === undefined || ms <= 0 ? '—' : formatTime(ms));
const oneDecimal = (x: number | undefined): string =>
  x === undefined ? '—' : new Intl.NumberFormat(t('htmlLang'), { maximumFractionDigits: 1 }).format(x);

/** Every game's figures. */
const gameRows = (stats: Stats): [string, string][] => [
  [t('statPlayed'), String(stats.played)],
  [t('statWon'), String(stats.won)],
  [t('statRate'), `${Math.round(winRate(stats) * 100)}%`],
  [t('statStreak'), String(stats.currentStreak)],
  [t('statBest'), String(stats.bestStreak)],
  [t('statHints'), String(stats.hintsUsed)],
];

/** The wins by kind, a row each: wins, average win, fastest win, hints per win (— where a kind has no such figure). */
export function kindRows(stats: Stats): { kind: string; figures: [string, string, string, string] }[] {
  const rows: { kind: string; figures: [string, string, string, string] }[] = [
    { kind: t('statsCleanTitle'), figures: [String(stats.cleanWins), time(averageCleanWinMs(stats)), time(stats.cleanFastestMs), '—'] },
    { kind: t('statsHintedTitle'), figures: [String(stats.hintedWins), time(averageHintedWinMs(stats)), '—', oneDecimal(hintsPerHintedWin(stats))] },
  ];
  if (stats.earlier) {
    rows.push({ kind: t('statsEarlierTitle'), figures: [String(stats.earlier.timedWins), time(averageEarlierWinMs(stats)), time(stats.earlier.fastestWinMs), '—'] });
  }
  return rows;
}

const KIND_COLUMNS = ['statKindWins', 'statAverage', 'statFastest', 'statHintsPerWin'] as const;

/** The wins by kind as a table, its caption saying which figures are records (the first row's). */
const KindTable = ({ stats }: { stats: Stats }) => (
  <table class="kinds" data-testid="stats-kinds">
    <caption>{t('statsKinds')}</caption>
    <thead>
      <tr>
        <td />
        {KIND_COLUMNS.map((k) => <th key={k} scope="col">{t(k)}</th>)}
      </tr>
    </thead>
    <tbody>
      {kindRows(stats).map(({ kind, figures }) => (
        <tr key={kind}>
          <th scope="row">{kind}</th>
          {figures.map((f, i) => <td key={KIND_COLUMNS[i]}>{f}</td>)}
        </tr>
      ))}
    </tbody>
  </table>
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
  // The last games or, in their place, the goals or the figures by difficulty: one at a time, so that the panel still fits the 800×600 popup whole.
  const [view, setView] = useState<'history' | 'goals' | 'bands'>('history');
  const toggle = (other: 'goals' | 'bands') => setView(view === other ? 'history' : other);
  // With sync, the figures are everyone's: this device's own and its others' (the history stays this device's).
  const others = useSyncView()?.others.length ?? 0;
  const shown = syncRelay()?.everyone(stats) ?? stats;
  return (
    <Panel title={t('statsTitle')} onClose={onClose} testId="panel-stats">
      <StatList rows={gameRows(shown)} />
      <KindTable stats={shown} />
      {others > 0 ? <p class="stats-everyone" data-testid="stats-everyone">{tn('statsEveryone', others, others)}</p> : null}
      {/* The view's title with the switches to the other two beside it, not in the actions' row: in Spanish a fourth button there wrapped and the panel outgrew the 800×600 popup. */}
      <div class="stats-view-head">
        <h3>{t(view === 'goals' ? 'goalsTitle' : view === 'bands' ? 'statsBandsTitle' : 'historyTitle')}</h3>
        <span class="stats-view-switch">
          <button type="button" data-testid="stats-view" onClick={() => toggle('bands')}>{t(view === 'bands' ? 'historyTitle' : 'statsBandsTitle')}</button>
          <GoalsToggle open={view === 'goals'} onToggle={() => toggle('goals')} />
        </span>
      </div>
      {view === 'goals' ? <GoalsList /> : view === 'bands' ? <ByDifficulty games={history.games} /> : history.games.length === 0 ? <p>{t('noGames')}</p> : <HistoryTable games={history.games} />}
      <p class="actions">
        <button type="button" onClick={() => downloadText(historyCsv(history, bandOfPercent), 'plot-games.csv')} disabled={history.games.length === 0}>
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
