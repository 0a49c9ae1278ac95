import { bench, describe } from 'vitest';
import { addDays, type IsoDate } from '../time/civil-date';
import type { LoadEntry } from './daily-load';
import { computeLoadStatus } from './load-status';

/**
 * The load status over a 3-year history of 1,000 sessions (budget 5 ms): the daily loads, the
 * uncoupled ratio and its band, monotony and strain, and the six weeks of EWMA for the chart.
 */
const TODAY = '2026-06-30' as IsoDate;
const DAYS = 3 * 365;
const history: LoadEntry[] = Array.from({ length: 1000 }, (_, index) => ({
  // Spread over the three years, two sessions on some days, in no particular order.
  day: addDays(TODAY, -((index * 7919) % DAYS)),
  trimps: 40 + ((index * 37) % 260),
}));

describe('load status: 3 years, 1,000 sessions', () => {
  bench('computeLoadStatus', () => {
    computeLoadStatus(history, TODAY);
  });
});
