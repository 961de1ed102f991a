// The history of finished games as a CSV file (Statistics' export). Apart from history.ts,
// which the popup needs when it opens, so that it loads with the Statistics panel.
import type { History } from './history';

/** The history as CSV (RFC 4180: a header row, CRLF line ends; no field needs quoting). */
export function historyCsv(h: History): string {
  // assisted: the demo, a peek hint or a peeking Finish chose a move (yes or no), so that a
  // spreadsheet can leave those games out of wins and times as the Statistics panel does.
  const rows = [['ended', 'deal', 'result', 'moves', 'seconds', 'hints', 'assisted']];
  for (const g of h.games) {
    rows.push([new Date(g.endedAt).toISOString(), g.deal, g.result, String(g.moves), (g.timeMs / 1000).toFixed(1), String(g.hints), g.assisted ? 'yes' : 'no']);
  }
  return rows.map((r) => r.join(',')).join('\r\n') + '\r\n';
}
