import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeMonotony } from './training-monotony';
import { classifyWeekShape, MONOTONOUS_WEEK_FROM, WEEK_SHAPES } from './week-shape';

const shapeOf = (days: readonly number[]) => {
  const { monotony } = computeMonotony(days);
  return classifyWeekShape(
    days.reduce((sum, load) => sum + load, 0),
    monotony,
  );
};

describe('the shape of the week, in plain words', () => {
  it.each([
    ['a week of rest', [0, 0, 0, 0, 0, 0, 0], 'rest'],
    ['the same load every day', [60, 60, 60, 60, 60, 60, 60], 'same-every-day'],
    // Mean 85.71, sample deviation 9.76: monotony 8.78.
    ['every day about the same', [80, 90, 70, 100, 80, 90, 90], 'about-the-same'],
    // Three sessions and four rest days: mean 90, sample deviation 112.69, monotony 0.80.
    ['hard and easy days alternate', [200, 0, 230, 0, 0, 200, 0], 'alternating'],
  ] as const)('%s: %s', (_, days, shape) => {
    expect(shapeOf(days)).toBe(shape);
  });

  it('2.0 itself is not above the bound; just above it is', () => {
    expect(classifyWeekShape(100, MONOTONOUS_WEEK_FROM)).toBe('alternating');
    expect(classifyWeekShape(100, MONOTONOUS_WEEK_FROM + 1e-9)).toBe('about-the-same');
  });

  it('names every week one of the four shapes, and the same shape at any scale of its loads', () => {
    const anyWeek = fc.array(fc.oneof(fc.constant(0), fc.double({ min: 1, max: 600, noNaN: true })), {
      minLength: 7,
      maxLength: 7,
    });
    fc.assert(
      fc.property(anyWeek, fc.double({ min: 0.1, max: 10, noNaN: true }), (days, k) => {
        const shape = shapeOf(days);
        expect(WEEK_SHAPES).toContain(shape);
        const scaled = shapeOf(days.map((load) => load * k));
        // Scaling moves monotony only by rounding: compare away from the bound.
        const { monotony } = computeMonotony(days);
        if (monotony === null || Math.abs(monotony - MONOTONOUS_WEEK_FROM) > 1e-6) expect(scaled).toBe(shape);
      }),
    );
  });
});
