import type { IsoDate } from '../../src/domain/time/civil-date';
import { isTimeZone, localDayOf, type TimeZone } from '../../src/domain/time/time-zone';

/**
 * The `timeZone` query parameter of the calls whose answers depend on days (docs/api-dashboard.md,
 * docs/api-sessions.md): the viewer's IANA zone, in which the call's and the answer's days are local
 * days. A missing, empty or unknown zone is UTC, so a client that sends none keeps working.
 */
export function readTimeZone(query: URLSearchParams): TimeZone {
  const zone = query.get('timeZone');
  return zone !== null && isTimeZone(zone) ? zone : 'UTC';
}

/** The zone furthest ahead of UTC (+14:00): its today is the latest local today anywhere. */
const FURTHEST_AHEAD: TimeZone = 'Pacific/Kiritimati';

/**
 * The latest day that is today somewhere on Earth. A call that sends no zone (the profile and
 * sign-up forms) refuses a date of birth only after this day, so no viewer's own today is refused.
 */
export function latestLocalToday(nowMs: number): IsoDate {
  return localDayOf(nowMs, FURTHEST_AHEAD);
}
