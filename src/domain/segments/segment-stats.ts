import { analyseSessionWindow, type SessionAnalysis } from '../session/session-analysis';
import type { AthleteProfile, SessionSample } from '../session/session-sample';

/** Segment metric kinds (docs/product-rules.md#metrics-and-chart-types). */
export type SegmentMetricKind = 'HR' | 'AP' | 'DISTANCE' | 'WORKLOAD';

/** A segment of a session: [startSec, endSec) in seconds from the session start. */
export interface SegmentWindow {
  readonly startSec: number;
  readonly endSec: number;
}

interface HrSegmentStats {
  readonly kind: 'HR';
  readonly durationSeconds: number;
  readonly avgBpm: number | null;
  readonly maxBpm: number | null;
  readonly coveragePercent: number;
  readonly timeAbove80Seconds: number;
  readonly timeAbove80Percent: number;
}

interface ApSegmentStats {
  readonly kind: 'AP';
  readonly durationSeconds: number;
  readonly activeSeconds: number;
  readonly activePercent: number;
}

interface DistanceSegmentStats {
  readonly kind: 'DISTANCE';
  readonly durationSeconds: number;
  readonly distanceMeters: number;
  readonly highSpeedMeters: number;
  readonly sprints: number;
}

interface WorkloadSegmentStats {
  readonly kind: 'WORKLOAD';
  readonly durationSeconds: number;
  readonly trimp: number;
  readonly calories: number | null;
}

export type SegmentStats = HrSegmentStats | ApSegmentStats | DistanceSegmentStats | WorkloadSegmentStats;

/** Picks one metric kind's figures out of a window analysis. */
function selectSegmentStats(analysis: SessionAnalysis, kind: SegmentMetricKind): SegmentStats {
  const durationSeconds = analysis.durationSeconds;
  switch (kind) {
    case 'HR':
      return {
        kind,
        durationSeconds,
        avgBpm: analysis.avgBpm,
        maxBpm: analysis.maxBpm,
        coveragePercent: analysis.coveragePercent,
        timeAbove80Seconds: analysis.timeAbove80Seconds,
        timeAbove80Percent: analysis.timeAbove80Percent,
      };
    case 'AP':
      return { kind, durationSeconds, activeSeconds: analysis.activeSeconds, activePercent: analysis.activePercent };
    case 'DISTANCE':
      return {
        kind,
        durationSeconds,
        distanceMeters: analysis.distanceMeters,
        highSpeedMeters: analysis.highSpeedMeters,
        sprints: analysis.sprints,
      };
    case 'WORKLOAD':
      return { kind, durationSeconds, trimp: analysis.trimp, calories: analysis.calories };
  }
}

/** The statistics of one metric kind over a segment, reusing the session analysis. */
export function computeSegmentStats(
  samples: readonly SessionSample[],
  athlete: AthleteProfile,
  segment: SegmentWindow,
  kind: SegmentMetricKind,
): SegmentStats {
  return selectSegmentStats(analyseSessionWindow(samples, athlete, segment), kind);
}
