import type { CalendarMode } from '../../domain/activity/calendar';
import { addDays, civilFromDays, daysFromCivil, daysInMonth, type IsoDate } from '../../domain/validation/date-range-validation';

const MS_PER_DAY = 86_400_000;

/**
 * The calendar's day of an instant. Calendar events carry the UTC day of their start
 * (docs/api-sessions.md "Shapes"), so "today" is the UTC day too: the two always agree.
 */
export function calendarDayOf(epochMs: number): IsoDate {
  return civilFromDays(Math.floor(epochMs / MS_PER_DAY));
}

/** Epoch milliseconds of a day's midnight UTC (for Intl formatting without a Date). */
export function epochMsOfDay(date: IsoDate): number {
  return daysFromCivil(date) * MS_PER_DAY;
}

/** 0 = Monday … 6 = Sunday (ISO 8601 weeks). Day 0, 1970-01-01, was a Thursday. */
export function weekdayOf(date: IsoDate): number {
  return (((daysFromCivil(date) + 3) % 7) + 7) % 7;
}

export function startOfWeek(date: IsoDate): IsoDate {
  return addDays(date, -weekdayOf(date));
}

function yearMonthOf(date: IsoDate): [number, number] {
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
}

function isoDateOf(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` as IsoDate;
}

function firstOfMonth(date: IsoDate): IsoDate {
  const [year, month] = yearMonthOf(date);
  return isoDateOf(year, month, 1);
}

function lastOfMonth(date: IsoDate): IsoDate {
  const [year, month] = yearMonthOf(date);
  return isoDateOf(year, month, daysInMonth(year, month));
}

export function isSameMonth(a: IsoDate, b: IsoDate): boolean {
  return a.slice(0, 7) === b.slice(0, 7);
}

export interface DayRange {
  readonly from: IsoDate;
  readonly to: IsoDate;
}

/** The days a view shows: whole Monday-to-Sunday weeks covering the month, or the week of the view date. */
export function visibleRange(mode: CalendarMode, viewDate: IsoDate): DayRange {
  if (mode === 'WEEK') {
    const from = startOfWeek(viewDate);
    return { from, to: addDays(from, 6) };
  }
  return { from: startOfWeek(firstOfMonth(viewDate)), to: addDays(startOfWeek(lastOfMonth(viewDate)), 6) };
}

/** Every day from `from` to `to`, inclusive. */
export function daysOf({ from, to }: DayRange): IsoDate[] {
  const days: IsoDate[] = [];
  for (let n = daysFromCivil(from); n <= daysFromCivil(to); n += 1) days.push(civilFromDays(n));
  return days;
}

/** One step back or on: a week, or a month (the day kept, clamped to the shorter month: 31 Jan → 28/29 Feb). */
export function shiftViewDate(mode: CalendarMode, viewDate: IsoDate, step: 1 | -1): IsoDate {
  if (mode === 'WEEK') return addDays(viewDate, 7 * step);
  const [year, month] = yearMonthOf(viewDate);
  const index = year * 12 + (month - 1) + step;
  const nextYear = Math.floor(index / 12);
  const nextMonth = (index % 12) + 1;
  const day = Math.min(Number(viewDate.slice(8, 10)), daysInMonth(nextYear, nextMonth));
  return isoDateOf(nextYear, nextMonth, day);
}
