import type { DashboardEntity, DashboardTimeRange } from '../../../src/domain/dashboard/dashboard-query';
import type { TimelineSessionFigures } from '../../../src/domain/dashboard/dashboard-summary';
import { isWithinRange } from '../../../src/domain/time/day-range';
import type { TimeZone } from '../../../src/domain/time/time-zone';
import { mockClock } from '../../clock';
import { findPlayerById } from '../../db/account-queries';
import { db } from '../../db/mock-db';
import { effectiveStatusOf, liveSessionsOfPlayer, sessionDayOf } from '../../db/session-queries';
import { teamsOfPlayer } from '../../db/team-queries';
import { figuresOfStoredSession, prepareFiguresOf } from '../../world/sessions/session-figures-memo';
import { ACCESS_DENIED_DESC } from '../auth-guard';
import { rejectWith } from '../respond';

/**
 * The sessions the dashboard figures are made of: a player's analysed sessions in a scope, with
 * their ids and starts (a timeline value opens its day's latest one: GET /web/player-activities/{id}).
 */

export type DashboardSession = TimelineSessionFigures;

/** Whose sessions: a team's (TEAM), any team's (ALL_TEAMS), none (INDIVIDUAL), or all (null: the overview). */
export type SessionScope = DashboardEntity | null;

function inScope(teamId: string | null, scope: SessionScope): boolean {
  if (scope === null) return true;
  switch (scope.scope) {
    case 'TEAM':
      return teamId === scope.teamId;
    case 'ALL_TEAMS':
      return teamId !== null;
    case 'INDIVIDUAL':
      return teamId === null;
  }
}

/** Ends the handler with 403 BP_403 unless the player plays in the team. */
export function assertTeamOfPlayer(playerId: string, teamId: string): void {
  if (!teamsOfPlayer(db, playerId).some((team) => team.id === teamId)) rejectWith(403, 'BP_403', ACCESS_DENIED_DESC);
}

/**
 * The player's processed sessions in the scope with their figures, oldest first, each dated on the
 * local day of its start in the viewer's `timeZone` (docs/product-rules.md#days-and-time-zones).
 */
export async function analysedSessionsInScope(
  playerId: string,
  scope: SessionScope,
  timeZone: TimeZone,
): Promise<DashboardSession[]> {
  const player = findPlayerById(db, playerId);
  if (player === undefined) return [];
  const now = mockClock.now();
  const records = liveSessionsOfPlayer(db, playerId).filter(
    (record) => effectiveStatusOf(record, now) === 'PROCESSED' && inScope(record.teamId, scope),
  );
  await prepareFiguresOf(records, player);
  return records.map((record) => {
    const figures = figuresOfStoredSession(record, player);
    return {
      activityId: record.id,
      title: record.title,
      startMs: record.startMs,
      date: sessionDayOf(record, timeZone),
      durationSeconds: figures.durationSeconds,
      timeAbove80Seconds: figures.timeAbove80Seconds,
      apSeconds: figures.apSeconds,
      distanceMeters: figures.distanceMeters,
      trimps: figures.trimp,
    };
  });
}

/**
 * The sessions the figures of a range are of: the latest one for SESSION, those whose local day lies
 * in the custom range otherwise. Ends the handler with 404 BP_404 when there is none.
 */
export function selectSessionsInRange(
  sessions: readonly DashboardSession[],
  range: DashboardTimeRange,
): DashboardSession[] {
  const selected =
    range.timeRange === 'SESSION'
      ? sessions.slice(-1)
      : sessions.filter((session) => isWithinRange(session.date, { from: range.from, to: range.to }));
  if (selected.length === 0) return rejectWith(404, 'BP_404', 'No data found for the selected date range');
  return selected;
}

/** The timeline's sessions: every session for SESSION (the whole history), the range's otherwise. */
export function selectTimelineSessions(
  sessions: readonly DashboardSession[],
  range: DashboardTimeRange,
): readonly DashboardSession[] {
  if (range.timeRange === 'SESSION') return sessions;
  return sessions.filter((session) => isWithinRange(session.date, { from: range.from, to: range.to }));
}
