import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, civilFromDays, countDaysBetween, daysFromCivil, splitIsoDate, type IsoDate } from './civil-date';
import { addMonths, findMonth, isSameMonth } from './calendar-month';

const d = (value: string) => value as IsoDate;
const anyDate = fc
  .integer({ min: daysFromCivil(d('1900-01-01')), max: daysFromCivil(d('2200-12-31')) })
  .map(civilFromDays);
const monthIndexOf = (date: IsoDate) => splitIsoDate(date).year * 12 + splitIsoDate(date).month;

describe('months', () => {
  it('worked examples: the days of a month, and month steps clamped to a shorter month', () => {
    expect(findMonth(d('2024-02-10'))).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(findMonth(d('2025-12-31'))).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(addMonths(d('2026-01-31'), 1)).toBe('2026-02-28');
    expect(addMonths(d('2024-03-31'), -1)).toBe('2024-02-29');
    expect(addMonths(d('2026-01-10'), -1)).toBe('2025-12-10');
    expect(addMonths(d('2025-11-30'), 14)).toBe('2027-01-30');
    expect(isSameMonth(d('2026-01-01'), d('2026-01-31'))).toBe(true);
    expect(isSameMonth(d('2026-01-31'), d('2026-02-01'))).toBe(false);
  });

  it('property: a month runs from its 1st to the day before the next 1st, and holds the date', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        const { from, to } = findMonth(date);
        expect(from.endsWith('-01')).toBe(true);
        expect(addDays(to, 1).endsWith('-01')).toBe(true);
        expect(from <= date && date <= to).toBe(true);
        expect(isSameMonth(from, date) && isSameMonth(to, date)).toBe(true);
        expect(countDaysBetween(from, to) + 1).toBeGreaterThanOrEqual(28);
        expect(countDaysBetween(from, to) + 1).toBeLessThanOrEqual(31);
      }),
    );
  });

  it('property: adding months moves by that many months and keeps the day when the month has it', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: -240, max: 240 }), (date, months) => {
        const moved = addMonths(date, months);
        expect(monthIndexOf(moved)).toBe(monthIndexOf(date) + months);
        expect(splitIsoDate(moved).day).toBe(Math.min(splitIsoDate(date).day, splitIsoDate(findMonth(moved).to).day));
        if (splitIsoDate(date).day <= 28) expect(addMonths(moved, -months)).toBe(date);
      }),
    );
  });
});
