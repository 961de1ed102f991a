// Statistics: the counters, win rate and streaks; the win figures by kind — the records
// (average and fastest win) from wins without hints or help, a win with hints counted as a
// win with figures of its own, older figures that mixed the two under a name that says so
// (src/storage/stats.ts); the last games (HistoryTable.tsx); export as CSV (a download from
// a Blob URL: nothing leaves the machine); a reset that asks first and can be taken back;
// and, when saved figures could not be true, which were set aside and where the copy is.
import { useState } from 'preact/hooks';
import type { History } from '../../src/storage/history';
import { historyCsv } from '../../src/storage/historyCsv';
import {
  type StatField, type Stats, averageCleanWinMs, averageEarlierWinMs, averageHintedWinMs, hintsPerHintedWin, winRate,
} from '../../src/storage/prefs';
import { type SingleKey, t } from '../platform/i18n';
import { formatTime } from '../table/names';
import { HistoryTable } from './HistoryTable';
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

/** The figures, by kind: every game; the wins without hints or help (the records); the wins with hints; older mixed figures. */
export function statGroups(stats: Stats): { title?: string; rows: [string, string][] }[] {
  const groups: { title?: string; rows: [string, string][] }[] = [
    {
      rows: [
        [t('statPlayed'), String(stats.played)],
        [t('statWon'), String(stats.won)],
        [t('statRate'), `${Math.round(winRate(stats) * 100)}%`],
        [t('statStreak'), String(stats.currentStreak)],
        [t('statBest'), String(stats.bestStreak)],
        [t('statHints'), String(stats.hintsUsed)],
      ],
    },
    {
      title: t('statsCleanTitle'),
      rows: [[t('statKindWins'), String(stats.cleanWins)], [t('statAverage'), time(averageCleanWinMs(stats))], [t('statFastest'), time(stats.cleanFastestMs)]],
    },
    {
      title: t('statsHintedTitle'),
      rows: [[t('statKindWins'), String(stats.hintedWins)], [t('statHintsPerWin'), oneDecimal(hintsPerHintedWin(stats))], [t('statAverage'), time(averageHintedWinMs(stats))]],
    },
  ];
  if (stats.earlier) {
    groups.push({ title: t('statsEarlierTitle'), rows: [[t('statAverage'), time(averageEarlierWinMs(stats))], [t('statFastest'), time(stats.earlier.fastestWinMs)]] });
  }
  return groups;
}

const FIELD_WORDS: Record<StatField, SingleKey> = {
  played: 'statPlayed', won: 'statWon', currentStreak: 'statStreak', bestStreak: 'statBest', hintsUsed: 'statHints',
  clean: 'statsCleanTitle', hinted: 'statsHintedTitle', earlier: 'statsEarlierTitle',
};

/** Saved figures that could not be true: which were set aside, and where what was saved is kept. */
function SetAsideNotice({ stats, onRead }: { stats: Stats; onRead(): void }) {
  const aside = stats.setAside;
  if (!aside) return null;
  const fields = aside.fields.map((f) => t(FIELD_WORDS[f])).join(', ');
  return (
    <p class="actions confirm" role="status" data-testid="stats-set-aside">
      <span>{aside.backupKey ? t('statsSetAside', fields, aside.backupKey) : t('statsSetAsideNoCopy', fields)}</span>
      <button type="button" onClick={onRead}>{t('dismiss')}</button>
    </p>
  );
}

export function StatsPanel({ stats, history, canUndoReset, onReset, onUndoReset, onNoticeRead = () => undefined, onClose }: {
  stats: Stats;
  history: History;
  canUndoReset: boolean;
  onReset(): void;
  onUndoReset(): void;
  /** The notice of figures set aside was read. */
  onNoticeRead?(): void;
  onClose(): void;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <Panel title={t('statsTitle')} onClose={onClose} testId="panel-stats">
      <SetAsideNotice stats={stats} onRead={onNoticeRead} />
      {statGroups(stats).map(({ title, rows }) => (
        <div key={title ?? ''} class="stat-kind">
          {title ? <h3>{title}</h3> : null}
          <StatList rows={rows} />
        </div>
      ))}
      <p class="help-text">{t('statsKinds')}</p>
      <h3>{t('historyTitle')}</h3>
      {history.games.length === 0 ? <p>{t('noGames')}</p> : <HistoryTable games={history.games} />}
      <p class="actions">
        <button type="button" onClick={() => downloadText(historyCsv(history), 'plot-games.csv')} disabled={history.games.length === 0}>
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
