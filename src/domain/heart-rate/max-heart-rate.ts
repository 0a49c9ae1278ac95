import { asBpm, type Bpm, type Seconds } from '../units/branded-units';

/** Tanaka, Monahan & Seals 2001 (J Am Coll Cardiol 37:153–156): HRmax = 208 − 0.7 × age. */
const TANAKA_INTERCEPT = 208;
const TANAKA_AGE_FACTOR = 0.7;

/** Resting heart rate assumed when the player has not given one (docs/product-rules.md#maximum-heart-rate). */
export const DEFAULT_RESTING_BPM = 60;

/** The measured HRmax is the highest value sustained over this window (docs/product-rules.md#maximum-heart-rate). */
const SUSTAINED_MAX_WINDOW_SECONDS = 30;

/**
 * Where the HRmax in use comes from (docs/product-rules.md#maximum-heart-rate): measured in the
 * player's sessions, Tanaka from their age, or Tanaka at the default age when no age is known.
 */
export const HRMAX_ORIGINS = ['MEASURED', 'AGE_TANAKA', 'DEFAULT'] as const;
export type HrmaxOrigin = (typeof HRMAX_ORIGINS)[number];

/** Age-predicted HRmax, Tanaka et al. 2001: 208 − 0.7 × age. */
export function predictHrmaxTanaka(ageYears: number): Bpm {
  return asBpm(TANAKA_INTERCEPT - TANAKA_AGE_FACTOR * ageYears);
}

export function resolveRestingBpm(restingBpm: number | undefined): Bpm {
  return asBpm(
    restingBpm !== undefined && Number.isFinite(restingBpm) && restingBpm > 0 ? restingBpm : DEFAULT_RESTING_BPM,
  );
}

/**
 * The highest heart rate sustained for a whole window: the maximum over all
 * windows of `windowSeconds` of the time-weighted mean bpm, counting only windows
 * fully covered by data. Input: held heart-rate intervals as parallel arrays
 * (start time, held duration, bpm) in time order, as the session analysis builds them.
 * Returns null when no window is fully covered.
 */
export function measureSustainedMaxBpm(
  starts: Float64Array,
  durations: Float64Array,
  bpms: Float64Array,
  count: number,
  windowSeconds: Seconds = SUSTAINED_MAX_WINDOW_SECONDS as Seconds,
): Bpm | null {
  // Two pointers over contiguous runs of intervals: [lo, hi] is the window's intervals.
  let best = -Infinity;
  let lo = 0;
  let loConsumed = 0; // seconds of interval `lo` that already slid out of the window
  let area = 0; // Σ bpm × seconds inside the window
  let span = 0; // seconds inside the window
  for (let hi = 0; hi < count; hi += 1) {
    const start = starts[hi] as number;
    const prevEnd = hi > 0 ? (starts[hi - 1] as number) + (durations[hi - 1] as number) : start;
    if (hi > 0 && start - prevEnd > 1e-9) {
      // Coverage broke: restart the window at this interval.
      lo = hi;
      loConsumed = 0;
      area = 0;
      span = 0;
    }
    const duration = durations[hi] as number;
    const bpm = bpms[hi] as number;
    area += bpm * duration;
    span += duration;
    while (span > windowSeconds && lo <= hi) {
      const excess = span - windowSeconds;
      const loLeft = (durations[lo] as number) - loConsumed;
      if (loLeft <= excess) {
        area -= (bpms[lo] as number) * loLeft;
        span -= loLeft;
        lo += 1;
        loConsumed = 0;
      } else {
        area -= (bpms[lo] as number) * excess;
        span -= excess;
        loConsumed += excess;
      }
    }
    if (span >= windowSeconds - 1e-9) best = Math.max(best, area / span);
  }
  return best === -Infinity ? null : asBpm(best);
}
