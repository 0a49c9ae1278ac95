/**
 * The bands of the acute:chronic ratio, in words (docs/product-rules.md#load-status).
 *
 * The bounds are Gabbett's (Gabbett TJ 2016, "The training–injury prevention paradox", Br J Sports
 * Med 50:273–280: 0.8–1.3 the "sweet spot", above 1.5 the "danger zone"), but he read them on the
 * coupled ratio, whose 4-week chronic load holds the acute week, and the app shows the uncoupled
 * one (acute-chronic-load.ts). Over the same 28 days the two ratios are tied exactly:
 *
 *   chronic, coupled = (3 × chronic, uncoupled + acute) ÷ 4, so c = 4u / (3 + u) and u = 3c / (4 − c)
 *
 * so each of his bounds is converted to our scale (0.8 → 0.75, 1.3 → 1.444…, 1.5 → 1.8) and
 * rounded as the ratio is shown: 0.75, 1.44, 1.80. A week then falls in the band his bounds give
 * its coupled ratio. We name the bands for what they describe, the week against the usual week,
 * and nothing more.
 *
 * Boundary rule: the band is read from the ratio as shown, rounded to two decimals, and each bound
 * belongs to the band below it, except the lowest, which opens "about usual":
 *   below 0.75 lighter · 0.75–1.44 about usual · above 1.44 up to 1.80 a step up · above 1.80 a big jump.
 */

export const LOAD_BANDS = ['lighter', 'usual', 'step-up', 'big-jump'] as const;
export type LoadBand = (typeof LOAD_BANDS)[number];

/** Gabbett 2016's bounds, on the coupled ratio: "about usual" from 0.8 to 1.3, "a big jump" above 1.5. */
export const COUPLED_USUAL_FROM = 0.8;
export const COUPLED_USUAL_TO = 1.3;
export const COUPLED_STEP_UP_TO = 1.5;

/** Weeks in the uncoupled chronic window (the 3 weeks before the acute week). */
const CHRONIC_WEEKS = 3;
/** Weeks in the coupled chronic window (those 3 and the acute week). */
const COUPLED_WEEKS = CHRONIC_WEEKS + 1;

/** The ratio is shown, and its band read, to this many decimals. */
export const LOAD_RATIO_DECIMALS = 2;

/** The ratio as shown: rounded to two decimals (half up). */
export function roundLoadRatio(ratio: number): number {
  const scale = 10 ** LOAD_RATIO_DECIMALS;
  // toPrecision first, so that 1.295 × 100 = 129.49999999999997 rounds as the 129.5 it means.
  return Math.round(Number((ratio * scale).toPrecision(12))) / scale;
}

/** The coupled ratio of the weeks whose uncoupled ratio is `uncoupled` (≥ 0): 4u / (3 + u), always below 4. */
export function coupledFromUncoupled(uncoupled: number): number {
  return (COUPLED_WEEKS * uncoupled) / (CHRONIC_WEEKS + uncoupled);
}

/**
 * The uncoupled ratio of the weeks whose coupled ratio is `coupled`: 3c / (4 − c). A coupled ratio
 * can only lie from 0 up to (not including) 4, where the acute week is the whole of the 4 weeks.
 */
export function uncoupledFromCoupled(coupled: number): number {
  if (!(coupled >= 0 && coupled < COUPLED_WEEKS))
    throw new RangeError(`a coupled ratio lies in [0, 4), not ${coupled}`);
  return (CHRONIC_WEEKS * coupled) / (COUPLED_WEEKS - coupled);
}

/** The lowest ratio that is "about usual": Gabbett's 0.8 on our scale, 0.75. */
export const USUAL_LOAD_RATIO_FROM = roundLoadRatio(uncoupledFromCoupled(COUPLED_USUAL_FROM));
/** The highest ratio that is "about usual": Gabbett's 1.3 on our scale, 1.444… shown as 1.44. */
export const USUAL_LOAD_RATIO_TO = roundLoadRatio(uncoupledFromCoupled(COUPLED_USUAL_TO));
/** The highest ratio that is "a step up": Gabbett's 1.5 on our scale, 1.80; above it, "a big jump". */
export const STEP_UP_LOAD_RATIO_TO = roundLoadRatio(uncoupledFromCoupled(COUPLED_STEP_UP_TO));

/** The band of a ratio already rounded with roundLoadRatio. */
export function classifyLoadRatio(shownRatio: number): LoadBand {
  if (shownRatio < USUAL_LOAD_RATIO_FROM) return 'lighter';
  if (shownRatio <= USUAL_LOAD_RATIO_TO) return 'usual';
  if (shownRatio <= STEP_UP_LOAD_RATIO_TO) return 'step-up';
  return 'big-jump';
}
