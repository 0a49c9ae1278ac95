import type { IsoDate } from '../time/civil-date';
import type { DashboardTimelineMetric, TimelineValue } from './dashboard-timeline';

/**
 * The dashboard's figures over a set of sessions (docs/product-rules.md#dashboard-fields). The
 * mock backend builds them from each session's analysis. Our choices, per metric:
 * - time above 80 % HRmax and AP: seconds summed; the percentage is time-weighted (summed seconds
 *   ÷ summed session time × 100, so a long session weighs more), plus the mean per session;
 * - distance (meters) and workload (Edwards TRIMPs): summed, plus the mean per session.
 */

/** One session's figures, as the analysis gives them (times in seconds). */
export interface DashboardSessionFigures {
  /** The analysed length of the session (the first 4 h at most). */
  readonly durationSeconds: number;
  readonly timeAbove80Seconds: number;
  readonly apSeconds: number;
  readonly distanceMeters: number;
  readonly trimps: number;
}

interface DatedSessionFigures extends DashboardSessionFigures {
  /** The session's day (UTC day of its start). */
  readonly date: IsoDate;
}

/** A session as the timeline sees it: its figures, day, id and start (the day's latest opens). */
export interface TimelineSessionFigures extends DatedSessionFigures {
  readonly activityId: string;
  /** The session's title ("Track session"), when the source has it: a point's tooltip names its session. */
  readonly title?: string;
  /** The start instant (epoch ms): orders a day's sessions. */
  readonly startMs: number;
}

export interface TimeMetricSummary {
  readonly seconds: number;
  readonly percent: number;
  readonly perSessionSeconds: number;
}

export interface DashboardSummary {
  readonly sessions: number;
  readonly durationSeconds: number;
  readonly timeAbove80: TimeMetricSummary;
  readonly ap: TimeMetricSummary;
  readonly distance: { readonly meters: number; readonly perSessionMeters: number };
  readonly workload: { readonly trimps: number; readonly perSessionTrimps: number };
}

function percentOf(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0;
}

function meanOf(total: number, count: number): number {
  return count > 0 ? total / count : 0;
}

/** Sums and means over the sessions; all zeros for none. */
export function summariseDashboardSessions(sessions: readonly DashboardSessionFigures[]): DashboardSummary {
  let durationSeconds = 0;
  let timeAbove80Seconds = 0;
  let apSeconds = 0;
  let distanceMeters = 0;
  let trimps = 0;
  for (const session of sessions) {
    durationSeconds += session.durationSeconds;
    timeAbove80Seconds += session.timeAbove80Seconds;
    apSeconds += session.apSeconds;
    distanceMeters += session.distanceMeters;
    trimps += session.trimps;
  }
  const count = sessions.length;
  return {
    sessions: count,
    durationSeconds,
    timeAbove80: {
      seconds: timeAbove80Seconds,
      percent: percentOf(timeAbove80Seconds, durationSeconds),
      perSessionSeconds: meanOf(timeAbove80Seconds, count),
    },
    ap: { seconds: apSeconds, percent: percentOf(apSeconds, durationSeconds), perSessionSeconds: meanOf(apSeconds, count) },
    distance: { meters: distanceMeters, perSessionMeters: meanOf(distanceMeters, count) },
    workload: { trimps, perSessionTrimps: meanOf(trimps, count) },
  };
}

/** A summary's value for a timeline metric (sums; AP_PERCENTAGE time-weighted). */
export function selectTimelineMetricValue(summary: DashboardSummary, metric: DashboardTimelineMetric): number {
  switch (metric) {
    case 'TIME_ABOVE_80_PERCENT_HR':
      return summary.timeAbove80.seconds;
    case 'AP_PERCENTAGE':
      return summary.ap.percent;
    case 'AP_TIME':
      return summary.ap.seconds;
    case 'DISTANCE':
      return summary.distance.meters;
    case 'WORKLOAD':
      return summary.workload.trimps;
  }
}

/**
 * The timeline of a metric: one value per day with sessions, oldest first; a day's value is its
 * sessions' summary value, `points` how many sessions it holds and `activityId` the id of its
 * latest session (the latest start; the later one in the list on a tie): the one a point opens,
 * with its `title` when the session has one.
 */
export function buildDailyTimeline(sessions: readonly TimelineSessionFigures[], metric: DashboardTimelineMetric): TimelineValue[] {
  const byDay = new Map<IsoDate, TimelineSessionFigures[]>();
  for (const session of sessions) {
    const day = byDay.get(session.date);
    if (day === undefined) byDay.set(session.date, [session]);
    else day.push(session);
  }
  // Zero-padded ISO dates sort lexicographically in date order.
  return [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, day]) => {
      const latest = day.reduce((last, session) => (session.startMs >= last.startMs ? session : last));
      const value = { date, value: selectTimelineMetricValue(summariseDashboardSessions(day), metric), points: day.length, activityId: latest.activityId };
      return latest.title === undefined ? value : { ...value, title: latest.title };
    });
}
