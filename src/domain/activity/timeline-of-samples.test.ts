import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cumulativeDistanceOf, cumulativeWorkloadOf } from '../charts/timeline-series';
import { analyseSession, analyseSessionWindow } from '../session/session-analysis';
import type { SessionSample } from '../session/session-sample';
import type { ChartMetricsType, Timeline, TimelineQuery } from './timeline';
import { timelineOfSamples } from './timeline-of-samples';

const query = (start: number, end: number, step: number, metric: ChartMetricsType = 'HR_BPM'): TimelineQuery => ({
  startOffsetSeconds: start,
  endOffsetSeconds: end,
  timeInterval: step,
  chartMetricsType: metric,
});

const samples: SessionSample[] = [
  { t: 0, bpm: 100, speed: 0.5 },
  { t: 1, bpm: 120, speed: 2 },
  { t: 2, bpm: 110 },
  { t: 3, speed: 3.456 },
  { t: 10, bpm: 150, speed: 6 },
  { t: 11, bpm: 140, speed: 5 },
];

describe('timelineOfSamples', () => {
  it('buckets the heart rate in bpm with each bucket’s min and max; a bucket without a sample is null', () => {
    const timeline = timelineOfSamples(samples, query(0, 12, 4), 200);
    expect(timeline).toEqual({
      metric: 'HR_BPM',
      startOffsetSeconds: 0,
      endOffsetSeconds: 12,
      stepSeconds: 4,
      t: [0, 4, 8],
      min: [100, null, 140],
      max: [120, null, 150],
      hrmax: 200,
      apThreshold: null,
      // Edwards TRIMP per bucket at HRmax 200; the 110 bpm of t = 2 is held 8 s, into the empty bucket.
      amount: [0.08, 0.07, 0.08],
    });
  });

  it('scales the heart rate to % of the HRmax given, with two decimals', () => {
    const timeline = timelineOfSamples(samples, query(0, 4, 2, 'HR_PERCENTAGE'), 180);
    expect(timeline.min).toEqual([55.56, 61.11]);
    expect(timeline.max).toEqual([66.67, 61.11]);
    expect(timeline.hrmax).toBe(180);
  });

  it('answers AP as speed in m/s with the AP threshold, and no HRmax', () => {
    const timeline = timelineOfSamples(samples, query(0, 12, 4, 'AP'), 180);
    expect(timeline.min).toEqual([0.5, null, 5]);
    expect(timeline.max).toEqual([3.46, null, 6]);
    expect(timeline.apThreshold).toBe(1);
    expect(timeline.hrmax).toBeNull();
  });

  it('keeps only the samples between the offsets, the end excluded', () => {
    const timeline = timelineOfSamples(samples, query(1, 11, 5), 200);
    expect(timeline.t).toEqual([1, 6]);
    expect(timeline.min).toEqual([110, 150]);
    expect(timeline.max).toEqual([120, 150]);
  });

  it('drops heart rates outside 30–230 bpm as artefacts (docs/product-rules.md#samples)', () => {
    const noisy: SessionSample[] = [
      { t: 0, bpm: 0 },
      { t: 1, bpm: 140 },
      { t: 2, bpm: 255 },
      { t: 3, bpm: 29 },
    ];
    const timeline = timelineOfSamples(noisy, query(0, 4, 2), 190);
    expect(timeline.min).toEqual([140, null]);
    expect(timeline.max).toEqual([140, null]);
  });

  it('answers no buckets for an empty span or no samples', () => {
    expect(timelineOfSamples(samples, query(5, 5, 2), 190).t).toEqual([]);
    const none = timelineOfSamples([], query(0, 60, 10), 190);
    expect(none.t).toEqual([0, 10, 20, 30, 40, 50]);
    expect(none.max.every((value) => value === null)).toBe(true);
  });

  const sampleSeries = fc
    .array(
      fc.record({
        gap: fc.integer({ min: 1, max: 15 }),
        bpm: fc.option(fc.integer({ min: 30, max: 230 }), { nil: undefined }),
        speed: fc.option(fc.double({ min: 0, max: 12, noNaN: true }), { nil: undefined }),
      }),
      { maxLength: 300 },
    )
    .map((steps) => {
      let t = 0;
      return steps.map(({ gap, bpm, speed }): SessionSample => {
        t += gap;
        return { t, bpm, speed };
      });
    });
  const metrics = fc.constantFrom<ChartMetricsType>('HR_BPM', 'HR_PERCENTAGE', 'AP');

  it('has one bucket per step of the span, each min at most its max, every value within the samples’ range', () => {
    fc.assert(
      fc.property(
        sampleSeries,
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 1, max: 120 }),
        metrics,
        fc.integer({ min: 100, max: 220 }),
        (series, start, length, step, metric, hrmax) => {
          const end = start + length;
          const timeline = timelineOfSamples(series, query(start, end, step, metric), hrmax);
          expect(timeline.t).toHaveLength(Math.ceil(length / step));
          expect(timeline.min).toHaveLength(timeline.t.length);
          expect(timeline.max).toHaveLength(timeline.t.length);
          const inSpan = series.filter((s) => s.t >= start && s.t < end);
          const raw = inSpan.flatMap((s) => {
            const value =
              metric === 'AP'
                ? s.speed
                : s.bpm === undefined
                  ? undefined
                  : metric === 'HR_PERCENTAGE'
                    ? (s.bpm / hrmax) * 100
                    : s.bpm;
            return value === undefined ? [] : [value];
          });
          // Values are rounded to two decimals: they may pass the samples' range by half a hundredth.
          const low = Math.min(...raw) - 0.005;
          const high = Math.max(...raw) + 0.005;
          timeline.t.forEach((bucketStart, k) => {
            expect(bucketStart).toBe(start + k * step);
            const min = timeline.min[k] ?? null;
            const max = timeline.max[k] ?? null;
            expect(min === null).toBe(max === null);
            if (min === null || max === null) return;
            expect(min).toBeLessThanOrEqual(max);
            expect(min).toBeGreaterThanOrEqual(low);
            expect(max).toBeLessThanOrEqual(high);
          });
          if (raw.length > 0) {
            const shown = timeline.max.filter((value): value is number => value !== null);
            expect(Math.max(...shown)).toBeCloseTo(Math.max(...raw), 2);
          } else {
            expect(timeline.max.every((value) => value === null)).toBe(true);
          }
        },
      ),
    );
  });

  it('answers no buckets for an empty span, whatever the samples', () => {
    fc.assert(
      fc.property(
        sampleSeries,
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 1, max: 120 }),
        metrics,
        (series, at, step, metric) => {
          const timeline = timelineOfSamples(series, query(at, at, step, metric), 190);
          expect(timeline).toMatchObject({
            t: [],
            min: [],
            max: [],
            startOffsetSeconds: at,
            endOffsetSeconds: at,
            stepSeconds: step,
          });
        },
      ),
    );
  });
});

describe('timelineOfSamples amounts (docs/product-rules.md#chart-precision)', () => {
  it('gives each bucket the meters covered in it, from the distance channel when there is one', () => {
    // Distance: 10 m over [0, 4), nothing over [4, 6), 30 m over [6, 12) evenly.
    const ridden: SessionSample[] = [
      { t: 0, distance: 0, speed: 9 },
      { t: 4, distance: 10, speed: 9 },
      { t: 6, distance: 10 },
      { t: 12, distance: 40 },
    ];
    const timeline = timelineOfSamples(ridden, query(0, 12, 4, 'AP'), 190);
    expect(timeline.amount).toEqual([10, 10, 20]);
    expect(analyseSession(ridden, {}).distanceMeters).toBe(40);
  });

  it('integrates speed held at most 10 s when there is no distance channel; a bucket without data is null', () => {
    // 2 m/s from t = 0 held 10 s (the rest of the 30-s gap is missing data), then 4 m/s for 5 s.
    const speeds: SessionSample[] = [
      { t: 0, speed: 2 },
      { t: 30, speed: 4 },
      { t: 35, speed: 0 },
    ];
    const timeline = timelineOfSamples(speeds, query(0, 40, 10, 'AP'), 190);
    expect(timeline.amount).toEqual([20, null, null, 20]);
    expect(analyseSession(speeds, {}).distanceMeters).toBe(40);
  });

  it('gives HR_PERCENTAGE the same TRIMP as HR_BPM', () => {
    const bpm = timelineOfSamples(samples, query(0, 12, 4, 'HR_BPM'), 200);
    const percent = timelineOfSamples(samples, query(0, 12, 4, 'HR_PERCENTAGE'), 200);
    expect(percent.amount).toEqual(bpm.amount);
  });

  it('counts only the first 4 h of a longer session, as the analysis does', () => {
    const long: SessionSample[] = Array.from({ length: 3100 }, (_, i) => ({ t: i * 5, bpm: 150, speed: 3 }));
    const analysis = analyseSession(long, { hrmaxMeasured: 190 });
    const q = { startOffsetSeconds: 0, endOffsetSeconds: analysis.durationSeconds, timeInterval: 60 };
    const hr = timelineOfSamples(long, { ...q, chartMetricsType: 'HR_BPM' }, 190);
    const ap = timelineOfSamples(long, { ...q, chartMetricsType: 'AP' }, 190);
    expect(endOf(cumulativeDistanceOf(ap, 'METRIC').value)).toBeCloseTo(analysis.distanceMeters, 2);
    expect(endOf(cumulativeWorkloadOf(hr, 190).value)).toBeCloseTo(analysis.trimp, 2);
  });

  type Channels = 'speed' | 'distance' | 'both' | 'mixed';
  const session = fc
    .record({
      channels: fc.constantFrom<Channels>('speed', 'distance', 'both', 'mixed'),
      steps: fc.array(
        fc.record({
          gap: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 40 })),
          bpm: fc.option(fc.integer({ min: 20, max: 240 }), { nil: undefined }),
          speed: fc.double({ min: 0, max: 12, noNaN: true }),
          hasSpeed: fc.boolean(),
          hasDistance: fc.boolean(),
          meters: fc.double({ min: 0, max: 60, noNaN: true }),
        }),
        { minLength: 1, maxLength: 300 },
      ),
    })
    .map(({ channels, steps }) => {
      let t = 0;
      let distance = 0;
      return steps.map((step, i): SessionSample => {
        if (i > 0) t += step.gap;
        distance += step.meters;
        const speed = channels === 'speed' || channels === 'both' || (channels === 'mixed' && step.hasSpeed);
        const withDistance =
          channels === 'distance' || channels === 'both' || (channels === 'mixed' && step.hasDistance);
        return {
          t,
          bpm: step.bpm,
          speed: speed ? step.speed : undefined,
          distance: withDistance ? distance : undefined,
        };
      });
    });

  const timelinesOf = (
    series: readonly SessionSample[],
    start: number,
    end: number,
    step: number,
    hrmax: number,
  ): [Timeline, Timeline] => [
    timelineOfSamples(series, query(start, end, step, 'HR_BPM'), hrmax),
    timelineOfSamples(series, query(start, end, step, 'AP'), hrmax),
  ];

  it('makes a whole session’s cumulative charts end at its distance and TRIMP, never decreasing', () => {
    fc.assert(
      fc.property(
        session,
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 100, max: 220 }),
        (series, step, hrmax) => {
          const analysis = analyseSession(series, { hrmaxMeasured: hrmax });
          const [hr, ap] = timelinesOf(series, 0, analysis.durationSeconds, step, hrmax);
          const distance = cumulativeDistanceOf(ap, 'METRIC').value;
          const workload = cumulativeWorkloadOf(hr, hrmax).value;
          expect(ap.amount).toHaveLength(ap.t.length);
          expect(hr.amount).toHaveLength(hr.t.length);
          // Amounts are sent in hundredths so that their running sum is the rounded running total.
          expect(Math.abs(endOf(distance) - analysis.distanceMeters)).toBeLessThanOrEqual(0.005 + 1e-6);
          expect(Math.abs(endOf(workload) - analysis.trimp)).toBeLessThanOrEqual(0.005 + 1e-6);
          for (const values of [distance, workload]) {
            for (let i = 1; i < values.length; i += 1) expect(values[i]!).toBeGreaterThanOrEqual(values[i - 1]!);
          }
        },
      ),
    );
  });

  it('makes a window’s cumulative charts end at the figures of that window', () => {
    fc.assert(
      fc.property(
        session,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 1, max: 60 }),
        (series, a, b, step) => {
          const span = series[series.length - 1]!.t;
          const start = Math.floor(Math.min(a, b) * span);
          const end = Math.ceil(Math.max(a, b) * span);
          // A span holding the whole session is the whole session's (its end sample counted).
          fc.pre(end > start && (start > 0 || end < span));
          const window = analyseSessionWindow(series, { hrmaxMeasured: 190 }, { startSec: start, endSec: end });
          const [hr, ap] = timelinesOf(series, start, end, step, 190);
          expect(Math.abs(endOf(cumulativeDistanceOf(ap, 'METRIC').value) - window.distanceMeters)).toBeLessThanOrEqual(
            0.005 + 1e-6,
          );
          expect(Math.abs(endOf(cumulativeWorkloadOf(hr, 190).value) - window.trimp)).toBeLessThanOrEqual(0.005 + 1e-6);
        },
      ),
    );
  });
});

function endOf(values: Float64Array): number {
  return values.length === 0 ? 0 : values[values.length - 1]!;
}
