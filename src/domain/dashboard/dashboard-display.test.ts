import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DASHBOARD_METRIC_COLOURS, TIMELINE_PAGE_SIZE_WIDE, selectTimelinePageSize } from './dashboard-display';

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

describe('DASHBOARD_METRIC_COLOURS', () => {
  it('uses the spec colours', () => {
    expect(DASHBOARD_METRIC_COLOURS).toEqual({ TIME_ABOVE_80_PERCENT_HR: '#C93434', AP: '#AF852A', DISTANCE: '#3C7E94', WORKLOAD: '#8D1DEF' });
  });
});
