import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asMeters } from './branded-units';
import { formatDistance, METERS_PER_MILE } from './distance-units';

const miles = (meters: number): number => formatDistance(asMeters(meters), 'IMPERIAL').value;

describe('formatDistance', () => {
  it('gives whole meters for METRIC and miles for IMPERIAL', () => {
    expect(formatDistance(asMeters(1234.56), 'METRIC')).toEqual({ value: 1235, unit: 'm' });
    expect(formatDistance(asMeters(1234.56), 'IMPERIAL')).toEqual({ value: 0.77, unit: 'mi' });
  });

  it('divides by 1609.34 and keeps two decimals', () => {
    expect(miles(1609.34)).toBe(1);
    expect(miles(5000)).toBe(3.11);
    expect(miles(42195)).toBe(26.22);
    expect(miles(0)).toBe(0);
  });

  it('stays within 0.005 mi of the exact distance', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e7, noNaN: true }), (m) => {
        expect(Math.abs(miles(m) - m / METERS_PER_MILE)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });

  it('never has more than two decimals and never decreases with distance', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.double({ min: 0, max: 1e6, noNaN: true }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const low = miles(lo);
        expect(Math.abs(low * 100 - Math.round(low * 100))).toBeLessThan(1e-6);
        expect(miles(hi)).toBeGreaterThanOrEqual(low);
      }),
    );
  });
});
