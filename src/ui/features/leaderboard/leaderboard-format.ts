import type { IsoDate } from '../../../domain/time/civil-date';
import { toUtcMidnightMs } from '../../../domain/time/utc-day';

/** The board's days are UTC days (docs/api-dashboard.md#leaderboard): "3 – 9 Mar 2025" / "3–9 mars 2025". */
export function formatPeriod(locale: Intl.LocalesArgument, from: IsoDate, to: IsoDate): string {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return format.formatRange(toUtcMidnightMs(from), toUtcMidnightMs(to));
}
