/**
 * Exponentially weighted acute and chronic load (Williams S, West S, Cross MJ, Stokes KA 2017,
 * "Better way to determine the acute:chronic workload ratio?", Br J Sports Med 51:209–210;
 * docs/product-rules.md#load-status):
 *
 *   EWMA(today) = load(today) × λ + (1 − λ) × EWMA(yesterday),  λ = 2 / (N + 1)
 *
 * with N = 7 days for the acute load and N = 28 days for the chronic load. Each day's weight decays
 * the further back it lies, instead of dropping out of a window all at once.
 *
 * The seed (our choice, docs/product-rules.md#load-status): "yesterday" of the first day is the
 * mean daily load of the series' first 7 days (of all its days when it is shorter), for both
 * averages. Started at 0, the chronic average would climb for weeks: at a steady 50 TRIMPs a day
 * it is still 13.5 % under the acute one on day 28 and 1.8 % under on day 56, though the two weeks
 * it compares are the same. Seeded, a steady load gives equal averages from the first day.
 */

import { sumLoads } from './daily-load';

export const EWMA_ACUTE_DAYS = 7;
export const EWMA_CHRONIC_DAYS = 28;
/** λa = 2 / (7 + 1) = 0.25. */
export const EWMA_ACUTE_LAMBDA = 2 / (EWMA_ACUTE_DAYS + 1);
/** λc = 2 / (28 + 1) ≈ 0.069. */
export const EWMA_CHRONIC_LAMBDA = 2 / (EWMA_CHRONIC_DAYS + 1);
/** The first days of a series whose mean daily load seeds both averages. */
export const EWMA_SEED_DAYS = 7;

export interface EwmaLoads {
  /** The acute EWMA after each day, in TRIMPs per day, oldest first. */
  readonly acute: readonly number[];
  /** The chronic EWMA after each day, in TRIMPs per day, oldest first. */
  readonly chronic: readonly number[];
}

/** The value both averages start from: the mean daily load of the first 7 days (0 for an empty series). */
export function ewmaSeed(dailyLoads: readonly number[]): number {
  const firstDays = dailyLoads.slice(0, EWMA_SEED_DAYS);
  return firstDays.length === 0 ? 0 : sumLoads(firstDays) / firstDays.length;
}

/** The acute and chronic EWMA of a daily series (oldest first), one value per day. */
export function computeEwmaLoads(dailyLoads: readonly number[]): EwmaLoads {
  const acute: number[] = [];
  const chronic: number[] = [];
  let acuteLoad = ewmaSeed(dailyLoads);
  let chronicLoad = acuteLoad;
  for (const load of dailyLoads) {
    acuteLoad = load * EWMA_ACUTE_LAMBDA + (1 - EWMA_ACUTE_LAMBDA) * acuteLoad;
    chronicLoad = load * EWMA_CHRONIC_LAMBDA + (1 - EWMA_CHRONIC_LAMBDA) * chronicLoad;
    acute.push(acuteLoad);
    chronic.push(chronicLoad);
  }
  return { acute, chronic };
}
