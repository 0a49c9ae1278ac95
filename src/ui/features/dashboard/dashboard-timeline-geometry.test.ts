import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, type IsoDate } from '../../../domain/time/civil-date';
import {
  computeTimelineGeometry,
  TIMELINE_CHART_MARGIN,
  timelineValueTicks,
  VALUE_AXIS_TOP_ROOM,
  type TimelineChartPoint,
} from './dashboard-timeline-geometry';

const START = '2026-01-01' as IsoDate;
const page = (values: readonly number[]): TimelineChartPoint[] =>
  values.map((value, index) => ({ date: addDays(START, index), value }));
const SIZE = { width: 300, height: 140 };

describe('computeTimelineGeometry', () => {
  it('places values oldest to newest, evenly, with the maximum highest and zero at the baseline', () => {
    const geometry = computeTimelineGeometry(page([0, 50, 100]), SIZE);
    const [first, middle, last] = geometry.points;
    expect(first?.x).toBeLessThan(middle?.x ?? 0);
    expect((middle?.x ?? 0) - (first?.x ?? 0)).toBeCloseTo((last?.x ?? 0) - (middle?.x ?? 0));
    expect(first?.y).toBeCloseTo(geometry.baselineY);
    expect(geometry.maximumY).toBeCloseTo(last?.y ?? NaN);
    expect(geometry.minimumY).toBeCloseTo(first?.y ?? NaN);
    // 10 % head room above the maximum.
    expect(last?.y).toBeGreaterThan(TIMELINE_CHART_MARGIN.top);
    expect(geometry.linePath.startsWith('M')).toBe(true);
    expect(geometry.areaPath.endsWith('Z')).toBe(true);
  });

  it("keeps each value's session on its point, with a hit area of half the step (6 to 16 px)", () => {
    const values = page([5, 9, 7]).map((point, index) => ({ ...point, activityId: `act-${index}` }));
    const geometry = computeTimelineGeometry(values, SIZE);
    expect(geometry.points.map((point) => point.activityId)).toEqual(['act-0', 'act-1', 'act-2']);
    // 280 px of plot for 3 points: a step of 93 px, so the widest area.
    expect(geometry.hitRadius).toBe(16);
    const dense = computeTimelineGeometry(page(Array.from({ length: 30 }, (_, i) => i)), { width: 500, height: 140 });
    const step = (dense.points[1]?.x ?? 0) - (dense.points[0]?.x ?? 0);
    expect(dense.hitRadius).toBeCloseTo(step / 2);
  });

  it('draws an empty page as nothing and a single value in the middle', () => {
    const empty = computeTimelineGeometry([], SIZE);
    expect(empty.points).toEqual([]);
    expect(empty.linePath).toBe('');
    expect(empty.minimumY).toBeNull();
    const single = computeTimelineGeometry(page([12]), SIZE);
    expect(single.points[0]?.x).toBeCloseTo(SIZE.width / 2);
  });

  it('given the days it spans, puts each value on its date: a week with one session shows which day it was', () => {
    const week = { from: START, to: addDays(START, 6) };
    const lone = computeTimelineGeometry([{ date: addDays(START, 2), value: 40 }], SIZE, 0, week);
    const plot = SIZE.width - TIMELINE_CHART_MARGIN.left - TIMELINE_CHART_MARGIN.right;
    // Seven slots of plot / 7; the third day's centre is 2.5 slots in.
    expect(lone.points[0]?.x).toBeCloseTo(TIMELINE_CHART_MARGIN.left + (plot / 7) * 2.5);
    expect(lone.xOfDay?.(week.to)).toBeCloseTo(SIZE.width - TIMELINE_CHART_MARGIN.right - plot / 14);
    expect(computeTimelineGeometry(page([1]), SIZE).xOfDay).toBeNull();
    // Two sessions three days apart in a month: the hit areas meet halfway between them.
    const month = { from: START, to: addDays(START, 29) };
    const close = computeTimelineGeometry(
      [
        { date: addDays(START, 3), value: 1 },
        { date: addDays(START, 6), value: 2 },
        { date: addDays(START, 20), value: 2 },
      ],
      SIZE,
      0,
      month,
    );
    expect(close.hitRadius).toBeCloseTo(((close.points[1]?.x ?? 0) - (close.points[0]?.x ?? 0)) / 2);
  });

  it('property: on dated days, x grows with the date and stays inside the plot', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 99 }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 120, max: 900 }),
        (offsets, width) => {
          const dates = [...offsets].sort((a, b) => a - b).map((offset) => addDays(START, offset));
          const days = { from: START, to: addDays(START, 99) };
          const geometry = computeTimelineGeometry(
            dates.map((date) => ({ date, value: 1 })),
            { width, height: 140 },
            0,
            days,
          );
          const xs = geometry.points.map((point) => point.x);
          for (let i = 1; i < xs.length; i += 1) expect(xs[i] ?? 0).toBeGreaterThan(xs[i - 1] ?? 0);
          for (const x of xs) {
            expect(x).toBeGreaterThanOrEqual(TIMELINE_CHART_MARGIN.left);
            expect(x).toBeLessThanOrEqual(width - TIMELINE_CHART_MARGIN.right);
          }
        },
      ),
    );
  });

  it('two lines passing the larger maximum share one value axis', () => {
    const low = page([10, 20, 50]);
    const high = page([40, 80, 100]);
    const shared = Math.max(...[...low, ...high].map((point) => point.value));
    const lowGeometry = computeTimelineGeometry(low, SIZE, shared);
    const highGeometry = computeTimelineGeometry(high, SIZE, shared);
    // 50 is half of 100: its height above the baseline is half of 100's.
    const rise = (geometry: typeof lowGeometry, index: number) =>
      geometry.baselineY - (geometry.points[index]?.y ?? NaN);
    expect(rise(lowGeometry, 2)).toBeCloseTo(rise(highGeometry, 2) / 2);
    expect(computeTimelineGeometry(low, SIZE).points[2]?.y).toBeLessThan(lowGeometry.points[2]?.y ?? NaN);
  });

  it('keeps a page of zeros on the baseline', () => {
    const geometry = computeTimelineGeometry(page([0, 0, 0]), SIZE);
    expect(geometry.points.every((point) => Math.abs(point.y - geometry.baselineY) < 1e-9)).toBe(true);
  });

  it('keeps every point inside the plot, in order, higher values higher (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: -100_000_000, max: 100_000_000 }).map((cents) => cents / 100),
          { minLength: 1, maxLength: 100 },
        ),
        fc.integer({ min: 40, max: 2000 }),
        (values, width) => {
          const geometry = computeTimelineGeometry(page(values), { width, height: 140 });
          const points = geometry.points;
          expect(geometry.hitRadius).toBeGreaterThanOrEqual(6);
          expect(geometry.hitRadius).toBeLessThanOrEqual(16);
          for (let i = 0; i < points.length; i += 1) {
            const point = points[i] as (typeof points)[number];
            expect(point.x).toBeGreaterThanOrEqual(TIMELINE_CHART_MARGIN.left - 1e-6);
            expect(point.x).toBeLessThanOrEqual(width - TIMELINE_CHART_MARGIN.right + 1e-6);
            expect(point.y).toBeGreaterThanOrEqual(TIMELINE_CHART_MARGIN.top - 1e-6);
            expect(point.y).toBeLessThanOrEqual(140 - TIMELINE_CHART_MARGIN.bottom + 1e-6);
            const next = points[i + 1];
            if (next) expect(next.x).toBeGreaterThan(point.x);
            // Neighbouring hit areas never overlap unless the points are closer than the smallest area.
            if (next && geometry.hitRadius > 6)
              expect(next.x - point.x).toBeGreaterThanOrEqual(2 * geometry.hitRadius - 1e-6);
            if (next && next.value > point.value) expect(next.y).toBeLessThan(point.y);
          }
        },
      ),
    );
  });

  it('breaks the line over a day without a session; a day alone is a stem, a day of 0 stays on the line', () => {
    const week = { from: START, to: addDays(START, 6) };
    // Monday, Tuesday (0), Wednesday, then Saturday alone.
    const values = [0, 1, 2, 5].map((offset, index) => ({ date: addDays(START, offset), value: index === 1 ? 0 : 30 }));
    const geometry = computeTimelineGeometry(values, SIZE, 0, week);
    // One piece of line for the first three days; none reaches Saturday.
    expect(geometry.linePath.match(/M/g)).toHaveLength(1);
    expect(geometry.stems.map((point) => point.date)).toEqual([addDays(START, 5)]);
    const two = computeTimelineGeometry([...values, { date: addDays(START, 6), value: 12 }], SIZE, 0, week);
    expect(two.linePath.match(/M/g)).toHaveLength(2);
    expect(two.areaPath.match(/M/g)).toHaveLength(2);
    expect(two.stems).toEqual([]);
    // Without the days, evenly spaced values are one line; a single value is a stem.
    expect(computeTimelineGeometry(values, SIZE).linePath.match(/M/g)).toHaveLength(1);
    expect(computeTimelineGeometry(page([3]), SIZE).stems).toHaveLength(1);
  });

  it('given a value axis, spans its ticks from the baseline to the top of the plot, right of the labels', () => {
    const values = page([4, 17, 9]);
    const ticks = timelineValueTicks(values);
    expect(ticks).toEqual([0, 5, 10, 15, 20]);
    const geometry = computeTimelineGeometry(values, SIZE, 0, null, { ticks, labelWidth: 40 });
    expect(geometry.valueTicks.map((tick) => tick.value)).toEqual(ticks);
    expect(geometry.valueTicks[0]?.y).toBeCloseTo(geometry.baselineY);
    // The top tick leaves room above it for the latest session's label.
    expect(geometry.valueTicks.at(-1)?.y).toBeCloseTo(TIMELINE_CHART_MARGIN.top + VALUE_AXIS_TOP_ROOM);
    // The plot starts after the labels' column and a gap; the points keep the margin inside it.
    expect(geometry.plotLeft).toBeGreaterThanOrEqual(40);
    expect(Math.min(...geometry.points.map((point) => point.x))).toBeGreaterThanOrEqual(
      geometry.plotLeft + TIMELINE_CHART_MARGIN.left,
    );
    expect(computeTimelineGeometry(values, SIZE).valueTicks).toEqual([]);
  });

  it('property: every value sits between the lowest and highest tick, the ticks evenly spaced upwards', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100),
          { minLength: 1, maxLength: 60 },
        ),
        (numbers) => {
          const values = page(numbers);
          const ticks = timelineValueTicks(values);
          const geometry = computeTimelineGeometry(values, SIZE, 0, null, { ticks, labelWidth: 30 });
          const ys = geometry.valueTicks.map((tick) => tick.y);
          for (let i = 1; i < ys.length; i += 1) {
            expect(ys[i] ?? NaN).toBeLessThan(ys[i - 1] ?? NaN);
            expect((ys[i - 1] ?? NaN) - (ys[i] ?? NaN)).toBeCloseTo((ys[0] ?? NaN) - (ys[1] ?? NaN), 6);
          }
          for (const point of geometry.points) {
            expect(point.y).toBeLessThanOrEqual((ys[0] ?? NaN) + 1e-6);
            expect(point.y).toBeGreaterThanOrEqual((ys.at(-1) ?? NaN) - 1e-6);
          }
        },
      ),
    );
  });
});
