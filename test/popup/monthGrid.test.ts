// The calendar of past days as dates (popup/daily/monthGrid.ts): a month's weeks, Monday
// first, and where a key moves among the days offered.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIRST_DAY, addMonths, monthGrid, moveDay } from '../../popup/daily/monthGrid';

const firstRow = (month: string) => monthGrid(month)[0]!.map((d) => d?.slice(8));

describe('a month grid', () => {
  it('December 2026 begins on a Tuesday: one empty Monday, five weeks', () => {
    const g = monthGrid('2026-12');
    expect(firstRow('2026-12')).toEqual([undefined, '01', '02', '03', '04', '05', '06']);
    expect(g).toHaveLength(5);
    expect(g[4]).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', undefined, undefined, undefined]);
  });

  it('February: 28 days in 2026 (from a Sunday, five weeks), 29 in the leap year 2028 (from a Tuesday)', () => {
    expect(firstRow('2026-02')).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, '01']);
    expect(monthGrid('2026-02').flat().filter(Boolean)).toHaveLength(28);
    expect(monthGrid('2026-02')).toHaveLength(5);
    expect(monthGrid('2028-02').flat().filter(Boolean)).toHaveLength(29);
    expect(firstRow('2028-02')).toEqual([undefined, '01', '02', '03', '04', '05', '06']);
    expect(monthGrid('2028-02').at(-1)!.filter(Boolean).at(-1)).toBe('2028-02-29');
    // 2026-06 begins on a Monday: no empty cell before it.
    expect(firstRow('2026-06')[0]).toBe('01');
  });

  it('every month: each day once, in order, in its weekday\'s column, whole weeks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 * 200 }), (n) => {
        const month = addMonths('1990-01', n);
        const g = monthGrid(month);
        const days = g.flat().filter((d): d is string => d !== undefined);
        const length = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)), 0)).getUTCDate();
        expect(days).toHaveLength(length);
        days.forEach((d, i) => expect(d).toBe(`${month}-${String(i + 1).padStart(2, '0')}`));
        g.forEach((week) => {
          expect(week).toHaveLength(7);
          week.forEach((d, col) => d && expect((new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7).toBe(col));
        });
      }),
    );
  });

  it('months on and back across a year', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', -13)).toBe('2025-02');
  });
});

describe('moving among the days', () => {
  const last = '2026-12-03';
  it('arrows a day and a week, Home and End the week\'s Monday and Sunday, Page Up and Down a month', () => {
    expect(moveDay('2026-12-02', 'ArrowRight', FIRST_DAY, last)).toBe('2026-12-03');
    expect(moveDay('2026-12-01', 'ArrowLeft', FIRST_DAY, last)).toBe('2026-11-30');
    expect(moveDay('2026-12-01', 'ArrowUp', FIRST_DAY, last)).toBe('2026-11-24');
    expect(moveDay('2026-11-24', 'ArrowDown', FIRST_DAY, last)).toBe('2026-12-01');
    expect(moveDay('2026-12-02', 'Home', FIRST_DAY, last)).toBe('2026-11-30');
    expect(moveDay('2026-11-25', 'End', FIRST_DAY, last)).toBe('2026-11-29');
    expect(moveDay('2026-03-31', 'PageUp', FIRST_DAY, last)).toBe('2026-02-28');
    expect(moveDay('2026-02-15', 'PageDown', FIRST_DAY, last)).toBe('2026-03-15');
    expect(moveDay('2026-12-01', 'Enter', FIRST_DAY, last)).toBeUndefined();
  });

  it('never past today nor before the first day', () => {
    expect(moveDay('2026-12-02', 'ArrowDown', FIRST_DAY, last)).toBe(last);
    expect(moveDay(last, 'ArrowRight', FIRST_DAY, last)).toBe(last);
    expect(moveDay('2026-11-20', 'PageDown', FIRST_DAY, last)).toBe(last);
    expect(moveDay('2026-01-03', 'ArrowUp', FIRST_DAY, last)).toBe(FIRST_DAY);
    expect(moveDay(FIRST_DAY, 'PageUp', FIRST_DAY, last)).toBe(FIRST_DAY);
  });
});
