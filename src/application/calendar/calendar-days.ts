import type { CalendarEvent, CalendarFilter, CalendarMode } from '../../domain/activity/calendar';
import type { IsoDate } from '../../domain/time/civil-date';
import { isSameMonth } from '../../domain/time/calendar-month';
import { listDays, type DayRange } from '../../domain/time/day-range';
import { localDayOf, type TimeZone } from '../../domain/time/time-zone';
import { matchesCalendarFilter } from './calendar-filter';
import { toCalendarSession, type CalendarSession } from './calendar-session';

export interface CalendarDay {
  readonly date: IsoDate;
  /** False for the days of the neighbouring months that fill the month grid's first and last weeks. */
  readonly inPeriod: boolean;
  readonly isToday: boolean;
  readonly sessions: readonly CalendarSession[];
}

/** What the calendar's days are made of: the sessions known, the filter, and the period in the viewer's zone. */
export interface CalendarPeriod {
  readonly events: readonly CalendarEvent[];
  readonly filter: CalendarFilter;
  readonly mode: CalendarMode;
  readonly viewDate: IsoDate;
  readonly range: DayRange;
  readonly today: IsoDate;
  readonly timeZone: TimeZone;
}

/**
 * Every day of the period, each with its filtered sessions in start order, on the local day of their start in the
 * viewer's zone (docs/product-rules.md#days-and-time-zones).
 */
export function calendarDaysOf({
  events,
  filter,
  mode,
  viewDate,
  range,
  today,
  timeZone,
}: CalendarPeriod): CalendarDay[] {
  const byDay = new Map<string, CalendarSession[]>();
  for (const event of events) {
    if (!matchesCalendarFilter(event, filter)) continue;
    const startMs = Date.parse(event.startTime);
    const day = Number.isFinite(startMs) ? localDayOf(startMs, timeZone) : event.date;
    const list = byDay.get(day) ?? [];
    list.push(toCalendarSession(event));
    byDay.set(day, list);
  }
  return listDays(range).map((date) => ({
    date,
    inPeriod: mode === 'WEEK' || isSameMonth(date, viewDate),
    isToday: date === today,
    sessions: (byDay.get(date) ?? []).sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime)),
  }));
}

/** The month grid's rows: the days seven by seven (they start on the region's first day of the week). */
export function weeksOf(days: readonly CalendarDay[]): CalendarDay[][] {
  const rows: CalendarDay[][] = [];
  days.forEach((day, index) => {
    if (index % 7 === 0) rows.push([]);
    rows[rows.length - 1]?.push(day);
  });
  return rows;
}
