import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, civilFromDays, daysFromCivil, type IsoDate } from '../time/civil-date';
import { getWeekday } from '../time/calendar-week';
import { countRangeDays, isWithinRange } from '../time/day-range';
import { instantsOfDays, localDayOf } from '../time/time-zone';
import { LEADERBOARD_TIME_FRAMES } from './leaderboard-query';
import { resolveLeaderboardRange, resolvePreviousLeaderboardRange } from './leaderboard-time-frame';

const day = (value: string) => value as IsoDate;
const anyDay = fc.integer({ min: 0, max: 60_000 }).map(civilFromDays);

describe('resolveLeaderboardRange — worked examples (today Wednesday 2025-03-05)', () => {
  const today = day('2025-03-05');
  it.each([
    ['CURRENT_WEEK', '2025-03-03', '2025-03-09'],
    ['LAST_WEEK', '2025-02-24', '2025-03-02'],
    ['CURRENT_MONTH', '2025-03-01', '2025-03-31'],
    ['LAST_MONTH', '2025-02-01', '2025-02-28'],
  ] as const)('%s is %s to %s', (frame, from, to) =>
    expect(resolveLeaderboardRange(frame, today)).toEqual({ from, to }),
  );

  it('goes back across a year and a leap February', () => {
    expect(resolveLeaderboardRange('LAST_MONTH', day('2025-01-15'))).toEqual({ from: '2024-12-01', to: '2024-12-31' });
    expect(resolvePreviousLeaderboardRange('CURRENT_MONTH', day('2024-03-31'))).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(resolvePreviousLeaderboardRange('LAST_WEEK', today)).toEqual({ from: '2025-02-17', to: '2025-02-23' });
  });
});

describe('resolveLeaderboardRange — properties', () => {
  it('weeks are 7 days from a Monday and hold today; last week ends the day before this week starts', () => {
    fc.assert(
      fc.property(anyDay, (today) => {
        const current = resolveLeaderboardRange('CURRENT_WEEK', today);
        const last = resolveLeaderboardRange('LAST_WEEK', today);
        expect(getWeekday(current.from)).toBe(1);
        expect(countRangeDays(current)).toBe(7);
        expect(countRangeDays(last)).toBe(7);
        expect(isWithinRange(today, current)).toBe(true);
        expect(addDays(last.to, 1)).toBe(current.from);
      }),
    );
  });

  it('months run from the 1st to their last day, hold today, and last month ends the day before this one', () => {
    fc.assert(
      fc.property(anyDay, (today) => {
        const current = resolveLeaderboardRange('CURRENT_MONTH', today);
        const last = resolveLeaderboardRange('LAST_MONTH', today);
        expect(current.from.endsWith('-01')).toBe(true);
        expect(last.from.endsWith('-01')).toBe(true);
        expect(isWithinRange(today, current)).toBe(true);
        expect(addDays(last.to, 1)).toBe(current.from);
        expect(addDays(current.to, 1).endsWith('-01')).toBe(true);
        expect(countRangeDays(current)).toBeGreaterThanOrEqual(28);
        expect(countRangeDays(current)).toBeLessThanOrEqual(31);
      }),
    );
  });

  it('every previous period is contiguous with its period and of the same kind', () => {
    fc.assert(
      fc.property(
        anyDay.filter((d) => daysFromCivil(d) > 100),
        fc.constantFrom(...LEADERBOARD_TIME_FRAMES),
        (today, frame) => {
          const range = resolveLeaderboardRange(frame, today);
          const previous = resolvePreviousLeaderboardRange(frame, today);
          expect(addDays(previous.to, 1)).toBe(range.from);
          if (frame.endsWith('WEEK')) expect(countRangeDays(previous)).toBe(7);
          else expect(previous.from.endsWith('-01')).toBe(true);
        },
      ),
    );
  });
});

describe('resolveLeaderboardRange — in the viewer’s zone', () => {
  const zone = fc.constantFrom(
    'UTC',
    'Pacific/Auckland',
    'America/Los_Angeles',
    'Europe/Paris',
    'America/New_York',
    'Asia/Kathmandu',
    'Pacific/Kiritimati',
  );
  const instant = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) });

  it('property: the week and month of the local today hold the instant, and their instants tile with the previous period', () => {
    fc.assert(
      fc.property(instant, zone, fc.constantFrom(...LEADERBOARD_TIME_FRAMES), (epochMs, timeZone, frame) => {
        const today = localDayOf(epochMs, timeZone);
        const current = resolveLeaderboardRange(frame, today);
        const previous = resolvePreviousLeaderboardRange(frame, today);
        const now = instantsOfDays(current.from, current.to, timeZone);
        const before = instantsOfDays(previous.from, previous.to, timeZone);
        if (frame.startsWith('CURRENT')) expect(epochMs >= now.startMs && epochMs < now.endMs).toBe(true);
        expect(before.endMs).toBe(now.startMs);
      }),
    );
  });

  it('Monday 07:00 in Auckland is in the week that starts that Monday, though UTC still says Sunday', () => {
    const mondayMorning = Date.UTC(2026, 9, 25, 18); // 2026-10-26 07:00 NZDT
    expect(resolveLeaderboardRange('CURRENT_WEEK', localDayOf(mondayMorning, 'Pacific/Auckland'))).toEqual({
      from: '2026-10-26',
      to: '2026-11-01',
    });
    expect(resolveLeaderboardRange('CURRENT_WEEK', localDayOf(mondayMorning, 'UTC'))).toEqual({
      from: '2026-10-19',
      to: '2026-10-25',
    });
  });
});
