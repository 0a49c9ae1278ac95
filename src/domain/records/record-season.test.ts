import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, civilFromDays, countDaysBetween, daysFromCivil, type IsoDate } from '../time/civil-date';
import { isWithinRange } from '../time/day-range';
import { findCurrentSeason, findSeason, SEASON_FIRST_DAY, SEASON_FIRST_MONTH } from './record-season';

describe('findSeason', () => {
  it.each([
    ['2026-07-31', '2025-08-01', '2026-07-31'],
    ['2026-08-01', '2026-08-01', '2027-07-31'],
    ['2026-11-28', '2026-08-01', '2027-07-31'],
    ['2027-01-01', '2026-08-01', '2027-07-31'],
    ['2024-02-29', '2023-08-01', '2024-07-31'],
  ])('puts %s in the season from %s to %s', (date, from, to) => {
    expect(findSeason(date as IsoDate)).toEqual({ from, to });
  });

  it('is a run of 365 or 366 days from 1 August that holds the date, and the next season starts the day after', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: daysFromCivil('1900-01-01' as IsoDate), max: daysFromCivil('2200-12-31' as IsoDate) }),
        (dayNumber) => {
          const date = civilFromDays(dayNumber);
          const season = findSeason(date);
          expect(season.from.slice(5)).toBe(
            `${String(SEASON_FIRST_MONTH).padStart(2, '0')}-${String(SEASON_FIRST_DAY).padStart(2, '0')}`,
          );
          expect(season.to.slice(5)).toBe('07-31');
          expect(isWithinRange(date, season)).toBe(true);
          expect([364, 365]).toContain(countDaysBetween(season.from, season.to));
          expect(findSeason(addDays(season.to, 1)).from).toBe(addDays(season.to, 1));
        },
      ),
    );
  });
});

describe('findCurrentSeason', () => {
  it('reads the viewer’s local day, not the UTC day', () => {
    // 1 August 2026, 03:00 UTC is still 31 July, 20:00 in Los Angeles.
    const nowMs = Date.UTC(2026, 7, 1, 3);
    expect(findCurrentSeason(nowMs, 'UTC').from).toBe('2026-08-01');
    expect(findCurrentSeason(nowMs, 'America/Los_Angeles').from).toBe('2025-08-01');
  });
});
