import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, daysFromCivil, civilFromDays, type IsoDate } from './civil-date';
import {
  instantOfLocalTime,
  instantsOfDays,
  isTimeZone,
  localDayOf,
  localTimeOf,
  startOfLocalDay,
  zoneOffsetMs,
  type TimeZone,
} from './time-zone';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const day = (text: string) => text as IsoDate;

/** Whole-hour, half-hour and 45-minute offsets, +14, a 30-minute DST, both hemispheres, and UTC. */
const ZONES: readonly TimeZone[] = [
  'UTC',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Kiritimati',
  'America/St_Johns',
  'America/New_York',
  'America/Los_Angeles',
  'Europe/Paris',
  'Pacific/Auckland',
  // Clocks that go back at midnight (Chile) and a day skipped whole (Samoa, 30 December 2011).
  'America/Santiago',
  'Pacific/Apia',
];

const zone = fc.constantFrom(...ZONES);
const FIRST_DAY = daysFromCivil(day('1970-01-01'));
const LAST_DAY = daysFromCivil(day('2100-12-31'));
const anyDay = fc.integer({ min: FIRST_DAY, max: LAST_DAY }).map(civilFromDays);
const instant = fc.integer({ min: FIRST_DAY * 24 * HOUR, max: (LAST_DAY + 1) * 24 * HOUR - 1 });
/** Instants a few hours either side of a local midnight, where the zone's changes happen. */
const nearMidnight = fc
  .tuple(anyDay, zone, fc.integer({ min: -4 * HOUR, max: 4 * HOUR }))
  .map(([d, z, shift]) => ({ zone: z, epochMs: startOfLocalDay(d, z) + shift }));
const anyInstantInZone = fc.oneof(fc.record({ zone, epochMs: instant }), nearMidnight);

function isMidnightOf(d: IsoDate, epochMs: number, z: TimeZone): boolean {
  return JSON.stringify(localTimeOf(epochMs, z)) === JSON.stringify({ day: d, hour: 0, minute: 0, second: 0 });
}

function dayLengthHours(d: IsoDate, z: TimeZone): number {
  return (startOfLocalDay(addDays(d, 1), z) - startOfLocalDay(d, z)) / HOUR;
}

describe('zone offsets', () => {
  it('knows the odd offsets', () => {
    const winter = Date.UTC(2026, 0, 15, 12);
    const summer = Date.UTC(2026, 6, 15, 12);
    expect(zoneOffsetMs(winter, 'UTC')).toBe(0);
    expect(zoneOffsetMs(winter, 'Asia/Kolkata')).toBe(5.5 * HOUR);
    expect(zoneOffsetMs(winter, 'Asia/Kathmandu')).toBe(5.75 * HOUR);
    expect(zoneOffsetMs(winter, 'Pacific/Kiritimati')).toBe(14 * HOUR);
    expect(zoneOffsetMs(winter, 'America/St_Johns')).toBe(-3.5 * HOUR);
    expect(zoneOffsetMs(summer, 'America/St_Johns')).toBe(-2.5 * HOUR);
    expect(zoneOffsetMs(winter, 'Australia/Lord_Howe')).toBe(11 * HOUR);
    expect(zoneOffsetMs(summer, 'Australia/Lord_Howe')).toBe(10.5 * HOUR);
    expect(zoneOffsetMs(summer, 'America/Los_Angeles')).toBe(-7 * HOUR);
    expect(zoneOffsetMs(winter, 'Pacific/Auckland')).toBe(13 * HOUR);
  });

  it('tells names the zone database knows', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('local days: worked examples', () => {
  it('puts late evening in Los Angeles and early morning in Auckland on their own day, not the UTC one', () => {
    // 23:30 on Wednesday 25 November 2026 in Los Angeles is already Thursday in UTC.
    const lateEvening = Date.UTC(2026, 10, 26, 7, 30);
    expect(localDayOf(lateEvening, 'America/Los_Angeles')).toBe('2026-11-25');
    expect(localDayOf(lateEvening, 'UTC')).toBe('2026-11-26');
    // 07:00 on 27 October 2026 in Auckland is still 26 October in UTC.
    const training = instantOfLocalTime(day('2026-10-27'), 7, 0, 'Pacific/Auckland');
    expect(training).toBe(Date.UTC(2026, 9, 26, 18, 0));
    expect(localDayOf(training, 'Pacific/Auckland')).toBe('2026-10-27');
  });

  it('makes the DST days 23 and 25 hours long in New York, 23.5 and 24.5 on Lord Howe', () => {
    expect(dayLengthHours(day('2026-03-08'), 'America/New_York')).toBe(23);
    expect(dayLengthHours(day('2026-11-01'), 'America/New_York')).toBe(25);
    expect(dayLengthHours(day('2026-11-02'), 'America/New_York')).toBe(24);
    expect(dayLengthHours(day('2026-04-05'), 'Australia/Lord_Howe')).toBe(24.5);
    expect(dayLengthHours(day('2026-10-04'), 'Australia/Lord_Howe')).toBe(23.5);
  });

  it('starts New York’s fall-back day at midnight EDT and the next day at midnight EST', () => {
    expect(startOfLocalDay(day('2026-11-01'), 'America/New_York')).toBe(Date.UTC(2026, 10, 1, 4));
    expect(instantsOfDays(day('2026-11-01'), day('2026-11-01'), 'America/New_York')).toEqual({
      startMs: Date.UTC(2026, 10, 1, 4),
      endMs: Date.UTC(2026, 10, 2, 5),
    });
  });

  it('has every day of 2026 last 24 hours except the DST days', () => {
    const lengths = (z: TimeZone) => {
      const seen = new Map<number, number>();
      for (let d = day('2026-01-01'); d <= '2026-12-31'; d = addDays(d, 1)) {
        const hours = dayLengthHours(d, z);
        seen.set(hours, (seen.get(hours) ?? 0) + 1);
      }
      return Object.fromEntries(seen);
    };
    expect(lengths('UTC')).toEqual({ 24: 365 });
    expect(lengths('Asia/Kathmandu')).toEqual({ 24: 365 });
    expect(lengths('Pacific/Kiritimati')).toEqual({ 24: 365 });
    for (const z of [
      'America/New_York',
      'America/Los_Angeles',
      'Europe/Paris',
      'Pacific/Auckland',
      'America/St_Johns',
    ]) {
      expect(lengths(z)).toEqual({ 23: 1, 24: 363, 25: 1 });
    }
    expect(lengths('Australia/Lord_Howe')).toEqual({ 23.5: 1, 24: 363, 24.5: 1 });
  });

  it('gives a day skipped whole no time, and clocks that go back at midnight a 25-hour day before', () => {
    // Kiritimati went from −10 to +14 and skipped 31 December 1994.
    expect(dayLengthHours(day('1994-12-31'), 'Pacific/Kiritimati')).toBe(0);
    expect(localDayOf(startOfLocalDay(day('1995-01-01'), 'Pacific/Kiritimati') - 1, 'Pacific/Kiritimati')).toBe(
      '1994-12-30',
    );
    // Chile goes from 00:00 back to 23:00 on the first Sunday of April: Saturday has 25 hours.
    expect(dayLengthHours(day('2026-04-04'), 'America/Santiago')).toBe(25);
    // Chile's spring-forward skips midnight: the day starts at 01:00.
    expect(localTimeOf(startOfLocalDay(day('2026-09-06'), 'America/Santiago'), 'America/Santiago')).toMatchObject({
      hour: 1,
      minute: 0,
    });
  });

  it('keeps a session in the day already begun when clocks go back across midnight', () => {
    // St John's, 7 November 2010: 00:01 NDT went back to 23:01 NST on the 6th.
    const sixthStart = startOfLocalDay(day('2010-11-07'), 'America/St_Johns');
    const inRepeatedHour = sixthStart + 30 * MINUTE;
    expect(localTimeOf(inRepeatedHour, 'America/St_Johns')).toMatchObject({ day: '2010-11-06', hour: 23 });
    expect(localDayOf(inRepeatedHour, 'America/St_Johns')).toBe('2010-11-07');
  });

  it('moves a time skipped by DST forward and takes the first of a repeated time', () => {
    expect(instantOfLocalTime(day('2026-03-08'), 2, 30, 'America/New_York')).toBe(Date.UTC(2026, 2, 8, 7, 30));
    expect(instantOfLocalTime(day('2026-11-01'), 1, 30, 'America/New_York')).toBe(Date.UTC(2026, 10, 1, 5, 30));
  });
});

describe('local days: properties', () => {
  it('property: every instant is in exactly one local day', () => {
    fc.assert(
      fc.property(anyInstantInZone, ({ zone: z, epochMs }) => {
        const d = localDayOf(epochMs, z);
        expect(startOfLocalDay(d, z)).toBeLessThanOrEqual(epochMs);
        expect(epochMs).toBeLessThan(startOfLocalDay(addDays(d, 1), z));
      }),
      { numRuns: 500 },
    );
  });

  it('property: the local days of a range tile it without gaps or overlaps, each 24 h give or take the offset change', () => {
    fc.assert(
      fc.property(zone, anyDay, fc.integer({ min: 0, max: 40 }), (z, from, span) => {
        const to = addDays(from, span);
        const { startMs, endMs } = instantsOfDays(from, to, z);
        let covered = startMs;
        for (let d = from; d <= to; d = addDays(d, 1)) {
          const start = startOfLocalDay(d, z);
          const end = startOfLocalDay(addDays(d, 1), z);
          expect(start).toBe(covered);
          expect(end).toBeGreaterThanOrEqual(start);
          if (end > start) {
            expect(localDayOf(start - 1, z) < d).toBe(true);
            expect(localDayOf(start, z)).toBe(d);
            expect(localDayOf(end - 1, z)).toBe(d);
            const startsAtMidnight = isMidnightOf(d, start, z);
            // A day starts at its midnight, or right where the clocks jumped over it.
            if (!startsAtMidnight) expect(zoneOffsetMs(start, z)).toBeGreaterThan(zoneOffsetMs(start - 1, z));
            // From midnight to midnight, a day is 24 h minus what the clocks gained (23 h, 23.5 h, 25 h …).
            if (startsAtMidnight && isMidnightOf(addDays(d, 1), end, z)) {
              expect(end - start).toBe(24 * HOUR - (zoneOffsetMs(end, z) - zoneOffsetMs(start, z)));
            }
          }
          covered = end;
        }
        expect(covered).toBe(endMs);
      }),
      { numRuns: 150 },
    );
  });

  it('property: a local time round-trips through its instant (skipped times move forward by the jump)', () => {
    fc.assert(
      fc.property(
        zone,
        anyDay,
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (z, d, hour, minute) => {
          const epochMs = instantOfLocalTime(d, hour, minute, z);
          const shown = localTimeOf(epochMs, z);
          const asked = daysFromCivil(d) * 24 * HOUR + hour * HOUR + minute * MINUTE;
          const got = daysFromCivil(shown.day) * 24 * HOUR + shown.hour * HOUR + shown.minute * MINUTE;
          // Equal unless the time was skipped; then later by the jump, which is at most a day.
          expect(got).toBeGreaterThanOrEqual(asked);
          if (got > asked) expect(zoneOffsetMs(epochMs, z)).toBe(zoneOffsetMs(epochMs - 24 * HOUR, z) + (got - asked));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('property: an instant round-trips through its local time (to the minute, first occurrence of a repeated time)', () => {
    fc.assert(
      fc.property(anyInstantInZone, ({ zone: z, epochMs }) => {
        const shown = localTimeOf(epochMs, z);
        const back = instantOfLocalTime(shown.day, shown.hour, shown.minute, z);
        const toTheMinute = epochMs - shown.second * 1_000 - (((epochMs % 1_000) + 1_000) % 1_000);
        expect(localTimeOf(back, z)).toEqual({ ...shown, second: 0 });
        // The same instant, or the first pass of a time the clocks repeated.
        if (zoneOffsetMs(back, z) === zoneOffsetMs(epochMs, z)) expect(back).toBe(toTheMinute);
        expect(back).toBeLessThanOrEqual(toTheMinute);
      }),
      { numRuns: 500 },
    );
  });
});
