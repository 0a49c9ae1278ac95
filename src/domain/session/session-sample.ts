import type { Sex } from '../workload/keytel-calories';

/**
 * One moment of a recorded session. `t` is the offset from the session start
 * in seconds; a series is in time order. Any channel may be absent.
 */
export interface SessionSample {
  readonly t: number;
  /** Heart rate in beats per minute. */
  readonly bpm?: number | undefined;
  /** Speed in meters per second. */
  readonly speed?: number | undefined;
  /** Cumulative distance from the start in meters. */
  readonly distance?: number | undefined;
}

export interface AthleteProfile {
  readonly age?: number | undefined;
  readonly weightKg?: number | undefined;
  readonly sex?: Sex | undefined;
  /** Highest 30-s sustained heart rate seen for this player, when known. */
  readonly hrmaxMeasured?: number | undefined;
  readonly restingBpm?: number | undefined;
}

/** Heart rates outside 30–230 bpm are sensor artefacts and are dropped (docs/product-rules.md#samples). */
export const MIN_VALID_BPM = 30;
export const MAX_VALID_BPM = 230;

/**
 * A sample's value holds until the next sample, for at most this long: a gap over
 * 10 s is missing data, not zero (docs/product-rules.md#samples: smart-recording watches sample every
 * 1–6 s, so shorter gaps are normal).
 */
export const MAX_SAMPLE_HOLD_SECONDS = 10;

/**
 * Active participation (AP): moving at least as fast as this. 1.0 m/s (3.6 km/h)
 * is slower than a normal walk; it is OUR documented threshold (docs/product-rules.md#activity-points), not a
 * published one.
 */
export const ACTIVE_SPEED_THRESHOLD = 1.0;

/** High-speed running: ≥ 5.5 m/s (19.8 km/h), docs/product-rules.md#distance-high-speed-and-sprints. */
export const HIGH_SPEED_THRESHOLD = 5.5;

/** A sprint: ≥ 7.0 m/s (25.2 km/h) held for at least 1 s (docs/product-rules.md#distance-high-speed-and-sprints). */
export const SPRINT_SPEED_THRESHOLD = 7.0;
export const SPRINT_MIN_SECONDS = 1;

/**
 * Age assumed when the player's age is unknown (for Tanaka HRmax and Keytel):
 * 30 years, a typical adult amateur team-sport player. Our choice, documented.
 */
export const DEFAULT_AGE_YEARS = 30;

export function isValidBpm(bpm: number): boolean {
  return bpm >= MIN_VALID_BPM && bpm <= MAX_VALID_BPM;
}
