import { civilFromDays, daysFromCivil, type IsoDate } from './civil-date';
import { MILLISECONDS_PER_DAY } from './day-length';

/**
 * Instants (epoch milliseconds) and the UTC days that hold them. Every day the app shows today is
 * a UTC day (docs/api-sessions.md "Shapes"): the calendar's today, the dashboard's periods, the
 * leaderboard's weeks and months, the profile's date checks.
 */

/** The UTC day of an instant. */
export function toUtcDay(epochMs: number): IsoDate {
  return civilFromDays(Math.floor(epochMs / MILLISECONDS_PER_DAY));
}

/** The instant a UTC day starts: what an `Intl.DateTimeFormat` with `timeZone: 'UTC'` formats as that date. */
export function toUtcMidnightMs(date: IsoDate): number {
  return daysFromCivil(date) * MILLISECONDS_PER_DAY;
}
