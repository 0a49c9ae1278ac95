import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { civilFromDays, daysFromCivil, type IsoDate } from '../time/civil-date';
import { validateDateRange } from './date-range-validation';

const isoDate = fc
  .integer({ min: daysFromCivil('1900-01-01' as IsoDate), max: daysFromCivil('2100-12-31' as IsoDate) })
  .map(civilFromDays);

describe('validateDateRange', () => {
  it('accepts from ≤ to, including a single day', () => {
    expect(validateDateRange('2024-01-01', '2024-01-31')).toBeNull();
    expect(validateDateRange('2024-01-01', '2024-01-01')).toBeNull();
  });
  it('rejects from > to, missing or malformed dates', () => {
    expect(validateDateRange('2024-02-01', '2024-01-31')).toBe('DATE_RANGE_INVALID');
    expect(validateDateRange(null, '2024-01-31')).toBe('DATE_RANGE_INVALID');
    expect(validateDateRange('2024-01-01', null)).toBe('DATE_RANGE_INVALID');
    expect(validateDateRange('yesterday', '2024-01-31')).toBe('DATE_RANGE_INVALID');
  });
  it('property: valid exactly when the from day is not after the to day', () => {
    fc.assert(
      fc.property(isoDate, isoDate, (a, b) => {
        expect(validateDateRange(a, b) === null).toBe(daysFromCivil(a) <= daysFromCivil(b));
      }),
    );
  });
});
