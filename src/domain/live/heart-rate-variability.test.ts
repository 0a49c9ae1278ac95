import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeRmssd, filteredSuccessiveDifferences } from './heart-rate-variability';

describe('RMSSD over artefact-filtered RR intervals', () => {
  it('works out a hand-computed example, dropping a jump over 20 % (Malik) and a beat outside 300–2000 ms', () => {
    const rr = [800, 810, 790, 1200, 800, 820, 250, 830, 840, 835];
    // 1200 after 790 is a 52 % jump: dropped, and 800 after it starts a new chain. 250 ms is no beat: dropped.
    // Differences: 810−800 = 10, 790−810 = −20, 820−800 = 20, 840−830 = 10, 835−840 = −5.
    expect(filteredSuccessiveDifferences(rr)).toEqual([10, -20, 20, 10, -5]);
    // Squares 100 + 400 + 400 + 100 + 25 = 1025; mean 205; √205 ≈ 14.318 ms.
    expect(computeRmssd(rr)).toBeCloseTo(14.318, 3);
  });

  it('takes only the last minute of beats', () => {
    const older = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? 1000 : 1100));
    const lastMinute = Array.from({ length: 60 }, (_, i) => (i % 2 === 0 ? 1000 : 1010));
    expect(computeRmssd([...older, ...lastMinute])).toBeCloseTo(10, 9);
  });

  it('has no figure with fewer than five clean differences', () => {
    expect(computeRmssd([800, 810, 820, 830, 840])).toBeNull();
    expect(computeRmssd([])).toBeNull();
  });

  it('is zero for a steady rhythm and never negative', () => {
    fc.assert(fc.property(fc.integer({ min: 300, max: 2000 }), fc.integer({ min: 6, max: 50 }), (rr, n) => {
      expect(computeRmssd(Array<number>(n).fill(rr))).toBe(0);
    }));;
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 4000 }), { maxLength: 200 }), (rr) => {
        const rmssd = computeRmssd(rr);
        if (rmssd !== null) expect(rmssd).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('never keeps a difference over 20 % of the beat before it', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 300, max: 2000 }), { maxLength: 100 }), (rr) => {
        for (const d of filteredSuccessiveDifferences(rr)) expect(Math.abs(d)).toBeLessThanOrEqual(0.2 * 2000);
      }),
    );
  });
});
