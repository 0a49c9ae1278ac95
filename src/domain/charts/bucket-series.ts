/**
 * Buckets a time series into fixed steps (the chart precision step), keeping each
 * bucket's minimum and maximum so a peak survives (docs/product-rules.md#chart-precision). Buckets start at
 * `startSeconds` and are [start + k·step, start + (k+1)·step); a bucket with no
 * (non-NaN) value holds NaN (missing data).
 */
export interface BucketedSeries {
  readonly starts: Float64Array;
  readonly mins: Float64Array;
  readonly maxs: Float64Array;
  readonly length: number;
}

export function bucketSeries(
  ts: Float64Array,
  values: Float64Array,
  stepSeconds: number,
  startSeconds: number,
  endSeconds: number,
): BucketedSeries {
  const step = stepSeconds > 0 ? stepSeconds : 1;
  const count = endSeconds > startSeconds ? Math.ceil((endSeconds - startSeconds) / step) : 0;
  const starts = new Float64Array(count);
  const mins = new Float64Array(count).fill(Number.NaN);
  const maxs = new Float64Array(count).fill(Number.NaN);
  for (let k = 0; k < count; k += 1) starts[k] = startSeconds + k * step;
  const n = Math.min(ts.length, values.length);
  for (let i = 0; i < n; i += 1) {
    const t = ts[i] as number;
    const v = values[i] as number;
    if (v !== v || t < startSeconds || t >= endSeconds) continue;
    const k = Math.floor((t - startSeconds) / step);
    const min = mins[k] as number;
    if (min !== min || v < min) mins[k] = v;
    const max = maxs[k] as number;
    if (max !== max || v > max) maxs[k] = v;
  }
  return { starts, mins, maxs, length: count };
}
