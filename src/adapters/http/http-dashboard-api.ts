import type {
  DashboardApi,
  DashboardRequest,
  DashboardTimelineRequest,
} from '../../application/ports/dashboard-api.port';
import type { DashboardFigures, DashboardOverview, PlayerTeam } from '../../domain/dashboard/dashboard-data';
import type { DashboardEntity, DashboardTimeRange } from '../../domain/dashboard/dashboard-query';
import type { DashboardTimeline } from '../../domain/dashboard/dashboard-timeline';
import type { TimeZone } from '../../domain/time/time-zone';
import { readDashboardFiguresResponse, readDashboardOverviewResponse } from './dto/dashboard.dto';
import { readDashboardTimelineResponse } from './dto/dashboard-timeline.dto';
import { readPlayerTeamsResponse } from './dto/player-team.dto';
import { callName } from './api-path';
import type { HttpClient } from './http-client';
import type { QueryParams } from './http-message';
import { readKept, type KeptReads } from '../offline/kept-reads';

/** The patterns of a call for each scope: ending in /teams/:teamId, /all-teams or /individual. */
const SCOPED_PATTERNS = {
  figures: {
    TEAM: '/web/dashboard/players/:playerId/teams/:teamId',
    ALL_TEAMS: '/web/dashboard/players/:playerId/all-teams',
    INDIVIDUAL: '/web/dashboard/players/:playerId/individual',
  },
  timeline: {
    TEAM: '/web/dashboard/timeline/players/:playerId/teams/:teamId',
    ALL_TEAMS: '/web/dashboard/timeline/players/:playerId/all-teams',
    INDIVIDUAL: '/web/dashboard/timeline/players/:playerId/individual',
  },
} as const;

/** `timeRange`, `from`/`to` for a custom range, and `timeZone`, the zone every day of the call is a local day of. */
function rangeQuery(range: DashboardTimeRange | undefined, timeZone: TimeZone): QueryParams {
  if (range === undefined) return { timeZone };
  return range.timeRange === 'CUSTOM'
    ? { timeRange: 'CUSTOM', from: range.from, to: range.to, timeZone }
    : { timeRange: 'SESSION', timeZone };
}

/** Where a dashboard answer is kept for offline reading: the player's dashboard, named by its call and query. */
const keptPlace = (playerId: string, call: string, query: object) =>
  ({ group: 'dashboard', item: playerId, key: JSON.stringify([call, query]) }) as const;

/** DashboardApi over the player API (docs/api-dashboard.md). */
export class HttpDashboardApi implements DashboardApi {
  /** `kept`: the answers kept to be read offline (docs/product-rules.md#offline), per player. */
  constructor(
    private readonly client: HttpClient,
    private readonly kept?: KeptReads,
  ) {}

  async getPlayerTeams(playerId: string): Promise<readonly PlayerTeam[]> {
    const pattern = '/web/players/:playerId/teams';
    const send = () => this.client.get(pattern, { params: { playerId } });
    return readKept(this.kept, keptPlace(playerId, pattern, {}), send, (raw) =>
      readPlayerTeamsResponse(raw, callName('GET', pattern)),
    );
  }

  async getOverview(playerId: string, range: DashboardTimeRange, timeZone: TimeZone): Promise<DashboardOverview> {
    const pattern = '/web/dashboard/players/:playerId';
    const query = rangeQuery(range, timeZone);
    const send = () => this.client.get(pattern, { params: { playerId }, query });
    return readKept(this.kept, keptPlace(playerId, pattern, query), send, (raw) =>
      readDashboardOverviewResponse(raw, callName('GET', pattern)),
    );
  }

  async getFigures(playerId: string, request: DashboardRequest): Promise<DashboardFigures> {
    const query = {
      metric: request.metric,
      ...rangeQuery(request.range, request.timeZone),
      size: request.timelineSize,
    };
    const call = callName('GET', SCOPED_PATTERNS.figures[request.entity.scope]);
    const send = async () => (await this.getScoped(SCOPED_PATTERNS.figures, playerId, request.entity, query)).raw;
    return readKept(this.kept, keptPlace(playerId, call, { entity: request.entity, ...query }), send, (raw) =>
      readDashboardFiguresResponse(raw, call),
    );
  }

  async getTimeline(playerId: string, request: DashboardTimelineRequest): Promise<DashboardTimeline> {
    const query = {
      metric: request.metric,
      page: request.page,
      size: request.size,
      ...rangeQuery(request.range, request.timeZone),
    };
    const call = callName('GET', SCOPED_PATTERNS.timeline[request.entity.scope]);
    const send = async () => (await this.getScoped(SCOPED_PATTERNS.timeline, playerId, request.entity, query)).raw;
    return readKept(this.kept, keptPlace(playerId, call, { entity: request.entity, ...query }), send, (raw) =>
      readDashboardTimelineResponse(raw, call),
    );
  }

  /** A call of one of the scoped patterns, for the entity's scope: its answer and its name. */
  private async getScoped(
    patterns: (typeof SCOPED_PATTERNS)[keyof typeof SCOPED_PATTERNS],
    playerId: string,
    entity: DashboardEntity,
    query: QueryParams,
  ): Promise<{ readonly raw: unknown; readonly call: string }> {
    if (entity.scope === 'TEAM') {
      const pattern = patterns.TEAM;
      return {
        raw: await this.client.get(pattern, { params: { playerId, teamId: entity.teamId }, query }),
        call: callName('GET', pattern),
      };
    }
    const pattern = patterns[entity.scope];
    return { raw: await this.client.get(pattern, { params: { playerId }, query }), call: callName('GET', pattern) };
  }
}
