import fc from 'fast-check';
import { addDays, civilFromDays, daysFromCivil, type IsoDate } from '../time/civil-date';
import { localDayOf, type TimeZone } from '../time/time-zone';
import type { LoadEntry } from './daily-load';

/** A session as the tests write it: its start instant and its TRIMPs. */
export interface TimedSession {
  readonly startMs: number;
  readonly trimps: number;
}

/** Dates sessions on the local day of their start in `timeZone` (docs/product-rules.md#days-and-time-zones). */
export function datedLoads(sessions: readonly TimedSession[], timeZone: TimeZone): LoadEntry[] {
  return sessions.map(({ startMs, trimps }) => ({ day: localDayOf(startMs, timeZone), trimps }));
}

export const day = (text: string) => text as IsoDate;

/** Today: any day from 2020 to 2035. */
export const anyToday = fc
  .integer({ min: daysFromCivil(day('2020-01-01')), max: daysFromCivil(day('2035-12-31')) })
  .map(civilFromDays);

/** A session load: 0, or 0.01 to 600 TRIMPs (a hard 2-hour game is about 400). */
export const anyTrimps = fc.oneof(fc.constant(0), fc.double({ min: 0.01, max: 600, noNaN: true }));

/**
 * A history ending on `today`: sessions up to 120 days back, with one at least 27 days back, so the
 * ratio has its 21 days of history before the last 7.
 */
export function historyBefore(today: IsoDate): fc.Arbitrary<LoadEntry[]> {
  const entry = (maxDaysBack: number, minDaysBack = 0) =>
    fc
      .record({ daysBack: fc.integer({ min: minDaysBack, max: maxDaysBack }), trimps: anyTrimps })
      .map(({ daysBack, trimps }) => ({ day: addDays(today, -daysBack), trimps }));
  return fc.tuple(entry(120, 27), fc.array(entry(120), { maxLength: 80 })).map(([first, rest]) => [first, ...rest]);
}
