import { ACTIVITY_TYPES, isActivityType, type ActivityType } from '../../domain/activity/activity-type';
import type { CalendarEvent, CalendarFilter, CalendarMode, CalendarQuery } from '../../domain/activity/calendar';
import { isIsoDate, type IsoDate } from '../../domain/time/civil-date';
import type { DayRange } from '../../domain/time/day-range';
import type { TimeZone } from '../../domain/time/time-zone';

/** A stored filter holding more teams than this is not ours: defaults instead. */
const MAX_STORED_TEAMS = 200;
const MAX_TEAM_ID_LENGTH = 200;

/** All four session types, every team ([] = all), the month view of today. */
export function defaultCalendarFilter(today: IsoDate): CalendarFilter {
  return { sessionTypes: [...ACTIVITY_TYPES], teamIds: [], mode: 'MONTH', viewDate: today };
}

function isCalendarMode(value: unknown): value is CalendarMode {
  return value === 'MONTH' || value === 'WEEK';
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isTeamId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_TEAM_ID_LENGTH;
}

/**
 * Reads the filter kept in storage. Storage is untrusted (docs/architecture.md#storage): corrupt JSON, a wrong
 * shape, an unknown session type or mode, or an impossible date all give the defaults. Only
 * known fields are read into a fresh object, so odd keys (`__proto__`) never travel further.
 */
export function readCalendarFilter(raw: string | null, today: IsoDate): CalendarFilter {
  const defaults = defaultCalendarFilter(today);
  if (raw === null) return defaults;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return defaults;
  }
  if (!isPlainRecord(parsed)) return defaults;
  const { sessionTypes, teamIds, mode, viewDate } = parsed;
  if (!Array.isArray(sessionTypes) || !sessionTypes.every(isActivityType)) return defaults;
  if (!Array.isArray(teamIds) || teamIds.length > MAX_STORED_TEAMS || !teamIds.every(isTeamId)) return defaults;
  if (!isCalendarMode(mode) || typeof viewDate !== 'string' || !isIsoDate(viewDate)) return defaults;
  return {
    sessionTypes: ACTIVITY_TYPES.filter((type) => sessionTypes.includes(type)),
    teamIds: [...new Set(teamIds)],
    mode,
    viewDate,
  };
}

export function writeCalendarFilter(filter: CalendarFilter): string {
  const { sessionTypes, teamIds, mode, viewDate } = filter;
  return JSON.stringify({ sessionTypes, teamIds, mode, viewDate });
}

/** The selected types after a chip click, in the canonical order. */
export function toggleSessionType(selected: readonly ActivityType[], type: ActivityType): ActivityType[] {
  const next = selected.includes(type) ? selected.filter((t) => t !== type) : [...selected, type];
  return ACTIVITY_TYPES.filter((t) => next.includes(t));
}

/**
 * The selected teams after a chip click. [] means every team (as on the wire), so unchecking
 * one team from "all" keeps the others; checking the last missing one goes back to []. The
 * last checked team cannot be unchecked (there would be nothing left to mean).
 */
export function toggleTeam(selected: readonly string[], teamId: string, allTeamIds: readonly string[]): string[] {
  const current = selected.length === 0 ? [...allTeamIds] : selected.filter((id) => allTeamIds.includes(id));
  if (current.includes(teamId)) {
    const next = current.filter((id) => id !== teamId);
    return next.length === 0 ? [...current] : next;
  }
  const next = allTeamIds.filter((id) => id === teamId || current.includes(id));
  return next.length === allTeamIds.length ? [] : next;
}

export function isTeamSelected(selected: readonly string[], teamId: string): boolean {
  return selected.length === 0 || selected.includes(teamId);
}

/**
 * The query for a range of local days in the viewer's zone: a list is sent only when it narrows
 * (empty = all on the wire).
 */
export function calendarQueryOf(filter: CalendarFilter, range: DayRange, timeZone: TimeZone): CalendarQuery {
  const narrowsTypes = filter.sessionTypes.length < ACTIVITY_TYPES.length;
  return {
    from: range.from,
    to: range.to,
    timeZone,
    ...(narrowsTypes ? { types: filter.sessionTypes } : {}),
    ...(filter.teamIds.length > 0 ? { teamIds: filter.teamIds } : {}),
  };
}

/**
 * Whether an event passes the filter. A session outside any team (teamId null) is governed
 * by the type filter alone, as on the server (docs/api-sessions.md).
 */
export function matchesCalendarFilter(event: CalendarEvent, filter: CalendarFilter): boolean {
  if (!filter.sessionTypes.includes(event.type)) return false;
  return event.teamId === null || isTeamSelected(filter.teamIds, event.teamId);
}
