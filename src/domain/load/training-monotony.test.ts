import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeMonotony } from './training-monotony';

describe('monotony and strain (Foster 1998)', () => {
  it('works out a week by hand', () => {
    // 100, 0, 100, 0, 100, 0, 100: mean 400/7 = 57.142…; Σx² = 40 000; variance (40 000 − 400²/7) ÷ 6
    // = (40 000 − 22 857.142…) ÷ 6 = 2 857.142…; SD 53.452…; monotony 1.0690…; strain 400 × 1.0690… = 427.61…
    const { monotony, strain } = computeMonotony([100, 0, 100, 0, 100, 0, 100]);
    expect(monotony).toBeCloseTo(1.069045, 6);
    expect(strain).toBeCloseTo(427.618, 3);
  });

  it('is not defined when every day has the same load (SD 0): no monotony, no strain', () => {
    expect(computeMonotony([0, 0, 0, 0, 0, 0, 0])).toEqual({ monotony: null, strain: null });
    expect(computeMonotony([80, 80, 80, 80, 80, 80, 80])).toEqual({ monotony: null, strain: null });
    expect(computeMonotony([0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1])).toEqual({ monotony: null, strain: null });
  });

  it('does not change when every day is scaled; strain scales with the load', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 500 }), { minLength: 7, maxLength: 7 }),
        fc.integer({ min: 2, max: 10 }),
        (week, k) => {
          const before = computeMonotony(week);
          const after = computeMonotony(week.map((load) => load * k));
          if (before.monotony === null) return expect(after.monotony).toBeNull();
          expect(after.monotony).toBeCloseTo(before.monotony, 9);
          expect(after.strain).toBeCloseTo((before.strain ?? 0) * k, 6);
        },
      ),
    );
  });
});
