import { bench, describe } from 'vitest';
import type { RecordSession } from './personal-records';
import { computePersonalRecords } from './personal-records';
import { makeRecordSession, NOW_MS } from './personal-records.test-support';
import { MILLISECONDS_PER_DAY, MILLISECONDS_PER_HOUR } from '../units/time-units';

/**
 * The records over a 3-year history of 1,000 sessions (budget 5 ms): about six a week, in no
 * particular order, some belt-only, some without data, as the session history gives them.
 */
const DAYS = 3 * 365;
const history: RecordSession[] = Array.from({ length: 1000 }, (_, index) => {
  const startMs = NOW_MS - ((index * 7919) % DAYS) * MILLISECONDS_PER_DAY - (index % 5) * MILLISECONDS_PER_HOUR;
  const beltOnly = index % 9 === 0;
  return makeRecordSession(`pa-${index}`, new Date(startMs).toISOString(), {
    dataStatus: index % 13 === 0 ? 'NOT_SYNCED' : 'PROCESSED',
    distanceMeters: beltOnly ? null : 3000 + ((index * 37) % 9000),
    apSeconds: beltOnly ? null : 1200 + ((index * 53) % 2400),
    workloadTrimps: 40 + ((index * 61) % 260),
    timeAbove80Seconds: (index * 17) % 1800,
  });
});

describe('personal records: 3 years, 1,000 sessions', () => {
  bench('computePersonalRecords (America/Los_Angeles)', () => {
    computePersonalRecords(history, NOW_MS, 'America/Los_Angeles');
  });
});
