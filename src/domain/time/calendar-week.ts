import { addDays, daysFromCivil, type IsoDate } from './civil-date';
import type { DayRange } from './day-range';

/**
 * Weeks of seven civil days. A week starts on a given weekday: Monday unless the caller says
 * otherwise (ISO 8601 weeks; some regions start on Sunday or Saturday).
 */

/** ISO weekday numbers: 1 Monday … 7 Sunday (the numbering `Intl.Locale` week info uses too). */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

const MONDAY: Weekday = 1;

/** The weekday of a date. 1970-01-01, day 0, was a Thursday. */
export function getWeekday(date: IsoDate): Weekday {
  return (((((daysFromCivil(date) + 3) % 7) + 7) % 7) + 1) as Weekday;
}

/** The first day of the week that holds `date`. */
export function findWeekStart(date: IsoDate, firstDay: Weekday = MONDAY): IsoDate {
  return addDays(date, -((getWeekday(date) - firstDay + 7) % 7));
}

/** The seven days of the week that holds `date`. */
export function findWeek(date: IsoDate, firstDay: Weekday = MONDAY): DayRange {
  const from = findWeekStart(date, firstDay);
  return { from, to: addDays(from, 6) };
}
