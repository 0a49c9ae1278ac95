import type { LeaderboardApi } from '../../application/ports/leaderboard-api.port';
import type { PlayerTeam } from '../../domain/dashboard/dashboard-data';
import type { Leaderboard } from '../../domain/leaderboard/leaderboard';
import {
  buildLeaderboardQuery,
  type LeaderboardMode,
  type LeaderboardSettings,
} from '../../domain/leaderboard/leaderboard-query';
import type { TimeZone } from '../../domain/time/time-zone';
import { readLeaderboardResponse } from './dto/leaderboard.dto';
import { readPlayerTeamsResponse } from './dto/player-team.dto';
import { callName } from './api-path';
import type { HttpClient } from './http-client';

/** LeaderboardApi over the player API (docs/api-dashboard.md#leaderboard). */
export class HttpLeaderboardApi implements LeaderboardApi {
  constructor(private readonly client: HttpClient) {}

  async getTeams(playerId?: string): Promise<readonly PlayerTeam[]> {
    const pattern = '/common/teams';
    return readPlayerTeamsResponse(await this.client.get(pattern, { query: { playerId } }), callName('GET', pattern));
  }

  async getLeaderboard(settings: LeaderboardSettings, mode: LeaderboardMode, timeZone: TimeZone): Promise<Leaderboard> {
    // The query rule (aggregationMethod only for MINUTES, teamId only in team mode, the zone always) is the domain's.
    const query = { ...buildLeaderboardQuery(settings, mode, timeZone) };
    if (mode.kind === 'team') {
      const pattern = '/common/leaderboard';
      return readLeaderboardResponse(await this.client.get(pattern, { query }), callName('GET', pattern));
    }
    const pattern = '/common/leaderboard/player/:playerId';
    return readLeaderboardResponse(
      await this.client.get(pattern, { params: { playerId: mode.playerId }, query }),
      callName('GET', pattern),
    );
  }
}
