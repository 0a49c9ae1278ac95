import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asCentimeters, asKilograms, asPounds } from './branded-units';
import {
  centimetersToFeetInches,
  feetInchesToCentimeters,
  kilogramsToPounds,
  poundsToKilograms,
} from './body-units';

describe('height', () => {
  it('converts worked examples', () => {
    expect(centimetersToFeetInches(asCentimeters(180))).toEqual({ feet: 5, inches: 11 });
    expect(centimetersToFeetInches(asCentimeters(182.88))).toEqual({ feet: 6, inches: 0 });
    expect(feetInchesToCentimeters({ feet: 5, inches: 10 })).toBeCloseTo(177.8, 9);
  });

  it('gives 0..11 inches and round-trips within half an inch', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 300, noNaN: true }), (cm) => {
        const height = centimetersToFeetInches(asCentimeters(cm));
        expect(height.inches).toBeGreaterThanOrEqual(0);
        expect(height.inches).toBeLessThan(12);
        expect(Math.abs(feetInchesToCentimeters(height) - cm)).toBeLessThanOrEqual(1.27 + 1e-9);
      }),
    );
  });
});

describe('weight', () => {
  it('uses the exact pound', () => {
    expect(kilogramsToPounds(asKilograms(0.45359237))).toBeCloseTo(1, 12);
    expect(kilogramsToPounds(asKilograms(75))).toBeCloseTo(165.347, 3);
  });

  it('round-trips kg → lb → kg', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 500, noNaN: true }), (kg) => {
        expect(poundsToKilograms(asPounds(kilogramsToPounds(asKilograms(kg))))).toBeCloseTo(kg, 9);
      }),
    );
  });
});
