import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, civilFromDays, daysFromCivil, splitIsoDate, toIsoDate, type IsoDate } from '../time/civil-date';
import { ageOnDay, completedYears } from './age';

const day = (text: string) => text as IsoDate;
/** Any real day from 1900 to 2100. */
const anyDay = fc
  .integer({ min: daysFromCivil(day('1900-01-01')), max: daysFromCivil(day('2100-12-31')) })
  .map(civilFromDays);

function isRealDay(date: IsoDate): boolean {
  return civilFromDays(daysFromCivil(date)) === date;
}

describe('completedYears', () => {
  it('goes up on the birthday, not the day before', () => {
    expect(completedYears(day('2014-09-03'), day('2027-09-02'))).toBe(12);
    expect(completedYears(day('2014-09-03'), day('2027-09-03'))).toBe(13);
    expect(completedYears(day('1996-04-12'), day('2026-03-07'))).toBe(29);
  });

  it('counts a 29 February birthday on 1 March of a common year', () => {
    expect(completedYears(day('2012-02-29'), day('2025-02-28'))).toBe(12);
    expect(completedYears(day('2012-02-29'), day('2025-03-01'))).toBe(13);
    expect(completedYears(day('2012-02-29'), day('2024-02-29'))).toBe(12);
  });

  it('is n on the n-th birthday (or 1 March for 29 February) and n − 1 the day before', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 1, max: 90 }), (born, years) => {
        const { year, month, day: dayOfMonth } = splitIsoDate(born);
        const leapDay = month === 2 && dayOfMonth === 29;
        const target = toIsoDate({ year: year + years, month, day: dayOfMonth });
        const birthday = leapDay && !isRealDay(target) ? toIsoDate({ year: year + years, month: 3, day: 1 }) : target;
        expect(completedYears(born, birthday)).toBe(years);
        expect(completedYears(born, addDays(birthday, -1))).toBe(years - 1);
      }),
    );
  });

  it('never goes down as the days go by', () => {
    fc.assert(
      fc.property(anyDay, anyDay, fc.integer({ min: 0, max: 4000 }), (born, on, later) => {
        expect(completedYears(born, addDays(on, later))).toBeGreaterThanOrEqual(completedYears(born, on));
      }),
    );
  });
});

describe('ageOnDay', () => {
  it('counts whole years to the day, birthday included, and gives none for no date, a malformed one or a later birth', () => {
    expect(ageOnDay('1996-04-12', day('2026-04-11'))).toBe(29);
    expect(ageOnDay('1996-04-12', day('2026-04-12'))).toBe(30);
    expect(ageOnDay('2000-02-29', day('2021-02-28'))).toBe(20);
    expect(ageOnDay('2000-02-29', day('2021-03-01'))).toBe(21);
    expect(ageOnDay(null, day('2026-01-01'))).toBeNull();
    expect(ageOnDay('12/04/1996', day('2026-01-01'))).toBeNull();
    expect(ageOnDay('1996-13-01', day('2026-01-01'))).toBeNull();
    expect(ageOnDay('2030-01-01', day('2026-01-01'))).toBeNull();
  });

  it('is the completed years for any birth on or before the day, and none after it', () => {
    fc.assert(
      fc.property(anyDay, anyDay, (born, on) => {
        expect(ageOnDay(born, on)).toBe(born <= on ? completedYears(born, on) : null);
      }),
    );
  });
});
