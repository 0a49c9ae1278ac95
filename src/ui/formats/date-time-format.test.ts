import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../../domain/time/civil-date';
import { dateTimeFormat, formatDayRange, formatLocalDateTime, formatTimeOfDay } from './date-time-format';

const SATURDAY_17_UTC = Date.parse('2026-03-07T17:00:00Z');

describe('formatLocalDateTime', () => {
  it("writes the local day and time of the zone, in the reader's format", () => {
    expect(formatLocalDateTime('en-US', SATURDAY_17_UTC, 'America/Los_Angeles')).toMatch(
      /^Saturday, March 7, 2026 at 9:00\sAM$/,
    );
    expect(formatLocalDateTime('en-GB', SATURDAY_17_UTC, 'Europe/London')).toMatch(
      /^Saturday,? 7 March 2026 at 17:00$/,
    );
    expect(formatLocalDateTime('fr', SATURDAY_17_UTC, 'Europe/Paris')).toBe('samedi 7 mars 2026 à 18:00');
  });

  it('dates an evening in Los Angeles on the next day in Auckland', () => {
    const lateSaturday = Date.parse('2026-03-08T07:30:00Z');
    expect(formatLocalDateTime('en-US', lateSaturday, 'America/Los_Angeles')).toMatch(
      /^Saturday, March 7, 2026 at 11:30/,
    );
    expect(formatLocalDateTime('en-US', lateSaturday, 'Pacific/Auckland')).toMatch(/^Sunday, March 8, 2026 at 8:30/);
  });
});

describe('formatTimeOfDay', () => {
  it('pads a 24-hour clock as the full date does: "02:05" in en-GB, fr and English read in France', () => {
    const early = Date.parse('2026-01-21T02:05:00Z');
    for (const locale of ['en-GB', 'fr', 'en-FR']) expect(formatTimeOfDay(locale, early, 'UTC')).toBe('02:05');
    expect(formatTimeOfDay('en-US', early, 'UTC').replace(/\s/gu, ' ')).toBe('2:05 AM');
  });

  it('is the very time a full date, a start–end range or a history row writes, for any reader and instant', () => {
    const locales = fc.constantFrom('en-US', 'en-GB', 'en-FR', 'fr', 'fr-CA', 'en-AU');
    const zones = fc.constantFrom('UTC', 'Europe/Paris', 'America/Los_Angeles', 'Pacific/Auckland');
    const instants = fc.integer({ min: Date.parse('2020-01-01T00:00:00Z'), max: Date.parse('2030-01-01T00:00:00Z') });
    fc.assert(
      fc.property(locales, zones, instants, (locale, zone, epochMs) => {
        const time = formatTimeOfDay(locale, epochMs, zone);
        expect(formatLocalDateTime(locale, epochMs, zone)).toContain(time);
        expect(
          dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(epochMs),
        ).toContain(time);
      }),
    );
  });
});

describe('formatDayRange', () => {
  const day = (text: string) => text as IsoDate;

  it('writes a span of civil dates as they are, whatever the zone, and one day once', () => {
    expect(formatDayRange('en-US', day('2025-12-17'), day('2026-01-15'))).toMatch(/^Dec 17, 2025\s–\sJan 15, 2026$/);
    expect(formatDayRange('fr', day('2025-03-03'), day('2025-03-09'))).toMatch(/^3\s?–\s?9 mars 2025$/);
    expect(formatDayRange('en-GB', day('2026-02-28'), day('2026-02-28'))).toBe('28 Feb 2026');
  });
});
