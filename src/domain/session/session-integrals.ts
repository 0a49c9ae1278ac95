import {
  DISPLAY_ZONE_HIGH_FROM,
  DISPLAY_ZONE_MODERATE_FROM,
  EDWARDS_ZONE_LOWER_BOUNDS,
} from '../heart-rate/heart-rate-zones';
import {
  computeKeytelKcalPerMinute,
  CALORIE_MIN_HR_FRACTION,
  type KeytelCoefficients,
} from '../workload/keytel-calories';
import { MAX_SAMPLE_HOLD_SECONDS, MAX_VALID_BPM, MIN_VALID_BPM, type SessionSample } from './session-sample';
import { SpeedTotals } from './speed-totals';
import { secondsInWindow, type IntervalSink } from './window-intervals';

/**
 * The time integrals of one window of a session, in one pass over the samples.
 * Every channel is integrated over time, never averaged per sample (docs/product-rules.md#samples):
 * a valid sample's value holds until the next sample of the same channel, for at
 * most MAX_SAMPLE_HOLD_SECONDS; the rest of a longer gap is missing data.
 * Hold intervals are clipped to the window [start, end).
 */
export interface WindowIntegrals {
  readonly sampleCount: number;
  readonly hrSampleCount: number;
  readonly artefactCount: number;
  readonly hrCoveredSeconds: number;
  readonly bpmSecondsSum: number;
  readonly maxBpm: number | null;
  readonly minBpm: number | null;
  readonly bpmSampleSum: number;
  /** Index i − 1 is Edwards zone i. */
  readonly zoneSeconds: readonly [number, number, number, number, number];
  readonly belowZoneSeconds: number;
  readonly lowSeconds: number;
  readonly moderateSeconds: number;
  readonly highSeconds: number;
  readonly kcal: number;
  readonly speedCoveredSeconds: number;
  readonly activeSeconds: number;
  readonly highSpeedMeters: number;
  readonly sprints: number;
  readonly distanceMeters: number;
  /**
   * Where distanceMeters comes from: the cumulative distance channel when the window has one, else
   * the held speed × time.
   */
  readonly distanceFrom: 'distance' | 'speed';
  /** Whether the window has any speed or distance data (a heart-rate belt alone has none). */
  readonly movementMeasured: boolean;
  /** Held heart-rate intervals inside the window, for the sustained-maximum search. */
  readonly hrIntervalCount: number;
}

export interface WindowSettings {
  readonly start: number;
  readonly end: number;
  /** Whether a sample exactly at `end` counts (true for a whole session, false for a segment). */
  readonly endInclusive: boolean;
  readonly hrmax: number;
  /** Null when calories cannot be computed (no weight). */
  readonly keytel: {
    readonly coefficients: KeytelCoefficients;
    readonly weightKg: number;
    readonly age: number;
  } | null;
  /** Told of every interval the window's figures integrate (the per-bucket amounts of a timeline). */
  readonly sink?: IntervalSink | undefined;
}

/** Reused scratch buffers for the held HR intervals (grown on demand, never per sample). */
export const hrIntervalScratch = {
  starts: new Float64Array(16_384),
  durations: new Float64Array(16_384),
  bpms: new Float64Array(16_384),
};

function ensureScratch(capacity: number): void {
  if (hrIntervalScratch.starts.length >= capacity) return;
  const size = Math.max(capacity, hrIntervalScratch.starts.length * 2);
  hrIntervalScratch.starts = new Float64Array(size);
  hrIntervalScratch.durations = new Float64Array(size);
  hrIntervalScratch.bpms = new Float64Array(size);
}

export function integrateWindow(samples: readonly SessionSample[], settings: WindowSettings): WindowIntegrals {
  const { start, end, endInclusive, hrmax, keytel, sink } = settings;
  // Imported bindings copied to locals: under a module runner (vitest) each use of an
  // import is a property read, which would dominate this hot loop.
  const [z1, z2, z3, z4, z5] = EDWARDS_ZONE_LOWER_BOUNDS;
  const minValidBpm = MIN_VALID_BPM;
  const maxValidBpm = MAX_VALID_BPM;
  const maxHold = MAX_SAMPLE_HOLD_SECONDS;
  const highFrom = DISPLAY_ZONE_HIGH_FROM;
  const moderateFrom = DISPLAY_ZONE_MODERATE_FROM;
  const calorieFrom = CALORIE_MIN_HR_FRACTION;
  const kcalPerMinute = computeKeytelKcalPerMinute;
  const clip = secondsInWindow;
  ensureScratch(samples.length);
  const { starts, durations, bpms } = hrIntervalScratch;
  const zones: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  let sampleCount = 0,
    hrSampleCount = 0,
    artefactCount = 0,
    intervalCount = 0;
  let hrCovered = 0,
    bpmSeconds = 0,
    bpmSampleSum = 0,
    maxBpm = -Infinity,
    minBpm = Infinity;
  let below = 0,
    low = 0,
    moderate = 0,
    high = 0,
    kcal = 0;
  let hrLastT = 0,
    hrLast = 0,
    hasHr = false;
  // Speed channel (explicit speed, or derived from cumulative distance when a sample has none).
  let vLastT = 0,
    vLast = 0,
    hasV = false;
  let dLastT = 0,
    dLast = 0,
    dLastHadSpeed = false,
    hasD = false,
    sawDistance = false,
    sawSpeed = false;
  let cumulativeDistance = 0;
  const speedTotals = new SpeedTotals(start, end, sink);

  for (let i = 0; i < samples.length; i += 1) {
    const sample = samples[i] as SessionSample;
    const t = sample.t;
    const inWindow = t >= start && (t < end || (endInclusive && t === end));
    if (inWindow) sampleCount += 1;

    const bpm = sample.bpm;
    if (bpm !== undefined) {
      if (bpm >= minValidBpm && bpm <= maxValidBpm) {
        if (hasHr) {
          const gap = t - hrLastT;
          const hold = gap < maxHold ? gap : maxHold;
          const seconds = clip(hrLastT, hrLastT + hold, start, end);
          if (seconds > 0) {
            hrCovered += seconds;
            bpmSeconds += hrLast * seconds;
            const fraction = hrLast / hrmax;
            const zone =
              fraction >= z5
                ? 5
                : fraction >= z4
                  ? 4
                  : fraction >= z3
                    ? 3
                    : fraction >= z2
                      ? 2
                      : fraction >= z1
                        ? 1
                        : 0;
            if (zone > 0) zones[zone - 1] = (zones[zone - 1] as number) + seconds;
            else below += seconds;
            if (fraction >= highFrom) high += seconds;
            else if (fraction >= moderateFrom) moderate += seconds;
            else low += seconds;
            if (keytel !== null && fraction >= calorieFrom) {
              kcal += (kcalPerMinute(hrLast, keytel.weightKg, keytel.age, keytel.coefficients) * seconds) / 60;
            }
            const from = hrLastT > start ? hrLastT : start;
            sink?.heartRate(from, seconds, hrLast, zone);
            starts[intervalCount] = from;
            durations[intervalCount] = seconds;
            bpms[intervalCount] = hrLast;
            intervalCount += 1;
          }
        }
        hasHr = true;
        hrLastT = t;
        hrLast = bpm;
        if (inWindow) {
          hrSampleCount += 1;
          bpmSampleSum += bpm;
          if (bpm > maxBpm) maxBpm = bpm;
          if (bpm < minBpm) minBpm = bpm;
        }
      } else if (inWindow) {
        artefactCount += 1;
      }
    }

    const speed = sample.speed;
    const distance = sample.distance;
    if (speed !== undefined && Number.isFinite(speed)) {
      if (hasV) {
        const gap = t - vLastT;
        speedTotals.credit(vLastT, gap < maxHold ? gap : maxHold, vLast);
      }
      if (inWindow) sawSpeed = true;
      hasV = true;
      vLastT = t;
      vLast = speed;
    }
    if (distance !== undefined && Number.isFinite(distance)) {
      if (hasD) {
        const gap = t - dLastT;
        const delta = distance - dLast;
        if (gap > 0 && delta > 0) {
          // Cumulative distance is measured across gaps too; prorate by overlap with the window.
          const overlap = clip(dLastT, t, start, end);
          const meters = (delta * overlap) / gap;
          if (overlap > 0) {
            sawDistance = true;
            sink?.distance(dLastT > start ? dLastT : start, overlap, meters);
          }
          cumulativeDistance += meters;
          if (speed === undefined && !dLastHadSpeed) {
            speedTotals.credit(dLastT, gap < maxHold ? gap : maxHold, delta / gap);
          }
        } else if (gap > 0) {
          // No distance covered: the interval still has data (a stop), for whoever splits it over time.
          if (sink !== undefined) {
            const overlap = clip(dLastT, t, start, end);
            if (overlap > 0) sink.distance(dLastT > start ? dLastT : start, overlap, 0);
          }
          if (speed === undefined && !dLastHadSpeed) speedTotals.credit(dLastT, gap < maxHold ? gap : maxHold, 0);
        }
      }
      if (inWindow) sawDistance = true;
      hasD = true;
      dLastT = t;
      dLast = distance;
      dLastHadSpeed = speed !== undefined;
    }
  }
  speedTotals.finish();

  return {
    sampleCount,
    hrSampleCount,
    artefactCount,
    hrCoveredSeconds: hrCovered,
    bpmSecondsSum: bpmSeconds,
    maxBpm: hrSampleCount > 0 ? maxBpm : null,
    minBpm: hrSampleCount > 0 ? minBpm : null,
    bpmSampleSum,
    zoneSeconds: zones,
    belowZoneSeconds: below,
    lowSeconds: low,
    moderateSeconds: moderate,
    highSeconds: high,
    kcal,
    speedCoveredSeconds: speedTotals.covered,
    activeSeconds: speedTotals.active,
    highSpeedMeters: speedTotals.highSpeedMeters,
    sprints: speedTotals.sprints,
    distanceMeters: sawDistance ? cumulativeDistance : speedTotals.distance,
    distanceFrom: sawDistance ? 'distance' : 'speed',
    // A speed held from before the window counts too.
    movementMeasured: sawSpeed || sawDistance || speedTotals.covered > 0,
    hrIntervalCount: intervalCount,
  };
}
