import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_DATA_STATUSES, type ActivityDataStatus } from '../activity/activity-type';
import { addDays, countDaysBetween } from '../time/civil-date';
import {
  findLoadDataGaps,
  holdsLoadVerdict,
  isLoadRatioProvisional,
  lacksLoadData,
  loadWindowDays,
} from './load-data-gaps';
import { anyToday, day } from './load-entries.test-support';

const TODAY = day('2026-03-29');
const session = (id: string, daysBack: number, dataStatus: ActivityDataStatus) => ({
  id,
  day: addDays(TODAY, -daysBack),
  dataStatus,
});

describe('sessions without data in the load windows', () => {
  it('a session lacks data in every state without viewable data; processed ones (too long included) count', () => {
    expect(ACTIVITY_DATA_STATUSES.filter(lacksLoadData)).toEqual([
      'INVALID',
      'NOT_SYNCED',
      'NOT_PROCESSED',
      'FAILED',
      'BELT_NOT_WORN',
    ]);
  });

  it('the demo week: 3 of 5 sessions of the last 7 days without data; one of the 3 weeks before', () => {
    const gaps = findLoadDataGaps(
      [
        session('today', 0, 'NOT_PROCESSED'),
        session('tue', 2, 'NOT_SYNCED'),
        session('sun', 4, 'PROCESSED'),
        session('sat', 5, 'NOT_SYNCED'),
        session('fri', 6, 'PROCESSED'),
        session('a-week-ago', 7, 'BELT_NOT_WORN'),
        session('27-days', 27, 'PROCESSED'),
        session('28-days', 28, 'FAILED'),
        session('tomorrow', -1, 'NOT_SYNCED'),
      ],
      TODAY,
    );
    expect(gaps.lastWeek.map((entry) => entry.id)).toEqual(['today', 'tue', 'sat']);
    expect(gaps.weeksBefore.map((entry) => entry.id)).toEqual(['a-week-ago']);
    expect(holdsLoadVerdict(gaps)).toBe(true);
    expect(isLoadRatioProvisional(gaps)).toBe(true);
  });

  it('only the 3 weeks before without data: the verdict stands, the ratio is provisional', () => {
    const gaps = findLoadDataGaps([session('old', 20, 'FAILED'), session('new', 1, 'PROCESSED')], TODAY);
    expect(holdsLoadVerdict(gaps)).toBe(false);
    expect(isLoadRatioProvisional(gaps)).toBe(true);
  });

  it('every session with data: nothing held, nothing provisional', () => {
    const gaps = findLoadDataGaps([session('a', 0, 'PROCESSED'), session('b', 10, 'PROCESSED')], TODAY);
    expect(gaps).toEqual({ lastWeek: [], weeksBefore: [] });
    expect(holdsLoadVerdict(gaps)).toBe(false);
    expect(isLoadRatioProvisional(gaps)).toBe(false);
  });
});

describe('sessions without data: properties', () => {
  const anySessions = anyToday.chain((today) =>
    fc.tuple(
      fc.constant(today),
      fc.array(
        fc
          .record({
            daysBack: fc.integer({ min: -10, max: 60 }),
            dataStatus: fc.constantFrom(...ACTIVITY_DATA_STATUSES),
          })
          .map(({ daysBack, dataStatus }) => ({ day: addDays(today, -daysBack), dataStatus })),
        { maxLength: 40 },
      ),
    ),
  );

  it('counts each session without data of the 28 days once, in the window of its day, and nothing else', () => {
    fc.assert(
      fc.property(anySessions, ([today, sessions]) => {
        const gaps = findLoadDataGaps(sessions, today);
        const window = loadWindowDays(today);
        const expected = sessions.filter(
          (entry) => lacksLoadData(entry.dataStatus) && entry.day >= window.from && entry.day <= window.to,
        );
        expect(gaps.lastWeek.length + gaps.weeksBefore.length).toBe(expected.length);
        for (const entry of gaps.lastWeek) expect(countDaysBetween(entry.day, today)).toBeLessThan(7);
        for (const entry of gaps.weeksBefore) expect(countDaysBetween(entry.day, today)).toBeGreaterThanOrEqual(7);
        for (const entry of [...gaps.lastWeek, ...gaps.weeksBefore]) expect(lacksLoadData(entry.dataStatus)).toBe(true);
      }),
    );
  });

  it('a session gaining its data never adds a gap, and takes itself out of the count', () => {
    fc.assert(
      fc.property(anySessions, fc.nat(), ([today, sessions], pick) => {
        if (sessions.length === 0) return;
        const index = pick % sessions.length;
        const processed = sessions.map((entry, at) =>
          at === index ? { ...entry, dataStatus: 'PROCESSED' as const } : entry,
        );
        const before = findLoadDataGaps(sessions, today);
        const after = findLoadDataGaps(processed, today);
        expect(after.lastWeek.length).toBeLessThanOrEqual(before.lastWeek.length);
        expect(after.weeksBefore.length).toBeLessThanOrEqual(before.weeksBefore.length);
        // Once every session of the last 7 days has data, the verdict is never held.
        const allProcessed = sessions.map((entry) => ({ ...entry, dataStatus: 'PROCESSED' as const }));
        expect(holdsLoadVerdict(findLoadDataGaps(allProcessed, today))).toBe(false);
      }),
    );
  });

  it('a held verdict always comes with a provisional ratio', () => {
    fc.assert(
      fc.property(anySessions, ([today, sessions]) => {
        const gaps = findLoadDataGaps(sessions, today);
        if (holdsLoadVerdict(gaps)) expect(isLoadRatioProvisional(gaps)).toBe(true);
      }),
    );
  });
});
