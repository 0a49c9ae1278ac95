import type { IsoDate } from '../../domain/time/civil-date';
import type { TimeZone } from '../../domain/time/time-zone';
import { toUtcMidnightMs } from '../../domain/time/utc-day';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per locales and options: making one costs far more than using it, and a dashboard, a calendar month
 * or a history page writes hundreds of days.
 */
export function dateTimeFormat(
  locales: Intl.LocalesArgument,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = JSON.stringify([locales ?? null, options]);
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locales, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * An instant as a full local date and a short time in `timeZone`, in the reader's regional format:
 * "Saturday, March 7, 2026 at 9:00 AM" (en-US), "Saturday, 7 March 2026 at 17:00" (en-GB),
 * "samedi 7 mars 2026 à 09:00" (fr). The date is the local day the app counts the instant on
 * (docs/product-rules.md#days-and-time-zones).
 */
export function formatLocalDateTime(locales: Intl.LocalesArgument, epochMs: number, timeZone: TimeZone): string {
  return dateTimeFormat(locales, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(epochMs);
}

/**
 * A time of day in `timeZone`, in the one pattern every page writes times with
 * (docs/product-rules.md#words-and-formats): "7:00 PM" (en-US), "07:00" (en-GB, fr), the pattern the
 * session page's header and the history write their times with too.
 */
export function formatTimeOfDay(locales: Intl.LocalesArgument, epochMs: number, timeZone: TimeZone): string {
  return dateTimeFormat(locales, { timeStyle: 'short', timeZone }).format(epochMs);
}

/**
 * A span of civil dates (the viewer's local days, docs/product-rules.md#days-and-time-zones), each written from its
 * UTC midnight in UTC: "Dec 17, 2025 – Jan 15, 2026", "3–9 mars 2025", or one day when both ends are the same. The
 * one way every page writes a span of days (the calendar's week, the dashboard's range, the leaderboard's period).
 */
export function formatDayRange(locales: Intl.LocalesArgument, from: IsoDate, to: IsoDate): string {
  const format = dateTimeFormat(locales, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return from === to
    ? format.format(toUtcMidnightMs(from))
    : format.formatRange(toUtcMidnightMs(from), toUtcMidnightMs(to));
}
