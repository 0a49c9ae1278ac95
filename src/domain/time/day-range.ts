import { addDays, countDaysBetween, type IsoDate } from './civil-date';

/** A run of whole days, both ends included (a single day is `from === to`). */
export interface DayRange {
  readonly from: IsoDate;
  readonly to: IsoDate;
}

/** Every day of a range, in order. */
export function listDays({ from, to }: DayRange): IsoDate[] {
  return Array.from({ length: Math.max(0, countRangeDays({ from, to })) }, (_, index) => addDays(from, index));
}

/** Whether `date` lies in the range (both ends included). */
export function isWithinRange(date: IsoDate, range: DayRange): boolean {
  // Zero-padded ISO dates order lexicographically the same as chronologically.
  return date >= range.from && date <= range.to;
}

/** The number of days in a range, both ends included. */
export function countRangeDays(range: DayRange): number {
  return countDaysBetween(range.from, range.to) + 1;
}
