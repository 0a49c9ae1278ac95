/**
 * Exponentially weighted acute and chronic load (Williams S, West S, Cross MJ, Stokes KA 2017,
 * "Better way to determine the acute:chronic workload ratio?", Br J Sports Med 51:209–210;
 * docs/product-rules.md#load-status):
 *
 *   EWMA(today) = load(today) × λ + (1 − λ) × EWMA(yesterday),  λ = 2 / (N + 1)
 *
 * with N = 7 days for the acute load and N = 28 days for the chronic load. Each day's weight decays
 * the further back it lies, instead of dropping out of a window all at once. The series starts at
 * 0 on its first day (no load known before it).
 */

export const EWMA_ACUTE_DAYS = 7;
export const EWMA_CHRONIC_DAYS = 28;
/** λa = 2 / (7 + 1) = 0.25. */
export const EWMA_ACUTE_LAMBDA = 2 / (EWMA_ACUTE_DAYS + 1);
/** λc = 2 / (28 + 1) ≈ 0.069. */
export const EWMA_CHRONIC_LAMBDA = 2 / (EWMA_CHRONIC_DAYS + 1);

export interface EwmaLoads {
  /** The acute EWMA after each day, in TRIMPs per day, oldest first. */
  readonly acute: readonly number[];
  /** The chronic EWMA after each day, in TRIMPs per day, oldest first. */
  readonly chronic: readonly number[];
}

/** The acute and chronic EWMA of a daily series (oldest first), one value per day. */
export function computeEwmaLoads(dailyLoads: readonly number[]): EwmaLoads {
  const acute: number[] = [];
  const chronic: number[] = [];
  let acuteLoad = 0;
  let chronicLoad = 0;
  for (const load of dailyLoads) {
    acuteLoad = load * EWMA_ACUTE_LAMBDA + (1 - EWMA_ACUTE_LAMBDA) * acuteLoad;
    chronicLoad = load * EWMA_CHRONIC_LAMBDA + (1 - EWMA_CHRONIC_LAMBDA) * chronicLoad;
    acute.push(acuteLoad);
    chronic.push(chronicLoad);
  }
  return { acute, chronic };
}
