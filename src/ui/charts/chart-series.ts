/**
 * The data a chart draws. Times are seconds from the start of the session; values are in
 * the unit the user chose (bpm, % HRmax, m or mi, TRIMPS…). A missing sample is NaN and
 * breaks the line (a gap over 10 s is missing data, not zero: docs/product-rules.md#samples).
 */
export interface ChartSeries {
  /** Seconds from the start of the session, ascending. */
  readonly t: Float64Array;
  readonly value: Float64Array;
  /** Optional band per point (the lowest and highest value inside a precision step). */
  readonly min?: Float64Array;
  readonly max?: Float64Array;
}

/** A horizontal band behind the data, such as a heart-rate zone. `from` < `to`, in y units. */
export interface ChartBand {
  readonly from: number;
  readonly to: number;
  readonly color: string;
  /** Short label drawn at the band's right edge (e.g. "High"). */
  readonly label?: string;
}

/** A labelled span of the session drawn across the chart, such as a segment. `start` < `end`, in seconds. */
export interface ChartMark {
  readonly start: number;
  readonly end: number;
  readonly label: string;
}

/** A dashed horizontal line with a label, such as 80% HRmax. */
export interface ChartThreshold {
  readonly value: number;
  readonly label: string;
  readonly color: string;
}

/** A span of the session in seconds, start < end. */
export interface ChartSpan {
  readonly start: number;
  readonly end: number;
}

/** Extent of a series' times, or [0, 1] when it is empty. */
export function spanOfSeries(series: ChartSeries): ChartSpan {
  const n = series.t.length;
  const first = series.t[0];
  const last = series.t[n - 1];
  if (first === undefined || last === undefined || last <= first) {
    return { start: first ?? 0, end: (first ?? 0) + 1 };
  }
  return { start: first, end: last };
}
