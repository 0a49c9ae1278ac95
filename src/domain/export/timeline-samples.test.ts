import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Activity } from '../activity/activity';
import type { ChartMetricsType, Timeline } from '../activity/timeline';
import { bucketSeries } from '../charts/bucket-series';
import { FALLBACK_CHART_HRMAX_BPM } from '../charts/chart-hrmax';
import { analyseSession } from '../session/session-analysis';
import type { SessionSample } from '../session/session-sample';
import { asBpm, asKilocalories } from '../units/branded-units';
import { generateSessionSamples } from './session-export.test-support';
import { buildActivityExport, readTimelineSamples, splitTimelineSpans, type TimelineSpan } from './timeline-samples';

/** What the timeline call answers at 1-s steps over one span (as the mock backend builds it). */
function timelineOf(samples: readonly SessionSample[], metric: ChartMetricsType, span: TimelineSpan): Timeline {
  const ts = Float64Array.from(samples, (s) => s.t);
  const values = Float64Array.from(samples, (s) => (metric === 'AP' ? s.speed : s.bpm) ?? Number.NaN);
  const buckets = bucketSeries(ts, values, 1, span.startOffsetSeconds, span.endOffsetSeconds);
  const nullable = (array: Float64Array) => Array.from(array, (v) => (Number.isNaN(v) ? null : v));
  return {
    metric,
    ...span,
    stepSeconds: 1,
    t: Array.from(buckets.starts),
    min: nullable(buckets.mins),
    max: nullable(buckets.maxs),
    hrmax: metric === 'AP' ? null : 190,
    apThreshold: metric === 'AP' ? 1 : null,
  };
}

/** Both channels of a session, fetched as the export fetches them: in pieces over [0, end). */
function fetched(samples: readonly SessionSample[], end: number, pieceSeconds?: number) {
  const spans = splitTimelineSpans(end, pieceSeconds);
  return {
    heartRate: spans.map((span) => timelineOf(samples, 'HR_BPM', span)),
    speed: spans.map((span) => timelineOf(samples, 'AP', span)),
  };
}

describe('splitTimelineSpans', () => {
  it('cuts a 4-hour session into 10 000 s and the rest; nothing for an empty one', () => {
    expect(splitTimelineSpans(14_400)).toEqual([
      { startOffsetSeconds: 0, endOffsetSeconds: 10_000 },
      { startOffsetSeconds: 10_000, endOffsetSeconds: 14_400 },
    ]);
    expect(splitTimelineSpans(3600)).toEqual([{ startOffsetSeconds: 0, endOffsetSeconds: 3600 }]);
    expect(splitTimelineSpans(0)).toEqual([]);
    expect(splitTimelineSpans(Number.NaN)).toEqual([]);
  });

  it('covers [0, end) without gap or overlap, each span at most the piece', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 50, max: 20_000 }), (end, piece) => {
        const spans = splitTimelineSpans(end, piece);
        // Checked in plain code and asserted once: an expect per span is slow.
        const broken = spans.filter((span, i) => {
          const length = span.endOffsetSeconds - span.startOffsetSeconds;
          return (
            length <= 0 || length > piece || span.startOffsetSeconds !== (i === 0 ? 0 : spans[i - 1]?.endOffsetSeconds)
          );
        });
        expect(broken).toEqual([]);
        expect(spans.at(-1)?.endOffsetSeconds ?? 0).toBe(end);
      }),
    );
  });
});

describe('readTimelineSamples', () => {
  it('merges the two channels by second and integrates the distance from the speed, holding at most 10 s', () => {
    const samples = [
      { t: 0, bpm: 120, speed: 2 },
      { t: 1, bpm: 125 },
      { t: 2, speed: 3 },
      { t: 30, bpm: 140, speed: 4 },
      { t: 31, speed: 4 },
    ];
    const { heartRate, speed } = fetched(samples, 40, 16);
    expect(readTimelineSamples(heartRate, speed)).toEqual([
      { t: 0, bpm: 120, speed: 2, distance: 0 },
      { t: 1, bpm: 125 },
      { t: 2, speed: 3, distance: 4 },
      // 3 m/s held for 10 s of the 28-s gap: 4 + 30.
      { t: 30, bpm: 140, speed: 4, distance: 34 },
      { t: 31, speed: 4, distance: 38 },
    ]);
  });

  it('reads each bucket at the middle of its min and max; empty buckets and pieces give nothing', () => {
    const piece: Timeline = {
      metric: 'HR_BPM',
      startOffsetSeconds: 0,
      endOffsetSeconds: 3,
      stepSeconds: 1,
      t: [0, 1, 2],
      min: [100, null, 140],
      max: [102, null, null],
      hrmax: 190,
      apThreshold: null,
    };
    expect(readTimelineSamples([piece], [])).toEqual([{ t: 0, bpm: 101 }]);
    expect(readTimelineSamples([], [])).toEqual([]);
  });

  it('gives the session back: same heart rates and speeds at the same seconds, whatever the pieces', () => {
    fc.assert(
      fc.property(
        generateSessionSamples({ maxLength: 200, channels: 'heart-rate-and-speed' }),
        fc.integer({ min: 1, max: 400 }),
        (samples, piece) => {
          const end = (samples.at(-1) as SessionSample).t + 1;
          const { heartRate, speed } = fetched(samples, end, piece);
          const rebuilt = readTimelineSamples(heartRate, speed);
          const withData = samples.filter((s) => s.bpm !== undefined || s.speed !== undefined);
          expect(rebuilt.map(({ t, bpm, speed: v }) => ({ t, bpm, speed: v }))).toEqual(
            withData.map(({ t, bpm, speed: v }) => ({ t, bpm, speed: v })),
          );
        },
      ),
    );
  });

  it('agrees with the analysis of the original samples: heart rate, AP and distance', () => {
    fc.assert(
      fc.property(generateSessionSamples({ maxLength: 300, channels: 'heart-rate-and-speed' }), (samples) => {
        const end = (samples.at(-1) as SessionSample).t + 1;
        const { heartRate, speed } = fetched(samples, end, 100);
        const rebuilt = readTimelineSamples(heartRate, speed);
        // Seconds without any data are not in the rebuilt series: compare from the first one with data on.
        const first = samples.findIndex((s) => s.bpm !== undefined || s.speed !== undefined);
        if (first < 0) return;
        const original = analyseSession(samples.slice(first), { hrmaxMeasured: 190 });
        const again = analyseSession(rebuilt, { hrmaxMeasured: 190 });
        expect(again.avgBpm).toBe(original.avgBpm);
        expect(again.maxBpm).toBe(original.maxBpm);
        expect(again.hrCoveredSeconds).toBe(original.hrCoveredSeconds);
        expect(again.activeSeconds).toBe(original.activeSeconds);
        expect(again.distanceMeters).toBeCloseTo(original.distanceMeters, 9);
        const lastDistance = rebuilt.filter((s) => s.distance !== undefined).at(-1)?.distance ?? 0;
        expect(lastDistance).toBeCloseTo(original.distanceMeters, 9);
        const distances = rebuilt.flatMap((s) => (s.distance === undefined ? [] : [s.distance]));
        expect(distances.every((d, i) => i === 0 || d >= (distances[i - 1] as number))).toBe(true);
      }),
    );
  });
});

describe('buildActivityExport', () => {
  const activity = {
    playerActivityInfo: { title: 'U17 training', startTime: '2026-11-03T07:30:00Z', type: 'TRAINING' },
    activityHrStats: { hrmax: asBpm(195) },
    playerActivitySummary: { calories: asKilocalories(512) },
  } as unknown as Activity;

  it('takes the name, start, HRmax and calories of the session; its sport is other', () => {
    const samples = [{ t: 0, bpm: 120 }];
    expect(buildActivityExport(activity, samples)).toEqual({
      startedAtMs: Date.UTC(2026, 10, 3, 7, 30),
      title: 'U17 training',
      sport: 'other',
      samples,
      hrmax: 195,
      calories: 512,
    });
  });

  it('without HR stats: the timeline’s HRmax, else the charts’ fallback; without a summary: no calories', () => {
    const bare = { ...activity, activityHrStats: null, playerActivitySummary: null } as Activity;
    expect(buildActivityExport(bare, [], 188)).toMatchObject({ hrmax: 188, calories: null });
    expect(buildActivityExport(bare, [])).toMatchObject({ hrmax: FALLBACK_CHART_HRMAX_BPM, calories: null });
  });
});
