import { sumLoads } from './daily-load';

/**
 * Training monotony and strain (Foster C 1998, "Monitoring training in athletes with reference to
 * overtraining syndrome", Med Sci Sports Exerc 30:1164–1168; docs/product-rules.md#load-status):
 *
 * - monotony = the mean daily load of the week ÷ the standard deviation of its daily loads (a week
 *   of equal days is monotonous; hard and easy days alternating are not);
 * - strain = the week's load × monotony.
 *
 * Our choice: the sample standard deviation (n − 1), as spreadsheets' STDEV and most published
 * worksheets compute it. When every day of the week has the same load (a week of rest included),
 * the deviation is 0 and monotony is not defined: both figures are null, never infinite.
 */

export interface WeekMonotony {
  readonly monotony: number | null;
  readonly strain: number | null;
}

/** Monotony and strain of a week's daily loads (7 values; any count of 2 or more works). */
export function computeMonotony(weekLoads: readonly number[]): WeekMonotony {
  const count = weekLoads.length;
  if (count < 2) return { monotony: null, strain: null };
  const total = sumLoads(weekLoads);
  const mean = total / count;
  let squares = 0;
  for (const load of weekLoads) squares += (load - mean) ** 2;
  const deviation = Math.sqrt(squares / (count - 1));
  // Rounding can leave a tiny deviation for equal days (0.1 + 0.2 …): below this it is 0.
  if (deviation <= mean * 1e-12 || deviation === 0) return { monotony: null, strain: null };
  const monotony = mean / deviation;
  return { monotony, strain: total * monotony };
}
