import { isTimeZone, type TimeZone } from '../../src/domain/time/time-zone';

/**
 * The `timeZone` query parameter of the calls whose answers depend on days (docs/api-dashboard.md,
 * docs/api-sessions.md): the viewer's IANA zone, in which the call's and the answer's days are local
 * days. A missing, empty or unknown zone is UTC, so a client that sends none keeps working.
 */
export function readTimeZone(query: URLSearchParams): TimeZone {
  const zone = query.get('timeZone');
  return zone !== null && isTimeZone(zone) ? zone : 'UTC';
}
