import type { MaybeMeasured, NotMeasured } from '../activity/measured-figure';
import type { IsoDate } from '../time/civil-date';
import type { DashboardTimelineMetric, TimelineValue } from './dashboard-timeline';

/**
 * The dashboard's figures over a set of sessions (docs/product-rules.md#dashboard-fields). The
 * mock backend builds them from each session's analysis. Our choices, per metric:
 * - time above 80 % HRmax and AP: seconds summed; the percentage is time-weighted (summed seconds
 *   ÷ summed session time × 100, so a long session weighs more), plus the mean per session;
 * - distance (meters) and workload (Edwards TRIMPs): summed, plus the mean per session.
 * AP and distance count only the sessions that measured them (docs/product-rules.md#not-measured):
 * their sum, share and mean are over those sessions, and NotMeasured when none did.
 */

/** One session's figures, as the analysis gives them (times in seconds). */
export interface DashboardSessionFigures {
  /** The analysed length of the session (the first 4 h at most). */
  readonly durationSeconds: number;
  readonly timeAbove80Seconds: number;
  /** NotMeasured without speed or distance (a heart-rate belt alone). */
  readonly apSeconds: MaybeMeasured;
  readonly distanceMeters: MaybeMeasured;
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

export interface DistanceSummary {
  readonly meters: number;
  readonly perSessionMeters: number;
}

export interface DashboardSummary {
  readonly sessions: number;
  readonly durationSeconds: number;
  readonly timeAbove80: TimeMetricSummary;
  /** NotMeasured when no session measured AP; else over the sessions that did. */
  readonly ap: TimeMetricSummary | NotMeasured;
  /** NotMeasured when no session measured distance; else over the sessions that did. */
  readonly distance: DistanceSummary | NotMeasured;
  readonly workload: { readonly trimps: number; readonly perSessionTrimps: number };
}

function percentOf(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0;
}

function meanOf(total: number, count: number): number {
  return count > 0 ? total / count : 0;
}

/** A figure summed over the sessions that measured it, with their count and analysed time. */
interface MeasuredTotal {
  total: number;
  sessions: number;
  durationSeconds: number;
}

function addMeasured(into: MeasuredTotal, value: MaybeMeasured, durationSeconds: number): void {
  if (value === null) return;
  into.total += value;
  into.sessions += 1;
  into.durationSeconds += durationSeconds;
}

/** Sums and means over the sessions; all zeros for none, AP and distance NotMeasured then. */
export function summariseDashboardSessions(sessions: readonly DashboardSessionFigures[]): DashboardSummary {
  let durationSeconds = 0;
  let timeAbove80Seconds = 0;
  let trimps = 0;
  const ap: MeasuredTotal = { total: 0, sessions: 0, durationSeconds: 0 };
  const distance: MeasuredTotal = { total: 0, sessions: 0, durationSeconds: 0 };
  for (const session of sessions) {
    durationSeconds += session.durationSeconds;
    timeAbove80Seconds += session.timeAbove80Seconds;
    trimps += session.trimps;
    addMeasured(ap, session.apSeconds, session.durationSeconds);
    addMeasured(distance, session.distanceMeters, session.durationSeconds);
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
    // A share of the time of the sessions that measured AP: a belt-only session neither adds nor dilutes it.
    ap:
      ap.sessions === 0
        ? null
        : {
            seconds: ap.total,
            percent: percentOf(ap.total, ap.durationSeconds),
            perSessionSeconds: meanOf(ap.total, ap.sessions),
          },
    distance:
      distance.sessions === 0
        ? null
        : { meters: distance.total, perSessionMeters: meanOf(distance.total, distance.sessions) },
    workload: { trimps, perSessionTrimps: meanOf(trimps, count) },
  };
}

/** A summary's value for a timeline metric (sums; AP_PERCENTAGE time-weighted); NotMeasured for AP or distance none measured. */
export function selectTimelineMetricValue(summary: DashboardSummary, metric: DashboardTimelineMetric): MaybeMeasured {
  switch (metric) {
    case 'TIME_ABOVE_80_PERCENT_HR':
      return summary.timeAbove80.seconds;
    case 'AP_PERCENTAGE':
      return summary.ap?.percent ?? null;
    case 'AP_TIME':
      return summary.ap?.seconds ?? null;
    case 'DISTANCE':
      return summary.distance?.meters ?? null;
    case 'WORKLOAD':
      return summary.workload.trimps;
  }
}

/**
 * The timeline of a metric: one value per day with sessions, oldest first; a day's value is its
 * sessions' summary value, `points` how many sessions it holds and `activityId` the id of its
 * latest session (the latest start; the later one in the list on a tie): the one a point opens,
 * with its `title` when the session has one. A day on which no session measured the metric (AP or
 * distance, a belt alone) has no value, rather than a 0 (docs/product-rules.md#not-measured).
 */
export function buildDailyTimeline(
  sessions: readonly TimelineSessionFigures[],
  metric: DashboardTimelineMetric,
): TimelineValue[] {
  const byDay = new Map<IsoDate, TimelineSessionFigures[]>();
  for (const session of sessions) {
    const day = byDay.get(session.date);
    if (day === undefined) byDay.set(session.date, [session]);
    else day.push(session);
  }
  // Zero-padded ISO dates sort lexicographically in date order.
  return [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .flatMap(([date, day]) => {
      const measured = selectTimelineMetricValue(summariseDashboardSessions(day), metric);
      if (measured === null) return [];
      const latest = day.reduce((last, session) => (session.startMs >= last.startMs ? session : last));
      const value = { date, value: measured, points: day.length, activityId: latest.activityId };
      return [latest.title === undefined ? value : { ...value, title: latest.title }];
    });
}
