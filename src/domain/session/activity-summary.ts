import type { PlayerActivitySummary } from '../activity/activity';
import { asBpm, asKilocalories, asMeters, asSeconds, asTrimps } from '../units/branded-units';
import type { SessionAnalysis } from './session-analysis';

/**
 * How this session compares with the athlete's usual (docs/product-rules.md#activity-fields): its workload
 * and distance as % of the mean of the previous 28 days, or null without that history
 * (src/domain/workload/relative-workload.ts computes them).
 */
interface SummaryReference {
  readonly workloadPercent: number | null;
  readonly distancePercent: number | null;
}

const bpmOrNull = (value: number | null) => (value === null ? null : asBpm(value));

/**
 * The headline figures of an analysed session (docs/product-rules.md#activity-fields), as the session
 * detail and the file page show them: a session without a weight has no calories, and says that
 * the weight is missing, and one without speed or distance says that movement was not measured.
 */
export function summariseSessionAnalysis(
  analysis: SessionAnalysis,
  reference: SummaryReference,
): PlayerActivitySummary {
  // Without speed or distance the movement figures are not measured, never zero (docs/product-rules.md#not-measured).
  const moved = analysis.movementMeasured;
  return {
    durationSeconds: asSeconds(analysis.durationSeconds),
    avgBpm: bpmOrNull(analysis.avgBpm),
    maxBpm: bpmOrNull(analysis.maxBpm),
    timeAbove80Seconds: asSeconds(analysis.timeAbove80Seconds),
    timeAbove80Percent: analysis.timeAbove80Percent,
    apSeconds: moved ? asSeconds(analysis.activeSeconds) : null,
    apPercent: moved ? analysis.activePercent : null,
    distanceMeters: moved ? asMeters(analysis.distanceMeters) : null,
    highSpeedDistanceMeters: moved ? asMeters(analysis.highSpeedMeters) : null,
    sprints: moved ? analysis.sprints : null,
    calories: analysis.calories === null ? null : asKilocalories(analysis.calories),
    caloriesUnavailableReason: analysis.calories === null ? 'WEIGHT_MISSING' : null,
    met: analysis.met,
    workloadTrimps: asTrimps(analysis.trimp),
    workloadPercent: reference.workloadPercent,
    distancePercent: moved ? reference.distancePercent : null,
    movementMeasured: analysis.movementMeasured,
  };
}
