import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockClock } from '../../../mocks/clock';
import { recordsHandlers } from '../../../mocks/handlers/records';
import { sessionDetailHandlers } from '../../../mocks/handlers/session-detail';
import {
  call,
  liveSessionsOf,
  seedSessionTestWorld,
  TEST_API,
  tokenFor,
} from '../../../mocks/handlers/session-detail/session-test-world';
import { sessionHistoryHandlers } from '../../../mocks/handlers/session-history';
import { DEMO_IDS } from '../../../mocks/world/demo-world';
import { computeRecordsFromHistory } from '../../application/records/records-from-history';
import type { PersonalRecords } from '../../domain/records/personal-records';
import { findCurrentSeason } from '../../domain/records/record-season';
import { HttpRecordsApi } from './http-records-api';
import { HttpSessionHistoryApi } from './http-session-history-api';
import { testHttpClient } from './test-http-client.test-support';

const server = setupServer(...recordsHandlers, ...sessionHistoryHandlers, ...sessionDetailHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const P = DEMO_IDS.players;
const LA = 'America/Los_Angeles';
const RECORDS_PATH = `${TEST_API}/web/players/:playerId/records`;
let alexToken: string;
let api: HttpRecordsApi;
let parentApi: HttpRecordsApi;
beforeAll(async () => {
  await seedSessionTestWorld();
  alexToken = await tokenFor('player');
  api = new HttpRecordsApi(testHttpClient(TEST_API, alexToken));
  parentApi = new HttpRecordsApi(testHttpClient(TEST_API, await tokenFor('parent')));
});

async function recordsOf(target: HttpRecordsApi, playerId: string, timeZone = LA): Promise<PersonalRecords> {
  const answer = await target.getPersonalRecords(playerId, timeZone);
  if (answer.kind !== 'records') throw new Error('the mock offers the records call');
  return answer.records;
}

/** The answer the mock would give, for the malformed-answer cases to spoil. */
const VALID_ANSWER = {
  playerId: P.alex,
  season: { from: '2026-08-01', to: '2027-07-31' },
  records: [
    {
      metric: 'DISTANCE',
      season: { activityId: 'a', title: 'Run', startTime: '2026-09-05T16:00:00.000Z', date: '2026-09-05', value: 8000 },
      allTime: {
        activityId: 'b',
        title: 'Game',
        startTime: '2026-05-10T17:00:00.000Z',
        date: '2026-05-10',
        value: 12_000,
      },
    },
    { metric: 'WORKLOAD', season: null, allTime: null },
  ],
};

function answerWith(body: object) {
  server.use(http.get(RECORDS_PATH, () => HttpResponse.json(body)));
}

describe('HttpRecordsApi against the mock backend', () => {
  it('reads Alex’s records: every metric, held by Alex’s own sessions, in this season', async () => {
    const records = await recordsOf(api, P.alex);
    expect(records.season).toEqual(findCurrentSeason(mockClock.now(), LA));
    expect(records.records.map((record) => record.metric)).toEqual([
      'DISTANCE',
      'ACTIVITY_POINTS',
      'WORKLOAD',
      'TIME_ABOVE_80',
    ]);
    const alexIds = new Set(liveSessionsOf(P.alex).map((session) => session.id));
    for (const record of records.records) {
      expect(record.allTime, record.metric).not.toBeNull();
      expect(alexIds.has(record.allTime?.activityId ?? '')).toBe(true);
    }
  });

  it('gives the same records as the fallback over the session history', async () => {
    const history = new HttpSessionHistoryApi(testHttpClient(TEST_API, alexToken));
    for (const zone of [LA, 'Pacific/Auckland']) {
      const fallback = await computeRecordsFromHistory(history, P.alex, { nowMs: mockClock.now(), timeZone: zone });
      expect(await recordsOf(api, P.alex, zone)).toEqual(fallback);
    }
  });

  it('lets a parent read a child’s records, and nobody else’s', async () => {
    const emma = await recordsOf(parentApi, P.emma);
    const emmaIds = new Set(liveSessionsOf(P.emma).map((session) => session.id));
    expect(emma.records.every((record) => record.allTime === null || emmaIds.has(record.allTime.activityId))).toBe(
      true,
    );
    await expect(parentApi.getPersonalRecords(P.alex, LA)).rejects.toMatchObject({ code: 'BP_403', httpStatus: 403 });
  });

  it('has no records for a player without sessions', async () => {
    const solo = new HttpRecordsApi(testHttpClient(TEST_API, await tokenFor('solo')));
    const records = await recordsOf(solo, P.pat);
    expect(records.records.every((record) => record.season === null && record.allTime === null)).toBe(true);
  });

  it('gives a deleted session’s records to the next best', async () => {
    const before = await recordsOf(api, P.alex);
    const distance = before.records.find((record) => record.metric === 'DISTANCE')?.allTime;
    if (distance === null || distance === undefined) throw new Error('Alex has a distance record');
    expect((await call(alexToken, 'DELETE', `/web/player-activities/${distance.activityId}`)).status).toBe(200);
    const after = (await recordsOf(api, P.alex)).records.find((record) => record.metric === 'DISTANCE')?.allTime;
    expect(after?.activityId).not.toBe(distance.activityId);
    expect(after?.value).toBeLessThanOrEqual(distance.value);
  });
});

describe('HttpRecordsApi: a server without the call', () => {
  it.each([404, 405, 501])('answers not-offered on %i', async (status) => {
    server.use(
      http.get(RECORDS_PATH, () => HttpResponse.json({ status: { code: 'BP_404', desc: 'No such call' } }, { status })),
    );
    expect(await api.getPersonalRecords(P.alex, LA)).toEqual({ kind: 'not-offered' });
  });

  it('fails on any other error', async () => {
    server.use(
      http.get(RECORDS_PATH, () => HttpResponse.json({ status: { code: 'BP_500', desc: 'Down' } }, { status: 500 })),
    );
    await expect(api.getPersonalRecords(P.alex, LA)).rejects.toMatchObject({ code: 'BP_500' });
  });
});

describe('HttpRecordsApi: the answer is checked at the boundary', () => {
  it('keeps the metrics it knows, in its order, and leaves out one it does not', async () => {
    answerWith({
      ...VALID_ANSWER,
      records: [...VALID_ANSWER.records].reverse().concat([{ metric: 'JUMPS', season: null, allTime: null }]),
    });
    expect((await recordsOf(api, P.alex)).records.map((record) => record.metric)).toEqual(['DISTANCE', 'WORKLOAD']);
  });

  it.each([
    ['another player’s records', { ...VALID_ANSWER, playerId: P.emma }],
    ['a metric twice', { ...VALID_ANSWER, records: [VALID_ANSWER.records[1], VALID_ANSWER.records[1]] }],
    ['a season record outside the season', { ...VALID_ANSWER, season: { from: '2025-08-01', to: '2026-07-31' } }],
    [
      'a season record without an all-time record',
      { ...VALID_ANSWER, records: [{ ...VALID_ANSWER.records[0], allTime: null }] },
    ],
    [
      'a holder without its value',
      {
        ...VALID_ANSWER,
        records: [
          {
            ...VALID_ANSWER.records[0],
            season: { activityId: 'a', title: 'Run', startTime: '2026-09-05T16:00:00.000Z', date: '2026-09-05' },
          },
        ],
      },
    ],
    [
      'a record of zero',
      {
        ...VALID_ANSWER,
        records: [
          {
            metric: 'WORKLOAD',
            season: null,
            allTime: {
              activityId: 'a',
              title: 'Run',
              startTime: '2026-09-05T16:00:00.000Z',
              date: '2026-09-05',
              value: 0,
            },
          },
        ],
      },
    ],
    [
      'a start that is not an instant',
      {
        ...VALID_ANSWER,
        records: [
          {
            metric: 'WORKLOAD',
            season: null,
            allTime: { activityId: 'a', title: 'Run', startTime: 'yesterday', date: '2026-09-05', value: 3 },
          },
        ],
      },
    ],
    ['no season', { ...VALID_ANSWER, season: null }],
    ['a record left as a number', { ...VALID_ANSWER, records: [{ metric: 'WORKLOAD', season: null, allTime: 7 }] }],
  ])('refuses %s', async (_, body) => {
    answerWith(body);
    await expect(api.getPersonalRecords(P.alex, LA)).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });
});
