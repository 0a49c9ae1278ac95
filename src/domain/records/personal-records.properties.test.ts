import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computePersonalRecords, recordValueOf } from './personal-records';
import { NOW_MS, recordHistoryArbitrary, recordOf, viewerZoneArbitrary } from './personal-records.test-support';
import { findCurrentSeason } from './record-season';
import { instantsOfDays } from '../time/time-zone';

describe('computePersonalRecords: properties', () => {
  const arbitraries = [recordHistoryArbitrary, viewerZoneArbitrary] as const;

  it('each record is at least the figure of every session that may hold it, and is one of theirs', () => {
    fc.assert(
      fc.property(...arbitraries, (sessions, zone) => {
        const records = computePersonalRecords(sessions, NOW_MS, zone);
        const { startMs, endMs } = instantsOfDays(records.season.from, records.season.to, zone);
        for (const record of records.records) {
          const eligible = sessions.filter((session) => recordValueOf(session, record.metric) !== null);
          const inSeason = eligible.filter(
            (session) => Date.parse(session.startTime) >= startMs && Date.parse(session.startTime) < endMs,
          );
          for (const [holder, pool] of [
            [record.allTime, eligible],
            [record.season, inSeason],
          ] as const) {
            if (pool.length === 0) {
              expect(holder).toBeNull();
              continue;
            }
            const held = pool.find((session) => session.activityId === holder?.activityId);
            expect(held).toBeDefined();
            expect(holder?.value).toBe(held === undefined ? undefined : recordValueOf(held, record.metric));
            for (const session of pool)
              expect(holder?.value).toBeGreaterThanOrEqual(recordValueOf(session, record.metric) ?? Infinity);
          }
        }
      }),
    );
  });

  it('a tie goes to the earliest session: none with the same figure started before the holder', () => {
    fc.assert(
      fc.property(...arbitraries, (sessions, zone) => {
        for (const record of computePersonalRecords(sessions, NOW_MS, zone).records) {
          const holder = record.allTime;
          if (holder === null) continue;
          const equal = sessions.filter((session) => recordValueOf(session, record.metric) === holder.value);
          for (const session of equal)
            expect(Date.parse(session.startTime)).toBeGreaterThanOrEqual(Date.parse(holder.startTime));
        }
      }),
    );
  });

  it('does not depend on the order of the sessions', () => {
    fc.assert(
      fc.property(
        recordHistoryArbitrary.chain((sessions) =>
          fc.tuple(fc.constant(sessions), fc.shuffledSubarray(sessions, { minLength: sessions.length })),
        ),
        viewerZoneArbitrary,
        ([sessions, shuffled], zone) => {
          expect(computePersonalRecords(shuffled, NOW_MS, zone)).toEqual(
            computePersonalRecords(sessions, NOW_MS, zone),
          );
        },
      ),
    );
  });

  it('removing a session that holds no record changes nothing', () => {
    fc.assert(
      fc.property(...arbitraries, fc.nat(), (sessions, zone, pick) => {
        const records = computePersonalRecords(sessions, NOW_MS, zone);
        const holders = new Set(
          records.records.flatMap((record) => [record.season?.activityId, record.allTime?.activityId]),
        );
        const others = sessions.filter((session) => !holders.has(session.activityId));
        fc.pre(others.length > 0);
        const removed = others[pick % others.length];
        expect(
          computePersonalRecords(
            sessions.filter((session) => session !== removed),
            NOW_MS,
            zone,
          ),
        ).toEqual(records);
      }),
    );
  });

  it('removing a record’s session gives it to the next best, never to a better figure', () => {
    fc.assert(
      fc.property(...arbitraries, (sessions, zone) => {
        const records = computePersonalRecords(sessions, NOW_MS, zone);
        for (const record of records.records) {
          if (record.allTime === null) continue;
          const gone = record.allTime.activityId;
          const after = recordOf(
            computePersonalRecords(
              sessions.filter((session) => session.activityId !== gone),
              NOW_MS,
              zone,
            ),
            record.metric,
          );
          expect(after.allTime?.activityId).not.toBe(gone);
          expect(after.allTime?.value ?? 0).toBeLessThanOrEqual(record.allTime.value);
        }
      }),
    );
  });

  it('a season record is never above the all-time record, and an all-time record set this season is the season’s too', () => {
    fc.assert(
      fc.property(...arbitraries, (sessions, zone) => {
        const records = computePersonalRecords(sessions, NOW_MS, zone);
        for (const record of records.records) {
          if (record.season === null) continue;
          expect(record.allTime).not.toBeNull();
          expect(record.season.value).toBeLessThanOrEqual(record.allTime?.value ?? -Infinity);
          if (record.allTime !== null && record.allTime.date >= records.season.from)
            expect(record.season).toEqual(record.allTime);
        }
      }),
    );
  });

  it('the season is the one under way on the viewer’s local day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        viewerZoneArbitrary,
        (nowMs, zone) => {
          const { season } = computePersonalRecords([], nowMs, zone);
          expect(season).toEqual(findCurrentSeason(nowMs, zone));
          const { startMs, endMs } = instantsOfDays(season.from, season.to, zone);
          expect(nowMs).toBeGreaterThanOrEqual(startMs);
          expect(nowMs).toBeLessThan(endMs);
        },
      ),
    );
  });
});
