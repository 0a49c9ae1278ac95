import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { summariseSessionAnalysis } from './activity-summary';
import { analyseSession } from './session-analysis';
import type { SessionSample } from './session-sample';

/** 20 minutes at 1 Hz: 10 at 150 bpm and 2 m/s, then 10 at 170 bpm and 6 m/s. */
const samples: SessionSample[] = Array.from({ length: 1201 }, (_, t) =>
  t < 600 ? { t, bpm: 150, speed: 2 } : { t, bpm: 170, speed: 6 },
);
const noReference = { workloadPercent: null, distancePercent: null };

describe('summariseSessionAnalysis', () => {
  it('gives the headline figures of the analysis', () => {
    const analysis = analyseSession(samples, { hrmaxMeasured: 200, weightKg: 70, age: 30, sex: 'm' });
    const summary = summariseSessionAnalysis(analysis, { workloadPercent: 112.5, distancePercent: 80 });
    expect(summary).toEqual({
      durationSeconds: 1200,
      avgBpm: analysis.avgBpm,
      maxBpm: 170,
      timeAbove80Seconds: 600,
      timeAbove80Percent: 50,
      apSeconds: 1200,
      apPercent: 100,
      distanceMeters: analysis.distanceMeters,
      highSpeedDistanceMeters: analysis.highSpeedMeters,
      sprints: 0,
      calories: analysis.calories,
      caloriesUnavailableReason: null,
      met: analysis.met,
      workloadTrimps: analysis.trimp,
      workloadPercent: 112.5,
      distancePercent: 80,
      movementMeasured: true,
    });
    expect(summary.avgBpm).toBeCloseTo(160, 0);
    expect(summary.distanceMeters).toBeCloseTo(600 * 2 + 600 * 6, 0);
    expect(summary.highSpeedDistanceMeters).toBeCloseTo(600 * 6, 0);
    expect(summary.calories).toBeGreaterThan(0);
  });

  it('has no calories without a weight, and says the weight is missing', () => {
    const summary = summariseSessionAnalysis(analyseSession(samples, { hrmaxMeasured: 200 }), noReference);
    expect(summary.calories).toBeNull();
    expect(summary.met).toBeNull();
    expect(summary.caloriesUnavailableReason).toBe('WEIGHT_MISSING');
    expect(summary.workloadPercent).toBeNull();
    expect(summary.distancePercent).toBeNull();
  });

  it('has no heart rate figures for a session without heart rate', () => {
    const summary = summariseSessionAnalysis(
      analyseSession(
        [
          { t: 0, speed: 1 },
          { t: 5, speed: 1 },
        ],
        {},
      ),
      noReference,
    );
    expect(summary.avgBpm).toBeNull();
    expect(summary.maxBpm).toBeNull();
    expect(summary.timeAbove80Seconds).toBe(0);
  });

  it('says that movement was not measured for a heart-rate belt alone, and leaves its movement figures unknown rather than zero', () => {
    const beltAlone = samples.map(({ t, bpm }) => ({ t, bpm }));
    const summary = summariseSessionAnalysis(analyseSession(beltAlone, { hrmaxMeasured: 200 }), {
      workloadPercent: 90,
      distancePercent: 0,
    });
    expect(summary).toMatchObject({
      movementMeasured: false,
      apSeconds: null,
      apPercent: null,
      distanceMeters: null,
      highSpeedDistanceMeters: null,
      sprints: null,
      distancePercent: null,
    });
    expect(summary.workloadPercent).toBe(90);
    expect(summary.timeAbove80Seconds).toBe(600);
  });

  it('passes the reference percents through as given (for a session that measured movement)', () => {
    const analysis = analyseSession(samples, { hrmaxMeasured: 200 });
    const percent = fc.option(fc.double({ min: 0, max: 1000, noNaN: true }), { nil: null });
    fc.assert(
      fc.property(percent, percent, (workloadPercent, distancePercent) => {
        const summary = summariseSessionAnalysis(analysis, { workloadPercent, distancePercent });
        expect(summary.workloadPercent).toBe(workloadPercent);
        expect(summary.distancePercent).toBe(distancePercent);
      }),
    );
  });
});
