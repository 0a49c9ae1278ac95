import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SessionSample } from '../session/session-sample';
import { drawnSpeedsOf } from './speed-from-distance';

describe('drawnSpeedsOf', () => {
  it('gives a distance-only sample the speed to the next distance sample, and keeps recorded speeds', () => {
    const samples: SessionSample[] = [
      { t: 0, distance: 0, bpm: 120 },
      { t: 2, distance: 6 },
      { t: 3, distance: 6, speed: 5 },
      { t: 4, distance: 10 },
      { t: 5, bpm: 130 },
    ];
    // 6 m in 2 s, then no distance in 1 s; the sample at 4 s has no distance after it.
    expect(Array.from(drawnSpeedsOf(samples))).toEqual([3, 0, 5, Number.NaN, Number.NaN]);
  });

  it('never draws a negative speed when an odometer goes back', () => {
    expect(
      Array.from(
        drawnSpeedsOf([
          { t: 0, distance: 10 },
          { t: 5, distance: 4 },
        ]),
      ),
    ).toEqual([0, Number.NaN]);
  });

  it('draws speeds whose time integral is the distance recorded', () => {
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
        const speeds = drawnSpeedsOf(samples);
        let covered = 0;
        for (let i = 0; i + 1 < samples.length; i += 1) {
          covered += (speeds[i] as number) * ((samples[i + 1] as SessionSample).t - (samples[i] as SessionSample).t);
        }
        expect(covered).toBeCloseTo(d, 6);
        expect(Number.isNaN(speeds[speeds.length - 1])).toBe(true);
      }),
    );
  });
});
