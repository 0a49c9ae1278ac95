import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeEwmaLoads, EWMA_ACUTE_DAYS, EWMA_ACUTE_LAMBDA, EWMA_CHRONIC_DAYS, EWMA_CHRONIC_LAMBDA } from './ewma-load';

describe('exponentially weighted load (Williams et al. 2017)', () => {
  it('uses λa = 2/(7+1) and λc = 2/(28+1)', () => {
    expect([EWMA_ACUTE_DAYS, EWMA_CHRONIC_DAYS]).toEqual([7, 28]);
    expect(EWMA_ACUTE_LAMBDA).toBe(0.25);
    expect(EWMA_CHRONIC_LAMBDA).toBeCloseTo(0.068966, 6);
  });

  it('works out three days by hand: 100, 0, 50 TRIMPs', () => {
    // acute:   100 × 0.25 = 25;   0.75 × 25 = 18.75;   50 × 0.25 + 0.75 × 18.75 = 26.5625
    // chronic: 100 × 2/29 = 6.8966; 27/29 × 6.8966 = 6.4209; 50 × 2/29 + 27/29 × 6.4209 = 9.4264
    const { acute, chronic } = computeEwmaLoads([100, 0, 50]);
    expect(acute).toEqual([25, 18.75, 26.5625]);
    expect(chronic[0]).toBeCloseTo(6.8966, 4);
    expect(chronic[1]).toBeCloseTo(6.4209, 4);
    expect(chronic[2]).toBeCloseTo(9.4264, 4);
  });

  it('tends to a steady daily load, the acute faster than the chronic', () => {
    const { acute, chronic } = computeEwmaLoads(Array.from({ length: 200 }, () => 60));
    expect(acute[199]).toBeCloseTo(60, 6);
    expect(chronic[199]).toBeCloseTo(60, 3);
    expect(acute[6]).toBeGreaterThan(chronic[6] ?? Infinity);
  });

  it('stays between the smallest and largest daily load once started at 0', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 600, noNaN: true }), { minLength: 1, maxLength: 100 }), (loads) => {
        const { acute, chronic } = computeEwmaLoads(loads);
        const highest = Math.max(...loads);
        for (const value of [...acute, ...chronic]) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(highest * (1 + 1e-12));
        }
      }),
    );
  });
});
