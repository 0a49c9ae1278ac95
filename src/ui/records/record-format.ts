import type { I18n } from '@lingui/core';
import type { DistanceUnit } from '../../domain/account/user';
import type { RecordMetric } from '../../domain/records/personal-records';
import type { IsoDate } from '../../domain/time/civil-date';
import { toUtcMidnightMs } from '../../domain/time/utc-day';
import { asMeters } from '../../domain/units/branded-units';
import { dateTimeFormat } from '../formats/date-time-format';
import { formatDuration } from '../formats/duration-format';
import { formattingLocales } from '../formats/formatting-locales';
import { formatShownDistance } from '../formats/number-format';
import { formatTrimps } from '../formats/sports-units';

/**
 * A record's figure as every page writes that metric: a distance in the reader's system ("9.50 km",
 * "5.90 mi"), a time as a duration ("42:10 min", "1:05 h"), a workload in TRIMPs.
 */
export function formatRecordValue(i18n: I18n, metric: RecordMetric, value: number, unit: DistanceUnit): string {
  const locales = formattingLocales(i18n);
  switch (metric) {
    case 'DISTANCE':
      return formatShownDistance(locales, asMeters(value), unit);
    case 'WORKLOAD':
      return formatTrimps(i18n, value);
    case 'ACTIVITY_POINTS':
    case 'TIME_ABOVE_80':
      return formatDuration(locales, value, 'duration');
  }
}

/** The local day a record was set, in the reader's medium format: "Nov 7, 2026", "7 nov. 2026". */
export function formatRecordDay(i18n: I18n, date: IsoDate): string {
  return dateTimeFormat([...formattingLocales(i18n)], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    toUtcMidnightMs(date),
  );
}
