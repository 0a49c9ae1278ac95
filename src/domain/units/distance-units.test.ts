import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asMeters } from './branded-units';
import { formatDistance, METERS_PER_KILOMETRE, METERS_PER_MILE, type FormattedDistance } from './distance-units';

const miles = (meters: number): number => formatDistance(asMeters(meters), 'IMPERIAL').value;
const metric = (meters: number): FormattedDistance => formatDistance(asMeters(meters), 'METRIC');

/** What a shown distance stands for, back in meters. */
function inMeters(shown: FormattedDistance): number {
  if (shown.unit === 'km') return shown.value * METERS_PER_KILOMETRE;
  return shown.unit === 'mi' ? shown.value * METERS_PER_MILE : shown.value;
}

/** The step a shown metric distance is rounded to, in meters: 1 m, 10 m (x.xx km) or 100 m (xx.x km). */
const metricStep = (shown: FormattedDistance): number =>
  shown.unit === 'm' ? 1 : METERS_PER_KILOMETRE / 10 ** shown.decimals;

const distance = fc.double({ min: 0, max: 1e7, noNaN: true });

describe('formatDistance', () => {
  it('gives meters below 1 km, kilometres with two decimals under 10 km and one from 10 km, miles for IMPERIAL', () => {
    expect(metric(0)).toEqual({ value: 0, unit: 'm', decimals: 0 });
    expect(metric(999.4)).toEqual({ value: 999, unit: 'm', decimals: 0 });
    expect(metric(999.5)).toEqual({ value: 1, unit: 'km', decimals: 2 });
    expect(metric(1234.56)).toEqual({ value: 1.23, unit: 'km', decimals: 2 });
    expect(metric(6084)).toEqual({ value: 6.08, unit: 'km', decimals: 2 });
    expect(metric(9994)).toEqual({ value: 9.99, unit: 'km', decimals: 2 });
    expect(metric(9996)).toEqual({ value: 10, unit: 'km', decimals: 1 });
    expect(metric(13218)).toEqual({ value: 13.2, unit: 'km', decimals: 1 });
    expect(metric(77461)).toEqual({ value: 77.5, unit: 'km', decimals: 1 });
    expect(formatDistance(asMeters(1234.56), 'IMPERIAL')).toEqual({ value: 0.77, unit: 'mi', decimals: 2 });
  });

  it('divides by 1609.34 and keeps two decimals', () => {
    expect(miles(1609.34)).toBe(1);
    expect(miles(5000)).toBe(3.11);
    expect(miles(42195)).toBe(26.22);
    expect(miles(0)).toBe(0);
  });

  it('stays within half a step of the exact distance: 0.5 m, 5 m, 50 m, 0.005 mi', () => {
    fc.assert(
      fc.property(distance, (m) => {
        const shown = metric(m);
        expect(Math.abs(inMeters(shown) - m)).toBeLessThanOrEqual(metricStep(shown) / 2 + 1e-6);
        expect(Math.abs(miles(m) - m / METERS_PER_MILE)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });

  it('picks its unit by the distance: meters exactly below 999.5 m, kilometres from there', () => {
    fc.assert(
      fc.property(distance, (m) => {
        const shown = metric(m);
        expect(shown.unit).toBe(m < 999.5 ? 'm' : 'km');
        if (shown.unit === 'km') expect(shown.decimals).toBe(shown.value < 10 ? 2 : 1);
      }),
    );
  });

  it('never decreases with distance, and writes no more decimals than it says', () => {
    fc.assert(
      fc.property(distance, distance, (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        for (const system of ['METRIC', 'IMPERIAL'] as const) {
          const low = formatDistance(asMeters(lo), system);
          expect(inMeters(formatDistance(asMeters(hi), system))).toBeGreaterThanOrEqual(inMeters(low) - 1e-9);
          const scaled = low.value * 10 ** low.decimals;
          expect(Math.abs(scaled - Math.round(scaled))).toBeLessThan(1e-6);
        }
      }),
    );
  });
});
