import fc from 'fast-check';
import { ACTIVITY_DATA_STATUSES } from '../activity/activity-type';
import type { PersonalRecords, RecordMetric, RecordSession } from './personal-records';
import { MILLISECONDS_PER_HOUR } from '../units/time-units';

/** Sessions for the records' tests and benchmark. */

/** Saturday 28 November 2026, 18:00 UTC: "now" in the tests (the season under way began on 1 August 2026). */
export const NOW_MS = Date.UTC(2026, 10, 28, 18);

/** A processed session of an hour ago-ish with ordinary figures; `fields` overrides any of them. */
export function makeRecordSession(id: string, startTime: string, fields: Partial<RecordSession> = {}): RecordSession {
  return {
    activityId: id,
    title: `Session ${id}`,
    startTime,
    dataStatus: 'PROCESSED',
    distanceMeters: 5000,
    apSeconds: 1800,
    workloadTrimps: 120,
    timeAbove80Seconds: 600,
    ...fields,
  };
}

/** Small value ranges on purpose, so that ties, zeros and nulls are frequent. */
const figure = fc.option(fc.integer({ min: 0, max: 6 }), { nil: null, freq: 4 });

/** Any session of the last three years and a half, mostly processed, some belt-only (no distance or AP). */
const recordSessionArbitrary: fc.Arbitrary<RecordSession> = fc
  .record({
    id: fc.integer({ min: 0, max: 1_000_000 }),
    // Whole hours back from now, up to about 3.5 years: three seasons and the one under way.
    hoursBack: fc.integer({ min: 0, max: 30_000 }),
    status: fc.oneof(
      { weight: 4, arbitrary: fc.constant('PROCESSED' as const) },
      { weight: 1, arbitrary: fc.constantFrom(...ACTIVITY_DATA_STATUSES) },
    ),
    beltOnly: fc.boolean(),
    distance: figure,
    ap: figure,
    workload: figure,
    red: figure,
  })
  .map(({ id, hoursBack, status, beltOnly, distance, ap, workload, red }) =>
    makeRecordSession(`pa-${id}`, new Date(NOW_MS - hoursBack * MILLISECONDS_PER_HOUR).toISOString(), {
      dataStatus: status,
      distanceMeters: beltOnly ? null : distance === null ? null : distance * 1000,
      apSeconds: beltOnly ? null : ap === null ? null : ap * 300,
      workloadTrimps: workload === null ? null : workload * 50,
      timeAbove80Seconds: red === null ? null : red * 120,
    }),
  );

/** A history of sessions with distinct ids (the ids of a player's sessions are unique). */
export const recordHistoryArbitrary: fc.Arbitrary<RecordSession[]> = fc.uniqueArray(recordSessionArbitrary, {
  selector: (session) => session.activityId,
  maxLength: 40,
});

/** The viewer's zones the properties run in: behind UTC, ahead of it, and across the date line. */
export const viewerZoneArbitrary = fc.constantFrom(
  'America/Los_Angeles',
  'UTC',
  'Europe/Paris',
  'Pacific/Auckland',
  'Pacific/Kiritimati',
);

/** The entry of `metric` in the records (every metric has one). */
export function recordOf(records: PersonalRecords, metric: RecordMetric) {
  const found = records.records.find((record) => record.metric === metric);
  if (found === undefined) throw new Error(`no ${metric} entry`);
  return found;
}
