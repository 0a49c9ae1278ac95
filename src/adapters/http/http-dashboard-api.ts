import type { DashboardApi, DashboardRequest, DashboardTimelineRequest } from '../../application/ports/dashboard-api.port';
import type { DashboardFigures, DashboardOverview, PlayerTeam } from '../../domain/dashboard/dashboard-data';
import type { DashboardEntity, DashboardTimeRange } from '../../domain/dashboard/dashboard-query';
import type { DashboardTimeline } from '../../domain/dashboard/dashboard-timeline';
import type { TimeZone } from '../../domain/time/time-zone';
import { readDashboardFiguresResponse, readDashboardOverviewResponse } from './dto/dashboard.dto';
import { readDashboardTimelineResponse } from './dto/dashboard-timeline.dto';
import { readPlayerTeamsResponse } from './dto/player-team.dto';
import type { HttpClient } from './http-client';
import type { QueryParams } from './http-message';

/** The path ending of a scope: /teams/{teamId}, /all-teams or /individual. */
function entityPath(entity: DashboardEntity): string {
  switch (entity.scope) {
    case 'TEAM':
      return `/teams/${encodeURIComponent(entity.teamId)}`;
    case 'ALL_TEAMS':
      return '/all-teams';
    case 'INDIVIDUAL':
      return '/individual';
  }
}

/** `timeRange`, `from`/`to` for a custom range, and `timeZone`, the zone every day of the call is a local day of. */
function rangeQuery(range: DashboardTimeRange | undefined, timeZone: TimeZone): QueryParams {
  if (range === undefined) return { timeZone };
  return range.timeRange === 'CUSTOM' ? { timeRange: 'CUSTOM', from: range.from, to: range.to, timeZone } : { timeRange: 'SESSION', timeZone };
}

/** DashboardApi over the player API (docs/api-dashboard.md). */
export class HttpDashboardApi implements DashboardApi {
  constructor(private readonly client: HttpClient) {}

  async getPlayerTeams(playerId: string): Promise<readonly PlayerTeam[]> {
    const path = `/web/players/${encodeURIComponent(playerId)}/teams`;
    return readPlayerTeamsResponse(await this.client.get(path), `GET ${path}`);
  }

  async getOverview(playerId: string, range: DashboardTimeRange, timeZone: TimeZone): Promise<DashboardOverview> {
    const path = `/web/dashboard/players/${encodeURIComponent(playerId)}`;
    return readDashboardOverviewResponse(await this.client.get(path, { query: rangeQuery(range, timeZone) }), `GET ${path}`);
  }

  async getFigures(playerId: string, request: DashboardRequest): Promise<DashboardFigures> {
    const path = `/web/dashboard/players/${encodeURIComponent(playerId)}${entityPath(request.entity)}`;
    const query = { metric: request.metric, ...rangeQuery(request.range, request.timeZone), size: request.timelineSize };
    return readDashboardFiguresResponse(await this.client.get(path, { query }), `GET ${path}`);
  }

  async getTimeline(playerId: string, request: DashboardTimelineRequest): Promise<DashboardTimeline> {
    const path = `/web/dashboard/timeline/players/${encodeURIComponent(playerId)}${entityPath(request.entity)}`;
    const query = { metric: request.metric, page: request.page, size: request.size, ...rangeQuery(request.range, request.timeZone) };
    return readDashboardTimelineResponse(await this.client.get(path, { query }), `GET ${path}`);
  }
}
