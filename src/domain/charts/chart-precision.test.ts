import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selectPrecisionStep } from './chart-precision';

describe('chart precision', () => {
  it('uses 2 s under 5 min, 10 s under 15 min, 30 s under 30 min, else 60 s', () => {
    expect(selectPrecisionStep(0)).toBe(2);
    expect(selectPrecisionStep(299)).toBe(2);
    expect(selectPrecisionStep(300)).toBe(10);
    expect(selectPrecisionStep(899)).toBe(10);
    expect(selectPrecisionStep(900)).toBe(30);
    expect(selectPrecisionStep(1799)).toBe(30);
    expect(selectPrecisionStep(1800)).toBe(60);
    expect(selectPrecisionStep(14_400)).toBe(60);
  });

  it('never gets finer as the span grows', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(selectPrecisionStep(hi)).toBeGreaterThanOrEqual(selectPrecisionStep(lo));
      }),
    );
  });
});
