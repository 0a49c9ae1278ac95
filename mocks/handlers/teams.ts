import { http, type HttpHandler } from 'msw';
import { db } from '../db/mock-db';
import { teamsOfPlayer, teamsOfPlayers, toPlayerTeam } from '../db/team-queries';
import { currentAccess, requirePlayerAccess } from './auth-guard';
import { jsonResponse } from './respond';

/** The team lists (docs/api-dashboard.md#teams). A player without teams gets `[]`. */
export const teamHandlers: HttpHandler[] = [
  /** The teams of one player (the caller's own player, or a parent's child). */
  http.get('*/api/web/players/:playerId/teams', ({ request, params }) => {
    const playerId = String(params['playerId']);
    requirePlayerAccess(request, playerId);
    return jsonResponse(teamsOfPlayer(db, playerId).map(toPlayerTeam));
  }),

  /** The leaderboard's teams: of `playerId` when given, else of every player the caller may act for. */
  http.get('*/api/common/teams', ({ request }) => {
    const playerId = new URL(request.url).searchParams.get('playerId');
    if (playerId !== null) {
      requirePlayerAccess(request, playerId);
      return jsonResponse(teamsOfPlayer(db, playerId).map(toPlayerTeam));
    }
    return jsonResponse(teamsOfPlayers(db, currentAccess(request).playerIds).map(toPlayerTeam));
  }),
];
