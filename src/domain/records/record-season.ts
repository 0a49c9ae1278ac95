import { addDays, splitIsoDate, toIsoDate, type IsoDate } from '../time/civil-date';
import type { DayRange } from '../time/day-range';
import { localDayOf, type TimeZone } from '../time/time-zone';

/**
 * The sports season of the personal records (docs/product-rules.md#personal-records): it starts on
 * 1 August, as club seasons do after the summer break, and ends on 31 July of the next year.
 */
export const SEASON_FIRST_MONTH = 8;
export const SEASON_FIRST_DAY = 1;

/** The season that holds a civil date: from the 1 August on or before it to the 31 July after that. */
export function findSeason(date: IsoDate): DayRange {
  const { year, month, day } = splitIsoDate(date);
  const startsThisYear = month > SEASON_FIRST_MONTH || (month === SEASON_FIRST_MONTH && day >= SEASON_FIRST_DAY);
  const firstYear = startsThisYear ? year : year - 1;
  const from = toIsoDate({ year: firstYear, month: SEASON_FIRST_MONTH, day: SEASON_FIRST_DAY });
  const nextFrom = toIsoDate({ year: firstYear + 1, month: SEASON_FIRST_MONTH, day: SEASON_FIRST_DAY });
  return { from, to: addDays(nextFrom, -1) };
}

/** The season under way at an instant for a viewer in `timeZone`: the one holding that instant's local day. */
export function findCurrentSeason(nowMs: number, timeZone: TimeZone): DayRange {
  return findSeason(localDayOf(nowMs, timeZone));
}
