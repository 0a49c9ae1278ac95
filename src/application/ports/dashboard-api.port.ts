import type { DashboardFigures, DashboardOverview, PlayerTeam } from '../../domain/dashboard/dashboard-data';
import type { DashboardEntity, DashboardTimeRange } from '../../domain/dashboard/dashboard-query';
import type { DashboardTimeline, DashboardTimelineMetric } from '../../domain/dashboard/dashboard-timeline';
import type { TimeZone } from '../../domain/time/time-zone';

/** The figures call: whose figures, which metric's timeline, which range. */
export interface DashboardRequest {
  readonly entity: DashboardEntity;
  /** The embedded timeline's metric (a DashboardQuery's `metric` fits; AP_TIME for AP as time). */
  readonly metric: DashboardTimelineMetric;
  readonly range: DashboardTimeRange;
  /** Values in the embedded (newest) timeline page, 1–100; the server's default is 30. */
  readonly timelineSize?: number;
  /** The viewer's zone: the range's days, the answer's days and the timeline's days are local days in it. */
  readonly timeZone: TimeZone;
}

/** A page of a timeline: page 0 is the newest, higher pages go back in time. */
export interface DashboardTimelineRequest {
  readonly entity: DashboardEntity;
  readonly metric: DashboardTimelineMetric;
  readonly page: number;
  /** 1–100 values (see selectTimelinePageSize for the screen's). */
  readonly size: number;
  /** A CUSTOM range bounds the timeline; SESSION or none gives the whole history. */
  readonly range?: DashboardTimeRange;
  /** The viewer's zone: the timeline's days are local days in it. */
  readonly timeZone: TimeZone;
}

/**
 * The dashboard calls (docs/api-dashboard.md). Each sends the viewer's zone, and every day in the
 * call and its answer is a local day in it (docs/product-rules.md#days-and-time-zones). Failures reject with ApiError: BP_404 when no
 * session (with data) falls in the range (the no-data state; on the first load: no sessions),
 * BP_403 for a player the account may not read or a team the player is not in, BP_400 for a bad
 * range or metric.
 */
export interface DashboardApi {
  /** GET /web/players/{playerId}/teams: the player's teams (empty without teams). */
  getPlayerTeams(playerId: string): Promise<readonly PlayerTeam[]>;
  /**
   * GET /web/dashboard/players/{playerId}?timeRange&timeZone: the first load, over all the player's
   * sessions; its days (`lastSessionDate`, `from`, `to`) are local days in `timeZone`.
   */
  getOverview(playerId: string, range: DashboardTimeRange, timeZone: TimeZone): Promise<DashboardOverview>;
  /** GET /web/dashboard/players/{playerId}/teams/{teamId} | /all-teams | /individual. */
  getFigures(playerId: string, request: DashboardRequest): Promise<DashboardFigures>;
  /** GET /web/dashboard/timeline/players/{playerId}/teams/{teamId} | /all-teams | /individual. */
  getTimeline(playerId: string, request: DashboardTimelineRequest): Promise<DashboardTimeline>;
}
