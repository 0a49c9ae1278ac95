import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseSession } from '../session/session-analysis';
import type { SessionSample } from '../session/session-sample';
import { computeSegmentStats, type SegmentWindow } from './segment-stats';

const athlete = { hrmaxMeasured: 200, weightKg: 70 };

/** 1 Hz, 20 min: bpm 120 for the first 10 min, 170 after; speed 3 m/s then 6 m/s. */
const session: SessionSample[] = Array.from({ length: 1201 }, (_, t) => ({
  t,
  bpm: t < 600 ? 120 : 170,
  speed: t < 600 ? 3 : 6,
}));

/** One segment's figures of the three time-integrated kinds. */
function integratedFigures(samples: readonly SessionSample[], segment: SegmentWindow) {
  const workload = computeSegmentStats(samples, athlete, segment, 'WORKLOAD');
  const ap = computeSegmentStats(samples, athlete, segment, 'AP');
  const distance = computeSegmentStats(samples, athlete, segment, 'DISTANCE');
  return {
    trimp: workload.kind === 'WORKLOAD' ? workload.trimp : Number.NaN,
    calories: workload.kind === 'WORKLOAD' ? workload.calories : Number.NaN,
    activeSeconds: ap.kind === 'AP' ? ap.activeSeconds : Number.NaN,
    distanceMeters: distance.kind === 'DISTANCE' ? distance.distanceMeters : Number.NaN,
  };
}

const series = fc
  .array(
    fc.record({
      dt: fc.integer({ min: 1, max: 20 }),
      bpm: fc.integer({ min: 30, max: 230 }),
      speed: fc.double({ min: 0, max: 9, noNaN: true }),
    }),
    { minLength: 2, maxLength: 150 },
  )
  .map((steps) => {
    let t = 0;
    return steps.map(({ dt, bpm, speed }, i) => ({ t: i === 0 ? 0 : (t += dt), bpm, speed }));
  });

describe('segment statistics', () => {
  it('gives each metric kind of a segment', () => {
    expect(computeSegmentStats(session, athlete, { startSec: 600, endSec: 900 }, 'HR')).toEqual({
      kind: 'HR',
      durationSeconds: 300,
      avgBpm: 170,
      maxBpm: 170,
      coveragePercent: 100,
      timeAbove80Seconds: 300,
      timeAbove80Percent: 100,
    });
    expect(computeSegmentStats(session, athlete, { startSec: 0, endSec: 600 }, 'AP')).toMatchObject({
      activeSeconds: 600,
      activePercent: 100,
    });
    expect(computeSegmentStats(session, athlete, { startSec: 590, endSec: 610 }, 'DISTANCE')).toMatchObject({
      distanceMeters: 10 * 3 + 10 * 6,
      highSpeedMeters: 10 * 6,
    });
    const workload = computeSegmentStats(session, athlete, { startSec: 0, endSec: 600 }, 'WORKLOAD');
    expect(workload).toMatchObject({ kind: 'WORKLOAD', trimp: 10 * 2 }); // 120 bpm = 60 % → zone 2;
  });

  it('the whole session as one segment gives the session figures', () => {
    const whole = integratedFigures(session, { startSec: 0, endSec: 1200 });
    const analysis = analyseSession(session, athlete);
    expect(whole).toMatchObject({
      trimp: analysis.trimp,
      calories: analysis.calories,
      distanceMeters: analysis.distanceMeters,
    });
  });

  it('is clipped to the session', () => {
    expect(computeSegmentStats(session, athlete, { startSec: 1100, endSec: 5000 }, 'AP').durationSeconds).toBe(100);
    expect(computeSegmentStats(session, athlete, { startSec: 3000, endSec: 5000 }, 'HR')).toMatchObject({
      durationSeconds: 0,
      avgBpm: null,
    });
  });

  it('two adjacent segments add up to the whole for time-integrated figures', () => {
    fc.assert(
      fc.property(series, fc.double({ min: 0, max: 1, noNaN: true }), (samples, share) => {
        const end = (samples.at(-1) as SessionSample).t;
        const split = end * share;
        const left = integratedFigures(samples, { startSec: 0, endSec: split });
        const right = integratedFigures(samples, { startSec: split, endSec: end });
        const whole = analyseSession(samples, athlete);
        expect(left.trimp + right.trimp).toBeCloseTo(whole.trimp, 6);
        expect(left.activeSeconds + right.activeSeconds).toBeCloseTo(whole.activeSeconds, 6);
        expect(left.distanceMeters + right.distanceMeters).toBeCloseTo(whole.distanceMeters, 6);
      }),
    );
  });
});
