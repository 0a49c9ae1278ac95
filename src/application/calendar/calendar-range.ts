import type { CalendarMode } from '../../domain/activity/calendar';
import { addDays, type IsoDate } from '../../domain/time/civil-date';
import { addMonths, findMonth } from '../../domain/time/calendar-month';
import { findWeek, findWeekStart } from '../../domain/time/calendar-week';
import type { DayRange } from '../../domain/time/day-range';

/**
 * The calendar's views. Calendar events carry the UTC day of their start (docs/api-sessions.md
 * "Shapes"), so the calendar's today is the UTC day too (`toUtcDay`): the two always agree.
 */

/** The days a view shows: whole Monday-to-Sunday weeks covering the month, or the week of the view date. */
export function visibleRange(mode: CalendarMode, viewDate: IsoDate): DayRange {
  if (mode === 'WEEK') return findWeek(viewDate);
  const month = findMonth(viewDate);
  return { from: findWeekStart(month.from), to: findWeek(month.to).to };
}

/** One step back or on: a week, or a month (the day kept, clamped to the shorter month: 31 Jan → 28/29 Feb). */
export function shiftViewDate(mode: CalendarMode, viewDate: IsoDate, step: 1 | -1): IsoDate {
  return mode === 'WEEK' ? addDays(viewDate, 7 * step) : addMonths(viewDate, step);
}
