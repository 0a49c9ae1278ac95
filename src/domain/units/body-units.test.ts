import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  asCentimeters,
  asInches,
  asKilograms,
  asPounds,
  centimetersToFeetAndInches,
  centimetersToInches,
  CENTIMETERS_PER_INCH,
  feetAndInchesToCentimeters,
  INCHES_PER_FOOT,
  kilogramsToPounds,
  KILOGRAMS_PER_POUND,
  poundsToKilograms,
  roundCentimeters,
  roundKilograms,
  roundPounds,
} from './body-units';

const totalInches = (cm: number): number => {
  const { feet, inches } = centimetersToFeetAndInches(asCentimeters(cm));
  return feet * INCHES_PER_FOOT + inches;
};
/** A value with at most `decimals` decimals, from whole tenths or hundredths. */
const withDecimals = (min: number, max: number, decimals: number) =>
  fc.integer({ min: min * 10 ** decimals, max: max * 10 ** decimals }).map((n) => n / 10 ** decimals);

describe('body units: the exact factors', () => {
  it('uses 1 in = 2.54 cm and 1 lb = 0.45359237 kg', () => {
    expect(CENTIMETERS_PER_INCH).toBe(2.54);
    expect(KILOGRAMS_PER_POUND).toBe(0.45359237);
    expect(centimetersToInches(asCentimeters(2.54))).toBe(1);
    expect(poundsToKilograms(asPounds(1))).toBe(0.45359237);
  });
});

describe('height: cm ↔ ft and in (worked examples)', () => {
  it.each([
    [5, 11, 180.34],
    [6, 0, 182.88],
    [5, 0, 152.4],
    [4, 6.5, 138.43],
  ])('%i ft %d in is %d cm', (feet, inches, cm) => {
    expect(feetAndInchesToCentimeters(feet, asInches(inches))).toBeCloseTo(cm, 10);
  });

  it.each([
    [180.34, 5, 11],
    [181, 5, 11.3],
    [182.88, 6, 0],
    [182.87, 6, 0],
    [152.4, 5, 0],
    [0, 0, 0],
  ])('%d cm reads %i ft %d in (never 12 in)', (cm, feet, inches) => {
    expect(centimetersToFeetAndInches(asCentimeters(cm))).toEqual({ feet, inches });
  });

  it('stores cm to one decimal', () => {
    expect(roundCentimeters(feetAndInchesToCentimeters(5, asInches(11)))).toBe(180.3);
  });
});

describe('weight: kg ↔ lb (worked examples)', () => {
  it.each([
    [100, 220.5],
    [76, 167.6],
    [81.65, 180],
    [0, 0],
  ])('%d kg reads %d lb', (kg, lb) => {
    expect(roundPounds(kilogramsToPounds(asKilograms(kg)))).toBe(lb);
  });

  it.each([
    [150, 68.04],
    [180, 81.65],
    [1, 0.45],
  ])('%d lb is stored as %d kg', (lb, kg) => {
    expect(roundKilograms(poundsToKilograms(asPounds(lb)))).toBe(kg);
  });
});

describe('body units: properties', () => {
  it('a height typed in ft and in (to 0.1 in) comes back the same after it is stored in cm', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), withDecimals(0, 11.9, 1), (feet, inches) => {
        const stored = roundCentimeters(feetAndInchesToCentimeters(feet, asInches(inches)));
        const back = centimetersToFeetAndInches(stored);
        expect(back.feet).toBe(feet);
        expect(back.inches).toBeCloseTo(inches, 9);
      }),
    );
  });

  it('a height in cm shown in ft and in and stored again moves by at most half a tenth of an inch plus the cm rounding', () => {
    fc.assert(
      fc.property(withDecimals(0, 272, 1), (cm) => {
        const { feet, inches } = centimetersToFeetAndInches(asCentimeters(cm));
        const again = roundCentimeters(feetAndInchesToCentimeters(feet, inches));
        expect(Math.abs(again - cm)).toBeLessThanOrEqual(0.05 * CENTIMETERS_PER_INCH + 0.05 + 1e-9);
      }),
    );
  });

  it('the inches part is always below 12 and never negative', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 300, noNaN: true }), (cm) => {
        const { feet, inches } = centimetersToFeetAndInches(asCentimeters(cm));
        expect(Number.isInteger(feet)).toBe(true);
        expect(inches).toBeGreaterThanOrEqual(0);
        expect(inches).toBeLessThan(INCHES_PER_FOOT);
      }),
    );
  });

  it('a weight typed in lb (to 0.1 lb) comes back the same after it is stored in kg to two decimals', () => {
    fc.assert(
      fc.property(withDecimals(0, 1000, 1), (lb) => {
        const stored = roundKilograms(poundsToKilograms(asPounds(lb)));
        expect(roundPounds(kilogramsToPounds(stored))).toBeCloseTo(lb, 9);
      }),
    );
  });

  it('a weight in kg shown in lb and stored again moves by at most 0.05 lb plus the kg rounding', () => {
    fc.assert(
      fc.property(withDecimals(0, 500, 2), (kg) => {
        const again = roundKilograms(poundsToKilograms(roundPounds(kilogramsToPounds(asKilograms(kg)))));
        expect(Math.abs(again - kg)).toBeLessThanOrEqual(0.05 * KILOGRAMS_PER_POUND + 0.005 + 1e-9);
      }),
    );
  });

  it('conversions never decrease: a taller or heavier input never reads smaller', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 300, noNaN: true }),
        fc.double({ min: 0, max: 300, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(totalInches(hi)).toBeGreaterThanOrEqual(totalInches(lo));
          expect(roundPounds(kilogramsToPounds(asKilograms(hi)))).toBeGreaterThanOrEqual(
            roundPounds(kilogramsToPounds(asKilograms(lo))),
          );
          expect(roundKilograms(poundsToKilograms(asPounds(hi)))).toBeGreaterThanOrEqual(
            roundKilograms(poundsToKilograms(asPounds(lo))),
          );
          expect(feetAndInchesToCentimeters(0, asInches(hi))).toBeGreaterThanOrEqual(
            feetAndInchesToCentimeters(0, asInches(lo)),
          );
        },
      ),
    );
  });
});
