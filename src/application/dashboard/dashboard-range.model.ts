import { makeAutoObservable } from 'mobx';
import {
  DEFAULT_DASHBOARD_PERIOD,
  lastDaysRange,
  resolveDashboardTimeRange,
  WEEK_RANGE_DAYS,
  type CustomDates,
  type DashboardPeriod,
} from '../../domain/dashboard/dashboard-query';
import type { IsoDate } from '../../domain/time/civil-date';
import type { DateRangeCode } from '../../domain/validation/date-range-validation';

/** The range the cards show: a period and, for CUSTOM, its dates. */
export interface AppliedDashboardRange {
  readonly period: DashboardPeriod;
  readonly custom: CustomDates;
}

const NO_DATES: CustomDates = { from: null, to: null };

/**
 * The time range control (docs/product-rules.md#dashboard-range-and-scope): SESSION (default),
 * WEEK and MONTH apply at once; CUSTOM opens two dates that apply on submit, and an invalid
 * pair shows 'You must select a valid date range.' and is not sent.
 */
export class DashboardRangeModel {
  /** The period chosen in the control (CUSTOM before its dates are applied too). */
  period: DashboardPeriod = DEFAULT_DASHBOARD_PERIOD;
  customFrom = '';
  customTo = '';
  /** Shown after a submit of an invalid custom range (docs/product-rules.md#field-rules). */
  error: DateRangeCode | null = null;
  applied: AppliedDashboardRange = { period: DEFAULT_DASHBOARD_PERIOD, custom: NO_DATES };

  constructor(private readonly today: () => IsoDate) {
    makeAutoObservable<DashboardRangeModel, 'today'>(this, { today: false });
  }

  get isCustom(): boolean {
    return this.period === 'CUSTOM';
  }

  /**
   * Chooses a period. SESSION, WEEK and MONTH apply at once (true: the range changed, reload);
   * CUSTOM shows its dates, filled with the range shown (or the last 7 days), and waits.
   */
  choose(period: DashboardPeriod): boolean {
    this.error = null;
    if (period === 'CUSTOM') {
      if (this.period !== 'CUSTOM') this.prefillCustom();
      this.period = 'CUSTOM';
      return false;
    }
    this.period = period;
    if (this.applied.period === period) return false;
    this.applied = { period, custom: NO_DATES };
    return true;
  }

  setCustomFrom(value: string): void {
    this.customFrom = value;
  }

  setCustomTo(value: string): void {
    this.customTo = value;
  }

  /** Submits the custom dates: true when they are valid and now applied (reload), else the error shows. */
  applyCustom(): boolean {
    const custom: CustomDates = {
      from: this.customFrom === '' ? null : this.customFrom,
      to: this.customTo === '' ? null : this.customTo,
    };
    const result = resolveDashboardTimeRange('CUSTOM', this.today(), custom);
    if (!result.ok) {
      this.error = result.code;
      return false;
    }
    this.error = null;
    this.applied = { period: 'CUSTOM', custom };
    return true;
  }

  private prefillCustom(): void {
    const today = this.today();
    const shown = resolveDashboardTimeRange(this.applied.period, today, this.applied.custom);
    const range = shown.ok && shown.range.timeRange === 'CUSTOM' ? shown.range : lastDaysRange(today, WEEK_RANGE_DAYS);
    if (range.timeRange !== 'CUSTOM') return;
    this.customFrom = range.from;
    this.customTo = range.to;
  }
}
