import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, type IsoDate } from '../../../domain/time/civil-date';
import { chooseDateTicks, DATE_TICK_MIN_SPACING } from './dashboard-date-ticks';

const day = (date: string) => date as IsoDate;

describe('chooseDateTicks', () => {
  it('writes every day of a week when they fit, every other day back from the newest when not', () => {
    const week = { from: day('2026-11-18'), to: day('2026-11-24') };
    expect(chooseDateTicks(week, 600)).toEqual({
      style: 'day',
      dates: ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'],
    });
    expect(chooseDateTicks(week, 300)).toEqual({
      style: 'day',
      dates: ['2026-11-18', '2026-11-20', '2026-11-22', '2026-11-24'],
    });
  });

  it('steps a month by weeks on a phone, and a long history by month starts', () => {
    const month = { from: day('2026-10-26'), to: day('2026-11-24') };
    expect(chooseDateTicks(month, 320).dates).toEqual([
      '2026-10-27',
      '2026-11-03',
      '2026-11-10',
      '2026-11-17',
      '2026-11-24',
    ]);
    const history = { from: day('2026-05-30'), to: day('2026-11-24') };
    expect(chooseDateTicks(history, 320)).toEqual({
      style: 'month',
      dates: ['2026-07-01', '2026-09-01', '2026-11-01'],
    });
    expect(chooseDateTicks(history, 480)).toEqual({
      style: 'month',
      dates: ['2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01'],
    });
    expect(chooseDateTicks({ from: day('2025-12-20'), to: day('2026-11-24') }, 300)).toEqual({
      style: 'month',
      dates: ['2026-01-01', '2026-04-01', '2026-07-01', '2026-10-01'],
    });
  });

  it('property: ticks lie in the range, in order, as many as the width holds; day ticks end on the newest day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 130, max: 1400 }),
        (start, length, width) => {
          const from = addDays(day('2024-01-01'), start);
          const range = { from, to: addDays(from, length) };
          const ticks = chooseDateTicks(range, width);
          for (let i = 1; i < ticks.dates.length; i += 1)
            expect((ticks.dates[i - 1] ?? '') < (ticks.dates[i] ?? '')).toBe(true);
          for (const date of ticks.dates) expect(date >= range.from && date <= range.to).toBe(true);
          expect(ticks.dates.length).toBeLessThanOrEqual(Math.max(2, Math.floor(width / DATE_TICK_MIN_SPACING)));
          if (ticks.style === 'day') expect(ticks.dates.at(-1)).toBe(range.to);
        },
      ),
    );
  });
});
