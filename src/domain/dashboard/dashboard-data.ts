import type { IsoDate } from '../time/civil-date';
import type { DashboardScope } from './dashboard-query';
import type { DashboardSummary } from './dashboard-summary';
import type { DashboardTimeline, DashboardTimelineMetric } from './dashboard-timeline';

/**
 * The dashboard's answers (docs/product-rules.md#dashboard-fields; wire contract in
 * docs/api-dashboard.md). Field names are the wire's.
 */

/** A team the player belongs to (GET /web/players/{playerId}/teams, GET /common/teams). */
export interface PlayerTeam {
  readonly teamId: string;
  readonly name: string;
  /** The club the team belongs to. */
  readonly organization: string;
}

/** The range the figures cover: the latest session's day for SESSION, else the custom dates. */
export interface DashboardRangeCovered {
  readonly timeRange: 'SESSION' | 'CUSTOM';
  readonly from: IsoDate;
  readonly to: IsoDate;
}

/** GET /web/dashboard/players/{playerId}: the first load, over every session of the player. */
export interface DashboardOverview extends DashboardRangeCovered {
  readonly playerId: string;
  readonly teams: readonly PlayerTeam[];
  /** The day of the player's latest session with data. */
  readonly lastSessionDate: IsoDate;
  readonly summary: DashboardSummary;
}

/** GET /web/dashboard/players/{playerId}/teams/{teamId} | /all-teams | /individual. */
export interface DashboardFigures extends DashboardRangeCovered {
  readonly scope: DashboardScope;
  /** The team of a TEAM scope, else null. */
  readonly teamId: string | null;
  readonly metric: DashboardTimelineMetric;
  /** The session the figures are of, for SESSION; null for a custom range. */
  readonly latestActivityId: string | null;
  readonly summary: DashboardSummary;
  /** The newest page of the metric's timeline. */
  readonly timeline: DashboardTimeline;
}
