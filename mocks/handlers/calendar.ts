import { http, type HttpHandler } from 'msw';
import type { CalendarEvent, CalendarTeam } from '../../src/domain/activity/calendar';
import { isActivityType, type ActivityType } from '../../src/domain/activity/activity-type';
import { isIsoDate } from '../../src/domain/time/civil-date';
import { localDayOf, type TimeZone } from '../../src/domain/time/time-zone';
import { db } from '../db/mock-db';
import { sessionCollection } from '../db/sessions';
import type { SessionRecord } from '../db/session-schemas';
import { requirePlayerAccess } from './auth-guard';
import { jsonResponse, rejectWith } from './respond';
import { readTimeZone } from './time-zone-param';
import { ensureDemoSessions } from '../world/sessions/seed-sessions';

/** A query list: repeated keys and comma-separated values both work (`types=GAME&types=OTHER`, `types=GAME,OTHER`). */
function readList(params: URLSearchParams, key: string): string[] {
  return params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** An event dated on the local day of its start in the call's zone. */
function toCalendarEvent(record: SessionRecord, timeZone: TimeZone): CalendarEvent {
  return {
    activityId: record.id,
    date: localDayOf(record.startMs, timeZone),
    startTime: new Date(record.startMs).toISOString(),
    durationSeconds: record.durationSec,
    type: record.type,
    teamId: record.teamId,
    title: record.title,
    dataStatus: record.dataStatus,
  };
}

/**
 * GET /web/player-activities/calendar/{playerId}?from&to&timeZone&types&teamIds (docs/product-rules.md#calls,
 * docs/api-sessions.md): `from` and `to` are local days in `timeZone` (UTC without one), and so is each event's `date`.
 */
export const calendarHandlers: HttpHandler[] = [
  http.get('*/api/web/player-activities/calendar/:playerId', async ({ request, params }) => {
    await ensureDemoSessions();
    const playerId = String(params['playerId']);
    requirePlayerAccess(request, playerId);
    const query = new URL(request.url).searchParams;
    const from = query.get('from');
    const to = query.get('to');
    if (
      (from !== null && !isIsoDate(from)) ||
      (to !== null && !isIsoDate(to)) ||
      (from !== null && to !== null && from > to)
    ) {
      return rejectWith(400, 'BP_400', 'INVALID_DATE_RANGE');
    }
    const rawTypes = readList(query, 'types');
    if (!rawTypes.every(isActivityType)) return rejectWith(400, 'BP_400', 'INVALID_SESSION_TYPE');
    const types = new Set<ActivityType>(rawTypes);
    const teamIds = new Set(readList(query, 'teamIds'));
    const timeZone = readTimeZone(query);
    const events = sessionCollection(db)
      .findMany((q) => q.where({ playerId, deleted: false }), { orderBy: { startMs: 'asc' } })
      .filter((record) => {
        if (types.size > 0 && !types.has(record.type)) return false;
        // A session outside any team (INDIVIDUAL) is not filtered by team; the type filter governs it.
        return teamIds.size === 0 || record.teamId === null || teamIds.has(record.teamId);
      })
      .map((record) => toCalendarEvent(record, timeZone))
      .filter((event) => (from === null || event.date >= from) && (to === null || event.date <= to));
    const memberOf = new Set(db.memberships.findMany((q) => q.where({ playerId })).map((m) => m.teamId));
    const teams: CalendarTeam[] = db.teams
      .findMany((q) => q.where({ id: (id) => memberOf.has(id) }))
      .map((team) => ({ teamId: team.id, name: team.name }));
    return jsonResponse({ dailyTeamActivities: events, teams });
  }),
];
