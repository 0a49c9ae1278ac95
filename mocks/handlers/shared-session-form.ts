import type { SharedSession, SharedSessionSummary } from '../../src/domain/activity/shared-session';
import type { Timeline } from '../../src/domain/activity/timeline';
import { bucketSeries } from '../../src/domain/charts/bucket-series';
import { sharesAsChild } from '../../src/domain/share/shared-session-privacy';
import type { SessionAnalysis } from '../../src/domain/session/session-analysis';
import { TRIM_SECONDS, FLAG_TOO_LONG_SECONDS } from '../../src/domain/session/session-limits';
import { isValidBpm, type SessionSample } from '../../src/domain/session/session-sample';
import { localDayOf } from '../../src/domain/time/time-zone';
import { asMeters, asSeconds, asTrimps } from '../../src/domain/units/branded-units';
import type { PlayerRecord } from '../db/schemas';
import type { SessionRecord } from '../db/session-schemas';
import type { AnalysedSession } from '../world/sessions/session-analysis-memo';
import { DEMO_TIME_ZONE } from '../world/sessions/team-schedule';
import { analysedSecondsOf } from './session-detail/activity-presenter';

/**
 * The public form of a shared session and of its heart-rate timeline (docs/api-sessions.md#what-a-share-shows):
 * the session, never the body. Nothing in it gives the player's weight, age or HRmax: heart rate only
 * in whole % HRmax, no bpm, no HRmax, no calories, no MET; a child's session without its title or
 * start time.
 */

/** Whole % HRmax of a heart rate; null without one. */
function wholePercentOf(bpm: number | null, hrmax: number): number | null {
  return bpm === null ? null : Math.round((bpm / hrmax) * 100);
}

/** The shared figures of an analysed session: the figures of the session, in % HRmax, and nothing of the body. */
function sharedSummaryOf(analysis: SessionAnalysis): SharedSessionSummary {
  // Without speed or distance the movement figures are not measured, never zero (docs/api-sessions.md#figures-not-measured).
  const moved = analysis.movementMeasured;
  return {
    avgHrPercent: wholePercentOf(analysis.avgBpm, analysis.hrmax),
    maxHrPercent: wholePercentOf(analysis.maxBpm, analysis.hrmax),
    timeAbove80Seconds: asSeconds(analysis.timeAbove80Seconds),
    timeAbove80Percent: analysis.timeAbove80Percent,
    zoneSeconds: {
      low: asSeconds(analysis.displayZoneSeconds.low),
      moderate: asSeconds(analysis.displayZoneSeconds.moderate),
      high: asSeconds(analysis.displayZoneSeconds.high),
    },
    edwardsZoneSeconds: analysis.zoneSeconds.map(asSeconds),
    apSeconds: moved ? asSeconds(analysis.activeSeconds) : null,
    apPercent: moved ? analysis.activePercent : null,
    distanceMeters: moved ? asMeters(analysis.distanceMeters) : null,
    highSpeedDistanceMeters: moved ? asMeters(analysis.highSpeedMeters) : null,
    sprints: moved ? analysis.sprints : null,
    workloadTrimps: asTrimps(analysis.trimp),
    movementMeasured: moved,
  };
}

/**
 * The public form of a session. The demo world's sessions take place around Los Angeles, so their day
 * is the local day there; a child is a child of a parent account or a player under 13 that day.
 */
export function toSharedSession(
  record: SessionRecord,
  player: PlayerRecord,
  analysed: AnalysedSession | null,
): SharedSession {
  const startDay = localDayOf(record.startMs, DEMO_TIME_ZONE);
  const child = sharesAsChild(
    { hasParentAccount: player.parentAccountId !== null, birthDate: player.birthDate },
    startDay,
  );
  return {
    title: child ? null : record.title,
    type: record.type,
    startTime: child ? null : new Date(record.startMs).toISOString(),
    startDay,
    durationSeconds: asSeconds(record.durationSec),
    analysedSeconds: asSeconds(analysedSecondsOf(record)),
    tooLong: record.durationSec > FLAG_TOO_LONG_SECONDS,
    trimmed: record.durationSec > TRIM_SECONDS,
    dataStatus: record.dataStatus,
    summary: analysed === null ? null : sharedSummaryOf(analysed.analysis),
  };
}

/** A number in [−0.5, 0.5) fixed by `key` (FNV-1a, 32 bits): the same on every call, unknown without the key. */
function offsetOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 0x1_0000_0000 - 0.5;
}

/**
 * Each whole-bpm reading in % HRmax after moving it by a fixed offset of less than half a beat (kept
 * within the valid range): the values then lie anywhere, not on the steps of 100/HRmax that whole
 * beats would leave, and those steps would give the HRmax away. The offset of each second depends on
 * the session's private seed, so asking again gives the same values. NaN where there is no valid reading.
 */
function spreadPercents(samples: readonly SessionSample[], record: SessionRecord, hrmax: number): Float64Array {
  return Float64Array.from(samples, (sample) => {
    const bpm = sample.bpm;
    if (bpm === undefined || !Number.isFinite(bpm) || !isValidBpm(bpm)) return Number.NaN;
    const spread = bpm + offsetOf(`${record.seed}:${record.id}:${sample.t}`);
    return ((isValidBpm(spread) ? spread : bpm) / hrmax) * 100;
  });
}

const wholePercents = (values: Float64Array) =>
  Array.from(values, (value) => (Number.isNaN(value) ? null : Math.round(value)));

/**
 * The public heart-rate timeline of a session from the one the private call answers in % HRmax: the
 * same buckets and amounts (Edwards TRIMP, which names the zone and nothing else), the minima and
 * maxima in whole % of the spread readings, and no HRmax.
 */
export function toSharedHeartRateTimeline(
  timeline: Timeline,
  record: SessionRecord,
  analysed: AnalysedSession | null,
): Timeline {
  if (analysed === null || timeline.t.length === 0) return { ...timeline, hrmax: null };
  const { samples, analysis } = analysed;
  const spread = bucketSeries(
    Float64Array.from(samples, (sample) => sample.t),
    spreadPercents(samples, record, analysis.hrmax),
    timeline.stepSeconds,
    timeline.startOffsetSeconds,
    timeline.endOffsetSeconds,
  );
  return { ...timeline, min: wholePercents(spread.mins), max: wholePercents(spread.maxs), hrmax: null };
}
