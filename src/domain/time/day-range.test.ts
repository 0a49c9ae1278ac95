import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, civilFromDays, daysFromCivil, type IsoDate } from './civil-date';
import { countRangeDays, isWithinRange, listDays } from './day-range';

const d = (value: string) => value as IsoDate;
const anyDate = fc
  .integer({ min: daysFromCivil(d('1900-01-01')), max: daysFromCivil(d('2200-12-31')) })
  .map(civilFromDays);

describe('day ranges', () => {
  it('worked examples: both ends are included', () => {
    expect(listDays({ from: d('2024-02-27'), to: d('2024-03-01') })).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(countRangeDays({ from: d('2025-03-03'), to: d('2025-03-09') })).toBe(7);
    expect(isWithinRange(d('2025-03-09'), { from: d('2025-03-03'), to: d('2025-03-09') })).toBe(true);
    expect(isWithinRange(d('2025-03-10'), { from: d('2025-03-03'), to: d('2025-03-09') })).toBe(false);
    expect(listDays({ from: d('2025-03-09'), to: d('2025-03-03') })).toEqual([]);
  });

  it('property: a range lists each of its days once, in order, and nothing outside it', () => {
    fc.assert(
      fc.property(
        anyDate,
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: -5, max: 65 }),
        (from, length, offset) => {
          const range = { from, to: addDays(from, length) };
          const days = listDays(range);
          expect(days).toHaveLength(countRangeDays(range));
          expect(days[0]).toBe(range.from);
          expect(days.at(-1)).toBe(range.to);
          days.slice(1).forEach((day, index) => expect(day).toBe(addDays(days[index]!, 1)));
          const probe = addDays(from, offset);
          expect(isWithinRange(probe, range)).toBe(days.includes(probe));
        },
      ),
    );
  });
});
