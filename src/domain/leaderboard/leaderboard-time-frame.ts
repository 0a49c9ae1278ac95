import { addDays, type IsoDate } from '../time/civil-date';
import { addMonths, findMonth } from '../time/calendar-month';
import { findWeek } from '../time/calendar-week';
import type { DayRange } from '../time/day-range';
import type { LeaderboardTimeFrame } from './leaderboard-query';

/**
 * The dates a leaderboard time frame covers (docs/product-rules.md#leaderboard-fields), from
 * `today`, the viewer's local day (docs/product-rules.md#days-and-time-zones). Weeks are ISO weeks,
 * Monday to Sunday, whatever the reader's region (docs/api-dashboard.md#leaderboard); months are
 * calendar months. Every range is whole periods, both ends included (days after today simply hold
 * no sessions yet).
 */

/** The dates of a time frame on `today`. */
export function resolveLeaderboardRange(timeFrame: LeaderboardTimeFrame, today: IsoDate): DayRange {
  switch (timeFrame) {
    case 'CURRENT_WEEK':
      return findWeek(today);
    case 'LAST_WEEK':
      return findWeek(addDays(today, -7));
    case 'CURRENT_MONTH':
      return findMonth(today);
    case 'LAST_MONTH':
      return findMonth(addMonths(today, -1));
  }
}

/**
 * The period just before a time frame's, of the same kind: what the rank "change" compares
 * with (the week before a week, the month before a month).
 */
export function resolvePreviousLeaderboardRange(timeFrame: LeaderboardTimeFrame, today: IsoDate): DayRange {
  const range = resolveLeaderboardRange(timeFrame, today);
  if (timeFrame === 'CURRENT_WEEK' || timeFrame === 'LAST_WEEK') return findWeek(addDays(range.from, -7));
  return findMonth(addMonths(range.from, -1));
}
