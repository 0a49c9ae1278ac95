import {
  measureSustainedMaxBpm,
  predictHrmaxTanaka,
  resolveRestingBpm,
  type HrmaxOrigin,
} from '../heart-rate/max-heart-rate';
import { computeEdwardsTrimp } from '../workload/edwards-trimp';
import { selectKeytelCoefficients } from '../workload/keytel-calories';
import { computeMet } from '../workload/metabolic-equivalent';
import { hrIntervalScratch, integrateWindow, type WindowIntegrals } from './session-integrals';
import {
  flagSessionLength,
  measureSeriesSpan,
  trimLongSession,
  TRIM_SECONDS,
  type SessionFlag,
} from './session-limits';
import { DEFAULT_AGE_YEARS, type AthleteProfile, type SessionSample } from './session-sample';

export type HrmaxSource = 'measured' | 'tanaka';

/** Every figure of a session (or of one window of it, for segments). Times in seconds. */
export interface SessionAnalysis {
  readonly durationSeconds: number;
  /** Samples analysed (after trimming). */
  readonly sampleCount: number;
  /** Samples with a valid heart rate (30–230 bpm). */
  readonly hrSampleCount: number;
  /** Heart-rate values dropped as artefacts (outside 30–230 bpm). */
  readonly artefactCount: number;
  readonly hrmax: number;
  readonly hrmaxSource: HrmaxSource;
  readonly restingBpm: number;
  /** Time with heart-rate data (gaps over 10 s excluded). */
  readonly hrCoveredSeconds: number;
  /** hrCoveredSeconds as % of the session time. */
  readonly coveragePercent: number;
  /** Time-weighted mean heart rate over the covered time. */
  readonly avgBpm: number | null;
  readonly maxBpm: number | null;
  readonly minBpm: number | null;
  /** Plain mean of the valid samples (for comparison only; the figures use avgBpm). */
  readonly sampleMeanBpm: number | null;
  /** Highest 30-s sustained heart rate in this session (a measured-HRmax candidate). */
  readonly sustainedMaxBpm: number | null;
  /** Seconds in Edwards zones 1..5. */
  readonly zoneSeconds: readonly [number, number, number, number, number];
  /** Covered seconds below 50 % HRmax (no Edwards zone). */
  readonly belowZoneSeconds: number;
  readonly displayZoneSeconds: { readonly low: number; readonly moderate: number; readonly high: number };
  /** Red zone: at or above 80 % HRmax. */
  readonly timeAbove80Seconds: number;
  readonly timeAbove80Percent: number;
  /** Edwards TRIMP. */
  readonly trimp: number;
  /** Keytel 2005 kcal; null without weight. */
  readonly calories: number | null;
  readonly met: number | null;
  /** Time with speed data. */
  readonly speedCoveredSeconds: number;
  /** AP: time at ≥ 1.0 m/s. */
  readonly activeSeconds: number;
  readonly activePercent: number;
  readonly distanceMeters: number;
  readonly highSpeedMeters: number;
  readonly sprints: number;
  /**
   * Whether speed or distance was measured in the analysed span. Without it (a heart-rate belt alone)
   * AP, distance, high-speed distance and sprints are unknown, not zero (docs/product-rules.md#samples).
   */
  readonly movementMeasured: boolean;
  readonly flags: readonly SessionFlag[];
}

export interface AnalysisWindow {
  readonly startSec: number;
  readonly endSec: number;
}

function percentOf(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0;
}

function buildAnalysis(
  integrals: WindowIntegrals,
  athlete: AthleteProfile,
  durationSeconds: number,
  flags: readonly SessionFlag[],
): SessionAnalysis {
  const hrmax = resolveAthleteHrmax(athlete);
  const weightKg = athlete.weightKg;
  const hasWeight = weightKg !== undefined && Number.isFinite(weightKg) && weightKg > 0;
  const calories = hasWeight ? integrals.kcal : null;
  const avgBpm =
    integrals.hrCoveredSeconds > 0
      ? integrals.bpmSecondsSum / integrals.hrCoveredSeconds
      : integrals.hrSampleCount > 0
        ? integrals.bpmSampleSum / integrals.hrSampleCount
        : null;
  return {
    durationSeconds,
    sampleCount: integrals.sampleCount,
    hrSampleCount: integrals.hrSampleCount,
    artefactCount: integrals.artefactCount,
    hrmax: hrmax.value,
    hrmaxSource: hrmax.source,
    restingBpm: resolveRestingBpm(athlete.restingBpm),
    hrCoveredSeconds: integrals.hrCoveredSeconds,
    coveragePercent: percentOf(integrals.hrCoveredSeconds, durationSeconds),
    avgBpm,
    maxBpm: integrals.maxBpm,
    minBpm: integrals.minBpm,
    sampleMeanBpm: integrals.hrSampleCount > 0 ? integrals.bpmSampleSum / integrals.hrSampleCount : null,
    sustainedMaxBpm: measureSustainedMaxBpm(
      hrIntervalScratch.starts,
      hrIntervalScratch.durations,
      hrIntervalScratch.bpms,
      integrals.hrIntervalCount,
    ),
    zoneSeconds: integrals.zoneSeconds,
    belowZoneSeconds: integrals.belowZoneSeconds,
    displayZoneSeconds: { low: integrals.lowSeconds, moderate: integrals.moderateSeconds, high: integrals.highSeconds },
    timeAbove80Seconds: integrals.highSeconds,
    timeAbove80Percent: percentOf(integrals.highSeconds, durationSeconds),
    trimp: computeEdwardsTrimp(integrals.zoneSeconds),
    calories,
    met: computeMet(calories, weightKg, durationSeconds),
    speedCoveredSeconds: integrals.speedCoveredSeconds,
    activeSeconds: integrals.activeSeconds,
    activePercent: percentOf(integrals.activeSeconds, durationSeconds),
    distanceMeters: integrals.distanceMeters,
    highSpeedMeters: integrals.highSpeedMeters,
    sprints: integrals.sprints,
    movementMeasured: integrals.movementMeasured,
    flags,
  };
}

/** HRmax for an athlete: measured when known, else Tanaka 2001 from age (default age when unknown). */
export function resolveAthleteHrmax(athlete: AthleteProfile): { value: number; source: HrmaxSource } {
  const measured = athlete.hrmaxMeasured;
  if (measured !== undefined && Number.isFinite(measured) && measured > 0)
    return { value: measured, source: 'measured' };
  return { value: predictHrmaxTanaka(resolveAge(athlete)), source: 'tanaka' };
}

const isKnownAge = (age: number | undefined): age is number => age !== undefined && Number.isFinite(age) && age > 0;

/** Where resolveAthleteHrmax takes the HRmax from: measured, Tanaka from the age, or Tanaka at the default age. */
export function originOfAthleteHrmax(athlete: AthleteProfile): HrmaxOrigin {
  if (resolveAthleteHrmax(athlete).source === 'measured') return 'MEASURED';
  return isKnownAge(athlete.age) ? 'AGE_TANAKA' : 'DEFAULT';
}

function resolveAge(athlete: AthleteProfile): number {
  return isKnownAge(athlete.age) ? athlete.age : DEFAULT_AGE_YEARS;
}

function integrate(
  samples: readonly SessionSample[],
  athlete: AthleteProfile,
  start: number,
  end: number,
  endInclusive: boolean,
): WindowIntegrals {
  const weightKg = athlete.weightKg;
  const keytel =
    weightKg !== undefined && Number.isFinite(weightKg) && weightKg > 0
      ? { coefficients: selectKeytelCoefficients(athlete.sex), weightKg, age: resolveAge(athlete) }
      : null;
  return integrateWindow(samples, { start, end, endInclusive, hrmax: resolveAthleteHrmax(athlete).value, keytel });
}

/**
 * Analyses a whole session: trims it to its first 4 h, flags it when long, and
 * integrates every channel over time in one pass (docs/product-rules.md#samples).
 * `samples` must be in time order.
 */
export function analyseSession(samples: readonly SessionSample[], athlete: AthleteProfile): SessionAnalysis {
  const flags = flagSessionLength(measureSeriesSpan(samples));
  const analysed = trimLongSession(samples);
  const first = analysed[0];
  const last = analysed[analysed.length - 1];
  const start = first?.t ?? 0;
  const end = last?.t ?? 0;
  return buildAnalysis(integrate(analysed, athlete, start, end, true), athlete, end - start, flags);
}

/**
 * The figures of one window [startSec, endSec) of a session (t offsets), e.g. a
 * segment. The window is limited to the analysed (first 4 h of the) session; a value
 * held from before the window counts for the part that falls inside it.
 */
export function analyseSessionWindow(
  samples: readonly SessionSample[],
  athlete: AthleteProfile,
  window: AnalysisWindow,
): SessionAnalysis {
  const first = samples[0];
  const last = samples[samples.length - 1];
  const sessionStart = first?.t ?? 0;
  const sessionEnd = Math.min(last?.t ?? 0, sessionStart + TRIM_SECONDS);
  const start = Math.max(window.startSec, sessionStart);
  const end = Math.max(start, Math.min(window.endSec, sessionEnd));
  const analysed = trimLongSession(samples);
  return buildAnalysis(integrate(analysed, athlete, start, end, false), athlete, end - start, []);
}
