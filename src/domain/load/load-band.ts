/**
 * The bands of the acute:chronic ratio, in words (docs/product-rules.md#load-status). The bounds
 * are the ones Gabbett popularised (Gabbett TJ 2016, "The training–injury prevention paradox",
 * Br J Sports Med 50:273–280: 0.8–1.3 the "sweet spot", above 1.5 the "danger zone"); we name them
 * for what they describe, the week against the usual week, and nothing more.
 *
 * Boundary rule: the band is read from the ratio as shown, rounded to two decimals, and each bound
 * belongs to the band below it, except 0.8 which opens "about usual":
 *   below 0.80 lighter · 0.80–1.30 about usual · above 1.30 up to 1.50 a step up · above 1.50 a big jump.
 */

export const LOAD_BANDS = ['lighter', 'usual', 'step-up', 'big-jump'] as const;
export type LoadBand = (typeof LOAD_BANDS)[number];

/** The lowest ratio that is "about usual". */
export const USUAL_LOAD_RATIO_FROM = 0.8;
/** The highest ratio that is "about usual". */
export const USUAL_LOAD_RATIO_TO = 1.3;
/** The highest ratio that is "a step up"; above it, "a big jump". */
export const STEP_UP_LOAD_RATIO_TO = 1.5;
/** The ratio is shown, and its band read, to this many decimals. */
export const LOAD_RATIO_DECIMALS = 2;

/** The ratio as shown: rounded to two decimals (half up). */
export function roundLoadRatio(ratio: number): number {
  const scale = 10 ** LOAD_RATIO_DECIMALS;
  // toPrecision first, so that 1.295 × 100 = 129.49999999999997 rounds as the 129.5 it means.
  return Math.round(Number((ratio * scale).toPrecision(12))) / scale;
}

/** The band of a ratio already rounded with roundLoadRatio. */
export function classifyLoadRatio(shownRatio: number): LoadBand {
  if (shownRatio < USUAL_LOAD_RATIO_FROM) return 'lighter';
  if (shownRatio <= USUAL_LOAD_RATIO_TO) return 'usual';
  if (shownRatio <= STEP_UP_LOAD_RATIO_TO) return 'step-up';
  return 'big-jump';
}
