import { http, type HttpHandler } from 'msw';
import type { Leaderboard, LeaderboardRow } from '../../src/domain/leaderboard/leaderboard';
import type { LeaderboardSettings } from '../../src/domain/leaderboard/leaderboard-query';
import {
  resolveLeaderboardRange,
  resolvePreviousLeaderboardRange,
} from '../../src/domain/leaderboard/leaderboard-time-frame';
import { localDayOf, type TimeZone } from '../../src/domain/time/time-zone';
import type { PlayerTeam } from '../../src/domain/dashboard/dashboard-data';
import { mockClock } from '../clock';
import { db } from '../db/mock-db';
import { playerIdsOfTeam, teamsOfPlayer, teamsOfPlayers, toPlayerTeam } from '../db/team-queries';
import { ensureDemoSessions } from '../world/sessions/seed-sessions';
import { ACCESS_DENIED_DESC, currentAccess, requirePlayerAccess } from './auth-guard';
import { jsonResponse, rejectWith } from './respond';
import { rankPlayers, rankTeams, type Periods } from './leaderboard/leaderboard-boards';
import { readLeaderboardSettings } from './leaderboard/leaderboard-params';
import { createSessionSource, prepareStoredSessionFigures } from './leaderboard/leaderboard-sessions';
import { readTimeZone } from './time-zone-param';

/**
 * GET /common/leaderboard (team mode: teams ranked) and GET /common/leaderboard/player/{playerId}
 * (individual mode: players ranked), docs/api-dashboard.md#leaderboard.
 * Population by scope: TEAM is the club (team mode: the selected team's organisation) or the
 * team-mates (individual mode: the players of the player's teams); COUNTRY and UNIVERSE are
 * every team of the demo world (one country). The periods are counted in the local days of the
 * call's `timeZone` (UTC without one), and so are ages: beyond their club, a player under 13 that
 * day is sent by first name and last initial, without a team (leaderboard-boards.ts).
 */

function periodsOf(settings: LeaderboardSettings, timeZone: TimeZone): Periods {
  const today = localDayOf(mockClock.now(), timeZone);
  return {
    current: resolveLeaderboardRange(settings.timeFrame, today),
    previous: resolvePreviousLeaderboardRange(settings.timeFrame, today),
  };
}

function answer(
  mode: Leaderboard['mode'],
  teams: readonly PlayerTeam[],
  settings: LeaderboardSettings,
  periods: Periods,
  rows: LeaderboardRow[],
): Response {
  const body: Leaderboard = {
    mode,
    teams,
    scope: settings.scope,
    dataType: settings.dataType,
    aggregationMethod: settings.dataType === 'MINUTES' ? settings.aggregationMethod : null,
    timeFrame: settings.timeFrame,
    from: periods.current.from,
    to: periods.current.to,
    rows,
  };
  return jsonResponse(body);
}

export const leaderboardHandlers: HttpHandler[] = [
  http.get('*/api/common/leaderboard', async ({ request }) => {
    await ensureDemoSessions();
    await prepareStoredSessionFigures();
    const access = currentAccess(request);
    const query = new URL(request.url).searchParams;
    const teamId = query.get('teamId');
    if (teamId === null || teamId === '') return rejectWith(400, 'BP_400', 'TEAM_REQUIRED');
    const teams = teamsOfPlayers(db, access.playerIds);
    const selected = teams.find((team) => team.id === teamId) ?? rejectWith(403, 'BP_403', ACCESS_DENIED_DESC);
    const settings = readLeaderboardSettings(query);
    const timeZone = readTimeZone(query);
    const periods = periodsOf(settings, timeZone);
    const population = db.teams.findMany((q) =>
      q.where({ organization: (organization) => settings.scope !== 'TEAM' || organization === selected.organization }),
    );
    const rows = rankTeams(population, teamId, settings, periods, createSessionSource(timeZone));
    return answer('TEAM', teams.map(toPlayerTeam), settings, periods, rows);
  }),

  http.get('*/api/common/leaderboard/player/:playerId', async ({ request, params }) => {
    await ensureDemoSessions();
    await prepareStoredSessionFigures();
    const playerId = String(params['playerId']);
    const access = requirePlayerAccess(request, playerId);
    const query = new URL(request.url).searchParams;
    const settings = readLeaderboardSettings(query);
    const timeZone = readTimeZone(query);
    const periods = periodsOf(settings, timeZone);
    const teams = teamsOfPlayer(db, playerId);
    // A player without teams: no rows, and `teams: []` tells the app "This player has no teams."
    if (teams.length === 0) return answer('INDIVIDUAL', [], settings, periods, []);
    const anchorTeams = settings.scope === 'TEAM' ? teams : db.teams.all();
    const population = [...new Set(anchorTeams.flatMap((team) => playerIdsOfTeam(db, team.id)))];
    const preferred = new Set(teams.map((team) => team.id));
    const viewer = {
      day: localDayOf(mockClock.now(), timeZone),
      clubs: new Set(teams.map((team) => team.organization)),
    };
    const rows = rankPlayers(
      population,
      preferred,
      (id) => access.canRead(id),
      settings,
      periods,
      createSessionSource(timeZone),
      viewer,
    );
    return answer('INDIVIDUAL', teams.map(toPlayerTeam), settings, periods, rows);
  }),
];
