import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChartMetricsType } from '../../domain/activity/timeline';
import { cumulativeDistanceOf, cumulativeWorkloadOf } from '../../domain/charts/timeline-series';
import { analyseSession, analyseSessionWindow } from '../../domain/session/session-analysis';
import type { SessionSample } from '../../domain/session/session-sample';
import { RecordingTimelineSource } from './recording-timeline-source';

const query = { startOffsetSeconds: 0, endOffsetSeconds: 4, timeInterval: 1, chartMetricsType: 'AP' as const };

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
    const source = new RecordingTimelineSource(() => ({ id: 'file', samples, hrmax }));
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

  it('never hold a speed derived from the distance past the next distance sample', async () => {
    // 15 m between 0 s and 1 s, then a speed of 0 at 3 s: nothing is known of [1, 3).
    const samples: SessionSample[] = [
      { t: 0, distance: 0 },
      { t: 1, distance: 15 },
      { t: 3, speed: 0 },
    ];
    const window = analyseSessionWindow(samples, { hrmaxMeasured: 190 }, { startSec: 2, endSec: 3 });
    expect(window.distanceMeters).toBe(0);
    expect((await endsOf(samples, 2, 3, 190)).meters).toBe(0);
    expect((await endsOf(samples, 0, 3, 190)).meters).toBe(15);
  });

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
