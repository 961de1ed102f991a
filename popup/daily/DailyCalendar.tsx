// The calendar of past days (issue 35): a month of deals of the day, each day from FIRST_DAY
// to today playable, the days won and the day whose deal is the game here marked in a sign
// and in words. One day of the grid is in the tab order (a roving tabindex): the arrows move
// among the days, Page Up and Page Down a month, Enter or a click plays. Shown by the New
// game panel (panels/Panels.tsx), which asks "Leave this game?" before a day replaces a game.
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../platform/i18n';
import { fullDay, monthTitle, weekdayNames } from './dayNames';
import { FIRST_DAY, addMonths, monthOf, monthGrid, moveDay } from './monthGrid';

export interface CalendarProps {
  /** Today's UTC day: the last one offered. */
  today: string;
  won: readonly string[];
  /** The day whose deal is the game here. */
  here?: string;
  onPlay(day: string): void;
}

/** The day a month's grid puts in the tab order: today in today's month, else its first day offered. */
const entryDay = (month: string, today: string): string => {
  if (month === monthOf(today)) return today;
  const first = `${month}-01`;
  return first < FIRST_DAY ? FIRST_DAY : first;
};

/** What a day's cell reads of the calendar. */
interface CellContext {
  today: string;
  here: string | undefined;
  focus: string;
  wonDays: ReadonlySet<string>;
  onPlay: (day: string) => void;
  setFocus: (day: string) => void;
}

/** The calendar's cell for `day` (undefined: a blank before the month's first day): a button for a day that can be played. */
function dayCell(day: string | undefined, i: number, { today, here, focus, wonDays, onPlay, setFocus }: CellContext) {
  if (day === undefined) return <td key={i} />;
  const n = Number(day.slice(8));
  if (day < FIRST_DAY || day > today) return <td key={day}><span class="cal-day off">{n}</span></td>;
  const marks = [wonDays.has(day) ? t('calendarWon') : '', day === here ? t('calendarHere') : '', day === today ? t('calendarToday') : ''].filter(Boolean);
  return (
    <td key={day}>
      <button
        type="button"
        class={['cal-day', wonDays.has(day) ? 'won' : '', day === here ? 'here' : '', day === today ? 'today' : ''].join(' ')}
        tabIndex={day === focus ? 0 : -1}
        aria-label={[fullDay(day), ...marks].join(', ')}
        aria-current={day === today ? 'date' : undefined}
        data-day={day}
        onClick={() => onPlay(day)}
        onFocus={() => setFocus(day)}
      >
        <span aria-hidden="true">{n}</span>
        {wonDays.has(day) ? <span class="cal-mark" aria-hidden="true">✓</span> : null}
        {day === here ? <span class="cal-mark" aria-hidden="true">▸</span> : null}
      </button>
    </td>
  );
}

export function DailyCalendar({ today, won, here, onPlay }: CalendarProps) {
  const [focus, setFocus] = useState(() => (here && here >= FIRST_DAY && here <= today ? here : today));
  const month = monthOf(focus);
  const table = useRef<HTMLTableElement>(null);
  // Focus follows a key's move only (not the first draw, nor a click on a month button).
  const keyed = useRef(false);
  useEffect(() => {
    if (keyed.current) table.current?.querySelector<HTMLElement>('button[tabindex="0"]')?.focus();
    keyed.current = false;
  }, [focus]);
  const wonDays = new Set(won);
  const onKey = (e: KeyboardEvent) => {
    const to = moveDay(focus, e.key, FIRST_DAY, today);
    if (to === undefined) return;
    e.preventDefault();
    keyed.current = true;
    setFocus(to);
  };
  const toMonth = (n: number) => setFocus(entryDay(addMonths(month, n), today));
  const title = monthTitle(month);
  const cell = (day: string | undefined, i: number) => dayCell(day, i, { today, here, focus, wonDays, onPlay, setFocus });
  return (
    <div class="calendar" data-testid="calendar">
      <p class="cal-head">
        <button type="button" onClick={() => toMonth(-1)} disabled={month <= monthOf(FIRST_DAY)} aria-label={t('calendarPrevious')}>‹</button>
        <span id="cal-title" aria-live="polite">{title}</span>
        <button type="button" onClick={() => toMonth(1)} disabled={month >= monthOf(today)} aria-label={t('calendarNext')}>›</button>
      </p>
      <table role="grid" aria-labelledby="cal-title" ref={table} onKeyDown={onKey}>
        <thead>
          <tr>
            {weekdayNames().map((w) => (
              <th key={w.long} scope="col" abbr={w.long}>{w.short}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week, w) => (
            <tr key={w}>{week.map(cell)}</tr>
          ))}
        </tbody>
      </table>
      <p class="help-text cal-legend">{t('calendarLegend')}</p>
      <p class="help-text">{t('calendarStreakRule')}</p>
    </div>
  );
}
