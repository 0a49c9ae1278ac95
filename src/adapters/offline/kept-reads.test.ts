import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calendarHandlers } from '../../../mocks/handlers/calendar';
import { sessionDetailHandlers } from '../../../mocks/handlers/session-detail';
import {
  liveSessionsOf,
  seedSessionTestWorld,
  TEST_API,
  tokenFor,
} from '../../../mocks/handlers/session-detail/session-test-world';
import { DEMO_IDS } from '../../../mocks/world/demo-world';
import { OfflineReadings } from '../../application/offline/offline-readings.store';
import { isApiError } from '../../domain/errors/api-error';
import { HttpActivityApi } from '../http/http-activity-api';
import { HttpCalendarApi } from '../http/http-calendar-api';
import { testHttpClient } from '../http/test-http-client.test-support';
import { MemoryRecordTables } from '../live/memory-record-tables.test-support';
import { KeptReads } from './kept-reads';
import { OwnedKeptAnswerStore, type KeptAnswerTable } from './owned-kept-answer-store';

const server = setupServer(...sessionDetailHandlers, ...calendarHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const P = DEMO_IDS.players;
let alexToken: string;
let activityId: string;
beforeAll(async () => {
  await seedSessionTestWorld();
  alexToken = await tokenFor('player');
  activityId = liveSessionsOf(P.alex)[0]!.id;
});

let online: boolean;
let now: number;
let viewer: { user: { accountId: string } | null };
let tables: MemoryRecordTables<KeptAnswerTable>;
let readings: OfflineReadings;
let api: HttpActivityApi;
beforeEach(() => {
  online = true;
  now = Date.parse('2026-03-07T18:42:00Z');
  viewer = { user: { accountId: 'acc-alex' } };
  tables = new MemoryRecordTables<KeptAnswerTable>(['kept-answers']);
  const store = new OwnedKeptAnswerStore(tables);
  readings = new OfflineReadings({ store, viewer });
  const kept = new KeptReads({ store, readings, viewer, now: () => now, connectivity: { isOnline: () => online } });
  api = new HttpActivityApi(testHttpClient(TEST_API, alexToken), kept);
});

/** Lets the store write what the read kept (it keeps without holding the answer back). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const asOf = () => readings.asOf({ group: 'session', item: activityId });
const failWith = (response: () => Response) =>
  server.use(http.get(`${TEST_API}/web/player-activities/:activityId`, response));

describe('KeptReads: reading a session offline', () => {
  it('shows the session opened before when the device is offline, and says as of when', async () => {
    const fresh = await api.getActivity(activityId);
    await settle();
    expect(asOf()).toBeNull();
    online = false;
    now += 3_600_000;
    expect(await api.getActivity(activityId)).toEqual(fresh);
    expect(asOf()).toBe(Date.parse('2026-03-07T18:42:00Z'));
    online = true;
    await api.getActivity(activityId);
    expect(asOf()).toBeNull();
  });

  it('falls back on a network error too, and never on an answer of the server', async () => {
    const fresh = await api.getActivity(activityId);
    await settle();
    failWith(() => HttpResponse.error());
    expect(await api.getActivity(activityId)).toEqual(fresh);
    expect(asOf()).not.toBeNull();
    failWith(() => HttpResponse.json({ status: { code: 'BP_500', desc: 'boom' } }, { status: 500 }));
    await expect(api.getActivity(activityId)).rejects.toSatisfy((error) => isApiError(error, 'BP_500'));
  });

  it('never shows one account what another kept', async () => {
    await api.getActivity(activityId);
    await settle();
    viewer.user = { accountId: 'acc-pat' };
    failWith(() => HttpResponse.error());
    await expect(api.getActivity(activityId)).rejects.toSatisfy((error) => isApiError(error, 'NETWORK'));
    expect(asOf()).toBeNull();
  });

  it('ignores a kept answer that no longer passes its checks, and the failure stays the failure', async () => {
    await api.getActivity(activityId);
    await settle();
    const [row] = tables.rows('kept-answers');
    await tables.put('kept-answers', row!.key, { ...(row!.value as object), body: { playerActivityInfo: 'broken' } });
    failWith(() => HttpResponse.error());
    await expect(api.getActivity(activityId)).rejects.toSatisfy((error) => isApiError(error, 'NETWORK'));
    expect(tables.rows('kept-answers')).toHaveLength(0);
  });

  it('keeps the last calendar month read, per player', async () => {
    const calendar = new HttpCalendarApi(
      testHttpClient(TEST_API, alexToken),
      new KeptReads({
        store: new OwnedKeptAnswerStore(tables),
        readings,
        viewer,
        now: () => now,
        connectivity: { isOnline: () => online },
      }),
    );
    const march = { from: '2026-03-01', to: '2026-03-31', timeZone: 'America/Los_Angeles' } as const;
    const april = { from: '2026-04-01', to: '2026-04-30', timeZone: 'America/Los_Angeles' } as const;
    await calendar.getCalendar(P.alex, march);
    await settle();
    const aprilAnswer = await calendar.getCalendar(P.alex, april);
    await settle();
    online = false;
    expect(await calendar.getCalendar(P.alex, april)).toEqual(aprilAnswer);
    expect(readings.asOf({ group: 'calendar', item: P.alex })).not.toBeNull();
    // March was the month before: only the last one is kept, and offline its call goes to the server as usual.
    await expect(calendar.getCalendar(P.alex, march)).resolves.toBeDefined();
  });
});
