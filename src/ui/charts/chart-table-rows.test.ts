import { describe, expect, it } from 'vitest';
import { listChartTableRows } from './chart-table-rows';
import { buildTestSeries } from './chart-test-series';

describe('listChartTableRows', () => {
  it('lists one row per 60-s step over a long span, keeping each step’s peak', () => {
    const series = buildTestSeries(3_600, (t) => (t === 125 ? 190 : 120));
    const rows = listChartTableRows(series, { start: 0, end: 3_599 });
    expect(rows).toHaveLength(60);
    expect(rows[2]).toEqual({ time: 120, value: 120, low: 120, high: 190 });
  });

  it('uses 10-s steps for a span under 15 minutes', () => {
    const series = buildTestSeries(3_600, () => 120);
    const rows = listChartTableRows(series, { start: 600, end: 1_200 });
    expect(rows.map((row) => row.time).slice(0, 3)).toEqual([600, 610, 620]);
  });

  it('puts the steps on whole multiples of the step', () => {
    const series = buildTestSeries(3_600, () => 120);
    const rows = listChartTableRows(series, { start: 917, end: 2_717 });
    expect(rows.map((row) => row.time).slice(0, 3)).toEqual([900, 960, 1_020]);
  });

  it('leaves out steps without data', () => {
    const series = buildTestSeries(3_600, (t) => (t < 1_800 ? 120 : Number.NaN));
    const rows = listChartTableRows(series, { start: 0, end: 3_599 });
    expect(rows).toHaveLength(30);
  });
});
