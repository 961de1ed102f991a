// `plot daily`: the deal of the day (docs/deal-of-the-day.md), as the popup deals it: read
// from the shipped table for 2026..2036, searched by the formula for any other day.
import { type Command, CliError, readFlags } from './args';
import { DAILY_NODES, dayOf, findDailyDeal } from '../solver/daily';
import { loadSolver } from '../solver/node';
import { solveGame } from '../solver/search/solve';
import { WORKER_TABLE_BYTES } from '../solver/worker/tables';

/** A day written YYYY-MM-DD that is a date of the calendar (2026-02-30 is refused). */
function readDay(text: string): string {
  const t = /^\d{4}-\d{2}-\d{2}$/.test(text) ? Date.parse(`${text}T00:00:00Z`) : NaN;
  if (Number.isNaN(t) || dayOf(new Date(t)) !== text) throw new CliError(`daily: "${text.slice(0, 40)}" is not a day written YYYY-MM-DD`);
  return text;
}

export const dailyCommand: Command = {
  name: 'daily',
  usage: 'plot daily [YYYY-MM-DD]',
  summary: 'Prints the deal number of the deal of the day (today\'s UTC date by default): from the shipped table for 2026..2036, else searched as the formula says.',
  async run(args, io) {
    const { positionals } = readFlags(args, {}, 1);
    const day = positionals.length > 0 ? readDay(positionals[0]) : dayOf(new Date());
    let core: Awaited<ReturnType<typeof loadSolver>> | undefined; // loaded only for a day the table does not list
    const found = await findDailyDeal(day, async (_n, deal) => solveGame((core ??= await loadSolver(WORKER_TABLE_BYTES)), deal, [], { maxNodes: DAILY_NODES }));
    if (!found.ok) throw new Error(`daily: no deal for ${day} (${found.reason}${found.message ? `: ${found.message}` : ''})`);
    io.out(String(found.dealNumber));
    return 0;
  },
};
