import { countDaysInMonth, splitIsoDate, toIsoDate, type IsoDate } from './civil-date';
import type { DayRange } from './day-range';

/** Calendar months of civil dates. */

/** The days of the month that holds `date`, from its 1st to its last day. */
export function findMonth(date: IsoDate): DayRange {
  const { year, month } = splitIsoDate(date);
  return {
    from: toIsoDate({ year, month, day: 1 }),
    to: toIsoDate({ year, month, day: countDaysInMonth(year, month) }),
  };
}

/**
 * The date `months` months on (back when negative). The day of the month is kept, clamped to a
 * shorter month: 31 January plus one month is 28 or 29 February.
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = splitIsoDate(date);
  const index = year * 12 + (month - 1) + months;
  const nextYear = Math.floor(index / 12);
  const nextMonth = index - nextYear * 12 + 1;
  return toIsoDate({ year: nextYear, month: nextMonth, day: Math.min(day, countDaysInMonth(nextYear, nextMonth)) });
}

export function isSameMonth(a: IsoDate, b: IsoDate): boolean {
  return a.slice(0, 7) === b.slice(0, 7);
}
