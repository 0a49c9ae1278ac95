import { M4_POINTS_PER_COLUMN, resampleSeries } from '../../domain/charts/resample-series';
import { bucketSeries } from '../../domain/charts/bucket-series';
import type { ChartSeries, ChartSpan } from './chart-series';

/** What the canvas draws: the M4-resampled line (NaN between runs breaks it) and the optional band. */
export interface DrawableSeries {
  readonly line: { readonly t: Float64Array; readonly value: Float64Array };
  readonly band: { readonly t: Float64Array; readonly min: Float64Array; readonly max: Float64Array } | null;
}

/** First index whose time is ≥ `time` (binary search over ascending times). */
function lowerBound(t: Float64Array, time: number): number {
  let lo = 0;
  let hi = t.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((t[mid] ?? 0) < time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index range [from, to) covering the span plus one neighbour each side, so the line reaches the edges. */
function indexRangeOfSpan(t: Float64Array, span: ChartSpan): { from: number; to: number } {
  const from = Math.max(0, lowerBound(t, span.start) - 1);
  const firstAfter = lowerBound(t, span.end);
  const to = Math.min(t.length, firstAfter + ((t[firstAfter] ?? Number.NaN) === span.end ? 2 : 1));
  return { from, to: Math.max(from, to) };
}

/**
 * The line through the domain's M4 resampling (docs/product-rules.md#chart-precision). Missing samples (NaN) split the
 * series into runs; each run is resampled on its share of the columns and a NaN between runs
 * keeps the gap visible (a gap is missing data, not a straight line).
 */
function resampleLine(t: Float64Array, v: Float64Array, from: number, to: number, span: ChartSpan, columns: number) {
  let outT = new Float64Array(Math.min(to - from, columns * M4_POINTS_PER_COLUMN) + 16);
  let outV = new Float64Array(outT.length);
  let n = 0;
  const append = (time: number, value: number): void => {
    if (n === outT.length) {
      const grownT = new Float64Array(outT.length * 2);
      const grownV = new Float64Array(outT.length * 2);
      grownT.set(outT);
      grownV.set(outV);
      outT = grownT;
      outV = grownV;
    }
    outT[n] = time;
    outV[n] = value;
    n += 1;
  };
  const pixelsPerSecond = columns / Math.max(1e-9, span.end - span.start);
  let runStart = -1;
  const flushRun = (runEnd: number): void => {
    if (runStart < 0) return;
    const runT = t.subarray(runStart, runEnd);
    const runV = v.subarray(runStart, runEnd);
    const runSeconds = (runT[runT.length - 1] ?? 0) - (runT[0] ?? 0);
    const resampled = resampleSeries(runT, runV, Math.max(1, Math.ceil(runSeconds * pixelsPerSecond)));
    if (n > 0) append(runT[0] ?? 0, Number.NaN);
    for (let k = 0; k < resampled.length; k += 1) append(resampled.xs[k] ?? 0, resampled.ys[k] ?? Number.NaN);
    runStart = -1;
  };
  for (let i = from; i < to; i += 1) {
    const value = v[i] ?? Number.NaN;
    if (value !== value) flushRun(i);
    else if (runStart < 0) runStart = i;
  }
  flushRun(to);
  return { t: outT.subarray(0, n), value: outV.subarray(0, n) };
}

/** The band as the lowest minimum and highest maximum per pixel column (domain bucketing). */
function resampleBand(
  t: Float64Array,
  min: Float64Array,
  max: Float64Array,
  from: number,
  to: number,
  span: ChartSpan,
  columns: number,
) {
  const start = t[from] ?? span.start;
  const end = (t[to - 1] ?? span.end) + 1e-6;
  const step = Math.max(1e-6, (span.end - span.start) / columns);
  const tSlice = t.subarray(from, to);
  const lows = bucketSeries(tSlice, min.subarray(from, to), step, start, end);
  const highs = bucketSeries(tSlice, max.subarray(from, to), step, start, end);
  const centres = lows.starts.map((s) => s + step / 2);
  return { t: centres, min: lows.mins, max: highs.maxs };
}

/**
 * Cuts the series to the visible span and resamples it to the plot's width in CSS pixels, so
 * a 14,400-sample series draws at most four points per column (~3,200 on an 800-px chart).
 */
export function resampleForWidth(series: ChartSeries, span: ChartSpan, widthPx: number): DrawableSeries {
  const columns = Math.max(1, Math.round(widthPx));
  const { from, to } = indexRangeOfSpan(series.t, span);
  const line = resampleLine(series.t, series.value, from, to, span, columns);
  const { min, max } = series;
  const band = min && max && to > from ? resampleBand(series.t, min, max, from, to, span, columns) : null;
  return { line, band };
}
