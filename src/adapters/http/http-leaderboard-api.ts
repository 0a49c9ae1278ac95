import type { LeaderboardApi } from '../../application/ports/leaderboard-api.port';
import type { PlayerTeam } from '../../domain/dashboard/dashboard-data';
import type { Leaderboard } from '../../domain/leaderboard/leaderboard';
import { buildLeaderboardQuery, type LeaderboardMode, type LeaderboardSettings } from '../../domain/leaderboard/leaderboard-query';
import type { TimeZone } from '../../domain/time/time-zone';
import { readLeaderboardResponse } from './dto/leaderboard.dto';
import { readPlayerTeamsResponse } from './dto/player-team.dto';
import type { HttpClient } from './http-client';

/** LeaderboardApi over the player API (docs/api-dashboard.md#leaderboard). */
export class HttpLeaderboardApi implements LeaderboardApi {
  constructor(private readonly client: HttpClient) {}

  async getTeams(playerId?: string): Promise<readonly PlayerTeam[]> {
    const path = '/common/teams';
    return readPlayerTeamsResponse(await this.client.get(path, { query: { playerId } }), `GET ${path}`);
  }

  async getLeaderboard(settings: LeaderboardSettings, mode: LeaderboardMode, timeZone: TimeZone): Promise<Leaderboard> {
    // The query rule (aggregationMethod only for MINUTES, teamId only in team mode, the zone always) is the domain's.
    const query = { ...buildLeaderboardQuery(settings, mode, timeZone) };
    const path = mode.kind === 'team' ? '/common/leaderboard' : `/common/leaderboard/player/${encodeURIComponent(mode.playerId)}`;
    return readLeaderboardResponse(await this.client.get(path, { query }), `GET ${path}`);
  }
}
