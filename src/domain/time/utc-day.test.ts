import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, civilFromDays, type IsoDate } from './civil-date';
import { MILLISECONDS_PER_DAY } from '../units/time-units';
import { toUtcMidnightMs } from './utc-day';

const anyDate = fc.integer({ min: -25_567, max: 84_000 }).map(civilFromDays);
const writtenInUtc = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'UTC',
});

describe('toUtcMidnightMs', () => {
  it('is the first instant of the date in UTC', () => {
    expect(toUtcMidnightMs('2026-01-16' as IsoDate)).toBe(Date.UTC(2026, 0, 16));
    expect(toUtcMidnightMs('1969-12-31' as IsoDate)).toBe(-MILLISECONDS_PER_DAY);
  });

  it('property: written with timeZone UTC it is the date itself, and dates a day apart are a day of 24 hours apart', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        expect(writtenInUtc.format(toUtcMidnightMs(date))).toBe(date);
        expect(toUtcMidnightMs(addDays(date, 1)) - toUtcMidnightMs(date)).toBe(MILLISECONDS_PER_DAY);
      }),
    );
  });
});
