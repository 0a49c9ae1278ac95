import type { DistanceUnit } from '../../domain/account/user';
import type { ActivityType } from '../../domain/activity/activity-type';
import { classifyDataState, toListedDataState, type ListedDataState } from '../../domain/data-states/data-state';
import {
  explainMissingMovement,
  type MissingFigure,
  type SessionHistoryRow,
} from '../../domain/session-history/session-history-row';
import type { TimeZone } from '../../domain/time/time-zone';
import { asMeters } from '../../domain/units/branded-units';
import { formatDistance, type FormattedDistance } from '../../domain/units/distance-units';

/** One row as the table shows it: figures as numbers (the view formats them), distances in the user's unit. */
export interface SessionHistoryTableRow {
  readonly activityId: string;
  /** The session page: /calendar/activity/{activityId}. */
  readonly href: string;
  readonly title: string;
  /** ISO 8601 instant, as the wire gives it (the view's machine-readable `dateTime`). */
  readonly startTime: string;
  /**
   * When the session started: the instant and the viewer's zone, in which the view writes its date
   * and time (docs/product-rules.md#days-and-time-zones).
   */
  readonly start: { readonly epochMs: number; readonly timeZone: TimeZone };
  readonly type: ActivityType;
  /** Shown beside the title; `valid` shows nothing. */
  readonly dataState: ListedDataState;
  readonly teamName: string | null;
  readonly durationSeconds: number;
  readonly avgBpm: number | null;
  readonly topBpm: number | null;
  readonly apSeconds: number | null;
  readonly apPercent: number | null;
  readonly calories: number | null;
  readonly workloadTrimps: number | null;
  readonly met: number | null;
  readonly distance: FormattedDistance | null;
  readonly highSpeed: FormattedDistance | null;
  readonly sprints: number | null;
  /** Why AP, distance, high-speed distance or sprints are empty when they are: no data, or not measured (a belt alone). */
  readonly missingMovement: MissingFigure;
}

function dataStateOf(row: SessionHistoryRow): ListedDataState {
  return toListedDataState(
    classifyDataState({ status: row.dataStatus, coachRun: row.teamId !== null, durationSec: row.durationSeconds }),
  );
}

const distanceIn = (meters: number | null, unit: DistanceUnit): FormattedDistance | null =>
  meters === null ? null : formatDistance(asMeters(meters), unit);

export function toSessionHistoryTableRow(
  row: SessionHistoryRow,
  unit: DistanceUnit,
  timeZone: TimeZone,
): SessionHistoryTableRow {
  return {
    activityId: row.activityId,
    href: `/calendar/activity/${encodeURIComponent(row.activityId)}`,
    title: row.title,
    startTime: row.startTime,
    start: { epochMs: Date.parse(row.startTime), timeZone },
    type: row.type,
    dataState: dataStateOf(row),
    teamName: row.teamName,
    durationSeconds: row.durationSeconds,
    avgBpm: row.avgBpm,
    topBpm: row.topBpm,
    apSeconds: row.apSeconds,
    apPercent: row.apPercent,
    calories: row.calories,
    workloadTrimps: row.workloadTrimps,
    met: row.met,
    distance: distanceIn(row.distanceMeters, unit),
    highSpeed: distanceIn(row.highSpeedMeters, unit),
    sprints: row.sprints,
    missingMovement: explainMissingMovement(row),
  };
}
