import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeEdwardsTrimp } from './edwards-trimp';

describe('Edwards TRIMP', () => {
  it('10 minutes in each zone → 150 (10·1 + 10·2 + 10·3 + 10·4 + 10·5)', () => {
    expect(computeEdwardsTrimp([600, 600, 600, 600, 600])).toBe(150);
  });

  it('60 minutes in zone 3 → 180', () => {
    expect(computeEdwardsTrimp([0, 0, 3600, 0, 0])).toBe(180);
  });

  it('never falls when time moves to a higher zone, and is bounded by 5 × minutes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 10_000, noNaN: true }), { minLength: 5, maxLength: 5 }),
        fc.integer({ min: 0, max: 3 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (zones, from, share) => {
          const moved = [...zones];
          const amount = (moved[from] as number) * share;
          moved[from] = (moved[from] as number) - amount;
          moved[from + 1] = (moved[from + 1] as number) + amount;
          expect(computeEdwardsTrimp(moved)).toBeGreaterThanOrEqual(computeEdwardsTrimp(zones) - 1e-9);
          const minutes = zones.reduce((a, b) => a + b, 0) / 60;
          expect(computeEdwardsTrimp(zones)).toBeLessThanOrEqual(5 * minutes + 1e-9);
          expect(computeEdwardsTrimp(zones)).toBeGreaterThanOrEqual(minutes - 1e-9);
        },
      ),
    );
  });
});
