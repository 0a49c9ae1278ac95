import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { civilFromDays, daysFromCivil, type IsoDate } from '../time/civil-date';
import { completedYears } from '../account/age';
import { CHILD_SHARE_AGE_YEARS, sharesAsChild } from './shared-session-privacy';

const day = (text: string) => text as IsoDate;
/** Any real day from 1900 to 2100. */
const anyDay = fc
  .integer({ min: daysFromCivil(day('1900-01-01')), max: daysFromCivil(day('2100-12-31')) })
  .map(civilFromDays);

describe('sharesAsChild', () => {
  it("shares the demo players as their age and account say: Emma (a parent's, 12) and Noah (a parent's, 16) as children, Alex (29) not", () => {
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

  it("a parent's child is a child on any day; anyone else is one exactly while under 13", () => {
    fc.assert(
      fc.property(anyDay, anyDay, fc.boolean(), (born, on, hasParentAccount) => {
        const child = sharesAsChild({ hasParentAccount, birthDate: born }, on);
        expect(child).toBe(hasParentAccount || completedYears(born, on) < CHILD_SHARE_AGE_YEARS);
      }),
    );
  });
});
