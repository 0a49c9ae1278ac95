import type { IsoDate } from '../../../domain/time/civil-date';
import { toUtcMidnightMs } from '../../../domain/time/utc-day';
import { dateTimeFormat } from '../../formats/date-time-format';

/**
 * The board's period: local days of the viewer (docs/api-dashboard.md#leaderboard), civil dates
 * written as they are (their UTC midnight formatted in UTC): "3 – 9 Mar 2025" / "3–9 mars 2025".
 */
export function formatPeriod(locale: Intl.LocalesArgument, from: IsoDate, to: IsoDate): string {
  const format = dateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return format.formatRange(toUtcMidnightMs(from), toUtcMidnightMs(to));
}
