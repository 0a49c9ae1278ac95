import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, type IsoDate } from '../time/civil-date';
import {
  DASHBOARD_METRIC_COLOURS,
  TIMELINE_PAGE_SIZE_WIDE,
  selectTimelinePageSize,
  selectTimelineWindowSize,
} from './dashboard-display';
import { lastDaysRange } from './dashboard-query';
import { MAX_TIMELINE_PAGE_SIZE } from './dashboard-timeline';

describe('selectTimelinePageSize', () => {
  it.each([
    [320, 7],
    [600, 7],
    [601, 14],
    [768, 14],
    [769, 14],
    [889, 14],
    [890, 30],
    [1440, 30],
  ])('%d px → %d', (width, size) => expect(selectTimelinePageSize(width)).toBe(size));

  it('property: monotone — a wider screen never shows fewer points', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), fc.integer({ min: 0, max: 4000 }), (a, b) => {
        const [narrow, wide] = a <= b ? [a, b] : [b, a];
        expect(selectTimelinePageSize(narrow)).toBeLessThanOrEqual(selectTimelinePageSize(wide));
        expect([7, 14, TIMELINE_PAGE_SIZE_WIDE]).toContain(selectTimelinePageSize(a));
      }),
    );
  });
});

describe('selectTimelineWindowSize', () => {
  const today = '2026-11-24' as IsoDate;

  it("asks for every day of a range on any screen, and the screen's page for the latest session", () => {
    expect(selectTimelineWindowSize(7, lastDaysRange(today, 30))).toBe(30);
    expect(selectTimelineWindowSize(14, lastDaysRange(today, 7))).toBe(14);
    expect(selectTimelineWindowSize(7, lastDaysRange(today, 7))).toBe(7);
    expect(selectTimelineWindowSize(7, { timeRange: 'SESSION' })).toBe(7);
    expect(selectTimelineWindowSize(30, { timeRange: 'SESSION' })).toBe(30);
    expect(
      selectTimelineWindowSize(7, { timeRange: 'CUSTOM', from: '2026-01-01' as IsoDate, to: '2026-12-31' as IsoDate }),
    ).toBe(MAX_TIMELINE_PAGE_SIZE);
  });

  it("property: a range of up to 100 days fits one page, never smaller than the screen's page nor above 100", () => {
    fc.assert(
      fc.property(fc.constantFrom(7, 14, TIMELINE_PAGE_SIZE_WIDE), fc.integer({ min: 1, max: 400 }), (screen, days) => {
        const size = selectTimelineWindowSize(screen, {
          timeRange: 'CUSTOM',
          from: addDays(today, -(days - 1)),
          to: today,
        });
        expect(size).toBeGreaterThanOrEqual(Math.min(days, MAX_TIMELINE_PAGE_SIZE));
        expect(size).toBeGreaterThanOrEqual(screen);
        expect(size).toBeLessThanOrEqual(MAX_TIMELINE_PAGE_SIZE);
      }),
    );
  });
});

describe('DASHBOARD_METRIC_COLOURS', () => {
  it('uses the spec colours', () => {
    expect(DASHBOARD_METRIC_COLOURS).toEqual({
      TIME_ABOVE_80_PERCENT_HR: '#C93434',
      AP: '#AF852A',
      DISTANCE: '#3C7E94',
      WORKLOAD: '#8D1DEF',
    });
  });
});
