import { addDays, civilFromDays, daysFromCivil, daysInMonth, type IsoDate } from '../validation/date-range-validation';
import type { LeaderboardTimeFrame } from './leaderboard-query';

/**
 * The dates a leaderboard time frame covers (docs/product-rules.md#leaderboard-fields), from
 * `today` (the Clock's UTC day). Weeks are ISO weeks, Monday to Sunday; months are calendar
 * months. Every range is whole periods, both ends included (days after today simply hold no
 * sessions yet).
 */

export interface DayRange {
  readonly from: IsoDate;
  readonly to: IsoDate;
}

/** ISO weekday: Monday 1 … Sunday 7. 1970-01-01 was a Thursday (4). */
export function isoWeekdayOf(date: IsoDate): number {
  return ((((daysFromCivil(date) + 3) % 7) + 7) % 7) + 1;
}

/** The Monday that starts the ISO week of `date`. */
export function startOfIsoWeek(date: IsoDate): IsoDate {
  return addDays(date, 1 - isoWeekdayOf(date));
}

function weekStarting(monday: IsoDate): DayRange {
  return { from: monday, to: addDays(monday, 6) };
}

function monthOf(year: number, month: number): DayRange {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return {
    from: `${pad(year, 4)}-${pad(month, 2)}-01` as IsoDate,
    to: `${pad(year, 4)}-${pad(month, 2)}-${pad(daysInMonth(year, month), 2)}` as IsoDate,
  };
}

function yearMonthOf(date: IsoDate): { year: number; month: number } {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return { year, month };
}

/** The month `offset` months from the month of `date` (−1: the month before). */
function shiftedMonth(date: IsoDate, offset: number): DayRange {
  const { year, month } = yearMonthOf(date);
  const index = year * 12 + (month - 1) + offset;
  return monthOf(Math.floor(index / 12), (index % 12) + 1);
}

/** The dates of a time frame on `today`. */
export function resolveLeaderboardRange(timeFrame: LeaderboardTimeFrame, today: IsoDate): DayRange {
  switch (timeFrame) {
    case 'CURRENT_WEEK':
      return weekStarting(startOfIsoWeek(today));
    case 'LAST_WEEK':
      return weekStarting(addDays(startOfIsoWeek(today), -7));
    case 'CURRENT_MONTH':
      return shiftedMonth(today, 0);
    case 'LAST_MONTH':
      return shiftedMonth(today, -1);
  }
}

/**
 * The period just before a time frame's, of the same kind: what the rank "change" compares
 * with (the week before a week, the month before a month).
 */
export function resolvePreviousLeaderboardRange(timeFrame: LeaderboardTimeFrame, today: IsoDate): DayRange {
  const range = resolveLeaderboardRange(timeFrame, today);
  if (timeFrame === 'CURRENT_WEEK' || timeFrame === 'LAST_WEEK') return weekStarting(addDays(range.from, -7));
  return shiftedMonth(range.from, -1);
}

/** Whether `date` lies in the range (both ends included). */
export function isWithinRange(date: IsoDate, range: DayRange): boolean {
  return date >= range.from && date <= range.to;
}

/** The number of days in a range, both ends included. */
export function countRangeDays(range: DayRange): number {
  return daysFromCivil(range.to) - daysFromCivil(range.from) + 1;
}

/** The UTC day of an instant in epoch milliseconds. */
export function dayOfEpochMs(ms: number): IsoDate {
  return civilFromDays(Math.floor(ms / 86_400_000));
}
