import { describe, expect, it } from 'vitest';
import { formatLocalDateTime } from './date-time-format';

const SATURDAY_17_UTC = Date.parse('2026-03-07T17:00:00Z');

describe('formatLocalDateTime', () => {
  it('writes the local day and time of the zone, in the reader\'s format', () => {
    expect(formatLocalDateTime('en-US', SATURDAY_17_UTC, 'America/Los_Angeles')).toMatch(/^Saturday, March 7, 2026 at 9:00\sAM$/);
    expect(formatLocalDateTime('en-GB', SATURDAY_17_UTC, 'Europe/London')).toMatch(/^Saturday,? 7 March 2026 at 17:00$/);
    expect(formatLocalDateTime('fr', SATURDAY_17_UTC, 'Europe/Paris')).toBe('samedi 7 mars 2026 à 18:00');
  });

  it('dates an evening in Los Angeles on the next day in Auckland', () => {
    const lateSaturday = Date.parse('2026-03-08T07:30:00Z');
    expect(formatLocalDateTime('en-US', lateSaturday, 'America/Los_Angeles')).toMatch(/^Saturday, March 7, 2026 at 11:30/);
    expect(formatLocalDateTime('en-US', lateSaturday, 'Pacific/Auckland')).toMatch(/^Sunday, March 8, 2026 at 8:30/);
  });
});
