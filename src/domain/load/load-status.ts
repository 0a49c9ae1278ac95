import { addDays, countDaysBetween, type IsoDate } from '../time/civil-date';
import { ACUTE_WINDOW_DAYS, computeUncoupledLoad, RATIO_HISTORY_DAYS } from './acute-chronic-load';
import { isUsableLoad, sumDailyLoads, type LoadEntry } from './daily-load';
import { computeEwmaLoads } from './ewma-load';
import { classifyLoadRatio, roundLoadRatio, type LoadBand } from './load-band';
import { computeMonotony } from './training-monotony';
import { DAYS_PER_WEEK } from '../units/time-units';

/**
 * Is this player doing more or less than usual? (docs/product-rules.md#load-status). From the
 * sessions' loads on their local days and today's local day:
 *
 * - the uncoupled acute and chronic load and their ratio (acute-chronic-load.ts), with its band in
 *   words (load-band.ts);
 * - fewer than 21 days of history before the last 7 days (the history starts on the first day with
 *   a session): still building a baseline, no ratio; the chronic window would otherwise hold days
 *   from before the first session and make the usual week look lighter than it is;
 * - a chronic load of 0 (no session in the 21 days before the last 7): no ratio;
 * - Foster's monotony and strain of the last 7 days (training-monotony.ts);
 * - six weeks of the exponentially weighted acute and chronic load (ewma-load.ts) for the chart,
 *   in TRIMPs per week (the daily EWMA × 7), so the chart reads in the unit of the figures beside it;
 *   both start from the mean daily load of the series' first 7 days, so a steady load draws two
 *   equal lines instead of a usual week that climbs for weeks from 0.
 */

/** The days the chart shows: six weeks, today included. */
export const LOAD_CHART_DAYS = 42;
/**
 * The days the EWMA runs over before the chart's last day: the chart's six weeks and eight weeks
 * before them, so the seed standing for the days before the series (the mean of its first week)
 * weighs at most (1 − 2/29)^56 ≈ 1.8 % in the chronic line's first point.
 */
export const LOAD_SERIES_DAYS = 98;

export interface LoadChartDay {
  readonly day: IsoDate;
  /** The acute EWMA, in TRIMPs per week. */
  readonly acute: number;
  /** The chronic EWMA, in TRIMPs per week. */
  readonly chronic: number;
}

interface LoadStatusFigures {
  readonly today: IsoDate;
  /** The first day with a session: the start of the history. */
  readonly firstDay: IsoDate;
  /** TRIMPs over the last 7 days, today included. */
  readonly acute: number;
  /** Foster's monotony and strain of the last 7 days (null when every day had the same load). */
  readonly monotony: number | null;
  readonly strain: number | null;
  /** The exponentially weighted loads, from the later of the first day and six weeks ago, oldest first. */
  readonly chart: readonly LoadChartDay[];
}

export type LoadStatus =
  | (LoadStatusFigures & {
      readonly kind: 'baseline';
      /** Days of history before the last 7 days (0 to 20; 0 while the first session is within them). */
      readonly historyDays: number;
      /** Days until the ratio can be computed (1 to 27). */
      readonly daysUntilRatio: number;
    })
  | (LoadStatusFigures & { readonly kind: 'no-usual-load' })
  | (LoadStatusFigures & {
      readonly kind: 'ratio';
      /** Mean TRIMPs per week over the 21 days before the last 7: the usual week. */
      readonly chronic: number;
      /** acute ÷ chronic, unrounded. */
      readonly ratio: number;
      /** The ratio as shown (two decimals); the band is read from it. */
      readonly shownRatio: number;
      readonly band: LoadBand;
    });

/** The first day with a usable load, up to today; null without one. */
function findFirstDay(entries: readonly LoadEntry[], today: IsoDate): IsoDate | null {
  let first: IsoDate | null = null;
  for (const entry of entries) {
    // Zero-padded ISO dates order lexicographically the same as chronologically.
    if (isUsableLoad(entry) && entry.day <= today && (first === null || entry.day < first)) first = entry.day;
  }
  return first;
}

/** The load status on `today` (a local day), from the entries of every day; null without any session up to today. */
export function computeLoadStatus(entries: readonly LoadEntry[], today: IsoDate): LoadStatus | null {
  const firstDay = findFirstDay(entries, today);
  if (firstDay === null) return null;
  const earliest = addDays(today, 1 - LOAD_SERIES_DAYS);
  const from = firstDay > earliest ? firstDay : earliest;
  const daily = sumDailyLoads(entries, { from, to: today });
  const ewma = computeEwmaLoads(daily);
  const chartFrom = Math.max(0, daily.length - LOAD_CHART_DAYS);
  const chart: LoadChartDay[] = [];
  for (let index = chartFrom; index < daily.length; index += 1) {
    chart.push({
      day: addDays(from, index),
      acute: (ewma.acute[index] ?? 0) * DAYS_PER_WEEK,
      chronic: (ewma.chronic[index] ?? 0) * DAYS_PER_WEEK,
    });
  }
  const { acute, chronic, ratio } = computeUncoupledLoad(daily);
  const figures: LoadStatusFigures = {
    today,
    firstDay,
    acute,
    ...computeMonotony(daily.slice(-ACUTE_WINDOW_DAYS)),
    chart,
  };
  const historyDays = countDaysBetween(firstDay, today) + 1 - ACUTE_WINDOW_DAYS;
  if (historyDays < RATIO_HISTORY_DAYS - ACUTE_WINDOW_DAYS) {
    return {
      ...figures,
      kind: 'baseline',
      historyDays: Math.max(0, historyDays),
      daysUntilRatio: RATIO_HISTORY_DAYS - ACUTE_WINDOW_DAYS - historyDays,
    };
  }
  if (ratio === null) return { ...figures, kind: 'no-usual-load' };
  const shownRatio = roundLoadRatio(ratio);
  return { ...figures, kind: 'ratio', chronic, ratio, shownRatio, band: classifyLoadRatio(shownRatio) };
}
