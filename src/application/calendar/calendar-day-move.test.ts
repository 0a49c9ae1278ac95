import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { civilFromDays, daysFromCivil, type IsoDate } from '../../domain/time/civil-date';
import { isSameMonth } from '../../domain/time/calendar-month';
import { getWeekday, type Weekday } from '../../domain/time/calendar-week';
import { moveCalendarDay } from './calendar-day-move';

const d = (s: string) => s as IsoDate;
const anyDate = fc
  .integer({ min: daysFromCivil(d('1990-01-01')), max: daysFromCivil(d('2100-12-31')) })
  .map(civilFromDays);
const anyMode = fc.constantFrom('MONTH' as const, 'WEEK' as const);
const anyFirstDay = fc.integer({ min: 1, max: 7 }).map((day) => day as Weekday);
const dayOfMonth = (date: IsoDate) => Number(date.slice(8, 10));
const monthIndex = (date: IsoDate) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

describe('moveCalendarDay', () => {
  it('worked examples around Thursday 15 January 2026', () => {
    const day = d('2026-01-15');
    expect(moveCalendarDay('MONTH', day, 'previous-day')).toBe('2026-01-14');
    expect(moveCalendarDay('MONTH', day, 'next-day')).toBe('2026-01-16');
    expect(moveCalendarDay('MONTH', day, 'previous-week')).toBe('2026-01-08');
    expect(moveCalendarDay('MONTH', day, 'next-week')).toBe('2026-01-22');
    expect(moveCalendarDay('MONTH', day, 'week-start')).toBe('2026-01-12');
    expect(moveCalendarDay('MONTH', day, 'week-end')).toBe('2026-01-18');
    expect(moveCalendarDay('MONTH', day, 'previous-period')).toBe('2025-12-15');
    expect(moveCalendarDay('MONTH', day, 'next-period')).toBe('2026-02-15');
    expect(moveCalendarDay('WEEK', day, 'previous-period')).toBe('2026-01-08');
    expect(moveCalendarDay('WEEK', day, 'next-period')).toBe('2026-01-22');
  });

  it('crosses months and years by the day', () => {
    expect(moveCalendarDay('MONTH', d('2026-01-01'), 'previous-day')).toBe('2025-12-31');
    expect(moveCalendarDay('MONTH', d('2025-12-29'), 'next-week')).toBe('2026-01-05');
    expect(moveCalendarDay('WEEK', d('2026-01-01'), 'week-start')).toBe('2025-12-29');
    // A Sunday-first region (en-US): Home and End go to Sunday 28 December and Saturday 3 January.
    expect(moveCalendarDay('WEEK', d('2026-01-01'), 'week-start', 7)).toBe('2025-12-28');
    expect(moveCalendarDay('MONTH', d('2026-01-01'), 'week-end', 7)).toBe('2026-01-03');
  });

  it('a month step clamps the day to the shorter month: 31 Jan → 28 Feb, or 29 in a leap year', () => {
    expect(moveCalendarDay('MONTH', d('2026-01-31'), 'next-period')).toBe('2026-02-28');
    expect(moveCalendarDay('MONTH', d('2024-01-31'), 'next-period')).toBe('2024-02-29');
    expect(moveCalendarDay('MONTH', d('2026-03-31'), 'previous-period')).toBe('2026-02-28');
    expect(moveCalendarDay('MONTH', d('2026-05-31'), 'next-period')).toBe('2026-06-30');
    expect(moveCalendarDay('MONTH', d('2025-12-31'), 'next-period')).toBe('2026-01-31');
  });

  it('property: right then left, down then up, and left then right return to the same day', () => {
    fc.assert(
      fc.property(anyMode, anyDate, (mode, date) => {
        expect(moveCalendarDay(mode, moveCalendarDay(mode, date, 'next-day'), 'previous-day')).toBe(date);
        expect(moveCalendarDay(mode, moveCalendarDay(mode, date, 'previous-day'), 'next-day')).toBe(date);
        expect(moveCalendarDay(mode, moveCalendarDay(mode, date, 'next-week'), 'previous-week')).toBe(date);
      }),
    );
  });

  it('property: a day step is one day, a week step seven, and a week keeps its weekday', () => {
    fc.assert(
      fc.property(anyMode, anyDate, (mode, date) => {
        expect(daysFromCivil(moveCalendarDay(mode, date, 'next-day')) - daysFromCivil(date)).toBe(1);
        const week = moveCalendarDay(mode, date, 'previous-week');
        expect(daysFromCivil(date) - daysFromCivil(week)).toBe(7);
        expect(getWeekday(week)).toBe(getWeekday(date));
      }),
    );
  });

  it('property: Home and End go to the first and last day of the same week, as the region starts it', () => {
    fc.assert(
      fc.property(anyMode, anyDate, anyFirstDay, (mode, date, firstDay) => {
        const start = moveCalendarDay(mode, date, 'week-start', firstDay);
        const end = moveCalendarDay(mode, date, 'week-end', firstDay);
        expect(getWeekday(start)).toBe(firstDay);
        expect(getWeekday(end)).toBe(((firstDay + 5) % 7) + 1);
        expect(daysFromCivil(start) <= daysFromCivil(date) && daysFromCivil(date) <= daysFromCivil(end)).toBe(true);
        expect(daysFromCivil(end) - daysFromCivil(start)).toBe(6);
      }),
    );
  });

  it('property: PageDown in the month view lands in the next month on the same day, or its last day', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        const next = moveCalendarDay('MONTH', date, 'next-period');
        expect(monthIndex(next)).toBe(monthIndex(date) + 1);
        const isLastOfItsMonth = !isSameMonth(moveCalendarDay('MONTH', next, 'next-day'), next);
        expect(dayOfMonth(next) === dayOfMonth(date) || (dayOfMonth(next) < dayOfMonth(date) && isLastOfItsMonth)).toBe(
          true,
        );
      }),
    );
  });

  it('property: PageUp undoes PageDown whenever the day exists in both months', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        fc.pre(dayOfMonth(date) <= 28);
        expect(moveCalendarDay('MONTH', moveCalendarDay('MONTH', date, 'next-period'), 'previous-period')).toBe(date);
      }),
    );
  });
});
