import {
  DEFAULT_TIMELINE_PAGE_SIZE,
  MAX_TIMELINE_PAGE_SIZE,
  isDashboardTimelineMetric,
  type DashboardTimelineMetric,
} from '../../../src/domain/dashboard/dashboard-timeline';
import type { DashboardTimeRange } from '../../../src/domain/dashboard/dashboard-query';
import type { IsoDate } from '../../../src/domain/time/civil-date';
import { validateDateRange } from '../../../src/domain/validation/date-range-validation';
import { rejectWith } from '../respond';

/** The query parameters of the dashboard calls (docs/api-dashboard.md), or a 400 BP_400 answer. */

/** `timeRange` SESSION (default) or CUSTOM with `from` and `to` (YYYY-MM-DD, inclusive, from ≤ to). */
export function readTimeRange(query: URLSearchParams): DashboardTimeRange {
  const timeRange = query.get('timeRange') ?? 'SESSION';
  if (timeRange === 'SESSION') return { timeRange };
  if (timeRange !== 'CUSTOM') return rejectWith(400, 'BP_400', 'INVALID_TIME_RANGE');
  const from = query.get('from');
  const to = query.get('to');
  if (validateDateRange(from, to) !== null) return rejectWith(400, 'BP_400', 'INVALID_DATE_RANGE');
  return { timeRange, from: from as IsoDate, to: to as IsoDate };
}

/** `metric`: a timeline metric; TIME_ABOVE_80_PERCENT_HR when absent. */
export function readMetric(query: URLSearchParams): DashboardTimelineMetric {
  const metric = query.get('metric') ?? 'TIME_ABOVE_80_PERCENT_HR';
  return isDashboardTimelineMetric(metric) ? metric : rejectWith(400, 'BP_400', 'INVALID_METRIC');
}

function readWholeNumber(
  query: URLSearchParams,
  key: string,
  fallback: number,
  min: number,
  max: number,
  code: string,
): number {
  const raw = query.get(key);
  if (raw === null) return fallback;
  if (!/^\d{1,9}$/.test(raw)) return rejectWith(400, 'BP_400', code);
  const value = Number(raw);
  return value >= min && value <= max ? value : rejectWith(400, 'BP_400', code);
}

/** `page` (0 = newest, default 0) and `size` (1–100 values, default 30) of a timeline. */
export function readTimelinePaging(query: URLSearchParams): { page: number; size: number } {
  return {
    page: readWholeNumber(query, 'page', 0, 0, 999_999_999, 'INVALID_PAGE'),
    size: readWholeNumber(query, 'size', DEFAULT_TIMELINE_PAGE_SIZE, 1, MAX_TIMELINE_PAGE_SIZE, 'INVALID_PAGE_SIZE'),
  };
}
