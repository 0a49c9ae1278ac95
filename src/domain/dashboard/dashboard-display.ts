import { countRangeDays } from '../time/day-range';
import type { DashboardMetric, DashboardTimeRange } from './dashboard-query';
import { MAX_TIMELINE_PAGE_SIZE } from './dashboard-timeline';

/** Chart colours per metric (docs/product-rules.md#colours). */
const RED_ZONE_COLOUR = '#C93434';
const AP_COLOUR = '#AF852A';
const DISTANCE_COLOUR = '#3C7E94';
const WORKLOAD_COLOUR = '#8D1DEF';

export const DASHBOARD_METRIC_COLOURS: Readonly<Record<DashboardMetric, string>> = {
  TIME_ABOVE_80_PERCENT_HR: RED_ZONE_COLOUR,
  AP: AP_COLOUR,
  DISTANCE: DISTANCE_COLOUR,
  WORKLOAD: WORKLOAD_COLOUR,
};

/**
 * Timeline page size by screen width in CSS pixels (docs/product-rules.md#constants-and-limits): up to 600 → 7; up to 768 → 14;
 * up to 889 → 14; wider → 30.
 */
const TIMELINE_PAGE_SIZE_BREAKPOINTS: readonly { readonly maxWidth: number; readonly pageSize: number }[] = [
  { maxWidth: 600, pageSize: 7 },
  { maxWidth: 768, pageSize: 14 },
  { maxWidth: 889, pageSize: 14 },
];
export const TIMELINE_PAGE_SIZE_WIDE = 30;

export function selectTimelinePageSize(screenWidthPx: number): number {
  for (const breakpoint of TIMELINE_PAGE_SIZE_BREAKPOINTS) {
    if (screenWidthPx <= breakpoint.maxWidth) return breakpoint.pageSize;
  }
  return TIMELINE_PAGE_SIZE_WIDE;
}

/**
 * How many values a card's chart asks for at once (docs/product-rules.md#dashboard-fields): for the
 * latest session, the screen's page of the history before it; for a range of days, every day of the
 * range (up to the wire's 100), so the chart shows what the headline above it counts on every
 * screen: "Last 30 days" is never a 30-day total over a chart of its last 7 session days.
 */
export function selectTimelineWindowSize(screenPageSize: number, range: DashboardTimeRange): number {
  if (range.timeRange === 'SESSION') return screenPageSize;
  return Math.min(MAX_TIMELINE_PAGE_SIZE, Math.max(screenPageSize, countRangeDays(range)));
}
