import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asBpm } from './branded-units';
import { bpmToHrFraction, bpmToPercentOfHrmax, hrFractionToBpm, percentOfHrmaxToBpm } from './heart-rate-units';

describe('bpm ↔ % HRmax', () => {
  it('converts a worked example', () => {
    expect(bpmToPercentOfHrmax(asBpm(150), asBpm(200))).toBe(75);
    expect(percentOfHrmaxToBpm(80, asBpm(190))).toBe(152);
  });

  it('round-trips', () => {
    fc.assert(
      fc.property(fc.double({ min: 30, max: 230, noNaN: true }), fc.double({ min: 120, max: 230, noNaN: true }), (bpm, hrmax) => {
        expect(percentOfHrmaxToBpm(bpmToPercentOfHrmax(asBpm(bpm), asBpm(hrmax)), asBpm(hrmax))).toBeCloseTo(bpm, 9);
        expect(hrFractionToBpm(bpmToHrFraction(asBpm(bpm), asBpm(hrmax)), asBpm(hrmax))).toBeCloseTo(bpm, 9);
      }),
    );
  });
});
