import { bucketSeries } from '../../domain/charts/bucket-series';
import { findNearestIndex } from '../../domain/charts/nearest-index';
import { selectPrecisionStep } from '../../domain/charts/chart-precision';
import type { ChartSeries, ChartSpan } from './chart-series';

export interface ChartTableRow {
  /** Start of the step, seconds from the session start. */
  readonly time: number;
  /** The sample nearest to the step's start (or the step's lowest value when that one is missing). */
  readonly value: number;
  readonly low: number;
  readonly high: number;
}

/**
 * One row per precision step of the span (docs/product-rules.md#chart-precision: 2, 10, 30 or 60 s) with its lowest and
 * highest value, so a table reader meets the same peaks as the chart. Steps without data are
 * left out.
 */
export function listChartTableRows(series: ChartSeries, span: ChartSpan): ChartTableRow[] {
  const step = selectPrecisionStep(span.end - span.start);
  const { t, value } = series;
  // Steps sit on whole multiples of the step (65:00, 66:00…), as a refetch at that precision would.
  const start = Math.floor(span.start / step) * step;
  const end = span.end + 1e-6;
  const lows = bucketSeries(t, series.min ?? value, step, start, end);
  const highs = bucketSeries(t, series.max ?? value, step, start, end);
  const rows: ChartTableRow[] = [];
  for (let k = 0; k < lows.length; k += 1) {
    const low = lows.mins[k] ?? Number.NaN;
    const high = highs.maxs[k] ?? Number.NaN;
    if (low !== low || high !== high) continue;
    const time = lows.starts[k] ?? start;
    const nearest = value[findNearestIndex(t, time)] ?? Number.NaN;
    rows.push({ time, value: Number.isFinite(nearest) ? nearest : low, low, high });
  }
  return rows;
}
