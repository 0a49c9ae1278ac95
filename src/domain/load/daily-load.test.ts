import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysFromCivil, civilFromDays } from '../time/civil-date';
import { instantsOfDays, startOfLocalDay } from '../time/time-zone';
import { sumDailyLoads, sumLoads } from './daily-load';
import { anyToday, anyTrimps, datedLoads, day, type TimedSession } from './load-entries.test-support';
import { computeLoadStatus } from './load-status';

const HOUR = 3_600_000;
const NEW_YORK = 'America/New_York';

describe('daily load', () => {
  it('sums the sessions of each day and gives 0 to a day without a session', () => {
    const loads = sumDailyLoads(
      [
        { day: day('2026-03-02'), trimps: 120 },
        { day: day('2026-03-02'), trimps: 30 },
        { day: day('2026-03-04'), trimps: 80 },
        { day: day('2026-02-28'), trimps: 999 },
      ],
      { from: day('2026-03-01'), to: day('2026-03-05') },
    );
    expect(loads).toEqual([0, 150, 0, 80, 0]);
  });

  it('has one value per day of the range, zeros where nothing happened, and loses no load in it', () => {
    fc.assert(
      fc.property(
        anyToday,
        fc.array(fc.record({ daysBack: fc.integer({ min: -5, max: 40 }), trimps: anyTrimps }), { maxLength: 60 }),
        (today, drawn) => {
          const entries = drawn.map(({ daysBack, trimps }) => ({ day: addDays(today, -daysBack), trimps }));
          const range = { from: addDays(today, -27), to: today };
          const loads = sumDailyLoads(entries, range);
          expect(loads).toHaveLength(28);
          const inRange = drawn.filter(({ daysBack }) => daysBack >= 0 && daysBack <= 27);
          expect(sumLoads(loads)).toBeCloseTo(sumLoads(inRange.map((entry) => entry.trimps)), 6);
          loads.forEach((load, index) => {
            if (!inRange.some(({ daysBack }) => daysBack === 27 - index)) expect(load).toBe(0);
          });
        },
      ),
    );
  });
});

describe('daily load across clock changes (America/New_York)', () => {
  it('a session at 23:30 on the 25-hour day (1 November 2026) stays on that day', () => {
    // 23:30 EST on 1 November is 04:30 UTC on 2 November.
    const lateEvening = Date.UTC(2026, 10, 2, 4, 30);
    const status = computeLoadStatus(datedLoads([{ startMs: lateEvening, trimps: 90 }], NEW_YORK), day('2026-11-01'));
    expect(status).toMatchObject({ kind: 'baseline', firstDay: '2026-11-01', acute: 90 });
  });

  /** Today from late October to mid November 2026, or around the March 2026 change. */
  const todayAround = (centre: string) =>
    fc.integer({ min: daysFromCivil(day(centre)) - 6, max: daysFromCivil(day(centre)) + 8 }).map(civilFromDays);

  for (const centre of ['2026-11-01', '2026-03-08']) {
    it(`the last 7 local days hold exactly the sessions started in them, around ${centre}`, () => {
      fc.assert(
        fc.property(
          todayAround(centre).chain((today) => {
            const start = startOfLocalDay(addDays(today, -40), NEW_YORK);
            const end = startOfLocalDay(addDays(today, 1), NEW_YORK);
            const session = fc.record({ startMs: fc.integer({ min: start, max: end - 1 }), trimps: anyTrimps });
            return fc.tuple(fc.constant(today), fc.array(session, { minLength: 1, maxLength: 60 }));
          }),
          ([today, sessions]: [ReturnType<typeof day>, TimedSession[]]) => {
            const status = computeLoadStatus(datedLoads(sessions, NEW_YORK), today);
            const week = instantsOfDays(addDays(today, -6), today, NEW_YORK);
            const inWeek = sessions.filter(({ startMs }) => startMs >= week.startMs && startMs < week.endMs);
            expect(status?.acute).toBeCloseTo(sumLoads(inWeek.map((session) => session.trimps)), 6);
            // Seven local days, whatever their length: one of them 25 (or 23) hours when it is the day the clocks moved.
            const changeInWeek = addDays(today, -6) <= centre && centre <= today;
            const shift = centre === '2026-11-01' ? 1 : -1;
            expect((week.endMs - week.startMs) / HOUR).toBe(7 * 24 + (changeInWeek ? shift : 0));
            const daily = sumDailyLoads(datedLoads(sessions, NEW_YORK), { from: addDays(today, -6), to: today });
            expect(daily).toHaveLength(7);
          },
        ),
        { numRuns: 60 },
      );
    });
  }
});
