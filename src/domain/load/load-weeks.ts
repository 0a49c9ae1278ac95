import { addDays, countDaysBetween, type IsoDate } from '../time/civil-date';
import { computeUncoupledLoad, RATIO_HISTORY_DAYS } from './acute-chronic-load';
import { sumDailyLoads, type LoadEntry } from './daily-load';

/**
 * The load card's chart, day by day (docs/product-rules.md#load-status): for each day, the figures
 * the card would have shown on that day, so the chart's last point, the data table's last row and
 * the figures above them are one number each:
 *
 * - the last 7 days: the sum of the TRIMPs of the 7 local days ending that day;
 * - the usual week: the mean weekly load of the 21 days before them (computeUncoupledLoad, the same
 *   arithmetic as the card's figure); none on a day with fewer than 21 days of history before its
 *   7 days, as the card shows none while it builds its baseline ("–", not 0).
 *
 * The chart shows six weeks, from the later of the first day with a session and 41 days before today.
 */

/** The days the chart shows: six weeks, today included. */
export const LOAD_WEEKS_CHART_DAYS = 42;

export interface LoadWeekDay {
  readonly day: IsoDate;
  /** TRIMPs over the 7 days ending on `day`. */
  readonly lastSevenDays: number;
  /** Mean TRIMPs per week over the 21 days before them; null while the history is shorter. */
  readonly usualWeek: number | null;
}

/**
 * The chart's days, oldest first, from the entries of every day, the first day with a session
 * (`firstDay`, as the load status found it) and today. Empty when `firstDay` is after today.
 */
export function computeLoadWeeks(entries: readonly LoadEntry[], firstDay: IsoDate, today: IsoDate): LoadWeekDay[] {
  const earliest = addDays(today, 1 - LOAD_WEEKS_CHART_DAYS);
  const chartFrom = firstDay > earliest ? firstDay : earliest;
  // Each day reads the 28 days ending on it: the series starts 27 days before the chart.
  const seriesFrom = addDays(chartFrom, 1 - RATIO_HISTORY_DAYS);
  const daily = sumDailyLoads(entries, { from: seriesFrom, to: today });
  const weeks: LoadWeekDay[] = [];
  for (let day = chartFrom; day <= today; day = addDays(day, 1)) {
    const end = countDaysBetween(seriesFrom, day) + 1;
    const { acute, chronic } = computeUncoupledLoad(daily.slice(0, end));
    const historyDays = countDaysBetween(firstDay, day) + 1;
    weeks.push({ day, lastSevenDays: acute, usualWeek: historyDays >= RATIO_HISTORY_DAYS ? chronic : null });
  }
  return weeks;
}
