/** Chart metric types for the timeline (docs/product-rules.md#metrics-and-chart-types). */
export const CHART_METRICS_TYPES = ['HR_PERCENTAGE', 'HR_BPM', 'AP'] as const;
export type ChartMetricsType = (typeof CHART_METRICS_TYPES)[number];

export function isChartMetricsType(value: unknown): value is ChartMetricsType {
  return typeof value === 'string' && (CHART_METRICS_TYPES as readonly string[]).includes(value);
}

/**
 * Most buckets one timeline answer holds (ours; docs/product-rules.md#constants-and-limits): a
 * whole 4-hour session at 2-s steps is 7 200. The server refuses more; a 1-s export asks in pieces.
 */
export const TIMELINE_MAX_BUCKETS = 10_000;

/** GET …/timeline query (docs/product-rules.md#calls): offsets from the session start, bucket width in seconds. */
export interface TimelineQuery {
  readonly startOffsetSeconds: number;
  readonly endOffsetSeconds: number;
  readonly timeInterval: number;
  readonly chartMetricsType: ChartMetricsType;
}

/**
 * Chart data as parallel arrays, one entry per bucket of `stepSeconds` (docs/product-rules.md#chart-precision: each bucket
 * keeps its min and max so that no peak disappears). `t[i]` is the bucket's start offset in
 * seconds; a null value is a bucket without data (a gap over 10 s).
 * Values: HR_BPM in bpm, HR_PERCENTAGE in % HRmax, AP in speed m/s (activity above `apThreshold`).
 */
export interface Timeline {
  readonly metric: ChartMetricsType;
  readonly startOffsetSeconds: number;
  readonly endOffsetSeconds: number;
  readonly stepSeconds: number;
  readonly t: readonly number[];
  readonly min: readonly (number | null)[];
  readonly max: readonly (number | null)[];
  /** For HR_*: the HRmax used; for AP: null. */
  readonly hrmax: number | null;
  /** For AP: the speed threshold of active participation (m/s); else null. */
  readonly apThreshold: number | null;
  /**
   * What each bucket adds to the span's totals, integrated as the session's figures are
   * (docs/product-rules.md#samples): for AP the meters covered in the bucket, for HR_* the Edwards
   * TRIMP accrued in it (at `hrmax`); null for a bucket in which nothing was integrated. A bucket
   * without a sample of its own may still have an amount (a value held up to 10 s from the previous
   * one). Summed over a whole session they give its distance and TRIMP, over a span the figures of
   * that window (two decimals, rounded so that the running sum is the rounded running total).
   * Optional: without it the cumulative charts estimate each bucket from its min and max
   * (src/domain/charts/timeline-series.ts).
   */
  readonly amount?: readonly (number | null)[];
}
