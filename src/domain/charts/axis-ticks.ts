/**
 * The ticks of a value axis: 3 to 5 round values from the bottom of the data (or zero) to at least
 * its top, one step apart, the step a "nice" number, 1, 2, 2.5 or 5 × 10ⁿ of the axis unit. The
 * finest such step is chosen, so the ticks hug the data. Pure arithmetic; the view writes each tick
 * in the reader's format.
 */

export const MIN_AXIS_TICKS = 3;
export const MAX_AXIS_TICKS = 5;

/** The nice steps' leading digits in one decade (each at most 2.5 × the one before, so 3 ticks are always reached). */
const MANTISSAS = [1, 2, 2.5, 5] as const;

export interface AxisTickOptions {
  /** What one unit of the axis is worth in values (1609.344 for an axis in miles over meters); the steps are round in it. */
  readonly unit?: number;
  /**
   * The finest difference the labels can write, in axis units (1 for whole percent, 0.01 for miles
   * with two decimals): every step is a whole multiple of it, so each label writes its tick exactly.
   * 0: any.
   */
  readonly resolution?: number;
}

interface AxisTicks {
  /** Lowest first, evenly spaced; the first at or below `low`, the last at or above `high`. */
  readonly values: readonly number[];
  /** The step between two ticks, in values. */
  readonly step: number;
}

const positiveOr = (value: number | undefined, fallback: number) =>
  value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;

/** `index × mantissa × 10^exponent × unit`, free of binary noise (0.1 × 3 is 0.3, not 0.30000000000000004) and of −0. */
function tickAt(index: number, mantissa: number, exponent: number, unit: number): number {
  const decimal = exponent >= 0 ? index * mantissa * 10 ** exponent : (index * mantissa) / 10 ** -exponent;
  return Number((decimal * unit).toPrecision(12)) || 0;
}

/** Whether the step is a whole multiple of the resolution (any step when there is none). */
function writable(step: number, resolution: number): boolean {
  if (resolution === 0) return true;
  const multiple = step / resolution;
  return multiple >= 1 - 1e-9 && Math.abs(multiple - Math.round(multiple)) < 1e-6;
}

/**
 * The ticks covering [low, high]. An empty span (all values equal, or none) gets an axis one unit
 * tall (or two resolutions, if more) above its value; non-finite bounds read as zero.
 */
export function niceAxisTicks(low: number, high: number, options: AxisTickOptions = {}): AxisTicks {
  const unit = positiveOr(options.unit, 1);
  const resolution = positiveOr(options.resolution, 0);
  let bottom = Number.isFinite(low) ? low / unit : 0;
  let top = Number.isFinite(high) ? high / unit : 0;
  if (top < bottom) [bottom, top] = [top, bottom];
  // A span too small to step through (below a billionth of the values, or of one unit) counts as empty.
  if (top - bottom < 1e-9 * Math.max(1, Math.abs(bottom), Math.abs(top)))
    top = bottom + Math.max(1, resolution * (MIN_AXIS_TICKS - 1));
  // A decade below the step that would give MAX_AXIS_TICKS − 1 intervals: far too many ticks, then coarser.
  let exponent = Math.floor(Math.log10((top - bottom) / (MAX_AXIS_TICKS - 1))) - 1;
  for (;;) {
    for (const mantissa of MANTISSAS) {
      const step = mantissa * 10 ** exponent;
      if (!writable(step, resolution)) continue;
      const first = Math.floor(bottom / step + 1e-9);
      let last = Math.ceil(top / step - 1e-9);
      if (last - first + 1 > MAX_AXIS_TICKS) continue;
      // A span narrower than two steps (a tiny axis under a coarse resolution) still gets three ticks.
      last = Math.max(last, first + MIN_AXIS_TICKS - 1);
      const values: number[] = [];
      for (let index = first; index <= last; index += 1) values.push(tickAt(index, mantissa, exponent, unit));
      return { values, step: tickAt(1, mantissa, exponent, unit) };
    }
    exponent += 1;
  }
}
