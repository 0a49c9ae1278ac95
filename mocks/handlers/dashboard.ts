import { http, type HttpHandler } from 'msw';
import type {
  DashboardFigures,
  DashboardOverview,
  DashboardRangeCovered,
} from '../../src/domain/dashboard/dashboard-data';
import type { DashboardEntity, DashboardTimeRange } from '../../src/domain/dashboard/dashboard-query';
import { buildDailyTimeline, summariseDashboardSessions } from '../../src/domain/dashboard/dashboard-summary';
import {
  TIMELINE_VALUE_UNITS,
  pageTimeline,
  type DashboardTimeline,
  type DashboardTimelineMetric,
} from '../../src/domain/dashboard/dashboard-timeline';
import { db } from '../db/mock-db';
import { teamsOfPlayer, toPlayerTeam } from '../db/team-queries';
import { ensureDemoSessions } from '../world/sessions/seed-sessions';
import { requirePlayerAccess } from './auth-guard';
import { jsonResponse, rejectWith } from './respond';
import { readMetric, readTimelinePaging, readTimeRange } from './dashboard/dashboard-params';
import { readTimeZone } from './time-zone-param';
import {
  analysedSessionsInScope,
  assertTeamOfPlayer,
  selectSessionsInRange,
  selectTimelineSessions,
  type DashboardSession,
} from './dashboard/dashboard-sessions';

/**
 * The dashboard calls (docs/api-dashboard.md), computed from the stored sessions with the domain.
 * Every day in a call and its answer is a local day in the call's `timeZone` (UTC without one).
 */

function covered(range: DashboardTimeRange, selected: readonly DashboardSession[]): DashboardRangeCovered {
  if (range.timeRange === 'CUSTOM') return range;
  const day = selected[selected.length - 1]?.date;
  return day === undefined
    ? rejectWith(404, 'BP_404', 'No data found for the selected date range')
    : { timeRange: 'SESSION', from: day, to: day };
}

function timelineOf(
  sessions: readonly DashboardSession[],
  metric: DashboardTimelineMetric,
  page: number,
  size: number,
): DashboardTimeline {
  return {
    metric,
    unit: TIMELINE_VALUE_UNITS[metric],
    ...pageTimeline(buildDailyTimeline(sessions, metric), page, size),
  };
}

/** Authenticates, checks access to the player (and the team), and reads the scope's sessions dated in the call's zone. */
async function sessionsFor(
  request: Request,
  playerId: string,
  entity: DashboardEntity | null,
): Promise<DashboardSession[]> {
  await ensureDemoSessions();
  requirePlayerAccess(request, playerId);
  if (entity?.scope === 'TEAM') assertTeamOfPlayer(playerId, entity.teamId);
  return analysedSessionsInScope(playerId, entity, readTimeZone(new URL(request.url).searchParams));
}

function entityOf(
  params: Record<string, string | readonly string[] | undefined>,
  kind: 'team' | 'all-teams' | 'individual',
): DashboardEntity {
  if (kind === 'team') return { scope: 'TEAM', teamId: String(params['teamId']) };
  return kind === 'all-teams' ? { scope: 'ALL_TEAMS' } : { scope: 'INDIVIDUAL' };
}

function figuresHandler(path: string, kind: 'team' | 'all-teams' | 'individual'): HttpHandler {
  return http.get(path, async ({ request, params }) => {
    const playerId = String(params['playerId']);
    const entity = entityOf(params, kind);
    const sessions = await sessionsFor(request, playerId, entity);
    const query = new URL(request.url).searchParams;
    const range = readTimeRange(query);
    const metric = readMetric(query);
    const size = readTimelinePaging(query).size;
    const selected = selectSessionsInRange(sessions, range);
    const answer: DashboardFigures = {
      ...covered(range, selected),
      scope: entity.scope,
      teamId: entity.scope === 'TEAM' ? entity.teamId : null,
      metric,
      latestActivityId: range.timeRange === 'SESSION' ? (selected[selected.length - 1]?.activityId ?? null) : null,
      summary: summariseDashboardSessions(selected),
      timeline: timelineOf(selectTimelineSessions(sessions, range), metric, 0, size),
    };
    return jsonResponse(answer);
  });
}

function timelineHandler(path: string, kind: 'team' | 'all-teams' | 'individual'): HttpHandler {
  return http.get(path, async ({ request, params }) => {
    const sessions = await sessionsFor(request, String(params['playerId']), entityOf(params, kind));
    const query = new URL(request.url).searchParams;
    const range = readTimeRange(query);
    const metric = readMetric(query);
    const { page, size } = readTimelinePaging(query);
    const inTimeline = selectTimelineSessions(sessions, range);
    if (inTimeline.length === 0) return rejectWith(404, 'BP_404', 'No data found for the selected date range');
    return jsonResponse(timelineOf(inTimeline, metric, page, size));
  });
}

const BASE = '*/api/web/dashboard';

export const dashboardHandlers: HttpHandler[] = [
  /** The first load: every session of the player, and their teams. 404 BP_404: no session (with data) yet. */
  http.get(`${BASE}/players/:playerId`, async ({ request, params }) => {
    const playerId = String(params['playerId']);
    const sessions = await sessionsFor(request, playerId, null);
    const range = readTimeRange(new URL(request.url).searchParams);
    const selected = selectSessionsInRange(sessions, range);
    const answer: DashboardOverview = {
      ...covered(range, selected),
      playerId,
      teams: teamsOfPlayer(db, playerId).map(toPlayerTeam),
      lastSessionDate: sessions[sessions.length - 1]?.date ?? rejectWith(404, 'BP_404', 'No sessions'),
      summary: summariseDashboardSessions(selected),
    };
    return jsonResponse(answer);
  }),
  figuresHandler(`${BASE}/players/:playerId/teams/:teamId`, 'team'),
  figuresHandler(`${BASE}/players/:playerId/all-teams`, 'all-teams'),
  figuresHandler(`${BASE}/players/:playerId/individual`, 'individual'),
  timelineHandler(`${BASE}/timeline/players/:playerId/teams/:teamId`, 'team'),
  timelineHandler(`${BASE}/timeline/players/:playerId/all-teams`, 'all-teams'),
  timelineHandler(`${BASE}/timeline/players/:playerId/individual`, 'individual'),
];
