import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DashboardMetric, DashboardPeriod } from '../../../domain/dashboard/dashboard-query';

/** The time range control's options (docs/product-rules.md#dashboard-range-and-scope). */
export const periodLabels: Readonly<Record<DashboardPeriod, MessageDescriptor>> = {
  SESSION: msg`Latest session`,
  WEEK: msg`Last 7 days`,
  MONTH: msg`Last 30 days`,
  CUSTOM: msg`Custom`,
};

/** A card's title per metric (docs/product-rules.md#metrics-and-chart-types). */
export const metricTitles: Readonly<Record<DashboardMetric, MessageDescriptor>> = {
  TIME_ABOVE_80_PERCENT_HR: msg`Time above 80% HRmax`,
  AP: msg`Activity points (AP)`,
  DISTANCE: msg`Distance`,
  WORKLOAD: msg`Workload`,
};
