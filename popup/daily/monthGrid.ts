// The calendar of past days as dates: a month's weeks (Monday first, in both languages), the
// months it may show (from FIRST_DAY to today's), and where an arrow key moves among its
// days. Days are UTC dates written YYYY-MM-DD, as the deal of the day's (src/solver/daily.ts).

/**
 * The first day the calendar offers. The formula was written on 2026-11-30, but every day
 * of 2026 is pinned by test/solver/daily.test.ts, so each of those days' deal is known and
 * found within its budget; the calendar goes back to the first of them.
 */
export const FIRST_DAY = '2026-01-01';

const DAY_MS = 86_400_000;
const ms = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const iso = (t: number): string => new Date(t).toISOString().slice(0, 10);

/** `day` moved by `n` days. */
export const addDays = (day: string, n: number): string => iso(ms(day) + n * DAY_MS);

/** The month (YYYY-MM) `n` months after `month`. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const total = y * 12 + (m - 1) + n;
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}`;
}

export const monthOf = (day: string): string => day.slice(0, 7);

/** Monday 0 … Sunday 6. */
const weekday = (day: string): number => (new Date(ms(day)).getUTCDay() + 6) % 7;

/** The month's weeks, Monday first; a cell outside the month is undefined. */
export function monthGrid(month: string): (string | undefined)[][] {
  const first = `${month}-01`;
  const days: (string | undefined)[] = Array.from({ length: weekday(first) }, () => undefined);
  for (let d = first; monthOf(d) === month; d = addDays(d, 1)) days.push(d);
  while (days.length % 7 !== 0) days.push(undefined);
  return Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
}

const STEPS: Readonly<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * Where `key` moves the focus from `day` among the days from `first` to `last` (a day
 * beyond them stays put at the nearest end): a day back or on, a week up or down, Home and
 * End to the week's Monday and Sunday, Page Up and Page Down a month. Undefined: not a key
 * of the grid.
 */
export function moveDay(day: string, key: string, first: string, last: string): string | undefined {
  let to: string;
  if (key in STEPS) to = addDays(day, STEPS[key]!);
  else if (key === 'Home') to = addDays(day, -weekday(day));
  else if (key === 'End') to = addDays(day, 6 - weekday(day));
  else if (key === 'PageUp' || key === 'PageDown') to = sameDateIn(day, key === 'PageUp' ? -1 : 1);
  else return undefined;
  return to < first ? first : to > last ? last : to;
}

/** The same date `n` months on, or the month's last day when it is shorter. */
function sameDateIn(day: string, n: number): string {
  const month = addMonths(monthOf(day), n);
  const last = addDays(`${addMonths(month, 1)}-01`, -1);
  const wanted = `${month}-${day.slice(8)}`;
  return wanted > last ? last : wanted;
}
