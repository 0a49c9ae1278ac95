import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findNearestIndex } from './nearest-index';

describe('findNearestIndex', () => {
  it('finds the nearest point; ties go to the earlier one', () => {
    const xs = [0, 10, 20, 30];
    expect(findNearestIndex(xs, -5)).toBe(0);
    expect(findNearestIndex(xs, 4)).toBe(0);
    expect(findNearestIndex(xs, 5)).toBe(0);
    expect(findNearestIndex(xs, 6)).toBe(1);
    expect(findNearestIndex(xs, 99)).toBe(3);
    expect(findNearestIndex([], 1)).toBe(-1);
  });

  it('agrees with a linear scan', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 1, maxLength: 200 }),
        fc.integer({ min: -1200, max: 1200 }),
        (raw, x) => {
          const xs = Float64Array.from([...raw].sort((a, b) => a - b));
          const found = findNearestIndex(xs, x);
          const best = Math.min(...Array.from(xs, (v) => Math.abs(v - x)));
          expect(Math.abs((xs[found] as number) - x)).toBe(best);
        },
      ),
    );
  });
});
