import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChartMetricsType } from '../../domain/activity/timeline';
import { cumulativeDistanceOf, cumulativeWorkloadOf } from '../../domain/charts/timeline-series';
import { analyseSession, analyseSessionWindow } from '../../domain/session/session-analysis';
import type { SessionSample } from '../../domain/session/session-sample';
import { RecordingTimelineSource, withSpeedFromDistance } from './recording-timeline-source';

const query = { startOffsetSeconds: 0, endOffsetSeconds: 4, timeInterval: 1, chartMetricsType: 'AP' as const };

describe('withSpeedFromDistance', () => {
  it('gives a distance-only sample the speed it keeps until the next one, and leaves recorded speeds alone', () => {
    const samples: SessionSample[] = [
      { t: 0, distance: 0, bpm: 120 },
      { t: 2, distance: 6 },
      { t: 3, distance: 6, speed: 5 },
      { t: 4, distance: 10 },
      { t: 5, bpm: 130 },
    ];
    expect(withSpeedFromDistance(samples)).toEqual([
      { t: 0, distance: 0, bpm: 120, speed: 3 },
      { t: 2, distance: 6, speed: 0 },
      { t: 3, distance: 6, speed: 5 },
      { t: 4, distance: 10 },
      { t: 5, bpm: 130 },
    ]);
  });

  it('returns a series with speeds of its own as it is', () => {
    const samples = [
      { t: 0, speed: 2, distance: 0 },
      { t: 1, speed: 2, distance: 2 },
    ];
    expect(withSpeedFromDistance(samples)).toBe(samples);
  });

  it('the derived speeds cover the distance recorded', () => {
    const steps = fc.array(
      fc.record({ dt: fc.integer({ min: 1, max: 10 }), dd: fc.double({ min: 0, max: 40, noNaN: true }) }),
      { minLength: 1, maxLength: 200 },
    );
    fc.assert(
      fc.property(steps, (parts) => {
        let t = 0;
        let d = 0;
        const samples: SessionSample[] = [
          { t: 0, distance: 0 },
          ...parts.map(({ dt, dd }) => ({ t: (t += dt), distance: (d += dd) })),
        ];
        const filled = withSpeedFromDistance(samples);
        const covered = filled
          .slice(0, -1)
          .reduce((sum, sample, i) => sum + (sample.speed ?? 0) * ((filled[i + 1] as SessionSample).t - sample.t), 0);
        expect(covered).toBeCloseTo(d, 6);
      }),
    );
  });
});

describe('RecordingTimelineSource', () => {
  it('buckets the open recording, and refuses another one', async () => {
    const source = new RecordingTimelineSource(() => ({
      id: 'file-1',
      samples: [
        { t: 0, speed: 2 },
        { t: 1, speed: 4 },
      ],
      hrmax: 190,
    }));
    const timeline = await source.getTimeline('file-1', query);
    expect(timeline.max.slice(0, 2)).toEqual([2, 4]);
    await expect(source.getTimeline('file-0', query)).rejects.toThrow();
    await expect(new RecordingTimelineSource(() => null).getTimeline('file-1', query)).rejects.toThrow();
  });

  it('computes a timeline in a task of its own: after a yield to the page, and hands it over after another', async () => {
    const steps: string[] = [];
    const source = new RecordingTimelineSource(
      () => {
        steps.push('computed');
        return { id: 'file-1', samples: [{ t: 0, speed: 2 }], hrmax: 190 };
      },
      () => {
        steps.push('yielded');
        return Promise.resolve();
      },
    );
    await source.getTimeline('file-1', query);
    expect(steps).toEqual(['yielded', 'computed', 'yielded']);
  });
});

/** The amounts carry two decimals. */
const ROUNDING_UNIT = 0.01 + 1e-6;

describe('the file page’s cumulative charts', () => {
  // A recording as files have them: heart rate with dropouts, and distance only, speed only, or both.
  const recording = fc
    .record({
      channels: fc.constantFrom('distance', 'speed', 'both', 'mixed'),
      steps: fc.array(
        fc.record({
          dt: fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 40 })),
          bpm: fc.option(fc.integer({ min: 60, max: 200 }), { nil: undefined }),
          speed: fc.double({ min: 0, max: 12, noNaN: true }),
          dd: fc.double({ min: 0, max: 40, noNaN: true }),
          pick: fc.boolean(),
        }),
        { minLength: 2, maxLength: 200 },
      ),
    })
    .map(({ channels, steps }) => {
      let t = 0;
      let d = 0;
      return steps.map(({ dt, bpm, speed, dd, pick }, i): SessionSample => {
        if (i > 0) t += dt;
        d += dd;
        const hasSpeed = channels === 'speed' || channels === 'both' || (channels === 'mixed' && pick);
        const hasDistance = channels === 'distance' || channels === 'both' || (channels === 'mixed' && !pick);
        return { t, bpm, speed: hasSpeed ? speed : undefined, distance: hasDistance ? d : undefined };
      });
    });

  const endsOf = async (samples: readonly SessionSample[], start: number, end: number, hrmax: number) => {
    const source = new RecordingTimelineSource(() => ({ id: 'file', samples: withSpeedFromDistance(samples), hrmax }));
    const at = (chartMetricsType: ChartMetricsType) =>
      source.getTimeline('file', {
        startOffsetSeconds: start,
        endOffsetSeconds: end,
        timeInterval: 10,
        chartMetricsType,
      });
    const distance = cumulativeDistanceOf(await at('AP'), 'METRIC').value;
    const workload = cumulativeWorkloadOf(await at('HR_BPM'), hrmax).value;
    return { meters: distance[distance.length - 1] ?? 0, trimp: workload[workload.length - 1] ?? 0 };
  };

  it('end at the file’s distance and TRIMP over the whole file, and at a window’s figures over that window', async () => {
    await fc.assert(
      // Within one unit of the amounts' two decimals: each amount is rounded, and their float sum may
      // land a rounding step away from the analysis's unrounded figure.
      fc.asyncProperty(recording, fc.double({ min: 0.05, max: 0.95, noNaN: true }), async (samples, cut) => {
        const athlete = { hrmaxMeasured: 190 };
        const whole = analyseSession(samples, athlete);
        const ends = await endsOf(samples, 0, whole.durationSeconds, 190);
        expect(Math.abs(ends.meters - whole.distanceMeters)).toBeLessThanOrEqual(ROUNDING_UNIT);
        expect(Math.abs(ends.trimp - whole.trimp)).toBeLessThanOrEqual(ROUNDING_UNIT);
        const from = Math.floor(cut * whole.durationSeconds);
        fc.pre(from > 0);
        const window = analyseSessionWindow(samples, athlete, { startSec: from, endSec: whole.durationSeconds });
        const windowEnds = await endsOf(samples, from, whole.durationSeconds, 190);
        expect(Math.abs(windowEnds.meters - window.distanceMeters)).toBeLessThanOrEqual(ROUNDING_UNIT);
        expect(Math.abs(windowEnds.trimp - window.trimp)).toBeLessThanOrEqual(ROUNDING_UNIT);
      }),
    );
  });
});
