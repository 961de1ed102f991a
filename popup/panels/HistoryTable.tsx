// The last games in Statistics: for each, the date it ended, the deal, its difficulty (the
// fair chance at the deal, when it was known), the result with the accuracy (docs/fair-play.md,
// added once the worker has worked it out), moves, time and hints; ten to
// a page. On a phone each game is a card (panels.css): deal and result, date and
// difficulty, then the figures, each named. An older entry without a figure shows — there.
import { useState } from 'preact/hooks';
import type { GameResult, PlayedGame } from '../../src/storage/history';
import { bandOfPercent } from '../../src/solver/fair/difficulty';
import { bandWord } from '../fair/fairViews';
import { type SingleKey, t } from '../platform/i18n';
import { formatTime } from '../table/names';

const RESULT_WORDS: Record<GameResult, SingleKey> = { won: 'resultWon', lost: 'resultLost', solver: 'resultSolver' };

/** Games in a page of the history: at 800×600 they fit under the figures without a scroll. */
export const HISTORY_PAGE = 10;

type Column = 'colDate' | 'colDeal' | 'colDifficulty' | 'colResult' | 'colMoves' | 'colTime' | 'colHints' | 'colAccuracy';
const COLUMNS: readonly Column[] = ['colDate', 'colDeal', 'colDifficulty', 'colResult', 'colMoves', 'colTime', 'colHints', 'colAccuracy'];

/**
 * The day a game ended, as short as the popup's narrow panel needs, in the player's
 * language's order ("11/30", "30/11"; the year too when it is not this one: "11/30/25").
 */
function dayText(endedAt: number, now = new Date()): string {
  if (endedAt <= 0) return '—';
  const day = new Date(endedAt);
  const year = day.getFullYear() === now.getFullYear() ? {} : { year: '2-digit' as const };
  return new Intl.DateTimeFormat(t('htmlLang'), { day: 'numeric', month: 'numeric', ...year }).format(day);
}


const resultText = (g: PlayedGame): string =>
  g.assisted && g.result !== 'solver' ? t('resultAssisted', t(RESULT_WORDS[g.result])) : t(RESULT_WORDS[g.result]);

/**
 * A figure of a game, with its column's class. On a phone, where the rows are cards, its
 * column's name is drawn before it (`named`: from data-name, silent: the header already
 * names it to a screen reader).
 */
const Cell = ({ column, value, named = false, title }: { column: Column; value: string; named?: boolean; title?: string }) => (
  <td class={column} data-name={named ? t(column) : undefined} title={title}>{value}</td>
);

/**
 * The result, and the accuracy after it when the game has one ("won · 93%"): in the popup's
 * 472 px panel an eighth column does not fit in Spanish beside the longest results, which are
 * those of games never rated (assisted, the solver's). A phone's card shows the accuracy as a
 * figure of its own instead (the colAccuracy cell; statsPanel.css shows one or the other).
 */
const Result = ({ g }: { g: PlayedGame }) => (
  <td class="colResult">
    {resultText(g)}
    {g.accuracy === undefined ? null : (
      <span class="inline-accuracy" title={t('colAccuracy')}> · <span class="sr-only">{t('colAccuracy')} </span>{t('accuracyValue', g.accuracy)}</span>
    )}
  </td>
);

/** The deal's difficulty: its band, with the chance at the deal it comes from as the cell's title. */
const Difficulty = ({ p }: { p: number | undefined }) =>
  p === undefined
    ? <Cell column="colDifficulty" value="—" named />
    : <Cell column="colDifficulty" value={bandWord(bandOfPercent(p))} title={t('bandTitle', bandWord(bandOfPercent(p)), p)} named />;

/** The games, newest first, a page at a time (the whole history in a box of its own would scroll inside the panel). */
export function HistoryTable({ games }: { games: readonly PlayedGame[] }) {
  const newest = [...games].reverse();
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(newest.length / HISTORY_PAGE));
  const shown = Math.min(page, pages - 1);
  const first = shown * HISTORY_PAGE;
  const onPage = newest.slice(first, first + HISTORY_PAGE);
  return (
    <div class="history">
      <table>
        <thead>
          <tr>
            {COLUMNS.map((k) => <th key={k} scope="col" class={k}>{t(k)}</th>)}
          </tr>
        </thead>
        <tbody>
          {onPage.map((g, i) => (
            <tr key={first + i}>
              <Cell column="colDate" value={dayText(g.endedAt)} named />
              {g.deal.startsWith('x') ? <Cell column="colDeal" value={t('customDeal')} /> : <Cell column="colDeal" value={g.deal} named />}
              <Difficulty p={g.dealPercent} />
              <Result g={g} />
              <Cell column="colMoves" value={String(g.moves)} named />
              <Cell column="colTime" value={g.timeMs > 0 ? formatTime(g.timeMs) : '—'} named />
              <Cell column="colHints" value={String(g.hints)} named />
              <Cell column="colAccuracy" value={g.accuracy === undefined ? '—' : t('accuracyValue', g.accuracy)} named />
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
  );
}
