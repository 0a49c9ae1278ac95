import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  civilFromDays,
  countDaysBetween,
  countDaysInMonth,
  daysFromCivil,
  isIsoDate,
  splitIsoDate,
  toIsoDate,
  type IsoDate,
} from './civil-date';

const d = (value: string) => value as IsoDate;
const anyDate = fc
  .integer({ min: daysFromCivil(d('0001-01-01')), max: daysFromCivil(d('9999-12-31')) })
  .map(civilFromDays);
const dayCount = fc.integer({ min: -1_000, max: 1_000 });

describe('isIsoDate', () => {
  it('knows real dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('1900-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-4-01')).toBe(false);
    expect(isIsoDate('2024-04-31')).toBe(false);
    expect(isIsoDate('0000-01-01')).toBe(false);
    expect(isIsoDate('2024-04-01T00:00')).toBe(false);
  });

  it('knows the length of each month', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((month) => countDaysInMonth(2025, month))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(countDaysInMonth(2024, 2)).toBe(29);
    expect(countDaysInMonth(2100, 2)).toBe(28);
  });

  it('property: a month holds exactly its number of real dates', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const length = countDaysInMonth(year, month);
        expect(isIsoDate(toIsoDate({ year, month, day: length }))).toBe(true);
        expect(isIsoDate(toIsoDate({ year, month, day: length + 1 }))).toBe(false);
      }),
    );
  });
});

describe('civil day arithmetic', () => {
  it('matches known epoch days', () => {
    expect(daysFromCivil(d('1970-01-01'))).toBe(0);
    expect(daysFromCivil(d('2000-03-01'))).toBe(11017);
    expect(daysFromCivil(d('1969-12-31'))).toBe(-1);
    expect(civilFromDays(20_454)).toBe('2026-01-01');
    expect(addDays(d('2024-03-01'), -1)).toBe('2024-02-29');
    expect(addDays(d('2024-12-31'), 1)).toBe('2025-01-01');
    expect(countDaysBetween(d('2024-01-01'), d('2025-01-01'))).toBe(366);
  });

  it('property: civilFromDays ∘ daysFromCivil is the identity and produces real dates', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        expect(isIsoDate(date)).toBe(true);
        expect(civilFromDays(daysFromCivil(date))).toBe(date);
        expect(toIsoDate(splitIsoDate(date))).toBe(date);
      }),
    );
  });

  it('property: consecutive day numbers are consecutive dates, in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: daysFromCivil(d('0001-01-01')), max: daysFromCivil(d('9999-12-30')) }), (n) => {
        const today = civilFromDays(n);
        const tomorrow = civilFromDays(n + 1);
        expect(today < tomorrow).toBe(true);
        const { year, month, day } = splitIsoDate(today);
        const expected =
          day < countDaysInMonth(year, month)
            ? { year, month, day: day + 1 }
            : month < 12
              ? { year, month: month + 1, day: 1 }
              : { year: year + 1, month: 1, day: 1 };
        expect(splitIsoDate(tomorrow)).toEqual(expected);
      }),
    );
  });

  it('property: adding days composes, is monotone, and countDaysBetween undoes it', () => {
    fc.assert(
      fc.property(
        anyDate.filter((date) => date > '0010' && date < '9990'),
        dayCount,
        dayCount,
        (date, a, b) => {
          expect(addDays(addDays(date, a), b)).toBe(addDays(date, a + b));
          expect(addDays(date, 0)).toBe(date);
          if (a <= b) expect(addDays(date, a) <= addDays(date, b)).toBe(true);
          expect(countDaysBetween(date, addDays(date, a))).toBe(a);
        },
      ),
    );
  });
});
