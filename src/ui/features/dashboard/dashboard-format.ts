import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DistanceUnit } from '../../../domain/account/user';
import type { DashboardMetric } from '../../../domain/dashboard/dashboard-query';
import type { DashboardSummary } from '../../../domain/dashboard/dashboard-summary';
import type { DashboardTimelineMetric } from '../../../domain/dashboard/dashboard-timeline';
import { asMeters } from '../../../domain/units/branded-units';
import { SECONDS_PER_MINUTE } from '../../../domain/units/time-units';
import { formatDuration } from '../../formats/duration-format';
import { formattingLocales } from '../../formats/formatting-locales';
import { formatPercent, formatShownDistance } from '../../formats/number-format';
import { formatTrimps } from '../../formats/sports-units';
import type { IsoDate } from '../../../domain/time/civil-date';
import { toUtcMidnightMs } from '../../../domain/time/utc-day';
import { dateTimeFormat } from '../../formats/date-time-format';

/**
 * The dashboard's texts for numbers and days. Dashboard days are the viewer's local days (the
 * answers count them in the zone the calls send, docs/api-dashboard.md), civil dates written as they
 * are: their UTC midnight formatted in UTC. Values come as shown (time metrics already in minutes).
 */

/** The page of a session (the session-detail feature's route). */
export function sessionHref(activityId: string): string {
  return `/calendar/activity/${encodeURIComponent(activityId)}`;
}

/** How a day is written: "Nov 24", "Nov 24, 2026", "Tue, Nov 24, 2026", or its month "Nov 2026" (en-US). */
type DayStyle = 'short' | 'long' | 'weekday' | 'month';

const DAY_STYLES: Readonly<Record<DayStyle, Intl.DateTimeFormatOptions>> = {
  short: { day: 'numeric', month: 'short', timeZone: 'UTC' },
  long: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  weekday: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  month: { month: 'short', year: 'numeric', timeZone: 'UTC' },
};

export function formatDay(locale: Intl.LocalesArgument, date: IsoDate, style: DayStyle = 'short'): string {
  return dateTimeFormat(locale, DAY_STYLES[style]).format(toUtcMidnightMs(date));
}

function numberOf(i18n: I18n, value: number, digits = 0): string {
  return i18n.number(value, { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

/**
 * The unit a timeline's values are shown in (the data table's column heading); null for times and distances, whose
 * values carry their own unit (min or h; m below 1 km, km from there, or mi: docs/product-rules.md#units).
 */
export function timelineUnitLabel(i18n: I18n, metric: DashboardTimelineMetric): string | null {
  switch (metric) {
    case 'TIME_ABOVE_80_PERCENT_HR':
    case 'AP_TIME':
      return null;
    case 'AP_PERCENTAGE':
      return '%';
    case 'DISTANCE':
      return null;
    case 'WORKLOAD':
      return i18n._(msg`TRIMPs`);
  }
}

/** A timeline value as shown: minutes, percent, a distance in the user's system (m, km or mi), TRIMPs. */
export function formatTimelineValue(
  i18n: I18n,
  metric: DashboardTimelineMetric,
  distanceUnit: DistanceUnit,
  value: number,
): string {
  const locales = formattingLocales(i18n);
  switch (metric) {
    case 'TIME_ABOVE_80_PERCENT_HR':
    case 'AP_TIME':
      // Minutes in the timeline, written in the one duration format, as the card's headline: "0:42 min", "1:05 h".
      return formatDuration(locales, value * SECONDS_PER_MINUTE, 'duration');
    case 'AP_PERCENTAGE':
      return formatPercent(locales, value);
    case 'DISTANCE':
      return formatMeters(i18n, value, distanceUnit);
    case 'WORKLOAD':
      return formatTrimps(i18n, value);
  }
}

function formatMeters(i18n: I18n, meters: number, distanceUnit: DistanceUnit): string {
  return formatShownDistance(formattingLocales(i18n), asMeters(meters), distanceUnit);
}

/** A time over the range, in the one duration format (docs/product-rules.md#glossary): "16:01 min", "2:05 h". */
function formatSecondsAsMinutes(i18n: I18n, seconds: number): string {
  return formatDuration(formattingLocales(i18n), seconds, 'duration');
}

export interface CardFigure {
  /** Null when none of the range's sessions measured it (the card shows a dash, docs/product-rules.md#not-measured). */
  readonly value: string | null;
  readonly detail: string;
}

/** AP or distance that no session of the range measured (heart-rate belts alone). */
function notMeasured(i18n: I18n): CardFigure {
  return { value: null, detail: i18n._(msg`No speed or distance measured`) };
}

/** A card's headline figure over the range's sessions, and what it means. */
export function formatCardFigure(
  i18n: I18n,
  metric: DashboardMetric,
  summary: DashboardSummary,
  distanceUnit: DistanceUnit,
): CardFigure {
  switch (metric) {
    case 'TIME_ABOVE_80_PERCENT_HR': {
      const percent = formatPercent(formattingLocales(i18n), summary.timeAbove80.percent);
      return {
        value: formatSecondsAsMinutes(i18n, summary.timeAbove80.seconds),
        detail: i18n._(msg`${percent} of session time`),
      };
    }
    case 'AP': {
      if (summary.ap === null) return notMeasured(i18n);
      const time = formatSecondsAsMinutes(i18n, summary.ap.seconds);
      return {
        value: formatPercent(formattingLocales(i18n), summary.ap.percent),
        detail: i18n._(msg`${time} of activity`),
      };
    }
    case 'DISTANCE': {
      if (summary.distance === null) return notMeasured(i18n);
      const perSession = formatMeters(i18n, summary.distance.perSessionMeters, distanceUnit);
      return {
        value: formatMeters(i18n, summary.distance.meters, distanceUnit),
        detail: i18n._(msg`${perSession} per session`),
      };
    }
    case 'WORKLOAD': {
      const perSession = numberOf(i18n, summary.workload.perSessionTrimps);
      return { value: formatTrimps(i18n, summary.workload.trimps), detail: i18n._(msg`${perSession} per session`) };
    }
  }
}
