import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asBpm } from './branded-units';
import { bpmToPercentOfHrmax } from './heart-rate-units';

describe('bpm → % HRmax', () => {
  it('converts worked examples', () => {
    expect(bpmToPercentOfHrmax(asBpm(150), asBpm(200))).toBe(75);
    expect(bpmToPercentOfHrmax(asBpm(152), asBpm(190))).toBeCloseTo(80, 9);
  });

  it('is 100 % at HRmax and grows with the heart rate', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 30, max: 230, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.double({ min: 120, max: 230, noNaN: true }),
        (bpm, rise, hrmax) => {
          expect(bpmToPercentOfHrmax(asBpm(hrmax), asBpm(hrmax))).toBeCloseTo(100, 9);
          expect(bpmToPercentOfHrmax(asBpm(bpm + rise), asBpm(hrmax))).toBeGreaterThanOrEqual(
            bpmToPercentOfHrmax(asBpm(bpm), asBpm(hrmax)),
          );
        },
      ),
    );
  });
});
