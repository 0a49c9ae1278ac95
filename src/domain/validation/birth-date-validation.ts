/**
 * Date of birth, as the profile and the sign-up ask it: year, month and day
 * (docs/product-rules.md#profile-fields, docs/product-rules.md#sign-up-fields).
 * An all-blank date is "not given" (null); a form that needs it adds its own required rule.
 */

export type BirthDateCode = 'BIRTH_DATE_INVALID' | 'BIRTH_DATE_IN_FUTURE';

export interface BirthDateParts {
  readonly year: string;
  readonly month: string;
  readonly day: string;
}

/** Nobody alive was born before this year; earlier years are typing mistakes. */
const EARLIEST_BIRTH_YEAR = 1900;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isBlank(parts: BirthDateParts): boolean {
  return parts.year.trim() === '' && parts.month.trim() === '' && parts.day.trim() === '';
}

/** `YYYY-MM-DD` of a real calendar day, or null (31 April, month 13, letters, a part missing). */
export function toIsoBirthDate(parts: BirthDateParts): string | null {
  const [year, month, day] = [parts.year, parts.month, parts.day].map((part) => part.trim());
  if (!/^\d{4}$/.test(year!) || !/^\d{1,2}$/.test(month!) || !/^\d{1,2}$/.test(day!)) return null;
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The parts of a stored `YYYY-MM-DD` (month and day without leading zeros); blank parts for null or a malformed value. */
export function birthDatePartsOf(iso: string | null): BirthDateParts {
  const match = iso === null ? null : ISO_DATE.exec(iso);
  if (match === null) return { year: '', month: '', day: '' };
  return { year: match[1]!, month: String(Number(match[2])), day: String(Number(match[3])) };
}

/** `today` is the user's local date as `YYYY-MM-DD` (from the Clock port). */
export function validateBirthDate(parts: BirthDateParts, today: string): BirthDateCode | null {
  if (isBlank(parts)) return null;
  const iso = toIsoBirthDate(parts);
  if (iso === null || Number(iso.slice(0, 4)) < EARLIEST_BIRTH_YEAR) return 'BIRTH_DATE_INVALID';
  return iso > today ? 'BIRTH_DATE_IN_FUTURE' : null;
}
