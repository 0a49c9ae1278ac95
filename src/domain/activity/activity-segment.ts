import type { Bpm, Kilocalories, Meters, Seconds, Trimps } from '../units/branded-units';
import type { MaybeMeasured } from './measured-figure';

/** Segment metric kinds (docs/product-rules.md#metrics-and-chart-types): the query `metricsType` of GET …/segments. */
export const SEGMENT_METRICS_TYPES = ['HR', 'AP', 'DISTANCE', 'WORKLOAD'] as const;
export type SegmentMetricsType = (typeof SEGMENT_METRICS_TYPES)[number];

export function isSegmentMetricsType(value: unknown): value is SegmentMetricsType {
  return typeof value === 'string' && (SEGMENT_METRICS_TYPES as readonly string[]).includes(value);
}

interface SegmentHrStats {
  readonly metricsType: 'HR';
  readonly durationSeconds: Seconds;
  /** Time with heart-rate data as % of the segment. */
  readonly coveragePercent: number;
  readonly avgBpm: Bpm | null;
  readonly maxBpm: Bpm | null;
  readonly timeAbove80Seconds: Seconds;
  readonly timeAbove80Percent: number;
}

/**
 * A segment of a session without speed or distance (a heart-rate belt alone) has no AP, distance,
 * high-speed distance or sprints: NotMeasured, never 0, as in the session summary
 * (docs/api-sessions.md#figures-not-measured).
 */
interface SegmentApStats {
  readonly metricsType: 'AP';
  readonly durationSeconds: Seconds;
  readonly apSeconds: MaybeMeasured<Seconds>;
  readonly apPercent: MaybeMeasured;
}

/** NotMeasured figures without speed or distance, as for AP. */
interface SegmentDistanceStats {
  readonly metricsType: 'DISTANCE';
  readonly durationSeconds: Seconds;
  readonly distanceMeters: MaybeMeasured<Meters>;
  readonly highSpeedDistanceMeters: MaybeMeasured<Meters>;
  readonly sprints: MaybeMeasured;
}

interface SegmentWorkloadStats {
  readonly metricsType: 'WORKLOAD';
  readonly durationSeconds: Seconds;
  readonly trimps: Trimps;
  /** Null without the player's weight. */
  readonly calories: Kilocalories | null;
}

export type SegmentStats = SegmentHrStats | SegmentApStats | SegmentDistanceStats | SegmentWorkloadStats;

/** A named part of a session (activitySegments, docs/product-rules.md#activity-fields). Times are offsets from the session start. */
export interface ActivitySegment {
  readonly id: string;
  readonly name: string;
  /** ISO 8601 instant where the segment starts (session start + startSec). */
  readonly startPoint: string;
  readonly startSec: Seconds;
  readonly endSec: Seconds;
  /** Stats of the metric kind that was asked for; null when the session has no analysed data. */
  readonly stats: SegmentStats | null;
}

/** What the segment form sends (docs/product-rules.md#field-rules: at least 10 s, within the session). */
export interface NewSegment {
  readonly name: string;
  readonly startSec: number;
  readonly endSec: number;
}
