import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, civilFromDays, countDaysBetween, daysFromCivil, type IsoDate } from './civil-date';
import { findWeek, findWeekStart, getWeekday, type Weekday } from './calendar-week';

const d = (value: string) => value as IsoDate;
const anyDate = fc
  .integer({ min: daysFromCivil(d('1900-01-01')), max: daysFromCivil(d('2200-12-31')) })
  .map(civilFromDays);
const anyWeekday = fc.constantFrom<Weekday>(1, 2, 3, 4, 5, 6, 7);

describe('weeks', () => {
  it('worked examples: weekdays, and the week of a date from Monday or from Sunday', () => {
    expect(getWeekday(d('1970-01-01'))).toBe(4);
    expect(getWeekday(d('2025-03-10'))).toBe(1);
    expect(getWeekday(d('2025-03-16'))).toBe(7);
    expect(getWeekday(d('1969-12-28'))).toBe(7);
    expect(findWeekStart(d('2025-03-16'))).toBe('2025-03-10');
    expect(findWeekStart(d('2025-01-01'))).toBe('2024-12-30');
    expect(findWeekStart(d('2026-01-15'), 7)).toBe('2026-01-11');
    expect(findWeekStart(d('2026-01-11'), 7)).toBe('2026-01-11');
    expect(findWeek(d('2026-01-15'))).toEqual({ from: '2026-01-12', to: '2026-01-18' });
  });

  it('property: the next day is the next weekday', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        expect(getWeekday(addDays(date, 1))).toBe((getWeekday(date) % 7) + 1);
      }),
    );
  });

  it('property: a week starts on its first day, at most six days before the date, and holds seven days', () => {
    fc.assert(
      fc.property(anyDate, anyWeekday, (date, firstDay) => {
        const start = findWeekStart(date, firstDay);
        expect(getWeekday(start)).toBe(firstDay);
        expect(start <= date).toBe(true);
        expect(date < addDays(start, 7)).toBe(true);
        const week = findWeek(date, firstDay);
        expect(week.from).toBe(start);
        expect(countDaysBetween(week.from, week.to)).toBe(6);
        expect(findWeekStart(week.to, firstDay)).toBe(start);
      }),
    );
  });
});
