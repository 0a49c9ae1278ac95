import type { ActivityDataStatus } from '../activity/activity-type';
import type { IsoDate } from '../time/civil-date';
import type { DayRange } from '../time/day-range';
import { instantsOfDays, localDayOf, type TimeZone } from '../time/time-zone';
import { findCurrentSeason } from './record-season';

/**
 * A player's personal records (docs/product-rules.md#personal-records): for each metric, the session
 * with the best figure this season and of all time. One function computes them, wherever they are
 * computed: the mock backend's records call and the app's fallback over the session history.
 */

/** The metrics that have records, in the order the records page shows them. */
export const RECORD_METRICS = ['DISTANCE', 'ACTIVITY_POINTS', 'WORKLOAD', 'TIME_ABOVE_80'] as const;
export type RecordMetric = (typeof RECORD_METRICS)[number];

/**
 * What the records read of one session: the figures its summary carries. A trimmed session's
 * figures are those of its analysed first 4 hours, as every summary gives them; a figure that was
 * not measured (a belt alone records no distance or AP) is null.
 */
export interface RecordSession {
  readonly activityId: string;
  readonly title: string;
  /** ISO 8601 instant of the start. */
  readonly startTime: string;
  readonly dataStatus: ActivityDataStatus;
  readonly distanceMeters: number | null;
  /** Activity points as time, in seconds. */
  readonly apSeconds: number | null;
  /** Edwards TRIMPs. */
  readonly workloadTrimps: number | null;
  readonly timeAbove80Seconds: number | null;
}

/** The session that holds a record, and its figure in the metric's unit (meters, seconds or TRIMPs). */
export interface RecordHolder {
  readonly activityId: string;
  readonly title: string;
  /** ISO 8601 instant of the start. */
  readonly startTime: string;
  /** The local day of the start in the viewer's zone: the day the calendar shows it on. */
  readonly date: IsoDate;
  readonly value: number;
}

/** One metric's records; null where no session qualifies yet. */
export interface PersonalRecord {
  readonly metric: RecordMetric;
  readonly season: RecordHolder | null;
  readonly allTime: RecordHolder | null;
}

export interface PersonalRecords {
  /** The season under way in the viewer's zone. */
  readonly season: DayRange;
  /** One entry per metric, in RECORD_METRICS order (an answer may leave out a metric it cannot tell). */
  readonly records: readonly PersonalRecord[];
}

const FIGURES: Readonly<Record<RecordMetric, (session: RecordSession) => number | null>> = {
  DISTANCE: (session) => session.distanceMeters,
  ACTIVITY_POINTS: (session) => session.apSeconds,
  WORKLOAD: (session) => session.workloadTrimps,
  TIME_ABOVE_80: (session) => session.timeAbove80Seconds,
};

/**
 * The figure a session competes with for a metric's record, or null when it cannot hold it: a
 * session without processed data, a figure not measured (null), and a figure of 0 or less (nothing
 * to be proud of: a standstill holds no distance record).
 */
export function recordValueOf(session: RecordSession, metric: RecordMetric): number | null {
  if (session.dataStatus !== 'PROCESSED') return null;
  const value = FIGURES[metric](session);
  return value !== null && Number.isFinite(value) && value > 0 ? value : null;
}

interface Candidate {
  readonly session: RecordSession;
  readonly startMs: number;
  readonly value: number;
}

/**
 * Whether a session (its figure, start and id) takes the record from `holder`: a higher figure; on
 * a tie, the earlier start (the first to reach a figure keeps it); on the same start, the smaller
 * id, so that the order the sessions come in never matters.
 */
function beats(value: number, startMs: number, activityId: string, holder: Candidate | null): boolean {
  if (holder === null) return true;
  if (value !== holder.value) return value > holder.value;
  if (startMs !== holder.startMs) return startMs < holder.startMs;
  return activityId < holder.session.activityId;
}

function toHolder(candidate: Candidate | null, timeZone: TimeZone): RecordHolder | null {
  if (candidate === null) return null;
  const { session } = candidate;
  return {
    activityId: session.activityId,
    title: session.title,
    startTime: session.startTime,
    date: localDayOf(candidate.startMs, timeZone),
    value: candidate.value,
  };
}

/**
 * The records of a player's sessions, as a viewer in `timeZone` sees them at `nowMs`: per metric,
 * the best session of the season under way (the one holding today's local day) and of all time. A
 * session belongs to the season of the local day it starts on. Deleting a session and computing
 * again gives its records to the next best. One pass over the sessions; the zone is read only for
 * the season's bounds and the holders' days.
 */
export function computePersonalRecords(
  sessions: readonly RecordSession[],
  nowMs: number,
  timeZone: TimeZone,
): PersonalRecords {
  const season = findCurrentSeason(nowMs, timeZone);
  const { startMs: seasonStartMs, endMs: seasonEndMs } = instantsOfDays(season.from, season.to, timeZone);
  const seasonBest: (Candidate | null)[] = RECORD_METRICS.map(() => null);
  const allTimeBest: (Candidate | null)[] = RECORD_METRICS.map(() => null);
  for (const session of sessions) {
    if (session.dataStatus !== 'PROCESSED') continue;
    const startMs = Date.parse(session.startTime);
    if (!Number.isFinite(startMs)) continue;
    const inSeason = startMs >= seasonStartMs && startMs < seasonEndMs;
    // Plain loops and a candidate made only for a new holder: this runs for every session of years.
    for (let index = 0; index < RECORD_METRICS.length; index += 1) {
      const value = recordValueOf(session, RECORD_METRICS[index] as RecordMetric);
      if (value === null) continue;
      const allTime = allTimeBest[index] ?? null;
      const takesAllTime = beats(value, startMs, session.activityId, allTime);
      const takesSeason = inSeason && beats(value, startMs, session.activityId, seasonBest[index] ?? null);
      if (!takesAllTime && !takesSeason) continue;
      const candidate: Candidate = { session, startMs, value };
      if (takesAllTime) allTimeBest[index] = candidate;
      if (takesSeason) seasonBest[index] = candidate;
    }
  }
  return {
    season,
    records: RECORD_METRICS.map((metric, index) => ({
      metric,
      season: toHolder(seasonBest[index] ?? null, timeZone),
      allTime: toHolder(allTimeBest[index] ?? null, timeZone),
    })),
  };
}
