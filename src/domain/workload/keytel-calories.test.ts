import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeKeytelKcalPerMinute, KEYTEL_FEMALE, KEYTEL_MALE, selectKeytelCoefficients } from './keytel-calories';

describe('Keytel 2005 calories', () => {
  it('man, 30 y, 75 kg, 150 bpm: (−55.0969 + 0.6309·150 + 0.1988·75 + 0.2017·30) / 4.184 ≈ 14.46 kcal/min → about 868 kcal in 60 min', () => {
    const perMinute = computeKeytelKcalPerMinute(150, 75, 30, KEYTEL_MALE);
    expect(perMinute).toBeCloseTo(60.4991 / 4.184, 9);
    expect(perMinute * 60).toBeCloseTo(867.58, 1);
  });

  it('woman, 30 y, 60 kg, 150 bpm: (−20.4022 + 0.4472·150 − 0.1263·60 + 0.074·30) / 4.184', () => {
    expect(computeKeytelKcalPerMinute(150, 60, 30, KEYTEL_FEMALE)).toBeCloseTo(41.3198 / 4.184, 9);
  });

  it('unknown sex uses the mean of the two equations', () => {
    const mean =
      (computeKeytelKcalPerMinute(150, 70, 25, KEYTEL_MALE) + computeKeytelKcalPerMinute(150, 70, 25, KEYTEL_FEMALE)) /
      2;
    expect(computeKeytelKcalPerMinute(150, 70, 25, selectKeytelCoefficients(undefined))).toBeCloseTo(mean, 9);
  });

  it('is never negative and never falls when the heart rate rises', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'m' | 'f' | undefined>('m', 'f', undefined),
        fc.double({ min: 30, max: 230, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.double({ min: 20, max: 200, noNaN: true }),
        fc.integer({ min: 5, max: 90 }),
        (sex, bpm, rise, weight, age) => {
          const coefficients = selectKeytelCoefficients(sex);
          const base = computeKeytelKcalPerMinute(bpm, weight, age, coefficients);
          expect(base).toBeGreaterThanOrEqual(0);
          expect(computeKeytelKcalPerMinute(bpm + rise, weight, age, coefficients)).toBeGreaterThanOrEqual(base);
        },
      ),
    );
  });
});
