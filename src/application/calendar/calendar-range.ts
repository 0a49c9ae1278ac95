import type { CalendarMode } from '../../domain/activity/calendar';
import { addDays, type IsoDate } from '../../domain/time/civil-date';
import { addMonths, findMonth } from '../../domain/time/calendar-month';
import { findWeek, findWeekStart, type Weekday } from '../../domain/time/calendar-week';
import type { DayRange } from '../../domain/time/day-range';

/**
 * The calendar's views. Their days are the viewer's local days (docs/product-rules.md#days-and-time-zones),
 * and their weeks start on the region's first day (`firstDay`: 1 Monday … 7 Sunday).
 */

/** The days a view shows: whole weeks covering the month, or the week of the view date. */
export function visibleRange(mode: CalendarMode, viewDate: IsoDate, firstDay: Weekday): DayRange {
  if (mode === 'WEEK') return findWeek(viewDate, firstDay);
  const month = findMonth(viewDate);
  return { from: findWeekStart(month.from, firstDay), to: findWeek(month.to, firstDay).to };
}

/** One step back or on: a week, or a month (the day kept, clamped to the shorter month: 31 Jan → 28/29 Feb). */
export function shiftViewDate(mode: CalendarMode, viewDate: IsoDate, step: 1 | -1): IsoDate {
  return mode === 'WEEK' ? addDays(viewDate, 7 * step) : addMonths(viewDate, step);
}
