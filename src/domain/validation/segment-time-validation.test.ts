import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseSegmentTimeValue, validateSegmentTimeValue } from './segment-time-validation';

describe('validateSegmentTimeValue', () => {
  it.each(['0', '05', '59', '120', ' 7 '])('accepts %j', (v) => expect(validateSegmentTimeValue(v)).toBeNull());
  it.each(['', ' ', '-1', '1.5', '1,5', '1e3', 'abc', '0x10', '1234567', 'Infinity'])('rejects %j', (v) =>
    expect(validateSegmentTimeValue(v)).toBe('SEGMENT_NUMBER_INVALID'),
  );
  it('property: any non-negative integer written in decimal round-trips', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (n) => {
        expect(validateSegmentTimeValue(String(n))).toBeNull();
        expect(parseSegmentTimeValue(String(n))).toBe(n);
      }),
    );
  });
  it('property: parse is null exactly when validation fails', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(parseSegmentTimeValue(s) === null).toBe(validateSegmentTimeValue(s) !== null);
      }),
    );
  });
});
