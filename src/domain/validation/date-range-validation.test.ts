import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, civilFromDays, daysFromCivil, isIsoDate, validateDateRange, type IsoDate } from './date-range-validation';

const isoDate = fc
  .integer({ min: daysFromCivil('1900-01-01' as IsoDate), max: daysFromCivil('2100-12-31' as IsoDate) })
  .map(civilFromDays);

describe('isIsoDate', () => {
  it('knows real dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('1900-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-4-01')).toBe(false);
    expect(isIsoDate('2024-04-31')).toBe(false);
  });
});

describe('civil day arithmetic', () => {
  it('matches known epoch days', () => {
    expect(daysFromCivil('1970-01-01' as IsoDate)).toBe(0);
    expect(daysFromCivil('2000-03-01' as IsoDate)).toBe(11017);
    expect(addDays('2024-03-01' as IsoDate, -1)).toBe('2024-02-29');
    expect(addDays('2024-12-31' as IsoDate, 1)).toBe('2025-01-01');
  });
  it('property: civilFromDays ∘ daysFromCivil is the identity and produces real dates', () => {
    fc.assert(
      fc.property(isoDate, (date) => {
        expect(isIsoDate(date)).toBe(true);
        expect(civilFromDays(daysFromCivil(date))).toBe(date);
      }),
    );
  });
  it('property: adding days is monotone and additive', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -400, max: 400 }), fc.integer({ min: -400, max: 400 }), (d, a, b) => {
        expect(addDays(addDays(d, a), b)).toBe(addDays(d, a + b));
        if (a <= b) expect(addDays(d, a) <= addDays(d, b)).toBe(true);
      }),
    );
  });
});

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
