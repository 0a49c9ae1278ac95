import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { civilFromDays, daysFromCivil } from '../time/civil-date';
import {
  DASHBOARD_TIMELINE_METRICS,
  MAX_TIMELINE_PAGE_SIZE,
  hasNewerTimelinePage,
  hasOlderTimelinePage,
  isTimeValuedMetric,
  measureTimelineRange,
  pageTimeline,
  selectTimelinePage,
  sliceTimelineEndingAt,
  splitIntoDayRuns,
  toDashboardTimelineMetric,
  toDisplayTimeline,
  toDisplayTimelineValue,
  type DashboardTimeline,
  type TimelineValue,
} from './dashboard-timeline';

const valuesOf = (numbers: readonly number[]): TimelineValue[] =>
  numbers.map((value, index) => ({
    date: civilFromDays(19_000 + index),
    value,
    points: 1,
    activityId: `act-${index}`,
  }));

const timeline = fc.array(fc.integer({ min: 0, max: 10_000 }), { maxLength: 200 }).map(valuesOf);
const pageSize = fc.integer({ min: 1, max: 40 });

describe('time-valued metrics', () => {
  it('are time above 80 % HR and AP as time; seconds are shown as minutes', () => {
    expect(DASHBOARD_TIMELINE_METRICS.filter(isTimeValuedMetric)).toEqual(['TIME_ABOVE_80_PERCENT_HR', 'AP_TIME']);
    expect(toDisplayTimelineValue('TIME_ABOVE_80_PERCENT_HR', 1530)).toBe(25.5);
    expect(toDisplayTimelineValue('AP_TIME', 90)).toBe(1.5);
    expect(toDisplayTimelineValue('AP_PERCENTAGE', 90)).toBe(90);
    expect(toDisplayTimelineValue('DISTANCE', 5400)).toBe(5400);
  });
  it('maps AP to AP_PERCENTAGE or AP_TIME by the AP unit, the others unchanged', () => {
    expect(toDashboardTimelineMetric('AP')).toBe('AP_PERCENTAGE');
    expect(toDashboardTimelineMetric('AP', 'TIME_IN_MINUTES_SECONDS')).toBe('AP_TIME');
    expect(toDashboardTimelineMetric('WORKLOAD', 'TIME_IN_MINUTES_SECONDS')).toBe('WORKLOAD');
  });
  it('converts a whole timeline page for display, minimum and maximum too', () => {
    const page: DashboardTimeline = {
      ...pageTimeline(valuesOf([60, 120, 600]), 0, 7),
      metric: 'AP_TIME',
      unit: 'SECONDS',
    };
    const shown = toDisplayTimeline(page);
    expect(shown.timelineValues.map((v) => v.value)).toEqual([1, 2, 10]);
    // Each point still opens its session.
    expect(shown.timelineValues.map((v) => v.activityId)).toEqual(['act-0', 'act-1', 'act-2']);
    expect([shown.valueMinimum, shown.valueMaximum]).toEqual([1, 10]);
    const distance: DashboardTimeline = { ...page, metric: 'DISTANCE', unit: 'METERS' };
    expect(toDisplayTimeline(distance)).toBe(distance);
  });
  it('property: minutes × 60 gives the seconds back', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (seconds) => {
        expect(toDisplayTimelineValue('TIME_ABOVE_80_PERCENT_HR', seconds) * 60).toBeCloseTo(seconds, 6);
      }),
    );
  });
});

describe('timeline paging — worked example', () => {
  const values = valuesOf([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  const numbers = (list: readonly TimelineValue[]) => list.map((v) => v.value);

  it('page 0 is the newest values, later pages go back in time, the last one is short', () => {
    expect(numbers(selectTimelinePage(values, 0, 4))).toEqual([7, 8, 9, 10]);
    expect(numbers(selectTimelinePage(values, 1, 4))).toEqual([3, 4, 5, 6]);
    expect(numbers(selectTimelinePage(values, 2, 4))).toEqual([1, 2]);
    expect(selectTimelinePage(values, 3, 4)).toEqual([]);
    expect(numbers(sliceTimelineEndingAt(values, 3, 4))).toEqual([4, 5, 6, 7]);
  });
  it('gives the page minimum and maximum and the totals; clamps a page beyond the oldest', () => {
    const page = pageTimeline(valuesOf([5, 1, 9, 3, 7]), 0, 3);
    expect(page).toMatchObject({ valueMinimum: 3, valueMaximum: 9, page: 0, size: 3, totalPages: 2, totalElements: 5 });
    expect(hasOlderTimelinePage(page)).toBe(true);
    expect(hasNewerTimelinePage(page)).toBe(false);
    const last = pageTimeline(valuesOf([5, 1, 9, 3, 7]), 9, 3);
    expect(last).toMatchObject({ page: 1, valueMinimum: 1, valueMaximum: 5 });
    expect(hasOlderTimelinePage(last)).toBe(false);
    expect(pageTimeline([], 0, 7)).toEqual({
      timelineValues: [],
      valueMinimum: null,
      valueMaximum: null,
      page: 0,
      size: 7,
      totalPages: 0,
      totalElements: 0,
    });
    expect(measureTimelineRange([])).toEqual({ minimum: null, maximum: null });
  });
  it('documents the largest page size', () => expect(MAX_TIMELINE_PAGE_SIZE).toBe(100));
});

describe('timeline paging — properties', () => {
  it('pages partition the timeline: no overlap, nothing left out, newest page first, sizes ≤ N', () => {
    fc.assert(
      fc.property(timeline, pageSize, (values, size) => {
        const { totalPages } = pageTimeline(values, 0, size);
        const pages = Array.from({ length: totalPages }, (_, page) => selectTimelinePage(values, page, size));
        for (const page of pages) {
          expect(page.length).toBeGreaterThan(0);
          expect(page.length).toBeLessThanOrEqual(size);
        }
        // Reversing the page order (oldest page first) and concatenating gives the timeline back.
        expect([...pages].reverse().flat()).toEqual(values);
        // Each page is entirely newer than the next one.
        for (let i = 1; i < pages.length; i += 1) {
          const newer = pages[i - 1] ?? [];
          const older = pages[i] ?? [];
          expect((older.at(-1)?.date ?? '') < (newer[0]?.date ?? '')).toBe(true);
        }
        if (values.length > 0) expect(pages[0]?.at(-1)).toEqual(values.at(-1));
        expect(selectTimelinePage(values, totalPages, size)).toEqual([]);
      }),
    );
  });

  it('the page minimum and maximum bound every value of the page and are values of it', () => {
    fc.assert(
      fc.property(timeline, fc.nat(10), pageSize, (values, page, size) => {
        const result = pageTimeline(values, page, size);
        const shown = result.timelineValues.map((v) => v.value);
        if (shown.length === 0) {
          expect(result.valueMinimum).toBeNull();
          return;
        }
        expect(result.valueMinimum).toBe(Math.min(...shown));
        expect(result.valueMaximum).toBe(Math.max(...shown));
      }),
    );
  });
});

describe('days without a session', () => {
  /** Values on the given days after day 19 000 (oldest first). */
  const onDays = (days: readonly number[], value = (index: number) => index + 1): TimelineValue[] =>
    days.map((day, index) => ({
      date: civilFromDays(19_000 + day),
      value: value(index),
      points: 1,
      activityId: `act-${day}`,
    }));
  const runDays = (runs: readonly (readonly TimelineValue[])[]) =>
    runs.map((run) => run.map((entry) => daysFromCivil(entry.date) - 19_000));

  it('cut the line: a week with sessions on Monday, Tuesday and Friday draws two runs', () => {
    expect(runDays(splitIntoDayRuns(onDays([0, 1, 4])))).toEqual([[0, 1], [4]]);
    expect(splitIntoDayRuns([])).toEqual([]);
  });
  it('are gaps, not zeros; a day whose sessions add up to 0 stays on the line', () => {
    const zeros = onDays([0, 1, 2], () => 0);
    expect(splitIntoDayRuns(zeros)).toEqual([zeros]);
  });
  it('property: the runs give the values back in order, each of consecutive days, a missing day between two runs', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 400 }), { maxLength: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (days, zeroEvery) => {
          const values = onDays(
            [...days].sort((a, b) => a - b),
            (index) => (zeroEvery > 0 && index % zeroEvery === 0 ? 0 : index),
          );
          const runs = splitIntoDayRuns(values);
          expect(runs.flat()).toEqual(values);
          for (const run of runDays(runs)) {
            expect(run.length).toBeGreaterThan(0);
            for (let i = 1; i < run.length; i += 1) expect((run[i] ?? NaN) - (run[i - 1] ?? NaN)).toBe(1);
          }
          const all = runDays(runs);
          for (let i = 1; i < all.length; i += 1)
            expect((all[i]?.[0] ?? NaN) - (all[i - 1]?.at(-1) ?? NaN)).toBeGreaterThan(1);
        },
      ),
    );
  });
});
