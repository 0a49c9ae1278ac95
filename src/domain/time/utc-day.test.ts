import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, type IsoDate } from './civil-date';
import { MILLISECONDS_PER_DAY } from './day-length';
import { toUtcDay, toUtcMidnightMs } from './utc-day';

describe('UTC days', () => {
  it('an instant belongs to the UTC day it falls in, midnight to the day it starts', () => {
    expect(toUtcDay(Date.UTC(2026, 0, 15, 23, 59, 59, 999))).toBe('2026-01-15');
    expect(toUtcDay(Date.UTC(2026, 0, 16, 0, 0))).toBe('2026-01-16');
    expect(toUtcDay(-1)).toBe('1969-12-31');
    expect(toUtcMidnightMs('2026-01-16' as IsoDate)).toBe(Date.UTC(2026, 0, 16));
  });

  it('property: every instant lies in its day, between that midnight and the next one', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) }), (epochMs) => {
        const day = toUtcDay(epochMs);
        expect(day).toBe(new Date(epochMs).toISOString().slice(0, 10));
        expect(toUtcMidnightMs(day)).toBeLessThanOrEqual(epochMs);
        expect(epochMs).toBeLessThan(toUtcMidnightMs(addDays(day, 1)));
        expect(toUtcMidnightMs(addDays(day, 1)) - toUtcMidnightMs(day)).toBe(MILLISECONDS_PER_DAY);
        expect(toUtcDay(toUtcMidnightMs(day))).toBe(day);
      }),
    );
  });
});
