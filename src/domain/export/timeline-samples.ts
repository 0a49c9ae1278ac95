import type { Activity } from '../activity/activity';
import { TIMELINE_MAX_BUCKETS, type Timeline } from '../activity/timeline';
import { resolveChartHrmax } from '../charts/chart-hrmax';
import { MAX_SAMPLE_HOLD_SECONDS, type SessionSample } from '../session/session-sample';
import type { SessionExport } from './session-export';

/**
 * The longest span asked of the timeline call at 1-s steps: one answer's most buckets
 * (docs/api-sessions.md), so a 4-hour session takes two calls per channel.
 */
const EXPORT_TIMELINE_PIECE_SECONDS = TIMELINE_MAX_BUCKETS;

/** The timeline step an export asks for: one bucket per second, i.e. the samples themselves at 1 Hz. */
export const EXPORT_TIMELINE_STEP_SECONDS = 1;

export interface TimelineSpan {
  readonly startOffsetSeconds: number;
  readonly endOffsetSeconds: number;
}

/** [0, analysedSeconds) cut into consecutive spans of at most `pieceSeconds` (none for an empty session). */
export function splitTimelineSpans(
  analysedSeconds: number,
  pieceSeconds: number = EXPORT_TIMELINE_PIECE_SECONDS,
): TimelineSpan[] {
  const piece = Math.max(1, Math.floor(pieceSeconds));
  const end = Number.isFinite(analysedSeconds) ? Math.max(0, analysedSeconds) : 0;
  const spans: TimelineSpan[] = [];
  for (let start = 0; start < end; start += piece)
    spans.push({ startOffsetSeconds: start, endOffsetSeconds: Math.min(end, start + piece) });
  return spans;
}

interface TimedValue {
  readonly t: number;
  readonly value: number;
}

/**
 * The readings of one channel from its timeline pieces: one per bucket that has data, at the
 * bucket's start, worth the middle of its min and max (at 1-s steps both are the sample). In
 * time order; a bucket repeated by overlapping pieces counts once. Pieces usually come in order:
 * then nothing is sorted (a 4-hour session is 14 400 readings a channel).
 */
function readingsOf(pieces: readonly Timeline[]): TimedValue[] {
  const readings: TimedValue[] = [];
  let ordered = true;
  let lastT = Number.NEGATIVE_INFINITY;
  for (const piece of pieces) {
    const { t: ts, min, max } = piece;
    for (let i = 0; i < ts.length; i += 1) {
      const t = ts[i] as number;
      const lo = min[i];
      const hi = max[i];
      if (lo == null || hi == null) continue;
      const value = (lo + hi) / 2;
      if (!Number.isFinite(t) || !Number.isFinite(value)) continue;
      if (t <= lastT) ordered = false;
      lastT = t;
      readings.push({ t, value });
    }
  }
  if (ordered) return readings;
  readings.sort((a, b) => a.t - b.t);
  return readings.filter((reading, i) => i === 0 || reading.t !== (readings[i - 1] as TimedValue).t);
}

/**
 * A session's samples rebuilt from its heart-rate (HR_BPM) and speed (AP) timelines fetched at
 * 1-s steps: one sample per second that has either, with the bpm and the speed (m/s) of that
 * second, and on each speed sample the cumulative distance (m) integrated from the speed as the
 * analysis does it (docs/product-rules.md#samples): each speed holds until the next one, for at
 * most MAX_SAMPLE_HOLD_SECONDS. A second without data gives no sample: gaps stay gaps.
 */
export function readTimelineSamples(heartRate: readonly Timeline[], speed: readonly Timeline[]): SessionSample[] {
  const bpms = readingsOf(heartRate);
  const speeds = readingsOf(speed);
  const samples: SessionSample[] = [];
  let h = 0;
  let s = 0;
  let distance = 0;
  let previousSpeed: TimedValue | undefined;
  while (h < bpms.length || s < speeds.length) {
    const bpm = bpms[h];
    const moving = speeds[s];
    const t = Math.min(bpm?.t ?? Number.POSITIVE_INFINITY, moving?.t ?? Number.POSITIVE_INFINITY);
    const sample: { t: number; bpm?: number; speed?: number; distance?: number } = { t };
    if (bpm !== undefined && bpm.t === t) {
      sample.bpm = bpm.value;
      h += 1;
    }
    if (moving !== undefined && moving.t === t) {
      if (previousSpeed !== undefined)
        distance += previousSpeed.value * Math.min(t - previousSpeed.t, MAX_SAMPLE_HOLD_SECONDS);
      sample.speed = moving.value;
      sample.distance = distance;
      previousSpeed = moving;
      s += 1;
    }
    samples.push(sample);
  }
  return samples;
}

/**
 * What the export of a session shown on the session page holds: its name, start and samples,
 * the HRmax it was analysed with (else the HR timeline's, else the charts' fallback) and its
 * calories. Our session types (games, trainings…) have no TCX sport: they go out as `other`.
 */
export function buildActivityExport(
  activity: Activity,
  samples: readonly SessionSample[],
  timelineHrmax: number | null = null,
): SessionExport {
  const info = activity.playerActivityInfo;
  return {
    startedAtMs: Date.parse(info.startTime),
    title: info.title,
    sport: 'other',
    samples,
    hrmax: resolveChartHrmax({ sessionHrmax: activity.activityHrStats?.hrmax, timelineHrmax }),
    calories: activity.playerActivitySummary?.calories ?? null,
  };
}
