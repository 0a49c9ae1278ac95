import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, civilFromDays, daysFromCivil, splitIsoDate, toIsoDate, type IsoDate } from '../time/civil-date';
import { CHILD_SHARE_AGE_YEARS, completedYears, sharesAsChild } from './shared-session-privacy';

const day = (text: string) => text as IsoDate;
/** Any real day from 1900 to 2100. */
const anyDay = fc.integer({ min: daysFromCivil(day('1900-01-01')), max: daysFromCivil(day('2100-12-31')) }).map(civilFromDays);

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

describe('sharesAsChild', () => {
  it('shares the demo players as their age and account say: Emma (a parent\'s, 12) and Noah (a parent\'s, 16) as children, Alex (29) not', () => {
    expect(sharesAsChild({ hasParentAccount: true, birthDate: '2014-09-03' }, day('2026-03-07'))).toBe(true);
    expect(sharesAsChild({ hasParentAccount: true, birthDate: '2010-02-17' }, day('2026-03-07'))).toBe(true);
    expect(sharesAsChild({ hasParentAccount: false, birthDate: '1996-04-12' }, day('2026-03-07'))).toBe(false);
  });

  it('shares a player with their own account as a child until their 13th birthday', () => {
    expect(sharesAsChild({ hasParentAccount: false, birthDate: '2013-05-20' }, day('2026-05-19'))).toBe(true);
    expect(sharesAsChild({ hasParentAccount: false, birthDate: '2013-05-20' }, day('2026-05-20'))).toBe(false);
  });

  it('shares as a child when the birth date is unknown or not a date', () => {
    for (const birthDate of [null, '', '2013-02-30', 'soon']) {
      expect(sharesAsChild({ hasParentAccount: false, birthDate }, day('2026-03-07'))).toBe(true);
    }
  });

  it('a parent\'s child is a child on any day; anyone else is one exactly while under 13', () => {
    fc.assert(
      fc.property(anyDay, anyDay, fc.boolean(), (born, on, hasParentAccount) => {
        const child = sharesAsChild({ hasParentAccount, birthDate: born }, on);
        expect(child).toBe(hasParentAccount || completedYears(born, on) < CHILD_SHARE_AGE_YEARS);
      }),
    );
  });
});

function isRealDay(date: IsoDate): boolean {
  return civilFromDays(daysFromCivil(date)) === date;
}
