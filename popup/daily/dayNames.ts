// Days and months in the page's language (its texts' htmlLang), for the calendar of past days
// and the table's line; every date is a UTC day, so the zone is UTC whatever the player's.
import { dayAt as at, dayFormat as format } from './dayFormat';

export { shortDay } from './dayFormat';

/** "1 December 2026" ("1 de diciembre de 2026"). */
export const longDay = (day: string): string => format({ dateStyle: 'long' }).format(at(day));

/** "Tuesday, 1 December 2026": a day's button, said whole. */
export const fullDay = (day: string): string => format({ dateStyle: 'full' }).format(at(day));

/** "December 2026" ("diciembre de 2026"). */
export const monthTitle = (month: string): string => format({ month: 'long', year: 'numeric' }).format(at(`${month}-01`));

/** Monday to Sunday, short ("Mon") and whole ("Monday"), for the grid's heads. */
export function weekdayNames(): { short: string; long: string }[] {
  const short = format({ weekday: 'short' });
  const long = format({ weekday: 'long' });
  // 2026-11-30 is a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const d = new Date(Date.UTC(2026, 10, 30 + i));
    return { short: short.format(d), long: long.format(d) };
  });
}
