import { asSeconds } from '../units/branded-units';
import { secondsToMinutes } from '../units/time-units';
import { clampPage, countPages } from '../session-history/session-history-paging';
import { daysFromCivil, type IsoDate } from '../time/civil-date';
import type { DashboardMetric } from './dashboard-query';

/**
 * The dashboard timeline (docs/product-rules.md#dashboard-fields): one value per day with
 * sessions, `{date, value, points, activityId}` (points: the sessions that day; activityId: the
 * session a point opens); a day without a session has no value (a gap, not a zero), shown a page at a time,
 * newest page first, with the page's minimum and maximum. Values of time metrics arrive in
 * seconds and are shown in minutes (docs/product-rules.md#constants-and-limits).
 */

/**
 * What a timeline can show. AP is AP_PERCENTAGE (the dashboard's `metric`) or, for the
 * "minutes and seconds" AP unit, AP_TIME (our addition, docs/api-dashboard.md).
 */
export const DASHBOARD_TIMELINE_METRICS = [
  'TIME_ABOVE_80_PERCENT_HR',
  'AP_PERCENTAGE',
  'AP_TIME',
  'DISTANCE',
  'WORKLOAD',
] as const;
export type DashboardTimelineMetric = (typeof DASHBOARD_TIMELINE_METRICS)[number];

export function isDashboardTimelineMetric(value: string): value is DashboardTimelineMetric {
  return (DASHBOARD_TIMELINE_METRICS as readonly string[]).includes(value);
}

/** The unit of a timeline value on the wire. */
export type TimelineValueUnit = 'SECONDS' | 'PERCENT' | 'METERS' | 'TRIMPS';

export const TIMELINE_VALUE_UNITS: Readonly<Record<DashboardTimelineMetric, TimelineValueUnit>> = {
  TIME_ABOVE_80_PERCENT_HR: 'SECONDS',
  AP_PERCENTAGE: 'PERCENT',
  AP_TIME: 'SECONDS',
  DISTANCE: 'METERS',
  WORKLOAD: 'TRIMPS',
};

/** Time above 80 % HR, and AP shown as time: their values are seconds, shown as minutes. */
export function isTimeValuedMetric(metric: DashboardTimelineMetric): boolean {
  return TIMELINE_VALUE_UNITS[metric] === 'SECONDS';
}

/** The two ways of showing AP (docs/product-rules.md#units). */
export type ApDisplayUnit = 'PERCENTAGE' | 'TIME_IN_MINUTES_SECONDS';

/** The timeline metric of a dashboard metric: AP follows the chosen AP unit. */
export function toDashboardTimelineMetric(
  metric: DashboardMetric,
  apUnit: ApDisplayUnit = 'PERCENTAGE',
): DashboardTimelineMetric {
  if (metric !== 'AP') return metric;
  return apUnit === 'PERCENTAGE' ? 'AP_PERCENTAGE' : 'AP_TIME';
}

/** A value as shown: minutes for time metrics (value in seconds ÷ 60), else unchanged. */
export function toDisplayTimelineValue(metric: DashboardTimelineMetric, value: number): number {
  return isTimeValuedMetric(metric) ? secondsToMinutes(asSeconds(value)) : value;
}

export interface TimelineValue {
  readonly date: IsoDate;
  readonly value: number;
  /** How many sessions the value sums up. */
  readonly points: number;
  /**
   * The id of the day's latest session (the latest start): the session a click on the point
   * opens (`/calendar/activity/{activityId}`), dated on `date`.
   */
  readonly activityId: string;
  /** The title of that session ("Track session"), when the answer gives it: the point's tooltip names it. */
  readonly title?: string;
}

/** A page of the timeline, oldest value first within the page. `page` 0 is the newest page. */
export interface TimelinePage {
  readonly timelineValues: readonly TimelineValue[];
  /** The page's smallest and largest value; null for an empty page. */
  readonly valueMinimum: number | null;
  readonly valueMaximum: number | null;
  readonly page: number;
  readonly size: number;
  readonly totalPages: number;
  readonly totalElements: number;
}

/** The timeline of one metric as the dashboard answers it. */
export interface DashboardTimeline extends TimelinePage {
  readonly metric: DashboardTimelineMetric;
  readonly unit: TimelineValueUnit;
}

/** Page size on the wire: 1 to 100 values; 30 (the widest screen's page) when absent. */
export const MAX_TIMELINE_PAGE_SIZE = 100;
export const DEFAULT_TIMELINE_PAGE_SIZE = 30;

/**
 * The `size` values ending `endOffset` values before the newest (values oldest first):
 * [length − endOffset − size, length − endOffset), cut at the oldest. Empty past the oldest.
 */
export function sliceTimelineEndingAt<T>(values: readonly T[], endOffset: number, size: number): T[] {
  const end = values.length - Math.max(0, endOffset);
  if (end <= 0 || size < 1) return [];
  return values.slice(Math.max(0, end - size), end);
}

/** Page `page` (0 = newest) of `size` values; later pages go back in time. */
export function selectTimelinePage<T>(values: readonly T[], page: number, size: number): T[] {
  return sliceTimelineEndingAt(values, page * size, size);
}

/** The smallest and largest value (null, null for none). */
export function measureTimelineRange(values: readonly TimelineValue[]): {
  minimum: number | null;
  maximum: number | null;
} {
  let minimum: number | null = null;
  let maximum: number | null = null;
  for (const { value } of values) {
    if (minimum === null || value < minimum) minimum = value;
    if (maximum === null || value > maximum) maximum = value;
  }
  return { minimum, maximum };
}

/** A page of the timeline (values oldest first), `page` clamped to the pages that exist. */
export function pageTimeline(values: readonly TimelineValue[], page: number, size: number): TimelinePage {
  const pageSize = Math.max(1, Math.floor(size));
  const shown = clampPage(page, values.length, pageSize);
  const timelineValues = selectTimelinePage(values, shown, pageSize);
  const { minimum, maximum } = measureTimelineRange(timelineValues);
  return {
    timelineValues,
    valueMinimum: minimum,
    valueMaximum: maximum,
    page: shown,
    size: pageSize,
    totalPages: countPages(values.length, pageSize),
    totalElements: values.length,
  };
}

/** Older values exist beyond this page (the "previous" arrow). */
export function hasOlderTimelinePage(page: TimelinePage): boolean {
  return page.page + 1 < page.totalPages;
}

/** Newer values exist before this page (the "next" arrow). */
export function hasNewerTimelinePage(page: TimelinePage): boolean {
  return page.page > 0;
}

/**
 * The timeline's values cut where a day without a session lies between two values (values oldest
 * first): each run holds values on consecutive days, and the chart draws a line through a run only.
 * A day without a session is a gap, never a zero: it has no value at all, so no line crosses it. A
 * day whose sessions add up to 0 is a value like any other, and stays on its run.
 */
export function splitIntoDayRuns<T extends { readonly date: IsoDate }>(values: readonly T[]): T[][] {
  const runs: T[][] = [];
  let run: T[] = [];
  let previousDay = Number.NaN;
  for (const value of values) {
    const day = daysFromCivil(value.date);
    if (run.length > 0 && day - previousDay !== 1) {
      runs.push(run);
      run = [];
    }
    run.push(value);
    previousDay = day;
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/** The timeline as shown: values, minimum and maximum in minutes for time metrics. */
export function toDisplayTimeline(timeline: DashboardTimeline): DashboardTimeline {
  if (!isTimeValuedMetric(timeline.metric)) return timeline;
  const show = (value: number) => toDisplayTimelineValue(timeline.metric, value);
  return {
    ...timeline,
    timelineValues: timeline.timelineValues.map((entry) => ({ ...entry, value: show(entry.value) })),
    valueMinimum: timeline.valueMinimum === null ? null : show(timeline.valueMinimum),
    valueMaximum: timeline.valueMaximum === null ? null : show(timeline.valueMaximum),
  };
}
