/**
 * Calendar dates as ISO `YYYY-MM-DD` strings, and the dashboard custom range rule
 * (docs/product-rules.md#field-rules: 'You must select a valid date range.'). Dates are civil dates (no time zone),
 * so plain day arithmetic is enough and no Date object is needed.
 */

export type IsoDate = string & { readonly __brand: 'IsoDate' };
export type DateRangeCode = 'DATE_RANGE_INVALID';

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
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
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** A custom range needs two real dates with from ≤ to (a single day is a valid range). */
export function validateDateRange(from: string | null, to: string | null): DateRangeCode | null {
  if (from === null || to === null || !isIsoDate(from) || !isIsoDate(to)) return 'DATE_RANGE_INVALID';
  // Zero-padded ISO dates order lexicographically the same as chronologically.
  return from <= to ? null : 'DATE_RANGE_INVALID';
}

/**
 * Days since 1970-01-01 for a civil date, and back. Algorithm: Howard Hinnant,
 * "chrono-Compatible Low-Level Date Algorithms" (days_from_civil / civil_from_days).
 */
export function daysFromCivil(date: IsoDate): number {
  const [y0, m, d] = date.split('-').map(Number) as [number, number, number];
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
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}` as IsoDate;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return civilFromDays(daysFromCivil(date) + days);
}
