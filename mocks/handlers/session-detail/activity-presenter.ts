import type { Activity, Attachment, PlayerActivitySummary } from '../../../src/domain/activity/activity';
import { resolveActivitySource } from '../../../src/domain/activity/activity-source';
import type { ActivitySegment, SegmentMetricsType, SegmentStats } from '../../../src/domain/activity/activity-segment';
import {
  computeSegmentStats,
  type SegmentStats as DomainSegmentStats,
} from '../../../src/domain/segments/segment-stats';
import { summariseSessionAnalysis } from '../../../src/domain/session/activity-summary';
import { TRIM_SECONDS } from '../../../src/domain/session/session-limits';
import { originOfAthleteHrmax, resolveAthleteHrmax } from '../../../src/domain/session/session-analysis';
import { MILLISECONDS_PER_DAY } from '../../../src/domain/units/time-units';
import { asBpm, asKilocalories, asMeters, asSeconds, asTrimps } from '../../../src/domain/units/branded-units';
import {
  computeRelativePercent,
  selectPreviousDays,
  type DatedValue,
} from '../../../src/domain/workload/relative-workload';
import { db } from '../../db/mock-db';
import type { PlayerRecord } from '../../db/schemas';
import { sessionCollection } from '../../db/sessions';
import type { SessionRecord, StoredAttachment, StoredSegment } from '../../db/session-schemas';
import {
  analyseStoredSession,
  athleteOf,
  measureStoredSession,
  type AnalysedSession,
} from '../../world/sessions/session-analysis-memo';
import { FLAG_TOO_LONG_SECONDS } from '../../../src/domain/session/session-limits';
import type { PlayerAccess } from '../auth-guard';
import { participantsOf } from './session-participants';
import { canResync } from './session-access';

/** Builds the answers of the session calls from a record, computing every figure with the domain. */

const bpmOrNull = (value: number | null) => (value === null ? null : asBpm(value));

export function toAttachment(stored: StoredAttachment): Attachment {
  return { ...stored };
}

/** The length of the session that is analysed and charted: the first 4 h at most (docs/product-rules.md#session-limits). */
export function analysedSecondsOf(record: SessionRecord): number {
  return Math.min(record.durationSec, TRIM_SECONDS);
}

/**
 * A segment's figures on the wire. `moved`: whether the session measured speed or distance; without
 * it (a belt alone) AP, distance, high-speed distance and sprints are null, as in the summary
 * (docs/api-sessions.md#figures-not-measured).
 */
function toSegmentStats(stats: DomainSegmentStats, moved: boolean): SegmentStats {
  const durationSeconds = asSeconds(stats.durationSeconds);
  switch (stats.kind) {
    case 'HR':
      return {
        metricsType: 'HR',
        durationSeconds,
        coveragePercent: stats.coveragePercent,
        avgBpm: bpmOrNull(stats.avgBpm),
        maxBpm: bpmOrNull(stats.maxBpm),
        timeAbove80Seconds: asSeconds(stats.timeAbove80Seconds),
        timeAbove80Percent: stats.timeAbove80Percent,
      };
    case 'AP':
      return moved
        ? {
            metricsType: 'AP',
            durationSeconds,
            apSeconds: asSeconds(stats.activeSeconds),
            apPercent: stats.activePercent,
          }
        : { metricsType: 'AP', durationSeconds, apSeconds: null, apPercent: null };
    case 'DISTANCE':
      return moved
        ? {
            metricsType: 'DISTANCE',
            durationSeconds,
            distanceMeters: asMeters(stats.distanceMeters),
            highSpeedDistanceMeters: asMeters(stats.highSpeedMeters),
            sprints: stats.sprints,
          }
        : {
            metricsType: 'DISTANCE',
            durationSeconds,
            distanceMeters: null,
            highSpeedDistanceMeters: null,
            sprints: null,
          };
    case 'WORKLOAD':
      return {
        metricsType: 'WORKLOAD',
        durationSeconds,
        trimps: asTrimps(stats.trimp),
        calories: stats.calories === null ? null : asKilocalories(stats.calories),
      };
  }
}

export function toSegment(
  record: SessionRecord,
  segment: StoredSegment,
  analysed: AnalysedSession | null,
  metricsType: SegmentMetricsType,
): ActivitySegment {
  return {
    id: segment.id,
    name: segment.name,
    startPoint: new Date(record.startMs + segment.startSec * 1000).toISOString(),
    startSec: asSeconds(segment.startSec),
    endSec: asSeconds(segment.endSec),
    stats:
      analysed === null
        ? null
        : toSegmentStats(
            computeSegmentStats(analysed.samples, analysed.athlete, segment, metricsType),
            analysed.analysis.movementMeasured,
          ),
  };
}

/** The analysis of a session with data, or null (only PROCESSED sessions carry figures). */
export function analyseIfProcessed(record: SessionRecord, player: PlayerRecord): AnalysedSession | null {
  return record.dataStatus === 'PROCESSED' ? analyseStoredSession(record, player) : null;
}

/** TRIMP and distance of the player's processed sessions of the 28 days before this one. */
function referenceHistory(
  record: SessionRecord,
  player: PlayerRecord,
): { trimps: DatedValue[]; distances: DatedValue[] } {
  const from = record.startMs - 28 * MILLISECONDS_PER_DAY;
  const previous = sessionCollection(db).findMany((q) =>
    q.where({
      playerId: record.playerId,
      deleted: false,
      dataStatus: 'PROCESSED',
      startMs: (ms) => ms >= from && ms < record.startMs,
    }),
  );
  const trimps: DatedValue[] = [];
  const distances: DatedValue[] = [];
  for (const session of previous) {
    const figures = measureStoredSession(session, player);
    trimps.push({ startedAtMs: session.startMs, value: figures.trimp });
    // A session that measured no distance is left out of the usual, not counted as 0 m (docs/product-rules.md#not-measured).
    if (figures.distanceMeters !== null)
      distances.push({ startedAtMs: session.startMs, value: figures.distanceMeters });
  }
  return { trimps, distances };
}

/** The headline figures of an analysed session, with its workload and distance against the 28 days before it. */
function summaryOf(analysed: AnalysedSession, record: SessionRecord, player: PlayerRecord): PlayerActivitySummary {
  const a = analysed.analysis;
  const history = referenceHistory(record, player);
  return summariseSessionAnalysis(a, {
    workloadPercent: computeRelativePercent(a.trimp, selectPreviousDays(history.trimps, record.startMs)),
    distancePercent: computeRelativePercent(a.distanceMeters, selectPreviousDays(history.distances, record.startMs)),
  });
}

export function toActivity(record: SessionRecord, player: PlayerRecord, access: PlayerAccess): Activity {
  const analysed = analyseIfProcessed(record, player);
  const team = record.teamId === null ? undefined : db.teams.findFirst((q) => q.where({ id: record.teamId ?? '' }));
  const summary = analysed === null ? null : summaryOf(analysed, record, player);
  const a = analysed?.analysis;
  const hrmax = resolveAthleteHrmax(athleteOf(player, record.startMs)).value;
  return {
    playerActivityId: record.id,
    playerActivityInfo: {
      type: record.type,
      ended: record.ended,
      playerId: record.playerId,
      attachments: record.attachments.map(toAttachment),
      title: record.title,
      startTime: new Date(record.startMs).toISOString(),
      durationSeconds: asSeconds(record.durationSec),
      teamId: record.teamId,
      teamName: team?.name ?? null,
      dataStatus: record.dataStatus,
      description: record.description,
      coachRun: record.coachRun,
      source: resolveActivitySource(record),
      deviceName: record.deviceName,
      tooLong: record.durationSec > FLAG_TOO_LONG_SECONDS,
      trimmed: record.durationSec > TRIM_SECONDS,
      analysedSeconds: asSeconds(analysedSecondsOf(record)),
      canResync: canResync(access, record),
      shareToken: record.shareToken,
    },
    playerActivitySummary: summary,
    activityHrStats:
      a === undefined
        ? null
        : {
            hrmax: asBpm(hrmax),
            hrmaxSource: originOfAthleteHrmax(athleteOf(player, record.startMs)),
            avgBpm: bpmOrNull(a.avgBpm),
            maxBpm: bpmOrNull(a.maxBpm),
            timeAbove80Seconds: asSeconds(a.timeAbove80Seconds),
            timeAbove80Percent: a.timeAbove80Percent,
            zoneSeconds: {
              low: asSeconds(a.displayZoneSeconds.low),
              moderate: asSeconds(a.displayZoneSeconds.moderate),
              high: asSeconds(a.displayZoneSeconds.high),
            },
            edwardsZoneSeconds: a.zoneSeconds.map(asSeconds),
            coveredSeconds: asSeconds(a.hrCoveredSeconds),
          },
    // Without speed or distance (a belt alone) these figures are null, as in the summary (docs/api-sessions.md#figures-not-measured).
    activityAPStats:
      a === undefined ? null : { apSeconds: summary?.apSeconds ?? null, apPercent: summary?.apPercent ?? null },
    activityDistanceStats:
      a === undefined || summary === null
        ? null
        : {
            distanceMeters: summary.distanceMeters,
            highSpeedDistanceMeters: summary.highSpeedDistanceMeters,
            sprints: summary.sprints,
            distancePercent: summary.distancePercent,
          },
    activityWorkloadStats:
      a === undefined || summary === null
        ? null
        : {
            trimps: asTrimps(a.trimp),
            workloadPercent: summary.workloadPercent,
            calories: summary.calories,
            caloriesUnavailableReason: summary.caloriesUnavailableReason,
            met: a.met,
          },
    activitySegments: record.segments.map((segment) => toSegment(record, segment, analysed, 'HR')),
    participants: participantsOf(record),
  };
}
