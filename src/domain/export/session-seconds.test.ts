import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyEdwardsZone } from '../heart-rate/heart-rate-zones';
import { analyseSession } from '../session/session-analysis';
import { ACTIVE_SPEED_THRESHOLD, isValidBpm, type SessionSample } from '../session/session-sample';
import { asBpm } from '../units/branded-units';
import { generateSessionSamples } from './session-export.test-support';
import { readSessionSeconds, type SessionSecond } from './session-seconds';

function secondsOf(samples: readonly SessionSample[]): SessionSecond[] {
  return [...readSessionSeconds(samples)];
}

function column<K extends keyof SessionSecond>(samples: readonly SessionSample[], key: K): SessionSecond[K][] {
  return secondsOf(samples).map((second) => second[key]);
}

const countWhere = <T>(values: readonly T[], test: (value: T) => boolean): number => values.filter(test).length;

describe('readSessionSeconds: worked examples', () => {
  it('holds a heart rate until the next reading for at most 10 s; a longer gap is empty', () => {
    const samples = [
      { t: 0, bpm: 100 },
      { t: 3, bpm: 110 },
      { t: 20, bpm: 120 },
      { t: 21, bpm: 130 },
    ];
    expect(column(samples, 'bpm')).toEqual([
      100,
      100,
      100, // 0–2
      110,
      110,
      110,
      110,
      110,
      110,
      110,
      110,
      110,
      110, // 3–12: held 10 s
      null,
      null,
      null,
      null,
      null,
      null,
      null, // 13–19: the rest of the gap is missing data
      120,
      130,
    ]);
    expect(column(samples, 'elapsedSeconds')).toEqual(Array.from({ length: 22 }, (_, i) => i));
  });

  it('the last reading of a channel counts at its own instant only, as in the analysis', () => {
    const samples = [
      { t: 0, bpm: 100, speed: 2 },
      { t: 1, speed: 2 },
      { t: 3, speed: 2 },
    ];
    expect(column(samples, 'bpm')).toEqual([100, null, null, null]);
    expect(column(samples, 'speed')).toEqual([2, 2, 2, 2]);
  });

  it('leaves heart-rate artefacts out (the previous reading holds over them)', () => {
    const samples = [
      { t: 0, bpm: 100 },
      { t: 1, bpm: 250 },
      { t: 2, bpm: 20 },
      { t: 3, bpm: 110 },
    ];
    expect(column(samples, 'bpm')).toEqual([100, 100, 100, 110]);
  });

  it('derives the speed from the distance where no speed is recorded, as the AP figure does', () => {
    const samples = [
      { t: 0, distance: 0 },
      { t: 2, distance: 7 },
      { t: 4, distance: 7 },
    ];
    expect(column(samples, 'speed')).toEqual([3.5, 3.5, 0, 0, null]);
    expect(column(samples, 'distance')).toEqual([0, 0, 7, 7, 7]);
  });

  it('integrates the speed into a distance when the recording has none', () => {
    const samples = [
      { t: 0, speed: 2 },
      { t: 2, speed: 4 },
      { t: 3, speed: 1 },
      { t: 20, speed: 3 },
    ];
    const seconds = secondsOf(samples);
    expect(seconds.slice(0, 4).map((s) => s.distance)).toEqual([0, 2, 4, 8]);
    // After the 10-s hold of the last-but-one reading: a gap, then the distance goes on from 8 + 10 × 1.
    expect(seconds[13]?.distance).toBeNull();
    expect(seconds[20]).toEqual({ elapsedSeconds: 20, bpm: null, speed: 3, distance: 18 });
  });

  it('rows are whole seconds from 0; a reading between two seconds shows from the next one', () => {
    expect(
      secondsOf([
        { t: 0.5, bpm: 100 },
        { t: 1.5, bpm: 110 },
      ]),
    ).toEqual([
      { elapsedSeconds: 0, bpm: null, speed: null, distance: null },
      { elapsedSeconds: 1, bpm: 100, speed: null, distance: null },
    ]);
    expect(secondsOf([])).toEqual([]);
  });
});

describe('readSessionSeconds agrees with the analysis (one source of truth)', () => {
  const hrmax = 190;

  it('one value per second from 0 to the end; the seconds with a heart rate are the covered time plus the last reading', () => {
    fc.assert(
      fc.property(generateSessionSamples({ maxLength: 400 }), (samples) => {
        const seconds = secondsOf(samples);
        const analysis = analyseSession(samples, { hrmaxMeasured: hrmax });
        const valid = samples.filter((s) => s.bpm !== undefined && isValidBpm(s.bpm));
        const lastValid = valid.at(-1)?.bpm;
        expect(seconds).toHaveLength((samples.at(-1) as SessionSample).t + 1);
        const bpms = seconds.map((s) => s.bpm);
        expect(countWhere(bpms, (bpm) => bpm !== null)).toBe(
          Math.round(analysis.hrCoveredSeconds) + (lastValid === undefined ? 0 : 1),
        );
        // The red zone: seconds in Edwards zones 4–5 are the analysis's time above 80 % HRmax.
        const inRedZone = (bpm: number | null | undefined) =>
          bpm != null && classifyEdwardsZone(asBpm(bpm), asBpm(hrmax)) >= 4;
        expect(countWhere(bpms, inRedZone)).toBe(
          Math.round(analysis.timeAbove80Seconds) + (inRedZone(lastValid) ? 1 : 0),
        );
      }),
    );
  });

  it('with a recorded speed: speed seconds, AP seconds and the distance match the analysis', () => {
    fc.assert(
      fc.property(generateSessionSamples({ maxLength: 400, channels: 'heart-rate-and-speed' }), (samples) => {
        const seconds = secondsOf(samples);
        const analysis = analyseSession(samples, {});
        const lastSpeed = samples.filter((s) => s.speed !== undefined).at(-1)?.speed;
        const active = countWhere(seconds, (s) => s.speed !== null && s.speed >= ACTIVE_SPEED_THRESHOLD);
        expect(countWhere(seconds, (s) => s.speed !== null)).toBe(
          Math.round(analysis.speedCoveredSeconds) + (lastSpeed === undefined ? 0 : 1),
        );
        expect(active).toBe(
          Math.round(analysis.activeSeconds) + (lastSpeed !== undefined && lastSpeed >= ACTIVE_SPEED_THRESHOLD ? 1 : 0),
        );
        const lastSample = samples.at(-1) as SessionSample;
        if (lastSample.speed !== undefined)
          expect((seconds.at(-1) as SessionSecond).distance).toBeCloseTo(analysis.distanceMeters, 6);
      }),
    );
  });

  it('with a recorded distance only: the derived speed covers the seconds the analysis credits, AP included', () => {
    fc.assert(
      fc.property(generateSessionSamples({ maxLength: 400, channels: 'heart-rate-and-distance' }), (samples) => {
        const seconds = secondsOf(samples);
        const analysis = analyseSession(samples, {});
        const active = countWhere(seconds, (s) => s.speed !== null && s.speed >= ACTIVE_SPEED_THRESHOLD);
        // A derived speed holds between two readings: no instant of its own at the end.
        expect(countWhere(seconds, (s) => s.speed !== null)).toBe(Math.round(analysis.speedCoveredSeconds));
        expect(active).toBe(Math.round(analysis.activeSeconds));
      }),
    );
  });
});
