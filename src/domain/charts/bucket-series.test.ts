import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bucketSeries } from './bucket-series';

describe('bucketSeries', () => {
  it('keeps each bucket’s min and max; empty buckets are NaN', () => {
    const ts = Float64Array.from([0, 1, 2, 3, 10, 11]);
    const values = Float64Array.from([5, 9, 1, 4, 7, 6]);
    const buckets = bucketSeries(ts, values, 2, 0, 12);
    expect(buckets.length).toBe(6);
    expect(Array.from(buckets.starts)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(Array.from(buckets.mins)).toEqual([5, 1, NaN, NaN, NaN, 6]);
    expect(Array.from(buckets.maxs)).toEqual([9, 4, NaN, NaN, NaN, 7]);
  });

  it('keeps the global min and max of the values in range', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -500, max: 500, noNaN: true }), { minLength: 1, maxLength: 500 }),
        fc.integer({ min: 1, max: 60 }),
        (values, step) => {
          const ts = Float64Array.from(values, (_, i) => i);
          const buckets = bucketSeries(ts, Float64Array.from(values), step, 0, values.length);
          const mins = Array.from(buckets.mins).filter((v) => !Number.isNaN(v));
          const maxs = Array.from(buckets.maxs).filter((v) => !Number.isNaN(v));
          expect(Math.min(...mins)).toBe(Math.min(...values));
          expect(Math.max(...maxs)).toBe(Math.max(...values));
          expect(buckets.length).toBe(Math.ceil(values.length / step));
        },
      ),
    );
  });
});
