// The history of finished games as a CSV file (Statistics' export). Apart from history.ts,
// which the popup needs when it opens, so that it loads with the Statistics panel.
import type { History } from './history';

/**
 * The history as CSV (RFC 4180: a header row, CRLF line ends; no field needs quoting).
 * `bandOf` names a deal's difficulty from its chance at the deal (the solver's bands,
 * src/solver/fair/difficulty.ts, which storage does not import): the history table's column.
 */
export function historyCsv(h: History, bandOf: (percent: number) => string): string {
  // assisted: the demo, a peek hint or a peeking Finish chose a move (yes or no), so that a
  // spreadsheet can leave those games out of wins and times as the Statistics panel does.
  // difficulty and chance (the whole percent it comes from) are empty where the table shows
  // "—" (the chance was not known when the game ended); like result, words a program reads.
  // accuracy (0..100, docs/fair-play.md) is empty for a game without one (older, or nothing rated).
  const rows = [['ended', 'deal', 'difficulty', 'chance', 'result', 'moves', 'seconds', 'hints', 'assisted', 'accuracy']];
  for (const g of h.games) {
    const known = g.dealPercent !== undefined;
    rows.push([
      new Date(g.endedAt).toISOString(), g.deal, known ? bandOf(g.dealPercent!) : '', known ? String(g.dealPercent) : '',
      g.result, String(g.moves), (g.timeMs / 1000).toFixed(1), String(g.hints), g.assisted ? 'yes' : 'no',
      g.accuracy === undefined ? '' : String(g.accuracy),
    ]);
  }
  return rows.map((r) => r.join(',')).join('\r\n') + '\r\n';
}
