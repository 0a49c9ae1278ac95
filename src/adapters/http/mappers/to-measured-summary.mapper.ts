import type { ActivityAPStats, ActivityDistanceStats, PlayerActivitySummary } from '../../../domain/activity/activity';
import type { ActivitySegment, SegmentStats } from '../../../domain/activity/activity-segment';

/**
 * A validated session summary as the domain holds it (docs/api-sessions.md#figures-not-measured): a
 * figure that was not measured is NotMeasured (null), never a 0. An answer says so with nulls, or
 * with `movementMeasured: false` (an older server sent zeros beside the flag): both read the same.
 * A summary whose four movement figures are all null had no movement measured, whatever the flag.
 */
export function toMeasuredSummary(summary: PlayerActivitySummary): PlayerActivitySummary {
  const fresh: PlayerActivitySummary = { ...summary };
  const noneMeasured =
    summary.apSeconds === null &&
    summary.distanceMeters === null &&
    summary.highSpeedDistanceMeters === null &&
    summary.sprints === null;
  if (summary.movementMeasured !== false && !noneMeasured) return fresh;
  return {
    ...fresh,
    apSeconds: null,
    apPercent: null,
    distanceMeters: null,
    highSpeedDistanceMeters: null,
    sprints: null,
    // A share of the usual distance says nothing when the distance is unknown.
    distancePercent: null,
    movementMeasured: false,
  };
}

/** The AP block of a session whose summary says no movement was measured: its figures NotMeasured too. */
export function toMeasuredApStats(stats: ActivityAPStats, moved: boolean): ActivityAPStats {
  return moved ? { ...stats } : { apSeconds: null, apPercent: null };
}

/** The distance block, likewise. */
export function toMeasuredDistanceStats(stats: ActivityDistanceStats, moved: boolean): ActivityDistanceStats {
  return moved
    ? { ...stats }
    : { distanceMeters: null, highSpeedDistanceMeters: null, sprints: null, distancePercent: null };
}

/** A segment's AP or distance figures, when its session's summary says no movement was measured: NotMeasured too. */
export function toMeasuredSegment(segment: ActivitySegment, moved: boolean): ActivitySegment {
  const stats = segment.stats;
  if (moved || stats === null) return segment;
  return { ...segment, stats: unmeasuredSegmentStats(stats) };
}

function unmeasuredSegmentStats(stats: SegmentStats): SegmentStats {
  switch (stats.metricsType) {
    case 'AP':
      return { ...stats, apSeconds: null, apPercent: null };
    case 'DISTANCE':
      return { ...stats, distanceMeters: null, highSpeedDistanceMeters: null, sprints: null };
    case 'HR':
    case 'WORKLOAD':
      return stats;
  }
}
