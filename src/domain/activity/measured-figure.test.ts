import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countMeasured, sumMeasured, type MaybeMeasured } from './measured-figure';

/** Non-negative figures (meters, seconds, sprints), about a third of them not measured. */
const figure: fc.Arbitrary<MaybeMeasured> = fc.option(fc.double({ min: 0, max: 1e6, noNaN: true }), {
  nil: null,
  freq: 3,
});

describe('sumMeasured: worked examples', () => {
  it('adds the measured figures and leaves the unknown ones out', () => {
    expect(sumMeasured([1200, null, 800])).toBe(2000);
    expect(sumMeasured([null, 0])).toBe(0);
  });

  it('is not measured when no figure was, and for no figure at all', () => {
    expect(sumMeasured([null, null])).toBeNull();
    expect(sumMeasured([])).toBeNull();
  });

  it('counts the measured figures, a zero included', () => {
    expect(countMeasured([0, null, 5])).toBe(2);
  });
});

describe('sumMeasured: properties', () => {
  it('is missing exactly when every figure is missing', () => {
    fc.assert(
      fc.property(fc.array(figure), (values) => {
        expect(sumMeasured(values) === null).toBe(values.every((value) => value === null));
      }),
    );
  });

  it('is never less than any measured part', () => {
    fc.assert(
      fc.property(fc.array(figure), (values) => {
        const total = sumMeasured(values);
        for (const value of values) {
          if (value !== null) expect(total).toBeGreaterThanOrEqual(value);
        }
      }),
    );
  });

  it('is the sum of the measured figures alone: adding a missing one changes nothing', () => {
    fc.assert(
      fc.property(fc.array(figure), fc.nat({ max: 20 }), (values, at) => {
        const withGap = [...values.slice(0, at), null, ...values.slice(at)];
        expect(sumMeasured(withGap)).toBe(sumMeasured(values));
        expect(countMeasured(withGap)).toBe(countMeasured(values));
      }),
    );
  });
});
