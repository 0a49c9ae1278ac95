import type { CalendarMode } from '../../domain/activity/calendar';
import { addDays, type IsoDate } from '../../domain/time/civil-date';
import { findWeek, findWeekStart, type Weekday } from '../../domain/time/calendar-week';
import { shiftViewDate } from './calendar-range';

/**
 * The moves of the keyboard focus between the calendar's days (WAI-ARIA date-picker grid):
 * a day or a week back or on, the first or last day of the week (which starts on `firstDay`, the
 * region's first day: Monday unless given), and the
 * previous or next period (a month in the month view, a week in the week view).
 */
export type CalendarDayMove =
  | 'previous-day'
  | 'next-day'
  | 'previous-week'
  | 'next-week'
  | 'week-start'
  | 'week-end'
  | 'previous-period'
  | 'next-period';

/** The day focus lands on after a move; a month step keeps the day, clamped (31 Jan → 28/29 Feb). */
export function moveCalendarDay(
  mode: CalendarMode,
  date: IsoDate,
  move: CalendarDayMove,
  firstDay: Weekday = 1,
): IsoDate {
  switch (move) {
    case 'previous-day':
      return addDays(date, -1);
    case 'next-day':
      return addDays(date, 1);
    case 'previous-week':
      return addDays(date, -7);
    case 'next-week':
      return addDays(date, 7);
    case 'week-start':
      return findWeekStart(date, firstDay);
    case 'week-end':
      return findWeek(date, firstDay).to;
    case 'previous-period':
      return shiftViewDate(mode, date, -1);
    case 'next-period':
      return shiftViewDate(mode, date, 1);
  }
}
