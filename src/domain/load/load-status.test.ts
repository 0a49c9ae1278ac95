import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, countDaysBetween } from '../time/civil-date';
import type { LoadEntry } from './daily-load';
import { LOAD_BANDS } from './load-band';
import { anyToday, day, historyBefore } from './load-entries.test-support';
import {
  computeLoadStatus,
  LOAD_CHART_DAYS,
  LOAD_SERIES_DAYS,
  type LoadChartDay,
  type LoadStatus,
} from './load-status';

/**
 * The worked example: five weeks, Monday 23 February to Sunday 29 March 2026 (today).
 *
 *   week 1  23 Feb – 1 Mar    Mon 300, Thu 300                      =   600 (history only)
 *   week 2   2 Mar – 8 Mar    Mon 200, Wed 250, Sat 350             =   800 ┐
 *   week 3   9 Mar – 15 Mar   Tue 300, Thu 300, Sun 300             =   900 ├ chronic window (21 days)
 *   week 4  16 Mar – 22 Mar   Mon 400, Wed 300                      =   700 ┘
 *   week 5  23 Mar – 29 Mar   Mon 300, Tue 200, Thu 400, Sat 160+100 = 1 160 acute (last 7 days)
 *
 *   acute   = 300 + 200 + 400 + 260                 = 1 160 TRIMPs
 *   chronic = (800 + 900 + 700) ÷ 3                 =   800 TRIMPs a week (the usual week)
 *   ratio   = 1 160 ÷ 800                           = 1.45 → above 1.44, up to 1.80: "a step up"
 *     (coupled, as Gabbett read his bounds: 1 160 ÷ ((800 + 900 + 700 + 1 160) ÷ 4) = 1.303, above his 1.3)
 *   monotony (Foster), week 5's days 300, 200, 0, 400, 0, 260, 0:
 *     mean = 1 160 ÷ 7                              = 165.714…
 *     Σx² = 90 000 + 40 000 + 160 000 + 67 600       = 357 600
 *     sample variance = (357 600 − 1 160² ÷ 7) ÷ 6   = (357 600 − 192 228.571…) ÷ 6 = 27 561.904…
 *     SD = √27 561.904…                             = 166.0178…
 *     monotony = 165.714… ÷ 166.0178…               = 0.99817…
 *   strain = 1 160 × 0.99817…                       = 1 157.88…
 *   history: 35 days from the first session, 28 of them before the last 7 (≥ 21): a ratio.
 *   chart (EWMA × 7, per week), from the first day (35 days < 42), both seeded with week 1's mean
 *   daily load, 600 ÷ 7; on 23 Feb, 300 TRIMPs:
 *     acute   = (300 × 0.25 + 0.75 × 600/7) × 7   = 525 + 450           = 975
 *     chronic = (300 × 2/29 + 27/29 × 600/7) × 7  = (4 200 + 16 200)/29 = 703.448…
 */
const WORKED_WEEKS: readonly (readonly [string, number])[] = [
  ['2026-02-23', 300],
  ['2026-02-26', 300],
  ['2026-03-02', 200],
  ['2026-03-04', 250],
  ['2026-03-07', 350],
  ['2026-03-10', 300],
  ['2026-03-12', 300],
  ['2026-03-15', 300],
  ['2026-03-16', 400],
  ['2026-03-18', 300],
  ['2026-03-23', 300],
  ['2026-03-24', 200],
  ['2026-03-26', 400],
  ['2026-03-28', 160],
  ['2026-03-28', 100],
];
const worked: LoadEntry[] = WORKED_WEEKS.map(([date, trimps]) => ({ day: day(date), trimps }));
const TODAY = day('2026-03-29');

function expectRatio(status: LoadStatus | null): Extract<LoadStatus, { kind: 'ratio' }> {
  if (status?.kind !== 'ratio') throw new Error(`expected a ratio, got ${status?.kind ?? 'null'}`);
  return status;
}

const close = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));

describe('the load status: worked example', () => {
  it('gives the figures worked out by hand', () => {
    const status = expectRatio(computeLoadStatus(worked, TODAY));
    expect(status.firstDay).toBe('2026-02-23');
    expect(status.acute).toBe(1160);
    expect(status.chronic).toBe(800);
    expect(status.ratio).toBe(1.45);
    expect(status.shownRatio).toBe(1.45);
    expect(status.band).toBe('step-up');
    expect(status.monotony).toBeCloseTo(0.998172, 6);
    expect(status.strain).toBeCloseTo(1157.879, 3);
    expect(status.chart).toHaveLength(35);
    expect(status.chart[0]?.day).toBe('2026-02-23');
    expect(status.chart[0]?.acute).toBeCloseTo(975, 9);
    expect(status.chart[0]?.chronic).toBeCloseTo(703.4483, 4);
    expect(status.chart.at(-1)?.day).toBe('2026-03-29');
  });

  it('a week later, with nothing more: the last 7 days are empty, "lighter than usual"', () => {
    const status = expectRatio(computeLoadStatus(worked, addDays(TODAY, 7)));
    // Chronic: weeks 3, 4 and 5 = (900 + 700 + 1 160) ÷ 3 = 920; acute 0; ratio 0.
    expect(status.acute).toBe(0);
    expect(status.chronic).toBe(920);
    expect(status.band).toBe('lighter');
    // Seven days of rest: every day the same, so no monotony (its deviation is 0), and no strain.
    expect(status.monotony).toBeNull();
    expect(status.strain).toBeNull();
  });

  it('the weighting runs over the last 14 weeks only: how much an older session weighed moves no point of the chart', () => {
    const recent = worked.map((entry) => ({ ...entry, day: addDays(entry.day, 100) }));
    const today = addDays(TODAY, 100);
    const chartWith = (daysBack: number, trimps: number) =>
      computeLoadStatus([...recent, { day: addDays(today, -daysBack), trimps }], today)?.chart;
    // 98 days back is the day before the series: 1 or 5 000 TRIMPs there draw the same chart.
    expect(chartWith(LOAD_SERIES_DAYS, 5000)).toEqual(chartWith(LOAD_SERIES_DAYS, 1));
    // 97 days back is the series' first day: there it counts.
    expect(chartWith(LOAD_SERIES_DAYS - 1, 5000)).not.toEqual(chartWith(LOAD_SERIES_DAYS - 1, 1));
  });

  it('the chart keeps the last six weeks once the history is longer', () => {
    const status = expectRatio(computeLoadStatus(worked, addDays(TODAY, 14)));
    expect(status.chart).toHaveLength(LOAD_CHART_DAYS);
    expect(status.chart[0]?.day).toBe(addDays(TODAY, 14 - 41));
  });
});

describe('the load status: a steady load (docs/product-rules.md#load-status)', () => {
  /** `days` days of history ending today, the same load every day. */
  const steady = (days: number, trimps: number, today = TODAY): LoadEntry[] =>
    Array.from({ length: days }, (_, index) => ({ day: addDays(today, -index), trimps }));

  it.each([28, 56])(
    '50 TRIMPs a day, day %i: ratio 1.00, about usual, and both lines of the chart at 350 TRIMPs a week',
    (days) => {
      // The last 7 days: 7 × 50 = 350; the usual week: 21 × 50 ÷ 3 = 350; a weighted mean of 50s is 50, × 7 = 350.
      const status = expectRatio(computeLoadStatus(steady(days, 50), TODAY));
      expect([status.acute, status.chronic, status.shownRatio, status.band]).toEqual([350, 350, 1, 'usual']);
      const last = status.chart.at(-1);
      expect(last?.acute).toBeCloseTo(350, 6);
      expect(last?.chronic).toBeCloseTo(350, 6);
    },
  );

  it('any steady load: from day 28 on, the two lines of the chart stay within 2 % of each other', () => {
    fc.assert(
      fc.property(fc.integer({ min: 28, max: 150 }), fc.double({ min: 1, max: 600, noNaN: true }), (days, trimps) => {
        const status = expectRatio(computeLoadStatus(steady(days, trimps), TODAY));
        const dayOfHistory = (point: LoadChartDay) => countDaysBetween(status.firstDay, point.day) + 1;
        for (const point of status.chart.filter((entry) => dayOfHistory(entry) >= 28)) {
          expect(Math.abs(point.acute - point.chronic)).toBeLessThanOrEqual(0.02 * point.acute);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('the load status: history', () => {
  it('is null without a session up to today (sessions after today do not count)', () => {
    expect(computeLoadStatus([], TODAY)).toBeNull();
    expect(computeLoadStatus([{ day: addDays(TODAY, 1), trimps: 100 }], TODAY)).toBeNull();
  });

  it('builds a baseline until 21 days of history lie before the last 7 days', () => {
    const firstToday = computeLoadStatus([{ day: TODAY, trimps: 100 }], TODAY);
    expect(firstToday).toMatchObject({ kind: 'baseline', historyDays: 0, daysUntilRatio: 27, acute: 100 });
    const dayBefore = computeLoadStatus(
      [
        { day: addDays(TODAY, -26), trimps: 100 },
        { day: TODAY, trimps: 50 },
      ],
      TODAY,
    );
    expect(dayBefore).toMatchObject({ kind: 'baseline', historyDays: 20, daysUntilRatio: 1, acute: 50 });
    const enough = computeLoadStatus(
      [
        { day: addDays(TODAY, -27), trimps: 300 },
        { day: TODAY, trimps: 100 },
      ],
      TODAY,
    );
    // 300 TRIMPs in the 21-day window: 100 a week, against 100 this week.
    expect(enough).toMatchObject({ kind: 'ratio', chronic: 100, acute: 100, shownRatio: 1, band: 'usual' });
  });

  it('gives no ratio when the usual week is empty (a long break before the last 7 days)', () => {
    const status = computeLoadStatus(
      [
        { day: addDays(TODAY, -60), trimps: 300 },
        { day: TODAY, trimps: 100 },
      ],
      TODAY,
    );
    expect(status).toMatchObject({ kind: 'no-usual-load', acute: 100 });
    expect(status).not.toHaveProperty('ratio');
  });

  it('counts entries of one day together and ignores unusable loads', () => {
    const base: LoadEntry[] = [{ day: addDays(TODAY, -27), trimps: 300 }];
    const status = computeLoadStatus(
      [
        ...base,
        { day: TODAY, trimps: 40 },
        { day: TODAY, trimps: 60 },
        { day: TODAY, trimps: Number.NaN },
        { day: TODAY, trimps: -5 },
      ],
      TODAY,
    );
    expect(status).toMatchObject({ kind: 'ratio', acute: 100 });
  });
});

describe('the load status: properties', () => {
  const withToday = anyToday.chain((today) => fc.tuple(fc.constant(today), historyBefore(today)));

  it('scaling every session by k > 0 scales acute and chronic alike and leaves the ratio unchanged', () => {
    fc.assert(
      fc.property(withToday, fc.double({ min: 0.01, max: 100, noNaN: true }), ([today, entries], k) => {
        const before = computeLoadStatus(entries, today);
        const after = computeLoadStatus(
          entries.map((entry) => ({ ...entry, trimps: entry.trimps * k })),
          today,
        );
        if (before === null || after === null) throw new Error('a history with a session has a status');
        expect(after.kind).toBe(before.kind);
        close(after.acute, before.acute * k);
        if (before.kind === 'ratio' && after.kind === 'ratio') {
          close(after.chronic, before.chronic * k);
          close(after.ratio, before.ratio);
        }
      }),
    );
  });

  it('the ratio and its band never go down when the last week gets more load', () => {
    const rank = (status: LoadStatus) => (status.kind === 'ratio' ? LOAD_BANDS.indexOf(status.band) : -1);
    fc.assert(
      fc.property(
        withToday,
        fc.integer({ min: 0, max: 6 }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        ([today, entries], daysBack, extra) => {
          const before = computeLoadStatus(entries, today);
          const after = computeLoadStatus([...entries, { day: addDays(today, -daysBack), trimps: extra }], today);
          if (before?.kind !== 'ratio' || after?.kind !== 'ratio') return;
          expect(after.ratio).toBeGreaterThanOrEqual(before.ratio);
          expect(after.chronic).toBe(before.chronic);
          expect(rank(after)).toBeGreaterThanOrEqual(rank(before));
        },
      ),
    );
  });

  it('a day without a session counts as zero: adding zero loads on days of the history changes nothing', () => {
    fc.assert(
      fc.property(
        withToday,
        fc.array(fc.integer({ min: 0, max: 27 }), { maxLength: 20 }),
        ([today, entries], restDays) => {
          const zeros = restDays.map((daysBack) => ({ day: addDays(today, -daysBack), trimps: 0 }));
          expect(computeLoadStatus([...entries, ...zeros], today)).toEqual(computeLoadStatus(entries, today));
        },
      ),
    );
  });
});
