import { addDays, type IsoDate } from '../../../domain/time/civil-date';
import type { Weekday } from '../../../domain/time/calendar-week';
import type { TimeZone } from '../../../domain/time/time-zone';
import { toUtcMidnightMs } from '../../../domain/time/utc-day';
import { dateTimeFormat, formatTimeOfDay } from '../../formats/date-time-format';

/**
 * Locale-aware date texts. The calendar's days are already the viewer's local days
 * (docs/product-rules.md#days-and-time-zones), civil dates without a zone: each is written from the
 * instant that names it in UTC, formatted in UTC. A session's start time is formatted in the
 * viewer's time zone, the one its day was counted in.
 */
export function formatMonthTitle(locale: Intl.LocalesArgument, date: IsoDate): string {
  return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(toUtcMidnightMs(date));
}

/** "Wednesday 14 January" / "mercredi 14 janvier". */
export function formatDayHeading(locale: Intl.LocalesArgument, date: IsoDate): string {
  return dateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    toUtcMidnightMs(date),
  );
}

/** "Thursday, January 15, 2026" / "jeudi 15 janvier 2026": a grid day's name for screen readers. */
export function formatFullDate(locale: Intl.LocalesArgument, date: IsoDate): string {
  return dateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(toUtcMidnightMs(date));
}

/** The seven weekday names from the region's first day (1 Monday … 7 Sunday), from a known Monday (2024-01-01). */
export function weekdayNames(locale: Intl.LocalesArgument, style: 'short' | 'long', firstDay: Weekday): string[] {
  const format = dateTimeFormat(locale, { weekday: style, timeZone: 'UTC' });
  const monday = '2024-01-01' as IsoDate;
  return Array.from({ length: 7 }, (_, i) => format.format(toUtcMidnightMs(addDays(monday, firstDay - 1 + i))));
}

export function formatDayNumber(date: IsoDate): string {
  return String(Number(date.slice(8, 10)));
}

/** "7:00 PM" / "07:00": the start's local time in the viewer's zone, in the reader's one time pattern. */
export function formatStartTime(locale: Intl.LocalesArgument, startTime: string, timeZone: TimeZone): string {
  const epochMs = Date.parse(startTime);
  return Number.isNaN(epochMs) ? '' : formatTimeOfDay(locale, epochMs, timeZone);
}
