import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { civilFromDays, daysFromCivil, type IsoDate } from '../../domain/time/civil-date';
import { getWeekday } from '../../domain/time/calendar-week';
import { listDays } from '../../domain/time/day-range';
import { shiftViewDate, visibleRange } from './calendar-range';

const d = (s: string) => s as IsoDate;
const anyDate = fc.integer({ min: daysFromCivil(d('1990-01-01')), max: daysFromCivil(d('2100-12-31')) }).map(civilFromDays);

describe('calendar ranges', () => {
  it('worked examples: January 2026 spans 29 Dec 2025 to 1 Feb 2026', () => {
    expect(visibleRange('MONTH', d('2026-01-15'))).toEqual({ from: '2025-12-29', to: '2026-02-01' });
    expect(visibleRange('WEEK', d('2026-01-15'))).toEqual({ from: '2026-01-12', to: '2026-01-18' });
  });

  it('a month step keeps the day, clamped to the shorter month', () => {
    expect(shiftViewDate('MONTH', d('2026-01-31'), 1)).toBe('2026-02-28');
    expect(shiftViewDate('MONTH', d('2024-03-31'), -1)).toBe('2024-02-29');
    expect(shiftViewDate('MONTH', d('2026-01-10'), -1)).toBe('2025-12-10');
    expect(shiftViewDate('WEEK', d('2026-01-01'), -1)).toBe('2025-12-25');
  });

  it('property: a view is whole Monday-to-Sunday weeks that contain the view date', () => {
    fc.assert(
      fc.property(anyDate, fc.constantFrom('MONTH' as const, 'WEEK' as const), (date, mode) => {
        const range = visibleRange(mode, date);
        const days = listDays(range);
        expect(getWeekday(range.from)).toBe(1);
        expect(getWeekday(range.to)).toBe(7);
        expect(days.length % 7).toBe(0);
        expect(days.length).toBeLessThanOrEqual(mode === 'WEEK' ? 7 : 42);
        expect(days).toContain(date);
      }),
    );
  });

  it('property: next then previous comes back to the same week or month', () => {
    fc.assert(
      fc.property(anyDate, fc.constantFrom('MONTH' as const, 'WEEK' as const), (date, mode) => {
        const back = shiftViewDate(mode, shiftViewDate(mode, date, 1), -1);
        expect(visibleRange(mode, back)).toEqual(visibleRange(mode, date));
      }),
    );
  });
});
