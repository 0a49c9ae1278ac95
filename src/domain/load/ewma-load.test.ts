import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeEwmaLoads,
  EWMA_ACUTE_DAYS,
  EWMA_ACUTE_LAMBDA,
  EWMA_CHRONIC_DAYS,
  EWMA_CHRONIC_LAMBDA,
  EWMA_SEED_DAYS,
  ewmaSeed,
} from './ewma-load';

const anyDailyLoads = (minLength = 1) =>
  fc.array(fc.double({ min: 0, max: 600, noNaN: true }), { minLength, maxLength: 100 });

describe('exponentially weighted load (Williams et al. 2017)', () => {
  it('uses λa = 2/(7+1) and λc = 2/(28+1)', () => {
    expect([EWMA_ACUTE_DAYS, EWMA_CHRONIC_DAYS]).toEqual([7, 28]);
    expect(EWMA_ACUTE_LAMBDA).toBe(0.25);
    expect(EWMA_CHRONIC_LAMBDA).toBeCloseTo(0.068966, 6);
  });

  it('works out three days by hand: 100, 0, 50 TRIMPs, seeded with their mean, 50', () => {
    // acute:   100 × 0.25 + 0.75 × 50 = 62.5;   0.75 × 62.5 = 46.875;   50 × 0.25 + 0.75 × 46.875 = 47.65625
    // chronic: (100 × 2 + 27 × 50) ÷ 29 = 1 550/29 = 53.4483;   27/29 × 1 550/29 = 41 850/841 = 49.7622;
    //          50 × 2/29 + 27/29 × 41 850/841 = 1 214 050/24 389 = 49.7786
    const { acute, chronic } = computeEwmaLoads([100, 0, 50]);
    expect(acute).toEqual([62.5, 46.875, 47.65625]);
    expect(chronic[0]).toBeCloseTo(53.4483, 4);
    expect(chronic[1]).toBeCloseTo(49.7622, 4);
    expect(chronic[2]).toBeCloseTo(49.7786, 4);
  });

  it('is seeded with the mean daily load of the first 7 days only', () => {
    expect(EWMA_SEED_DAYS).toBe(7);
    // 70, 0, 70, 0, 70, 0, 70: 280 ÷ 7 = 40; the eighth day (700) is not part of the seed.
    expect(ewmaSeed([70, 0, 70, 0, 70, 0, 70, 700])).toBe(40);
    expect(ewmaSeed([30, 60])).toBe(45);
    expect(ewmaSeed([])).toBe(0);
    expect(computeEwmaLoads([])).toEqual({ acute: [], chronic: [] });
  });

  it('a steady load gives both averages that load from the first day (started at 0, the chronic one read 86 % of it on day 28)', () => {
    const { acute, chronic } = computeEwmaLoads(Array.from({ length: 56 }, () => 50));
    for (const value of [...acute, ...chronic]) expect(value).toBeCloseTo(50, 9);
  });

  it('tends to a new steady daily load, the acute faster than the chronic', () => {
    const { acute, chronic } = computeEwmaLoads([
      ...Array.from({ length: 14 }, () => 0),
      ...Array.from({ length: 200 }, () => 60),
    ]);
    expect(acute.at(-1)).toBeCloseTo(60, 6);
    expect(chronic.at(-1)).toBeCloseTo(60, 3);
    expect(acute[20]).toBeGreaterThan(chronic[20] ?? Infinity);
  });

  it('stays between the smallest and largest daily load', () => {
    fc.assert(
      fc.property(anyDailyLoads(), (loads) => {
        const { acute, chronic } = computeEwmaLoads(loads);
        const [lowest, highest] = [Math.min(...loads), Math.max(...loads)];
        for (const value of [...acute, ...chronic]) {
          expect(value).toBeGreaterThanOrEqual(lowest * (1 - 1e-12));
          expect(value).toBeLessThanOrEqual(highest * (1 + 1e-12));
        }
      }),
    );
  });

  it('scales with the load: k times every day gives k times both averages', () => {
    fc.assert(
      fc.property(anyDailyLoads(), fc.double({ min: 0.01, max: 100, noNaN: true }), (loads, k) => {
        const before = computeEwmaLoads(loads);
        const after = computeEwmaLoads(loads.map((load) => load * k));
        after.acute.forEach((value, index) => expect(value).toBeCloseTo((before.acute[index] ?? NaN) * k, 6));
        after.chronic.forEach((value, index) => expect(value).toBeCloseTo((before.chronic[index] ?? NaN) * k, 6));
      }),
    );
  });

  it('after the first 7 days, a day moves neither average on the days before it', () => {
    fc.assert(
      fc.property(
        anyDailyLoads(EWMA_SEED_DAYS + 1),
        fc.nat(),
        fc.double({ min: 0, max: 600, noNaN: true }),
        (loads, pick, load) => {
          const changed = EWMA_SEED_DAYS + (pick % (loads.length - EWMA_SEED_DAYS));
          const before = computeEwmaLoads(loads);
          const after = computeEwmaLoads(loads.map((value, index) => (index === changed ? load : value)));
          expect(after.acute.slice(0, changed)).toEqual(before.acute.slice(0, changed));
          expect(after.chronic.slice(0, changed)).toEqual(before.chronic.slice(0, changed));
        },
      ),
    );
  });

  it('never goes down on a day when that day gets more load', () => {
    fc.assert(
      fc.property(anyDailyLoads(), fc.nat(), fc.double({ min: 0, max: 600, noNaN: true }), (loads, pick, extra) => {
        const changed = pick % loads.length;
        const before = computeEwmaLoads(loads);
        const after = computeEwmaLoads(loads.map((value, index) => (index === changed ? value + extra : value)));
        for (let index = changed; index < loads.length; index += 1) {
          expect(after.acute[index]).toBeGreaterThanOrEqual((before.acute[index] ?? Infinity) * (1 - 1e-12));
          expect(after.chronic[index]).toBeGreaterThanOrEqual((before.chronic[index] ?? Infinity) * (1 - 1e-12));
        }
      }),
    );
  });
});
