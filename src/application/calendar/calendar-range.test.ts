import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { civilFromDays, daysFromCivil, type IsoDate } from '../../domain/time/civil-date';
import { getWeekday, type Weekday } from '../../domain/time/calendar-week';
import { listDays } from '../../domain/time/day-range';
import { shiftViewDate, visibleRange } from './calendar-range';

const d = (s: string) => s as IsoDate;
const anyDate = fc
  .integer({ min: daysFromCivil(d('1990-01-01')), max: daysFromCivil(d('2100-12-31')) })
  .map(civilFromDays);
const anyFirstDay = fc.integer({ min: 1, max: 7 }).map((day) => day as Weekday);

describe('calendar ranges', () => {
  it('worked examples: January 2026 spans 29 Dec 2025 to 1 Feb 2026 with Monday first, 28 Dec to 31 Jan with Sunday first', () => {
    expect(visibleRange('MONTH', d('2026-01-15'), 1)).toEqual({ from: '2025-12-29', to: '2026-02-01' });
    expect(visibleRange('WEEK', d('2026-01-15'), 1)).toEqual({ from: '2026-01-12', to: '2026-01-18' });
    expect(visibleRange('MONTH', d('2026-01-15'), 7)).toEqual({ from: '2025-12-28', to: '2026-01-31' });
    expect(visibleRange('WEEK', d('2026-01-15'), 7)).toEqual({ from: '2026-01-11', to: '2026-01-17' });
    // The US DST week of 2026: Sunday 1 November to Saturday 7 November.
    expect(visibleRange('WEEK', d('2026-11-04'), 7)).toEqual({ from: '2026-11-01', to: '2026-11-07' });
  });

  it('a month step keeps the day, clamped to the shorter month', () => {
    expect(shiftViewDate('MONTH', d('2026-01-31'), 1)).toBe('2026-02-28');
    expect(shiftViewDate('MONTH', d('2024-03-31'), -1)).toBe('2024-02-29');
    expect(shiftViewDate('MONTH', d('2026-01-10'), -1)).toBe('2025-12-10');
    expect(shiftViewDate('WEEK', d('2026-01-01'), -1)).toBe('2025-12-25');
  });

  it('property: a view is whole weeks, starting on the region’s first day, that contain the view date', () => {
    fc.assert(
      fc.property(anyDate, fc.constantFrom('MONTH' as const, 'WEEK' as const), anyFirstDay, (date, mode, firstDay) => {
        const range = visibleRange(mode, date, firstDay);
        const days = listDays(range);
        expect(getWeekday(range.from)).toBe(firstDay);
        expect(getWeekday(range.to)).toBe(((firstDay + 5) % 7) + 1);
        expect(days.length % 7).toBe(0);
        expect(days.length).toBeLessThanOrEqual(mode === 'WEEK' ? 7 : 42);
        expect(days).toContain(date);
      }),
    );
  });

  it('property: next then previous comes back to the same week or month', () => {
    fc.assert(
      fc.property(anyDate, fc.constantFrom('MONTH' as const, 'WEEK' as const), anyFirstDay, (date, mode, firstDay) => {
        const back = shiftViewDate(mode, shiftViewDate(mode, date, 1), -1);
        expect(visibleRange(mode, back, firstDay)).toEqual(visibleRange(mode, date, firstDay));
      }),
    );
  });
});
