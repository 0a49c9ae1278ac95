import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, computeBackoffDelay } from './retrying-fetch';

describe('computeBackoffDelay', () => {
  it('stays within [0, min(cap, base × 2^attempt)]', () => {
    fc.assert(
      fc.property(fc.nat(40), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (attempt, r) => {
        const delay = computeBackoffDelay(attempt, () => r);
        return delay >= 0 && delay <= Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt);
      }),
    );
  });

  it('doubles the ceiling each attempt until the 5 s cap', () => {
    const ceiling = (attempt: number) => computeBackoffDelay(attempt, () => 1);
    expect([0, 1, 2, 3, 4, 5, 10].map(ceiling)).toEqual([300, 600, 1200, 2400, 4800, 5000, 5000]);
    expect(computeBackoffDelay(2, () => 0)).toBe(0);
  });
});
