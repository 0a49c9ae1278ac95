import { daysFromCivil, type IsoDate } from '../time/civil-date';
import { countRangeDays, type DayRange } from '../time/day-range';

/**
 * Daily training load (docs/product-rules.md#load-status): the sum of the Edwards TRIMPs of the
 * sessions on each local day (a session belongs to the local day of its start in the viewer's
 * zone, docs/product-rules.md#days-and-time-zones). The caller dates the sessions; here a day is a
 * civil date, so a 23- or 25-hour day around a clock change is still one day.
 */

/** A load on a local day: one session's TRIMPs, or several sessions' already summed. */
export interface LoadEntry {
  readonly day: IsoDate;
  /** Edwards TRIMPs (docs/product-rules.md#workload); never negative. */
  readonly trimps: number;
}

/** Whether an entry carries a usable load (a finite, non-negative number of TRIMPs). */
export function isUsableLoad(entry: LoadEntry): boolean {
  return Number.isFinite(entry.trimps) && entry.trimps >= 0;
}

/**
 * The load of every day of `range`, oldest first: the entries of each day summed, and 0 for a day
 * without any (a day without a session is a day of rest, not a missing day). Entries outside the
 * range, and unusable ones, are left out.
 */
export function sumDailyLoads(entries: readonly LoadEntry[], range: DayRange): number[] {
  const loads = new Array<number>(Math.max(0, countRangeDays(range))).fill(0);
  const first = daysFromCivil(range.from);
  for (const entry of entries) {
    if (!isUsableLoad(entry)) continue;
    const index = daysFromCivil(entry.day) - first;
    if (index >= 0 && index < loads.length) loads[index] = (loads[index] ?? 0) + entry.trimps;
  }
  return loads;
}

/** The sum of a run of daily loads. */
export function sumLoads(loads: readonly number[]): number {
  let total = 0;
  for (const load of loads) total += load;
  return total;
}
