import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completedYears } from '../account/age';
import { addDays, civilFromDays, daysFromCivil, type IsoDate } from '../time/civil-date';
import { localDayOf } from '../time/time-zone';
import { FULL_NAME_AGE_YEARS, initialOf, listPlayer } from './leaderboard-names';

const day = (text: string) => text as IsoDate;
/** Any real day from 1950 to 2100. */
const anyDay = fc
  .integer({ min: daysFromCivil(day('1950-01-01')), max: daysFromCivil(day('2100-12-31')) })
  .map(civilFromDays);
const aName = fc.string({ minLength: 1, maxLength: 12 }).filter((text) => text.trim() !== '');

describe('listPlayer', () => {
  it('lists Emma (12) beyond her club as "Emma M." without her team, and by full name in her club', () => {
    const emma = { firstName: 'Emma', lastName: 'Martin', birthDate: '2014-09-03' };
    expect(listPlayer(emma, day('2026-11-28'), false)).toEqual({ firstName: 'Emma', lastName: 'M.', showsTeam: false });
    expect(listPlayer(emma, day('2026-11-28'), true)).toEqual({
      firstName: 'Emma',
      lastName: 'Martin',
      showsTeam: true,
    });
  });

  it('lists Noah (16) and Alex (30) by full name with their team everywhere', () => {
    expect(
      listPlayer({ firstName: 'Noah', lastName: 'Martin', birthDate: '2010-02-17' }, day('2026-11-28'), false),
    ).toEqual({
      firstName: 'Noah',
      lastName: 'Martin',
      showsTeam: true,
    });
    expect(
      listPlayer({ firstName: 'Alex', lastName: 'Martin', birthDate: '1996-04-12' }, day('2026-11-28'), false).lastName,
    ).toBe('Martin');
  });

  it("gives the full name from the 13th birthday on, the viewer's day deciding", () => {
    const zoe = { firstName: 'Zoé', lastName: 'Durand', birthDate: '2013-05-20' };
    expect(listPlayer(zoe, day('2026-05-19'), false).lastName).toBe('D.');
    expect(listPlayer(zoe, day('2026-05-20'), false).lastName).toBe('Durand');
    // 20 May 02:00 in Paris is still 19 May in Los Angeles: each viewer's own day decides.
    const instant = Date.UTC(2026, 4, 20, 0, 0);
    expect(listPlayer(zoe, localDayOf(instant, 'Europe/Paris'), false).lastName).toBe('Durand');
    expect(listPlayer(zoe, localDayOf(instant, 'America/Los_Angeles'), false).lastName).toBe('D.');
  });

  it('counts a birthday on 29 February from 1 March in a common year', () => {
    const leap = { firstName: 'Léa', lastName: 'Petit', birthDate: '2012-02-29' };
    expect(listPlayer(leap, day('2025-02-28'), false).lastName).toBe('P.');
    expect(listPlayer(leap, day('2025-03-01'), false).lastName).toBe('Petit');
  });

  it('shortens beyond the club when the birth date is unknown, malformed or later than the day', () => {
    for (const birthDate of [null, '', '2013-02-30', 'soon', '2030-01-01']) {
      expect(listPlayer({ firstName: 'Kai', lastName: 'Ng', birthDate }, day('2026-03-07'), false)).toEqual({
        firstName: 'Kai',
        lastName: 'N.',
        showsTeam: false,
      });
    }
  });

  it('keeps accents and letters beyond ASCII in the initial', () => {
    expect(initialOf('Émile')).toBe('É.');
    expect(initialOf('E\u0301mile')).toBe('E\u0301.');
    expect(initialOf('  Øvergaard ')).toBe('Ø.');
    expect(initialOf('')).toBe('');
  });

  it('beyond the club: the full last name exactly from the 13th birthday; the first name is always kept', () => {
    fc.assert(
      fc.property(anyDay, anyDay, aName, aName, (born, on, firstName, lastName) => {
        const listing = listPlayer({ firstName, lastName, birthDate: born }, on, false);
        const adult = born <= on && completedYears(born, on) >= FULL_NAME_AGE_YEARS;
        expect(listing.showsTeam).toBe(adult);
        expect(listing.lastName).toBe(adult ? lastName : initialOf(lastName));
        expect(listing.firstName.trim()).toBe(firstName.trim());
      }),
    );
  });

  it('the day before the 13th birthday shortens, the birthday itself does not', () => {
    fc.assert(
      fc.property(anyDay, (born) => {
        const birthday = civilFromDays(daysFromCivil(born)); // the same day, normalised
        const thirteenth = day(
          `${String(Number(birthday.slice(0, 4)) + FULL_NAME_AGE_YEARS).padStart(4, '0')}${birthday.slice(4)}`,
        );
        fc.pre(thirteenth.slice(5) !== '02-29'); // a 29 February is handled by the example above
        const player = { firstName: 'A', lastName: 'Bell', birthDate: born };
        expect(listPlayer(player, addDays(thirteenth, -1), false).showsTeam).toBe(false);
        expect(listPlayer(player, thirteenth, false).showsTeam).toBe(true);
      }),
    );
  });

  it('inside the club every player keeps the full name and team', () => {
    fc.assert(
      fc.property(fc.option(anyDay, { nil: null }), anyDay, aName, aName, (born, on, firstName, lastName) => {
        expect(listPlayer({ firstName, lastName, birthDate: born }, on, true)).toEqual({
          firstName,
          lastName,
          showsTeam: true,
        });
      }),
    );
  });
});
