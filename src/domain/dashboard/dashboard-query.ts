import { addDays, type IsoDate } from '../time/civil-date';
import type { TimeZone } from '../time/time-zone';
import { validateDateRange, type DateRangeCode } from '../validation/date-range-validation';

/**
 * Dashboard settings → what is asked of the server (docs/product-rules.md#dashboard-fields,
 * docs/product-rules.md#dashboard-range-and-scope).
 */

export const DASHBOARD_PERIODS = ['SESSION', 'WEEK', 'MONTH', 'CUSTOM'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = 'SESSION';

/** Length of the WEEK and MONTH periods in calendar days, today included. */
export const WEEK_RANGE_DAYS = 7;
export const MONTH_RANGE_DAYS = 30;

/** What the server understands: the latest session, or a custom range of dates (inclusive). */
export type DashboardTimeRange =
  { readonly timeRange: 'SESSION' } | { readonly timeRange: 'CUSTOM'; readonly from: IsoDate; readonly to: IsoDate };

export type DashboardTimeRangeResult =
  { readonly ok: true; readonly range: DashboardTimeRange } | { readonly ok: false; readonly code: DateRangeCode };

export interface CustomDates {
  readonly from: string | null;
  readonly to: string | null;
}

/** The last `days` local days ending today: from = today − (days − 1), to = today. */
export function lastDaysRange(today: IsoDate, days: number): DashboardTimeRange {
  return { timeRange: 'CUSTOM', from: addDays(today, -(days - 1)), to: today };
}

/**
 * WEEK and MONTH are sent as custom ranges of the last 7 and 30 days; CUSTOM needs two
 * real dates with from ≤ to, else 'DATE_RANGE_INVALID'. `today` is the viewer's local day
 * (docs/product-rules.md#days-and-time-zones).
 */
export function resolveDashboardTimeRange(
  period: DashboardPeriod,
  today: IsoDate,
  custom: CustomDates = { from: null, to: null },
): DashboardTimeRangeResult {
  switch (period) {
    case 'SESSION':
      return { ok: true, range: { timeRange: 'SESSION' } };
    case 'WEEK':
      return { ok: true, range: lastDaysRange(today, WEEK_RANGE_DAYS) };
    case 'MONTH':
      return { ok: true, range: lastDaysRange(today, MONTH_RANGE_DAYS) };
    case 'CUSTOM': {
      const code = validateDateRange(custom.from, custom.to);
      if (code !== null) return { ok: false, code };
      return { ok: true, range: { timeRange: 'CUSTOM', from: custom.from as IsoDate, to: custom.to as IsoDate } };
    }
  }
}

export const DASHBOARD_SCOPES = ['TEAM', 'ALL_TEAMS', 'INDIVIDUAL'] as const;
export type DashboardScope = (typeof DASHBOARD_SCOPES)[number];

/** The team picker's value meaning "all my teams". */
export const ALL_TEAMS_SELECTION = 'ALL_TEAMS';

export type DashboardEntity =
  | { readonly scope: 'TEAM'; readonly teamId: string }
  | { readonly scope: 'ALL_TEAMS' }
  | { readonly scope: 'INDIVIDUAL' };

/** A team id selects TEAM; no selection (null or blank) selects INDIVIDUAL; 'ALL_TEAMS' is explicit. */
export function resolveDashboardEntity(selection: string | null): DashboardEntity {
  if (selection === null || selection.trim() === '') return { scope: 'INDIVIDUAL' };
  if (selection === ALL_TEAMS_SELECTION) return { scope: 'ALL_TEAMS' };
  return { scope: 'TEAM', teamId: selection };
}

export const DASHBOARD_METRICS = ['TIME_ABOVE_80_PERCENT_HR', 'AP', 'DISTANCE', 'WORKLOAD'] as const;
export type DashboardMetric = (typeof DASHBOARD_METRICS)[number];
export type DashboardMetricParam = Exclude<DashboardMetric, 'AP'> | 'AP_PERCENTAGE';

/** The `metric` query value: AP is sent as AP_PERCENTAGE, the others as they are. */
export function toDashboardMetricParam(metric: DashboardMetric): DashboardMetricParam {
  return metric === 'AP' ? 'AP_PERCENTAGE' : metric;
}

export interface DashboardQuery {
  readonly entity: DashboardEntity;
  readonly metric: DashboardMetricParam;
  readonly range: DashboardTimeRange;
  /** The zone the range's days, and the answer's, are local days of. */
  readonly timeZone: TimeZone;
}

export interface DashboardSelection {
  readonly period: DashboardPeriod;
  readonly custom?: CustomDates;
  readonly teamSelection: string | null;
  readonly metric: DashboardMetric;
}

/** The viewer's local today and the zone it is a day of. */
export interface LocalToday {
  readonly today: IsoDate;
  readonly timeZone: TimeZone;
}

/** Everything the dashboard call needs, or the range error to show. */
export function buildDashboardQuery(
  selection: DashboardSelection,
  { today, timeZone }: LocalToday,
): { readonly ok: true; readonly query: DashboardQuery } | { readonly ok: false; readonly code: DateRangeCode } {
  const range = resolveDashboardTimeRange(selection.period, today, selection.custom);
  if (!range.ok) return range;
  return {
    ok: true,
    query: {
      entity: resolveDashboardEntity(selection.teamSelection),
      metric: toDashboardMetricParam(selection.metric),
      range: range.range,
      timeZone,
    },
  };
}
