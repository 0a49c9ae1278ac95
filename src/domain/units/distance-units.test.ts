import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asMeters, asMiles } from './branded-units';
import { formatDistance, metersToMiles, METERS_PER_MILE, milesToMeters } from './distance-units';

describe('metersToMiles', () => {
  it('divides by 1609.34 and keeps two decimals', () => {
    expect(metersToMiles(asMeters(1609.34))).toBe(1);
    expect(metersToMiles(asMeters(5000))).toBe(3.11);
    expect(metersToMiles(asMeters(42195))).toBe(26.22);
    expect(metersToMiles(asMeters(0))).toBe(0);
  });

  it('round trip meters → miles → meters stays within 0.005 mi', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e7, noNaN: true }), (m) => {
        const miles = metersToMiles(asMeters(m));
        expect(Math.abs(milesToMeters(miles) / METERS_PER_MILE - m / METERS_PER_MILE)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });

  it('never has more than two decimals and never decreases with distance', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.double({ min: 0, max: 1e6, noNaN: true }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const miles = metersToMiles(asMeters(lo));
        expect(Math.abs(miles * 100 - Math.round(miles * 100))).toBeLessThan(1e-6);
        expect(metersToMiles(asMeters(hi))).toBeGreaterThanOrEqual(miles);
      }),
    );
  });
});

describe('formatDistance', () => {
  it('gives whole meters for METRIC and miles for IMPERIAL', () => {
    expect(formatDistance(asMeters(1234.56), 'METRIC')).toEqual({ value: 1235, unit: 'm' });
    expect(formatDistance(asMeters(1234.56), 'IMPERIAL')).toEqual({ value: 0.77, unit: 'mi' });
  });

  it('converts back from miles', () => {
    expect(milesToMeters(asMiles(2))).toBeCloseTo(3218.68, 6);
  });
});
