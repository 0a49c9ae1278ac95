import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { birthDatePartsOf, toIsoBirthDate, validateBirthDate } from './birth-date-validation';

const TODAY = '2026-11-22';
const parts = (year: string, month: string, day: string) => ({ year, month, day });

describe('validateBirthDate', () => {
  it('accepts real past days, blank dates and today', () => {
    expect(validateBirthDate(parts('1996', '4', '12'), TODAY)).toBeNull();
    expect(validateBirthDate(parts('2000', '02', '29'), TODAY)).toBeNull();
    expect(validateBirthDate(parts('', ' ', ''), TODAY)).toBeNull();
    expect(validateBirthDate(parts('2026', '11', '22'), TODAY)).toBeNull();
  });

  it('refuses days that do not exist, partial dates, letters and years before 1900', () => {
    expect(validateBirthDate(parts('2023', '2', '29'), TODAY)).toBe('BIRTH_DATE_INVALID');
    expect(validateBirthDate(parts('1999', '4', '31'), TODAY)).toBe('BIRTH_DATE_INVALID');
    expect(validateBirthDate(parts('1999', '13', '1'), TODAY)).toBe('BIRTH_DATE_INVALID');
    expect(validateBirthDate(parts('1999', '', '1'), TODAY)).toBe('BIRTH_DATE_INVALID');
    expect(validateBirthDate(parts('19a9', '1', '1'), TODAY)).toBe('BIRTH_DATE_INVALID');
    expect(validateBirthDate(parts('1899', '12', '31'), TODAY)).toBe('BIRTH_DATE_INVALID');
  });

  it('refuses a day after today', () => {
    expect(validateBirthDate(parts('2026', '11', '23'), TODAY)).toBe('BIRTH_DATE_IN_FUTURE');
  });

  it('round-trips every real day between 1900 and today through its parts', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date(`${TODAY}T00:00:00Z`), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          const back = toIsoBirthDate(birthDatePartsOf(iso));
          return back === iso && validateBirthDate(birthDatePartsOf(iso), TODAY) === null;
        },
      ),
    );
  });

  it('gives blank parts for a missing or malformed stored date', () => {
    expect(birthDatePartsOf(null)).toEqual(parts('', '', ''));
    expect(birthDatePartsOf('12/04/1996')).toEqual(parts('', '', ''));
  });
});
