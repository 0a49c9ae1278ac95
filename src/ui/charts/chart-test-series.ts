import type { ChartSeries } from './chart-series';

/** A 1 Hz test series of `seconds` samples whose value is `valueAt(t)`. */
export function buildTestSeries(seconds: number, valueAt: (t: number) => number): ChartSeries {
  const t = new Float64Array(seconds);
  const value = new Float64Array(seconds);
  for (let i = 0; i < seconds; i += 1) {
    t[i] = i;
    value[i] = valueAt(i);
  }
  return { t, value };
}
