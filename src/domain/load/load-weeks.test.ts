import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../time/civil-date';
import type { LoadEntry } from './daily-load';
import { anyToday, day, historyBefore } from './load-entries.test-support';
import { computeLoadStatus } from './load-status';
import { computeLoadWeeks, LOAD_WEEKS_CHART_DAYS } from './load-weeks';

/** The load status's worked example (load-status.test.ts): five weeks to Sunday 29 March 2026. */
const WORKED: readonly (readonly [string, number])[] = [
  ['2026-02-23', 300],
  ['2026-02-26', 300],
  ['2026-03-02', 200],
  ['2026-03-04', 250],
  ['2026-03-07', 350],
  ['2026-03-10', 300],
  ['2026-03-12', 300],
  ['2026-03-15', 300],
  ['2026-03-16', 400],
  ['2026-03-18', 300],
  ['2026-03-23', 300],
  ['2026-03-24', 200],
  ['2026-03-26', 400],
  ['2026-03-28', 160],
  ['2026-03-28', 100],
];
const worked: LoadEntry[] = WORKED.map(([date, trimps]) => ({ day: day(date), trimps }));
const TODAY = day('2026-03-29');
const FIRST = day('2026-02-23');

describe('the load chart, day by day: worked example', () => {
  const weeks = computeLoadWeeks(worked, FIRST, TODAY);

  it('starts on the first day with a session and ends today, one point a day', () => {
    expect(weeks).toHaveLength(35);
    expect(weeks[0]?.day).toBe('2026-02-23');
    expect(weeks.at(-1)?.day).toBe('2026-03-29');
  });

  it('each point is the real sum of the 7 days ending that day', () => {
    // 23 Feb: the first session alone; 1 Mar: 23 Feb to 1 Mar, 300 + 300; 8 Mar: 2 to 8 Mar, 200 + 250 + 350.
    expect(weeks.find((point) => point.day === '2026-02-23')?.lastSevenDays).toBe(300);
    expect(weeks.find((point) => point.day === '2026-03-01')?.lastSevenDays).toBe(600);
    expect(weeks.find((point) => point.day === '2026-03-08')?.lastSevenDays).toBe(800);
    // 29 Mar: 300 + 200 + 400 + 160 + 100 = 1 160, the card's "last 7 days".
    expect(weeks.at(-1)?.lastSevenDays).toBe(1160);
  });

  it('has no usual week before 28 days of history ("–", not 0), then the card’s: 800 on 29 March', () => {
    // 28 days from 23 Feb end on 22 Mar: the first day with a usual week.
    expect(weeks.find((point) => point.day === '2026-03-21')?.usualWeek).toBeNull();
    // 22 Mar: the 21 days 23 Feb – 15 Mar = 600 + 800 + 900 = 2 300, ÷ 3.
    expect(weeks.find((point) => point.day === '2026-03-22')?.usualWeek).toBeCloseTo(2300 / 3, 9);
    expect(weeks.at(-1)?.usualWeek).toBe(800);
  });

  it('keeps six weeks once the history is longer', () => {
    const later = computeLoadWeeks(worked, FIRST, addDays(TODAY, 30));
    expect(later).toHaveLength(LOAD_WEEKS_CHART_DAYS);
    expect(later[0]?.day).toBe(addDays(TODAY, 30 - 41));
  });
});

describe('the load chart, day by day: properties', () => {
  const withToday = anyToday.chain((today) => fc.tuple(fc.constant(today), historyBefore(today)));

  it('its last point is the card’s figures: the last 7 days and, with a ratio, the usual week', () => {
    fc.assert(
      fc.property(withToday, ([today, entries]) => {
        const status = computeLoadStatus(entries, today);
        if (status === null) return;
        const last = computeLoadWeeks(entries, status.firstDay, today).at(-1);
        expect(last?.day).toBe(today);
        expect(last?.lastSevenDays).toBe(status.acute);
        if (status.kind === 'ratio') expect(last?.usualWeek).toBe(status.chronic);
        if (status.kind === 'baseline') expect(last?.usualWeek).toBeNull();
        if (status.kind === 'no-usual-load') expect(last?.usualWeek).toBe(0);
      }),
    );
  });

  it('every point is what the card would have shown on its day', () => {
    fc.assert(
      fc.property(withToday, fc.nat(), ([today, entries], pick) => {
        const status = computeLoadStatus(entries, today);
        if (status === null) return;
        const weeks = computeLoadWeeks(entries, status.firstDay, today);
        const point = weeks[pick % weeks.length];
        if (point === undefined) throw new Error('a history with a session has a chart');
        const then = computeLoadStatus(entries, point.day);
        expect(point.lastSevenDays).toBe(then?.acute);
        expect(point.usualWeek).toBe(then?.kind === 'ratio' ? then.chronic : then?.kind === 'no-usual-load' ? 0 : null);
      }),
      { numRuns: 60 },
    );
  });

  it('a load added on a day shows on that day and the 6 after it, and nowhere else in the last 7 days line', () => {
    fc.assert(
      fc.property(
        withToday,
        fc.integer({ min: 0, max: 40 }),
        fc.double({ min: 1, max: 500, noNaN: true }),
        ([today, entries], daysBack, extra) => {
          const status = computeLoadStatus(entries, today);
          if (status === null) return;
          const added = addDays(today, -daysBack);
          if (added < status.firstDay) return;
          const before = computeLoadWeeks(entries, status.firstDay, today);
          const after = computeLoadWeeks([...entries, { day: added, trimps: extra }], status.firstDay, today);
          before.forEach((point, index) => {
            const moved = (after[index]?.lastSevenDays ?? 0) - point.lastSevenDays;
            const within = point.day >= added && point.day <= addDays(added, 6);
            if (within) expect(moved).toBeCloseTo(extra, 6);
            else expect(moved).toBe(0);
          });
        },
      ),
      { numRuns: 60 },
    );
  });
});
