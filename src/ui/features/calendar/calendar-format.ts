import { addDays, type IsoDate } from '../../../domain/time/civil-date';
import type { DayRange } from '../../../domain/time/day-range';
import { toUtcMidnightMs } from '../../../domain/time/utc-day';

/**
 * Locale-aware date texts. Calendar days are UTC days (docs/api-sessions.md), so days are
 * formatted in UTC; a session's start time is shown in the reader's own time zone.
 */
export function formatMonthTitle(locale: Intl.LocalesArgument, date: IsoDate): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(toUtcMidnightMs(date));
}

export function formatWeekTitle(locale: Intl.LocalesArgument, range: DayRange): string {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return format.formatRange(toUtcMidnightMs(range.from), toUtcMidnightMs(range.to));
}

/** "Wednesday 14 January" / "mercredi 14 janvier". */
export function formatDayHeading(locale: Intl.LocalesArgument, date: IsoDate): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(toUtcMidnightMs(date));
}

/** "Thursday, January 15, 2026" / "jeudi 15 janvier 2026": a grid day's name for screen readers. */
export function formatFullDate(locale: Intl.LocalesArgument, date: IsoDate): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(toUtcMidnightMs(date));
}

/** Monday-first short weekday names, from a known Monday (2024-01-01). */
export function weekdayNames(locale: Intl.LocalesArgument, style: 'short' | 'long'): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' });
  const monday = '2024-01-01' as IsoDate;
  return Array.from({ length: 7 }, (_, i) => format.format(toUtcMidnightMs(addDays(monday, i))));
}

export function formatDayNumber(date: IsoDate): string {
  return String(Number(date.slice(8, 10)));
}

export function formatStartTime(locale: Intl.LocalesArgument, startTime: string): string {
  const epochMs = Date.parse(startTime);
  return Number.isNaN(epochMs) ? '' : new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(epochMs);
}
