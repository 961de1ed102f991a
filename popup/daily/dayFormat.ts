// A UTC day in the page's language, the little the table's line needs at open; the calendar's
// other names (dayNames.ts) come with the on-demand chunk.
import { t } from '../platform/i18n';

/** Every date here is a UTC day, so the zone is UTC whatever the player's. */
export const dayFormat = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(t('htmlLang'), { timeZone: 'UTC', ...options });
export const dayAt = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** "Dec 1, 2026" ("1 dic 2026"): the table's line, in the sidebar's width. */
export const shortDay = (day: string): string => dayFormat({ dateStyle: 'medium' }).format(dayAt(day));
