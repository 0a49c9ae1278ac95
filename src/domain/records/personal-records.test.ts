import { describe, expect, it } from 'vitest';
import { computePersonalRecords, RECORD_METRICS, type PersonalRecords, type RecordSession } from './personal-records';
import { makeRecordSession, NOW_MS, recordOf } from './personal-records.test-support';

const LA = 'America/Los_Angeles';

/** Which session holds each record: `metric scope → id` (or null). */
function holdersOf(records: PersonalRecords): Record<string, string | null> {
  return Object.fromEntries(
    records.records.flatMap((record) => [
      [`${record.metric} season`, record.season?.activityId ?? null],
      [`${record.metric} all time`, record.allTime?.activityId ?? null],
    ]),
  );
}

describe('computePersonalRecords: worked examples', () => {
  /**
   * Alex's autumn, seen from Los Angeles on Saturday 28 November 2026 (the season began on 1 August 2026):
   *
   *   id   local start (LA)        status     distance   AP      TRIMPs  > 80 %
   *   may  2026-05-10 10:00        processed  12 000 m   3 000 s  300     1 500 s   last season: all-time records only
   *   run  2026-09-05 09:00        processed   8 000 m   2 400 s  150       900 s
   *   live 2026-10-01 18:00        processed   null      null     310     1 600 s   a belt alone: no distance, no AP
   *   cut  2026-10-20 20:00        failed      null      null     null      null    no data
   *   ride 2026-11-07 07:00        processed   9 500 m   2 400 s  140       500 s   ties run's AP: run was first
   *   long 2026-11-14 07:00 (4:30) processed   7 000 m   2 000 s  290     1 200 s   trimmed: its analysed 4 h figures
   *
   *   distance:  season ride 9 500 m      all time may 12 000 m
   *   AP:        season run 2 400 s (tie) all time may 3 000 s
   *   workload:  season live 310          all time live 310
   *   > 80 %:    season live 1 600 s      all time live 1 600 s
   */
  const sessions: readonly RecordSession[] = [
    makeRecordSession('may', '2026-05-10T17:00:00.000Z', {
      distanceMeters: 12_000,
      apSeconds: 3000,
      workloadTrimps: 300,
      timeAbove80Seconds: 1500,
    }),
    makeRecordSession('run', '2026-09-05T16:00:00.000Z', {
      distanceMeters: 8000,
      apSeconds: 2400,
      workloadTrimps: 150,
      timeAbove80Seconds: 900,
    }),
    makeRecordSession('live', '2026-10-02T01:00:00.000Z', {
      distanceMeters: null,
      apSeconds: null,
      workloadTrimps: 310,
      timeAbove80Seconds: 1600,
    }),
    makeRecordSession('cut', '2026-10-21T03:00:00.000Z', {
      dataStatus: 'FAILED',
      distanceMeters: null,
      apSeconds: null,
      workloadTrimps: null,
      timeAbove80Seconds: null,
    }),
    makeRecordSession('ride', '2026-11-07T15:00:00.000Z', {
      distanceMeters: 9500,
      apSeconds: 2400,
      workloadTrimps: 140,
      timeAbove80Seconds: 500,
    }),
    makeRecordSession('long', '2026-11-14T15:00:00.000Z', {
      distanceMeters: 7000,
      apSeconds: 2000,
      workloadTrimps: 290,
      timeAbove80Seconds: 1200,
    }),
  ];

  it('names the holder of each record this season and of all time', () => {
    const records = computePersonalRecords(sessions, NOW_MS, LA);
    expect(records.season).toEqual({ from: '2026-08-01', to: '2027-07-31' });
    expect(holdersOf(records)).toEqual({
      'DISTANCE season': 'ride',
      'DISTANCE all time': 'may',
      'ACTIVITY_POINTS season': 'run',
      'ACTIVITY_POINTS all time': 'may',
      'WORKLOAD season': 'live',
      'WORKLOAD all time': 'live',
      'TIME_ABOVE_80 season': 'live',
      'TIME_ABOVE_80 all time': 'live',
    });
    expect(recordOf(records, 'DISTANCE').season).toEqual({
      activityId: 'ride',
      title: 'Session ride',
      startTime: '2026-11-07T15:00:00.000Z',
      date: '2026-11-07',
      value: 9500,
    });
  });

  it('gives the records back to the next best when their session is deleted', () => {
    const withoutLive = computePersonalRecords(
      sessions.filter((session) => session.activityId !== 'live'),
      NOW_MS,
      LA,
    );
    expect(recordOf(withoutLive, 'WORKLOAD')).toMatchObject({
      season: { activityId: 'long', value: 290 },
      allTime: { activityId: 'may', value: 300 },
    });
    expect(recordOf(withoutLive, 'TIME_ABOVE_80')).toMatchObject({
      season: { activityId: 'long', value: 1200 },
      allTime: { activityId: 'may', value: 1500 },
    });
    const withoutMay = computePersonalRecords(
      sessions.filter((session) => session.activityId !== 'may'),
      NOW_MS,
      LA,
    );
    expect(recordOf(withoutMay, 'DISTANCE').allTime).toMatchObject({ activityId: 'ride', value: 9500 });
  });

  it('never gives a distance or AP record to a belt-only session, whatever its other figures', () => {
    const beltOnly = makeRecordSession('belt', '2026-11-20T15:00:00.000Z', {
      distanceMeters: null,
      apSeconds: null,
      workloadTrimps: 900,
      timeAbove80Seconds: 9000,
    });
    const records = computePersonalRecords([...sessions, beltOnly], NOW_MS, LA);
    expect(recordOf(records, 'DISTANCE').season?.activityId).toBe('ride');
    expect(recordOf(records, 'ACTIVITY_POINTS').season?.activityId).toBe('run');
    expect(recordOf(records, 'WORKLOAD').allTime?.activityId).toBe('belt');
  });

  it('never gives a record to a session without data, even one that carries figures', () => {
    for (const dataStatus of ['INVALID', 'NOT_SYNCED', 'NOT_PROCESSED', 'FAILED', 'BELT_NOT_WORN'] as const) {
      const stale = makeRecordSession('stale', '2026-11-21T15:00:00.000Z', {
        dataStatus,
        distanceMeters: 99_000,
        apSeconds: 99_000,
        workloadTrimps: 9999,
        timeAbove80Seconds: 9999,
      });
      expect(Object.values(holdersOf(computePersonalRecords([...sessions, stale], NOW_MS, LA)))).not.toContain('stale');
    }
  });

  it('counts a trimmed session by the figures of its analysed 4 hours, as its summary gives them', () => {
    // "long" ran 4:30; its summary's 290 TRIMPs are those of its first 4 hours. A 3:50 session with 295 beats it.
    const shorter = makeRecordSession('shorter', '2026-11-21T15:00:00.000Z', { workloadTrimps: 295 });
    const withoutLive = sessions.filter((session) => session.activityId !== 'live');
    expect(recordOf(computePersonalRecords(withoutLive, NOW_MS, LA), 'WORKLOAD').season?.activityId).toBe('long');
    expect(recordOf(computePersonalRecords([...withoutLive, shorter], NOW_MS, LA), 'WORKLOAD').season).toMatchObject({
      activityId: 'shorter',
      value: 295,
    });
  });

  it('gives a tie to the earlier session, whichever comes first in the list', () => {
    const later = makeRecordSession('later', '2026-11-20T15:00:00.000Z', { distanceMeters: 9500 });
    for (const list of [
      [...sessions, later],
      [later, ...sessions],
    ]) {
      expect(recordOf(computePersonalRecords(list, NOW_MS, LA), 'DISTANCE').season?.activityId).toBe('ride');
    }
  });

  it('holds no record with a figure of zero: a standstill is not a record', () => {
    const still = makeRecordSession('still', '2026-11-20T15:00:00.000Z', {
      distanceMeters: 0,
      apSeconds: 0,
      workloadTrimps: 0,
      timeAbove80Seconds: 0,
    });
    const records = computePersonalRecords([still], NOW_MS, LA);
    expect(records.records.map((record) => [record.season, record.allTime])).toEqual(
      RECORD_METRICS.map(() => [null, null]),
    );
  });

  it('has no records without sessions, and lists every metric even then', () => {
    const records = computePersonalRecords([], NOW_MS, LA);
    expect(records.records.map((record) => record.metric)).toEqual([...RECORD_METRICS]);
    expect(records.records.every((record) => record.season === null && record.allTime === null)).toBe(true);
  });

  it('puts a session in the season of its local day in the viewer’s zone, never its UTC day', () => {
    // 31 July 2026, 23:30 in Los Angeles is already 1 August 06:30 UTC: last season for this viewer.
    const lastNight = makeRecordSession('late', '2026-08-01T06:30:00.000Z', { distanceMeters: 50_000 });
    // 1 August 00:30 in Los Angeles: the first half-hour of this season.
    const firstMorning = makeRecordSession('early', '2026-08-01T07:30:00.000Z', { distanceMeters: 40_000 });
    const records = computePersonalRecords([lastNight, firstMorning], NOW_MS, LA);
    expect(recordOf(records, 'DISTANCE')).toMatchObject({
      season: { activityId: 'early', date: '2026-08-01' },
      allTime: { activityId: 'late', date: '2026-07-31' },
    });
    // In Paris both start on 1 August: both are this season's, and the longer holds both records.
    expect(
      recordOf(computePersonalRecords([lastNight, firstMorning], NOW_MS, 'Europe/Paris'), 'DISTANCE').season,
    ).toMatchObject({ activityId: 'late', date: '2026-08-01' });
  });

  it('follows the viewer’s today across the season’s first midnight', () => {
    // 31 July 2027, 14:00 UTC is already 1 August, 02:00 in Auckland (a new season) but still 31 July in Los Angeles.
    const aucklandNewSeason = Date.UTC(2027, 6, 31, 14);
    expect(computePersonalRecords([], aucklandNewSeason, 'Pacific/Auckland').season.from).toBe('2027-08-01');
    expect(computePersonalRecords([], aucklandNewSeason, LA).season.from).toBe('2026-08-01');
  });
});
