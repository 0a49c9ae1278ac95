import type { ActivityDataStatus } from '../activity/activity-type';
import { classifyDataState, hasViewableData } from '../data-states/data-state';
import { addDays, type IsoDate } from '../time/civil-date';
import { isWithinRange, type DayRange } from '../time/day-range';
import { ACUTE_WINDOW_DAYS, RATIO_HISTORY_DAYS } from './acute-chronic-load';

/**
 * The sessions the load card's figures cannot count (docs/product-rules.md#load-status): a session
 * without processed data has no workload, so the last 7 days and the usual week are summed without
 * it. Which sessions those are, per window, so the card says so instead of reading a week whose
 * data has not arrived as a week of rest:
 *
 * - a session lacks data in every data state without viewable data
 *   (docs/product-rules.md#session-data-states): not synced, being processed, failed, belt not worn,
 *   missing or invalid; a session too long has its first 4 hours analysed, so it counts;
 * - the last 7 days are the acute window (today and the 6 days before), the 3 weeks before them the
 *   chronic window, both counted on the viewer's local days, like the loads;
 * - while a session of the last 7 days lacks data, the card holds back its verdict; while a session
 *   of either window lacks data, its ratio is provisional.
 */

/** A session as the card sees it: its local day and the server's data status. */
export interface LoadSession {
  readonly day: IsoDate;
  readonly dataStatus: ActivityDataStatus;
}

/** The sessions without data of each window, in the order given. */
export interface LoadDataGaps<S extends LoadSession> {
  /** The last 7 days, today included. */
  readonly lastWeek: readonly S[];
  /** The 21 days before them: the usual week's window. */
  readonly weeksBefore: readonly S[];
}

/** The acute window ending on `today`. */
function lastWeekDays(today: IsoDate): DayRange {
  return { from: addDays(today, 1 - ACUTE_WINDOW_DAYS), to: today };
}

/** The chronic window before the acute one. */
function weeksBeforeDays(today: IsoDate): DayRange {
  return { from: addDays(today, 1 - RATIO_HISTORY_DAYS), to: addDays(today, -ACUTE_WINDOW_DAYS) };
}

/** The days both windows cover: the range of sessions the card asks about. */
export function loadWindowDays(today: IsoDate): DayRange {
  return { from: weeksBeforeDays(today).from, to: today };
}

/** Whether a session's figures are missing from the loads (no viewable data in its data state). */
export function lacksLoadData(dataStatus: ActivityDataStatus): boolean {
  // The duration only tells "valid" from "too long", both with data; the runner only words "not synced".
  return !hasViewableData(classifyDataState({ status: dataStatus, coachRun: false, durationSec: 0 }));
}

/** The sessions without data of the last 7 days and of the 3 weeks before, on `today`. */
export function findLoadDataGaps<S extends LoadSession>(sessions: readonly S[], today: IsoDate): LoadDataGaps<S> {
  const lastWeekRange = lastWeekDays(today);
  const weeksBeforeRange = weeksBeforeDays(today);
  const lastWeek: S[] = [];
  const weeksBefore: S[] = [];
  for (const session of sessions) {
    if (!lacksLoadData(session.dataStatus)) continue;
    if (isWithinRange(session.day, lastWeekRange)) lastWeek.push(session);
    else if (isWithinRange(session.day, weeksBeforeRange)) weeksBefore.push(session);
  }
  return { lastWeek, weeksBefore };
}

/** The card names no band while a session of the last 7 days has no data. */
export function holdsLoadVerdict(gaps: LoadDataGaps<LoadSession>): boolean {
  return gaps.lastWeek.length > 0;
}

/** A ratio read while a session of either window has no data is provisional. */
export function isLoadRatioProvisional(gaps: LoadDataGaps<LoadSession>): boolean {
  return gaps.lastWeek.length > 0 || gaps.weeksBefore.length > 0;
}
