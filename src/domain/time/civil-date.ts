/**
 * Civil (calendar) dates written as ISO `YYYY-MM-DD` strings. A civil date names a day, not an
 * instant: it has no time zone, so plain day arithmetic is enough and no Date object is needed.
 * Which instants a date covers is the business of `utc-day.ts`.
 */

export type IsoDate = string & { readonly __brand: 'IsoDate' };

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date's parts: the month from 1 (January) to 12, the day from 1. */
export interface CivilDateParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The number of days of a month (`month` from 1 to 12). */
export function countDaysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A real calendar date written `YYYY-MM-DD` (years 0001–9999). */
export function isIsoDate(value: string): value is IsoDate {
  const match = ISO_DATE_PATTERN.exec(value);
  if (match === null) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= countDaysInMonth(year, month);
}

/** Writes the parts of a real date as `YYYY-MM-DD` (the caller guarantees they name a real date). */
export function toIsoDate({ year, month, day }: CivilDateParts): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` as IsoDate;
}

export function splitIsoDate(date: IsoDate): CivilDateParts {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/**
 * Days since 1970-01-01 for a civil date, and back. Algorithm: Howard Hinnant,
 * "chrono-Compatible Low-Level Date Algorithms" (days_from_civil / civil_from_days).
 */
export function daysFromCivil(date: IsoDate): number {
  const { year: y0, month: m, day: d } = splitIsoDate(date);
  const y = m <= 2 ? y0 - 1 : y0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function civilFromDays(days: number): IsoDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return toIsoDate({ year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day });
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return civilFromDays(daysFromCivil(date) + days);
}

/** Whole days from `from` to `to`: negative when `to` comes first. */
export function countDaysBetween(from: IsoDate, to: IsoDate): number {
  return daysFromCivil(to) - daysFromCivil(from);
}
