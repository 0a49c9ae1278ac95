import type { ActivityDataStatus, ActivityType } from '../activity/activity-type';
import type { SessionHistorySort } from './session-history-sort';

/**
 * One row of the session history (docs/product-rules.md#session-history-fields): a session of
 * the player with its figures. Figures are null when the session has no processed data (see
 * `dataStatus`), calories also when the player's weight is unknown, and AP, distance, high-speed
 * distance and sprints also when they were not measured (docs/api-sessions.md#figures-not-measured).
 * The JSON form is the wire shape of GET /web/session-history/{playerId} (docs/api-dashboard.md).
 */
export interface SessionHistoryRow {
  readonly activityId: string;
  /** ISO 8601 instant of the start. */
  readonly startTime: string;
  /** The session's title (the "session" column). */
  readonly title: string;
  readonly type: ActivityType;
  readonly dataStatus: ActivityDataStatus;
  /** Null for a session outside any team. */
  readonly teamId: string | null;
  readonly teamName: string | null;
  /** Recorded length in seconds. */
  readonly durationSeconds: number;
  readonly avgBpm: number | null;
  readonly topBpm: number | null;
  /** Active participation: seconds at ≥ 1.0 m/s, and that as % of the session. */
  readonly apSeconds: number | null;
  readonly apPercent: number | null;
  /** Kilocalories (Keytel 2005); null without processed data or without the player's weight. */
  readonly calories: number | null;
  /** Edwards TRIMPs. */
  readonly workloadTrimps: number | null;
  readonly met: number | null;
  readonly distanceMeters: number | null;
  /** Distance at ≥ 5.5 m/s. */
  readonly highSpeedMeters: number | null;
  readonly sprints: number | null;
  /**
   * Ours, optional on the wire: seconds at 80 % HRmax or more (null without processed data). The
   * records' fallback reads it (docs/api-sessions.md#personal-records); a server that leaves it out
   * gives no record of that time.
   */
  readonly timeAbove80Seconds?: number | null;
}

/**
 * Why a figure of a row is empty: the session has no processed data, or it was not measured. AP,
 * distance, high-speed distance and sprints of a processed session are empty only when its sensors
 * recorded no speed or distance (a heart-rate belt alone, docs/product-rules.md#not-measured).
 */
export type MissingFigure = 'no-data' | 'not-measured';

/** Why the row's AP, distance, high-speed distance or sprints would be empty. */
export function explainMissingMovement(row: Pick<SessionHistoryRow, 'dataStatus'>): MissingFigure {
  return row.dataStatus === 'PROCESSED' ? 'not-measured' : 'no-data';
}

/** Who the history belongs to (sent when asked for with `playerInfo=true`). */
export interface SessionHistoryPlayerInfo {
  readonly playerId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly photo: string | null;
  /** The player's weight is known (else calories stay empty and the page can say why). */
  readonly weightKnown: boolean;
}

/** One page of rows with the totals (0-based `page`). */
export interface SessionHistoryPage<Row = SessionHistoryRow> {
  readonly content: readonly Row[];
  readonly totalElements: number;
  readonly totalPages: number;
  readonly page: number;
  readonly size: number;
}

/** The answer of GET /web/session-history/{playerId} (on the wire `sort` is `field,direction`). */
export interface SessionHistory {
  readonly playerInfo: SessionHistoryPlayerInfo | null;
  /** The sort the page was ordered by (an unreadable request falls back to the default). */
  readonly sort: SessionHistorySort;
  readonly playerSessions: SessionHistoryPage;
}
