import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_AXIS_TICKS, MIN_AXIS_TICKS, niceAxisTicks } from './axis-ticks';

const METERS_PER_MILE = 1609.344;

/** The leading digits of a step: 1, 2, 2.5 or 5 for a nice one. */
function mantissaOf(step: number): number {
  const exponent = Math.floor(Math.log10(step) + 1e-9);
  const mantissa = Number((step / 10 ** exponent).toPrecision(9));
  return mantissa === 10 ? 1 : mantissa;
}
const isNice = (step: number) => [1, 2, 2.5, 5].includes(mantissaOf(step));
/** The nice step just finer than a nice `step` (1 → 0.5, 2 → 1, 2.5 → 2, 5 → 2.5). */
const finerNice = (step: number) => step * ({ 1: 0.5, 2: 0.5, 2.5: 0.8, 5: 0.5 }[mantissaOf(step)] ?? 0.5);

describe('niceAxisTicks — worked examples', () => {
  it('covers a day of minutes, a percentage and a distance with 3 to 5 round ticks from zero', () => {
    // 20:42 min at most: 0, 5, 10, 15, 20 would stop short of it, so every 10 minutes.
    expect(niceAxisTicks(0, 20.7).values).toEqual([0, 10, 20, 30]);
    expect(niceAxisTicks(0, 52).values).toEqual([0, 20, 40, 60]);
    expect(niceAxisTicks(0, 8060).values).toEqual([0, 2500, 5000, 7500, 10000]);
  });
  it('gives three ticks over a quiet day, and one unit over a page of zeros', () => {
    expect(niceAxisTicks(0, 0.3).values).toEqual([0, 0.1, 0.2, 0.3]);
    expect(niceAxisTicks(0, 0).values).toEqual([0, 0.25, 0.5, 0.75, 1]);
    // Minutes written to the second (a resolution of 0.1 min): 15 s is not a step, 30 s is.
    expect(niceAxisTicks(0, 0, { resolution: 0.1 }).values).toEqual([0, 0.5, 1]);
  });
  it('never steps finer than the labels can write (whole percent), and goes below zero when the data does', () => {
    expect(niceAxisTicks(0, 9, { resolution: 1 }).values).toEqual([0, 5, 10]);
    expect(niceAxisTicks(0, 9).values).toEqual([0, 2.5, 5, 7.5, 10]);
    expect(niceAxisTicks(0, 2, { resolution: 1 }).values).toEqual([0, 1, 2]);
    expect(niceAxisTicks(0, 0.4, { resolution: 1 }).values).toEqual([0, 1, 2]);
    expect(niceAxisTicks(-12, 30).values).toEqual([-20, 0, 20, 40]);
  });
  it('steps round in the axis unit: miles over meters', () => {
    const { values, step } = niceAxisTicks(0, 5 * METERS_PER_MILE, { unit: METERS_PER_MILE });
    expect(values.map((meters) => Number((meters / METERS_PER_MILE).toFixed(9)))).toEqual([0, 2, 4, 6]);
    expect(step).toBeCloseTo(2 * METERS_PER_MILE, 6);
  });
  it('writes no binary noise and no negative zero', () => {
    expect(niceAxisTicks(0, 0.7).values).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
    expect(Object.is(niceAxisTicks(-0.4, 0).values.at(-1), 0)).toBe(true);
  });
});

describe('niceAxisTicks — properties', () => {
  const bound = fc.double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true });
  const options = fc.record({
    resolution: fc.constantFrom(0, 0.01, 0.1, 1, 100),
    unit: fc.constantFrom(1, 60, METERS_PER_MILE),
  });

  it('3 to 5 ticks, increasing by one nice step, from at or below the low to at or above the high', () => {
    fc.assert(
      fc.property(bound, bound, options, (a, b, chosen) => {
        const low = Math.min(a, b);
        const high = Math.max(a, b);
        const { values, step } = niceAxisTicks(low, high, chosen);
        expect(values.length).toBeGreaterThanOrEqual(MIN_AXIS_TICKS);
        expect(values.length).toBeLessThanOrEqual(MAX_AXIS_TICKS);
        const inUnits = step / chosen.unit;
        expect(isNice(inUnits)).toBe(true);
        // Each label writes its tick exactly: the step is a whole number of resolutions.
        if (chosen.resolution > 0)
          expect(Math.abs(inUnits / chosen.resolution - Math.round(inUnits / chosen.resolution))).toBeLessThan(1e-6);
        const tolerance = Math.abs(step) * 1e-9;
        expect(values[0] ?? NaN).toBeLessThanOrEqual(low + tolerance);
        expect(values.at(-1) ?? NaN).toBeGreaterThanOrEqual(high - tolerance);
        for (let index = 1; index < values.length; index += 1) {
          const gap = (values[index] ?? NaN) - (values[index - 1] ?? NaN);
          expect(gap).toBeGreaterThan(0);
          expect(Math.abs(gap - step)).toBeLessThanOrEqual(Math.max(tolerance, Math.abs(values[index] ?? 0) * 1e-9));
        }
      }),
    );
  });

  it('zero is a tick whenever the axis crosses it, and the data hugs the axis: a finer nice step would need more than 5 ticks', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-3, max: 1e9, noNaN: true }), (high) => {
        const { values, step } = niceAxisTicks(0, high);
        expect(values[0]).toBe(0);
        // With the next finer nice step the same span takes more than MAX_AXIS_TICKS ticks.
        expect(Math.ceil(high / finerNice(step) - 1e-9) + 1).toBeGreaterThan(MAX_AXIS_TICKS);
      }),
    );
  });
});
