import { describe, expect, it } from 'vitest';
import { resampleForWidth } from './chart-resampling';
import { buildTestSeries } from './chart-test-series';

describe('resampleForWidth', () => {
  it('draws a 4-hour 1 Hz series with at most four points per pixel column', () => {
    const series = buildTestSeries(14_400, (t) => 120 + 30 * Math.sin(t / 300));
    const { line } = resampleForWidth(series, { start: 0, end: 14_399 }, 800);
    expect(line.t.length).toBeLessThanOrEqual(3_200);
    expect(line.t.length).toBeGreaterThan(800);
  });

  it('keeps a one-second peak', () => {
    const series = buildTestSeries(14_400, (t) => (t === 7_001 ? 199 : 120));
    const { line } = resampleForWidth(series, { start: 0, end: 14_399 }, 400);
    expect(Math.max(...line.value)).toBe(199);
  });

  it('breaks the line where samples are missing', () => {
    const series = buildTestSeries(3_600, (t) => (t >= 1_000 && t < 1_200 ? Number.NaN : 130));
    const { line } = resampleForWidth(series, { start: 0, end: 3_599 }, 300);
    expect(line.value.some((v) => Number.isNaN(v))).toBe(true);
  });

  it('keeps only the visible span and its neighbours', () => {
    const series = buildTestSeries(3_600, () => 130);
    const { line } = resampleForWidth(series, { start: 600, end: 700 }, 1_000);
    expect(line.t[0]).toBe(599);
    expect(line.t[line.t.length - 1]).toBe(701);
  });

  it('resamples the min/max band to the lowest and highest per column', () => {
    const base = buildTestSeries(600, () => 130);
    const min = base.value.map((v, i) => (i === 300 ? 90 : v - 5));
    const max = base.value.map((v) => v + 5);
    const { band } = resampleForWidth({ ...base, min, max }, { start: 0, end: 599 }, 50);
    expect(band).not.toBeNull();
    expect(Math.min(...(band?.min ?? []))).toBe(90);
    expect(Math.max(...(band?.max ?? []))).toBe(135);
  });
});
