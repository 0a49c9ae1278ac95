import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeAxisTop } from './axis-top';

const value = fc.double({ min: -1e6, max: 1e6, noNaN: true });
const values = fc.array(value, { maxLength: 100 });

describe('computeAxisTop', () => {
  it('is the highest value, or the floor when every value is below it', () => {
    expect(computeAxisTop([1, 7.2, 3], 4)).toBe(7.2);
    expect(computeAxisTop([1, 2, 3], 4)).toBe(4);
    expect(computeAxisTop([], 100)).toBe(100);
    expect(computeAxisTop(Float64Array.from([Number.NaN, 120, Number.NaN]), 5)).toBe(120);
  });

  it('ignores missing values (NaN)', () => {
    fc.assert(
      fc.property(values, value, fc.array(fc.nat({ max: 100 })), (vs, floor, gaps) => {
        const withGaps = [...vs];
        for (const at of gaps) withGaps.splice(Math.min(at, withGaps.length), 0, Number.NaN);
        expect(computeAxisTop(withGaps, floor)).toBe(computeAxisTop(vs, floor));
      }),
    );
  });

  it('is at least every value and at least the floor', () => {
    fc.assert(
      fc.property(values, value, (vs, floor) => {
        const top = computeAxisTop(vs, floor);
        expect(top).toBeGreaterThanOrEqual(floor);
        for (const v of vs) expect(top).toBeGreaterThanOrEqual(v);
      }),
    );
  });

  it('is the floor or one of the values', () => {
    fc.assert(
      fc.property(values, value, (vs, floor) => {
        const top = computeAxisTop(vs, floor);
        expect(top === floor || vs.includes(top)).toBe(true);
      }),
    );
  });

  it('never drops when the values grow', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(value, fc.double({ min: 0, max: 1e6, noNaN: true })), { maxLength: 100 }),
        value,
        (pairs, floor) => {
          const before = pairs.map(([v]) => v);
          const after = pairs.map(([v, growth]) => v + growth);
          expect(computeAxisTop(after, floor)).toBeGreaterThanOrEqual(computeAxisTop(before, floor));
        },
      ),
    );
  });

  it('never drops when the floor rises', () => {
    fc.assert(
      fc.property(values, value, fc.double({ min: 0, max: 1e6, noNaN: true }), (vs, floor, rise) => {
        expect(computeAxisTop(vs, floor + rise)).toBeGreaterThanOrEqual(computeAxisTop(vs, floor));
      }),
    );
  });
});
