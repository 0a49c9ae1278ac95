import { analyseSession } from '../../src/domain/session/session-analysis';
import type { SessionFlag } from '../../src/domain/session/session-limits';
import type { AthleteProfile, SessionSample } from '../../src/domain/session/session-sample';

/** The one JSON object the analyse CLI prints (keys fixed by the issue). */
export interface RecordingSummary {
  readonly durationSeconds: number;
  readonly samples: number;
  readonly coveragePercent: number;
  readonly avgBpm: number | null;
  readonly maxBpm: number | null;
  readonly hrmax: number;
  readonly timeAbove80Seconds: number;
  readonly zoneSeconds: readonly number[];
  readonly trimp: number;
  readonly calories: number | null;
  readonly activeSeconds: number;
  readonly distanceMeters: number;
  readonly highSpeedMeters: number;
  readonly sprints: number;
  readonly flags: readonly SessionFlag[];
}

function round(value: number, decimals = 1): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

function roundOrNull(value: number | null, decimals = 1): number | null {
  return value === null ? null : round(value, decimals);
}

/** Analyses a parsed series and rounds the figures for printing (1 decimal; meters to 0.1 m). */
export function summariseRecording(samples: readonly SessionSample[], athlete: AthleteProfile): RecordingSummary {
  const analysis = analyseSession(samples, athlete);
  return {
    durationSeconds: round(analysis.durationSeconds),
    samples: analysis.sampleCount,
    coveragePercent: round(analysis.coveragePercent),
    avgBpm: roundOrNull(analysis.avgBpm),
    maxBpm: analysis.maxBpm,
    hrmax: round(analysis.hrmax),
    timeAbove80Seconds: round(analysis.timeAbove80Seconds),
    zoneSeconds: analysis.zoneSeconds.map((seconds) => round(seconds)),
    trimp: round(analysis.trimp),
    calories: roundOrNull(analysis.calories),
    activeSeconds: round(analysis.activeSeconds),
    distanceMeters: round(analysis.distanceMeters),
    highSpeedMeters: round(analysis.highSpeedMeters),
    sprints: analysis.sprints,
    flags: analysis.flags,
  };
}
