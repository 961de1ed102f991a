// The history of finished games as a CSV file (Statistics' export). Apart from history.ts,
// which the popup needs when it opens, so that it loads with the Statistics panel.
import type { History } from './history';

/** The history as CSV (RFC 4180: a header row, CRLF line ends; no field needs quoting). */
export function historyCsv(h: History): string {
  const rows = [['ended', 'deal', 'result', 'moves', 'seconds', 'hints']];
  for (const g of h.games) {
    rows.push([new Date(g.endedAt).toISOString(), g.deal, g.result, String(g.moves), (g.timeMs / 1000).toFixed(1), String(g.hints)]);
  }
  return rows.map((r) => r.join(',')).join('\r\n') + '\r\n';
}
