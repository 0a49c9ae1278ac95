import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../time/civil-date';
import { computePersonalRecords, type PersonalRecords } from './personal-records';
import { makeRecordSession, NOW_MS, recordHistoryArbitrary } from './personal-records.test-support';
import { findRecentRecords, findRecordsHeldBy, RECENT_RECORD_DAYS } from './record-holdings';

const LA = 'America/Los_Angeles';
const TODAY = '2026-11-28' as IsoDate;

/**
 * May (last season) holds the all-time distance; Sunday 22 November's game holds this season's distance
 * and every other record of both; Friday's run (27 November) holds nothing.
 */
const records: PersonalRecords = computePersonalRecords(
  [
    makeRecordSession('may', '2026-05-10T17:00:00.000Z', {
      distanceMeters: 12_000,
      apSeconds: 100,
      workloadTrimps: 10,
      timeAbove80Seconds: 10,
    }),
    makeRecordSession('game', '2026-11-22T18:00:00.000Z', {
      distanceMeters: 9000,
      apSeconds: 3000,
      workloadTrimps: 300,
      timeAbove80Seconds: 1500,
    }),
    makeRecordSession('run', '2026-11-27T18:00:00.000Z', {
      distanceMeters: 8000,
      apSeconds: 2000,
      workloadTrimps: 200,
      timeAbove80Seconds: 1000,
    }),
  ],
  NOW_MS,
  LA,
);

describe('findRecordsHeldBy', () => {
  it('names each record a session holds once, all time before season', () => {
    expect(findRecordsHeldBy(records, 'game').map(({ metric, scope }) => `${scope} ${metric}`)).toEqual([
      'SEASON DISTANCE',
      'ALL_TIME ACTIVITY_POINTS',
      'ALL_TIME WORKLOAD',
      'ALL_TIME TIME_ABOVE_80',
    ]);
    expect(findRecordsHeldBy(records, 'may').map(({ metric, scope }) => `${scope} ${metric}`)).toEqual([
      'ALL_TIME DISTANCE',
    ]);
    expect(findRecordsHeldBy(records, 'run')).toEqual([]);
  });

  it('names exactly the metrics whose season or all-time holder is the session', () => {
    fc.assert(
      fc.property(recordHistoryArbitrary, (sessions) => {
        const computed = computePersonalRecords(sessions, NOW_MS, LA);
        for (const session of sessions) {
          const held = findRecordsHeldBy(computed, session.activityId).map((record) => record.metric);
          const expected = computed.records
            .filter(
              (record) =>
                record.season?.activityId === session.activityId || record.allTime?.activityId === session.activityId,
            )
            .map((record) => record.metric);
          expect(held).toEqual(expected);
        }
      }),
    );
  });
});

describe('findRecentRecords', () => {
  it('lists the records set in the last 7 local days, today included', () => {
    expect(
      findRecentRecords(records, TODAY).map(({ metric, scope, holder }) => `${scope} ${metric} ${holder.activityId}`),
    ).toEqual([
      'SEASON DISTANCE game',
      'ALL_TIME ACTIVITY_POINTS game',
      'ALL_TIME WORKLOAD game',
      'ALL_TIME TIME_ABOVE_80 game',
    ]);
    // Sunday 22 November is the 7th day back from Saturday 28: in. From Sunday 29 it is out.
    expect(RECENT_RECORD_DAYS).toBe(7);
    expect(findRecentRecords(records, '2026-11-29' as IsoDate)).toEqual([]);
    expect(findRecentRecords(records, '2026-11-29' as IsoDate, 8)).toHaveLength(4);
  });
});
