import type { TimeZone } from '../time/time-zone';

/**
 * Leaderboard query rules (docs/product-rules.md#leaderboard-fields, docs/product-rules.md#leaderboard, GET /common/leaderboard).
 * The spec names only the defaults; the other values below are our choice for the
 * alternatives the pickers offer (the mock backend speaks the same lists).
 */

export const LEADERBOARD_SCOPES = ['UNIVERSE', 'COUNTRY', 'TEAM'] as const;
export type LeaderboardScope = (typeof LEADERBOARD_SCOPES)[number];

/** Columns minutes and sessions: rank by AP minutes or by number of sessions. */
export const LEADERBOARD_DATA_TYPES = ['MINUTES', 'SESSIONS'] as const;
export type LeaderboardDataType = (typeof LEADERBOARD_DATA_TYPES)[number];

export const LEADERBOARD_AGGREGATIONS = ['SUM', 'AVERAGE'] as const;
export type LeaderboardAggregation = (typeof LEADERBOARD_AGGREGATIONS)[number];

export const LEADERBOARD_TIME_FRAMES = ['CURRENT_WEEK', 'LAST_WEEK', 'CURRENT_MONTH', 'LAST_MONTH'] as const;
export type LeaderboardTimeFrame = (typeof LEADERBOARD_TIME_FRAMES)[number];

export interface LeaderboardSettings {
  readonly scope: LeaderboardScope;
  readonly dataType: LeaderboardDataType;
  readonly aggregationMethod: LeaderboardAggregation;
  readonly timeFrame: LeaderboardTimeFrame;
}

export const DEFAULT_LEADERBOARD_SETTINGS: LeaderboardSettings = {
  scope: 'UNIVERSE',
  dataType: 'MINUTES',
  aggregationMethod: 'SUM',
  timeFrame: 'CURRENT_WEEK',
};

/** Team mode ranks a team's players (GET /common/leaderboard); individual mode a player (…/player/{playerId}). */
export type LeaderboardMode =
  { readonly kind: 'team'; readonly teamId: string } | { readonly kind: 'individual'; readonly playerId: string };

/** The query parameters, in the wire's names. */
export interface LeaderboardQueryParams {
  readonly teamId?: string;
  readonly scope: LeaderboardScope;
  readonly dataType: LeaderboardDataType;
  readonly aggregationMethod?: LeaderboardAggregation;
  readonly timeFrame: LeaderboardTimeFrame;
  /** The viewer's zone: the time frame's weeks and months are counted in its local days. */
  readonly timeZone: TimeZone;
}

/**
 * `aggregationMethod` is sent only when the data type is MINUTES; `teamId` only in team mode;
 * `timeZone` always (docs/product-rules.md#days-and-time-zones).
 */
export function buildLeaderboardQuery(
  settings: LeaderboardSettings,
  mode: LeaderboardMode,
  timeZone: TimeZone,
): LeaderboardQueryParams {
  return {
    ...(mode.kind === 'team' ? { teamId: mode.teamId } : {}),
    scope: settings.scope,
    dataType: settings.dataType,
    ...(settings.dataType === 'MINUTES' ? { aggregationMethod: settings.aggregationMethod } : {}),
    timeFrame: settings.timeFrame,
    timeZone,
  };
}

/**
 * A change of scope, aggregation or time frame refetches, unless there is no data (no teams:
 * the no-data state stays). Any other change, or none, does not.
 */
export function shouldRefetch(prev: LeaderboardSettings, next: LeaderboardSettings, hasData: boolean): boolean {
  if (!hasData) return false;
  return (
    prev.scope !== next.scope || prev.aggregationMethod !== next.aggregationMethod || prev.timeFrame !== next.timeFrame
  );
}
