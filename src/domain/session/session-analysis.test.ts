import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseSession, originOfAthleteHrmax, resolveAthleteHrmax } from './session-analysis';
import { isValidBpm, MAX_SAMPLE_HOLD_SECONDS, type SessionSample } from './session-sample';

/** Test-only generator: irregular session series with gaps, artefacts and missing channels. */
function arbitrarySessionSeries(
  options: { maxLength?: number; withSpeed?: boolean } = {},
): fc.Arbitrary<SessionSample[]> {
  const step = fc.record({
    dt: fc.oneof(
      { weight: 8, arbitrary: fc.integer({ min: 1, max: 6 }) },
      { weight: 1, arbitrary: fc.integer({ min: 7, max: 700 }) },
    ),
    bpm: fc.option(
      fc.oneof(
        { weight: 9, arbitrary: fc.integer({ min: 30, max: 230 }) },
        { weight: 1, arbitrary: fc.integer({ min: 0, max: 260 }) },
      ),
      { nil: undefined, freq: 8 },
    ),
    speed:
      options.withSpeed === false
        ? fc.constant(undefined)
        : fc.option(fc.double({ min: 0, max: 10, noNaN: true }), { nil: undefined, freq: 3 }),
  });
  return fc.array(step, { minLength: 0, maxLength: options.maxLength ?? 200 }).map((steps) => {
    let t = 0;
    return steps.map(({ dt, bpm, speed }, index) => {
      if (index > 0) t += dt;
      const sample: { t: number; bpm?: number; speed?: number } = { t };
      if (bpm !== undefined) sample.bpm = bpm;
      if (speed !== undefined) sample.speed = speed;
      return sample;
    });
  });
}

/** A constant-rate series: `seconds + 1` samples at 1 Hz. */
function buildSteadySeries(seconds: number, sample: (t: number) => Omit<SessionSample, 't'>): SessionSample[] {
  return Array.from({ length: seconds + 1 }, (_, t) => ({ t, ...sample(t) }));
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
const athlete = { hrmaxMeasured: 200 };

describe('analyseSession: worked examples', () => {
  it('10 minutes in each Edwards zone → TRIMP 150', () => {
    const zoneBpm = [110, 130, 150, 170, 190]; // 55, 65, 75, 85, 95 % of 200
    const samples = buildSteadySeries(3000, (t) => ({ bpm: zoneBpm[Math.min(4, Math.floor(t / 600))] }));
    const analysis = analyseSession(samples, athlete);
    expect(analysis.zoneSeconds).toEqual([600, 600, 600, 600, 600]);
    expect(analysis.trimp).toBeCloseTo(150, 9);
    expect(analysis.timeAbove80Seconds).toBe(1200);
    expect(analysis.timeAbove80Percent).toBeCloseTo(40, 9);
    expect(analysis.displayZoneSeconds).toEqual({ low: 600, moderate: 1200, high: 1200 });
  });

  it('Keytel: man, 30 y, 75 kg, 150 bpm for 60 min → about 868 kcal; MET ≈ 11.6', () => {
    const samples = buildSteadySeries(3600, () => ({ bpm: 150 }));
    const analysis = analyseSession(samples, { age: 30, weightKg: 75, sex: 'm' });
    expect(analysis.calories).toBeCloseTo(((-55.0969 + 0.6309 * 150 + 0.1988 * 75 + 0.2017 * 30) / 4.184) * 60, 6);
    expect(Math.round(analysis.calories as number)).toBe(868);
    expect(analysis.met).toBeCloseTo(867.58 / 75, 2);
  });

  it('no weight → no calories and no MET', () => {
    const analysis = analyseSession(
      buildSteadySeries(600, () => ({ bpm: 150 })),
      { age: 30 },
    );
    expect(analysis.calories).toBeNull();
    expect(analysis.met).toBeNull();
  });

  it('counts calories only at ≥ 50 % HRmax', () => {
    const analysis = analyseSession(
      buildSteadySeries(600, () => ({ bpm: 90 })),
      { hrmaxMeasured: 200, weightKg: 80 },
    );
    expect(analysis.calories).toBe(0);
  });

  it('Tanaka HRmax from age; default age 30 when unknown', () => {
    expect(analyseSession([], { age: 40 }).hrmax).toBe(180);
    expect(analyseSession([], {}).hrmax).toBe(187);
    expect(analyseSession([], { age: 40, hrmaxMeasured: 195 }).hrmax).toBe(195);
  });

  it('weights by time, not by sample', () => {
    const analysis = analyseSession(
      [
        { t: 0, bpm: 100 },
        { t: 10, bpm: 200 },
        { t: 11, bpm: 200 },
      ],
      athlete,
    );
    expect(analysis.avgBpm).toBeCloseTo((100 * 10 + 200 * 1) / 11, 9);
    expect(analysis.sampleMeanBpm).toBeCloseTo(500 / 3, 9);
    expect(analysis.maxBpm).toBe(200);
  });

  it('a gap over 10 s is missing data, not zero', () => {
    const samples = [...buildSteadySeries(10, () => ({ bpm: 120 })), { t: 100, bpm: 120 }, { t: 101, bpm: 120 }];
    const analysis = analyseSession(samples, athlete);
    expect(analysis.durationSeconds).toBe(101);
    expect(analysis.hrCoveredSeconds).toBe(10 + MAX_SAMPLE_HOLD_SECONDS + 1);
    expect(analysis.avgBpm).toBe(120);
    expect(analysis.coveragePercent).toBeCloseTo((21 / 101) * 100, 9);
  });

  it('drops heart rates outside 30–230 bpm as artefacts', () => {
    const samples = buildSteadySeries(20, (t) => ({ bpm: t === 5 ? 24 : t === 6 ? 250 : 140 }));
    const analysis = analyseSession(samples, athlete);
    expect(analysis.artefactCount).toBe(2);
    expect(analysis.minBpm).toBe(140);
    expect(analysis.maxBpm).toBe(140);
    expect(analysis.avgBpm).toBe(140);
    expect(analysis.hrCoveredSeconds).toBe(20);
  });

  it('speed: AP time, distance from speed, high speed and sprints', () => {
    // 10 s walking at 0.5, 10 s at 3, 3 s at 8 (a sprint), 5 s at 6, 1 s at 7.5 (another), 1 s at 2.
    const speeds = [...Array<number>(10).fill(0.5), ...Array<number>(10).fill(3), 8, 8, 8, 6, 6, 6, 6, 6, 7.5, 2, 2];
    const samples = speeds.map((speed, t) => ({ t, speed }));
    const analysis = analyseSession(samples, athlete);
    expect(analysis.activeSeconds).toBe(20);
    expect(analysis.activePercent).toBeCloseTo((20 / 30) * 100, 9);
    expect(analysis.distanceMeters).toBeCloseTo(5 + 30 + 24 + 30 + 7.5 + 2, 9);
    expect(analysis.highSpeedMeters).toBeCloseTo(24 + 30 + 7.5, 9);
    expect(analysis.sprints).toBe(2);
  });

  it('uses the recorded cumulative distance when there is one', () => {
    const samples = [0, 1, 2, 3].map((t) => ({ t, speed: 2, distance: 100 + t * 2.5 }));
    expect(analyseSession(samples, athlete).distanceMeters).toBeCloseTo(7.5, 9);
  });

  it('a belt alone measures no movement: AP, distance and sprints are unknown, not zero; any speed or distance is movement', () => {
    const beltAlone = analyseSession(
      buildSteadySeries(600, () => ({ bpm: 140 })),
      athlete,
    );
    expect(beltAlone.movementMeasured).toBe(false);
    expect(beltAlone.speedCoveredSeconds).toBe(0);
    expect(
      analyseSession(
        buildSteadySeries(600, (t) => ({ bpm: 140, ...(t === 300 ? { speed: 0 } : {}) })),
        athlete,
      ).movementMeasured,
    ).toBe(true);
    expect(
      analyseSession(
        [
          { t: 0, bpm: 140, distance: 10 },
          { t: 1, bpm: 140 },
        ],
        athlete,
      ).movementMeasured,
    ).toBe(true);
  });

  it('flags and trims long sessions', () => {
    const long = analyseSession(
      buildSteadySeries(4.5 * 3600, () => ({ bpm: 130 })),
      athlete,
    );
    expect(long.flags).toEqual(['too-long', 'trimmed']);
    expect(long.durationSeconds).toBe(14_400);
    expect(long.hrCoveredSeconds).toBe(14_400);
    const flagged = analyseSession(
      buildSteadySeries(3.6 * 3600, () => ({ bpm: 130 })),
      athlete,
    );
    expect(flagged.flags).toEqual(['too-long']);
    expect(
      analyseSession(
        buildSteadySeries(3600, () => ({ bpm: 130 })),
        athlete,
      ).flags,
    ).toEqual([]);
  });

  it('reports the highest 30-s sustained heart rate', () => {
    const samples = buildSteadySeries(600, (t) => ({ bpm: t >= 300 && t < 330 ? 190 : t === 100 ? 210 : 150 }));
    expect(analyseSession(samples, athlete).sustainedMaxBpm).toBeCloseTo(190, 9);
  });
});

describe('analyseSession: display zones and the red zone', () => {
  const steadyAt = (bpm: number, hrmaxMeasured = 200) =>
    analyseSession(
      buildSteadySeries(600, () => ({ bpm })),
      { hrmaxMeasured },
    );

  it.each([
    [119, 'low'],
    [120, 'moderate'],
    [159, 'moderate'],
    [160, 'high'],
  ] as const)('%i bpm of 200 is %s (low < 60 %, moderate 60–80 %, high ≥ 80 %)', (bpm, zone) => {
    expect(steadyAt(bpm).displayZoneSeconds[zone]).toBe(600);
    expect(steadyAt(bpm).timeAbove80Seconds).toBe(zone === 'high' ? 600 : 0);
  });

  it('takes the measured HRmax when known, else Tanaka from age', () => {
    expect(resolveAthleteHrmax({ hrmaxMeasured: 201, age: 40 })).toEqual({ value: 201, source: 'measured' });
    expect(resolveAthleteHrmax({ age: 40 })).toEqual({ value: 180, source: 'tanaka' });
  });

  it('says where the HRmax comes from: measured, the age, or the default age', () => {
    expect(originOfAthleteHrmax({ hrmaxMeasured: 201, age: 40 })).toBe('MEASURED');
    expect(originOfAthleteHrmax({ hrmaxMeasured: 201 })).toBe('MEASURED');
    expect(originOfAthleteHrmax({ age: 40 })).toBe('AGE_TANAKA');
    expect(originOfAthleteHrmax({ hrmaxMeasured: Number.NaN, age: 0 })).toBe('DEFAULT');
    expect(originOfAthleteHrmax({})).toBe('DEFAULT');
  });

  it('the high display zone is exactly the red zone and Edwards zones 4–5', () => {
    fc.assert(
      fc.property(fc.integer({ min: 30, max: 230 }), fc.integer({ min: 120, max: 220 }), (bpm, hrmax) => {
        const analysis = steadyAt(bpm, hrmax);
        const [, , , zone4, zone5] = analysis.zoneSeconds;
        expect(analysis.timeAbove80Seconds).toBeCloseTo(analysis.displayZoneSeconds.high, 9);
        expect(zone4 + zone5).toBeCloseTo(analysis.displayZoneSeconds.high, 9);
      }),
    );
  });
});

describe('analyseSession: properties', () => {
  it('zone times sum to the covered time, which never exceeds the session', () => {
    fc.assert(
      fc.property(arbitrarySessionSeries(), (samples) => {
        const a = analyseSession(samples, athlete);
        expect(sum(a.zoneSeconds) + a.belowZoneSeconds).toBeCloseTo(a.hrCoveredSeconds, 6);
        expect(a.displayZoneSeconds.low + a.displayZoneSeconds.moderate + a.displayZoneSeconds.high).toBeCloseTo(
          a.hrCoveredSeconds,
          6,
        );
        expect(a.hrCoveredSeconds).toBeLessThanOrEqual(a.durationSeconds + 1e-9);
        expect(a.coveragePercent).toBeGreaterThanOrEqual(0);
        expect(a.coveragePercent).toBeLessThanOrEqual(100 + 1e-9);
        expect(a.timeAbove80Seconds).toBeLessThanOrEqual(a.hrCoveredSeconds + 1e-9);
        expect(a.activeSeconds).toBeLessThanOrEqual(a.speedCoveredSeconds + 1e-9);
        expect(a.speedCoveredSeconds).toBeLessThanOrEqual(a.durationSeconds + 1e-9);
      }),
    );
  });

  it('average lies within the valid samples; the maximum is the highest valid sample', () => {
    fc.assert(
      fc.property(arbitrarySessionSeries(), (samples) => {
        const a = analyseSession(samples, athlete);
        const valid = samples.flatMap((s) => (s.bpm !== undefined && isValidBpm(s.bpm) ? [s.bpm] : []));
        if (valid.length === 0) {
          expect(a.avgBpm).toBeNull();
          expect(a.maxBpm).toBeNull();
          return;
        }
        expect(a.maxBpm).toBe(Math.max(...valid));
        expect(a.avgBpm as number).toBeGreaterThanOrEqual(Math.min(...valid) - 1e-9);
        expect(a.avgBpm as number).toBeLessThanOrEqual(Math.max(...valid) + 1e-9);
      }),
    );
  });

  it('TRIMP and calories never decrease when any heart rate rises (within the valid range)', () => {
    fc.assert(
      fc.property(arbitrarySessionSeries(), fc.nat(), fc.integer({ min: 1, max: 100 }), (samples, pick, rise) => {
        const withHr = samples.filter((s) => s.bpm !== undefined && isValidBpm(s.bpm));
        fc.pre(withHr.length > 0);
        const target = withHr[pick % withHr.length] as SessionSample;
        const raised = samples.map((s) => (s === target ? { ...s, bpm: Math.min(230, (s.bpm as number) + rise) } : s));
        const profile = { hrmaxMeasured: 190, weightKg: 70, age: 25 };
        const before = analyseSession(samples, profile);
        const after = analyseSession(raised, profile);
        expect(after.trimp).toBeGreaterThanOrEqual(before.trimp - 1e-9);
        expect(after.calories as number).toBeGreaterThanOrEqual((before.calories as number) - 1e-9);
      }),
    );
  });

  it('TRIMP is bounded by 1× and 5× the minutes in zones', () => {
    fc.assert(
      fc.property(arbitrarySessionSeries(), (samples) => {
        const a = analyseSession(samples, athlete);
        const minutes = sum(a.zoneSeconds) / 60;
        expect(a.trimp).toBeGreaterThanOrEqual(minutes - 1e-9);
        expect(a.trimp).toBeLessThanOrEqual(5 * minutes + 1e-9);
      }),
    );
  });

  it('no weight → no calories, whatever the series', () => {
    fc.assert(
      fc.property(
        arbitrarySessionSeries(),
        fc.constantFrom<'m' | 'f' | undefined>('m', 'f', undefined),
        (samples, sex) => {
          const a = analyseSession(samples, { age: 30, sex });
          expect(a.calories).toBeNull();
          expect(a.met).toBeNull();
        },
      ),
    );
  });

  it('movement is measured exactly when a speed sample lies in the analysed span', () => {
    fc.assert(
      fc.property(
        arbitrarySessionSeries({ withSpeed: false }),
        fc.nat(),
        fc.double({ min: 0, max: 10, noNaN: true }),
        (samples, pick, speed) => {
          expect(analyseSession(samples, athlete).movementMeasured).toBe(false);
          const first = samples[0];
          fc.pre(first !== undefined);
          const analysed = samples.filter((s) => s.t - first.t <= 14_400);
          const target = analysed[pick % analysed.length];
          const withSpeed = samples.map((s) => (s === target ? { ...s, speed } : s));
          expect(analyseSession(withSpeed, athlete).movementMeasured).toBe(true);
        },
      ),
    );
  });

  it('never analyses more than 4 h', () => {
    fc.assert(
      fc.property(arbitrarySessionSeries({ maxLength: 400 }), (samples) => {
        const a = analyseSession(samples, athlete);
        expect(a.durationSeconds).toBeLessThanOrEqual(14_400);
        expect(a.flags.includes('trimmed')).toBe((samples.at(-1)?.t ?? 0) - (samples[0]?.t ?? 0) > 14_400);
      }),
    );
  });
});
