import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionHistoryHandlers } from '../../../mocks/handlers/session-history';
import {
  liveSessionsOf,
  seedSessionTestWorld,
  TEST_API,
  tokenFor,
} from '../../../mocks/handlers/session-detail/session-test-world';
import { DEMO_IDS } from '../../../mocks/world/demo-world';
import {
  DEFAULT_SESSION_HISTORY_SORT,
  nextSessionHistorySort,
} from '../../domain/session-history/session-history-sort';
import { HttpSessionHistoryApi } from './http-session-history-api';
import { testHttpClient } from './test-http-client.test-support';

const server = setupServer(...sessionHistoryHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const P = DEMO_IDS.players;
let api: HttpSessionHistoryApi;
let parentApi: HttpSessionHistoryApi;
beforeAll(async () => {
  await seedSessionTestWorld();
  api = new HttpSessionHistoryApi(testHttpClient(TEST_API, await tokenFor('player')));
  parentApi = new HttpSessionHistoryApi(testHttpClient(TEST_API, await tokenFor('parent')));
});

describe('HttpSessionHistoryApi', () => {
  it('reads the first page with the player and the totals, sort parsed back', async () => {
    const history = await api.getSessionHistory(P.alex, {
      sort: DEFAULT_SESSION_HISTORY_SORT,
      page: 0,
      size: 10,
      playerInfo: true,
    });
    expect(history.playerInfo).toMatchObject({ playerId: P.alex, firstName: 'Alex' });
    expect(history.sort).toEqual({ field: 'date', direction: 'desc' });
    expect(history.playerSessions).toMatchObject({ page: 0, size: 10, totalElements: liveSessionsOf(P.alex).length });
    expect(history.playerSessions.content).toHaveLength(10);
  });

  it('sends the sort of a header click and the page size', async () => {
    const sort = nextSessionHistorySort(DEFAULT_SESSION_HISTORY_SORT, 'distance');
    const history = await api.getSessionHistory(P.alex, { sort, page: 1, size: 25, playerInfo: false });
    expect(history.sort).toEqual({ field: 'distance', direction: 'asc' });
    expect(history.playerInfo).toBeNull();
    const distances = history.playerSessions.content
      .map((row) => row.distanceMeters)
      .filter((d): d is number => d !== null);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(history.playerSessions).toMatchObject({ page: 1, size: 25 });
  });

  it("reads a child's history for a parent; BP_403 for another player", async () => {
    const history = await parentApi.getSessionHistory(P.noah, {
      sort: DEFAULT_SESSION_HISTORY_SORT,
      page: 0,
      size: 50,
      playerInfo: false,
    });
    expect(history.playerSessions.totalElements).toBeGreaterThan(50);
    await expect(
      api.getSessionHistory(P.noah, { sort: DEFAULT_SESSION_HISTORY_SORT, page: 0, size: 10, playerInfo: false }),
    ).rejects.toMatchObject({ code: 'BP_403', httpStatus: 403 });
  });

  it('rejects malformed answers with BAD_RESPONSE', async () => {
    const page = { content: [], totalElements: 30, totalPages: 3, page: 0, size: 10 };
    server.use(
      http.get(`${TEST_API}/web/session-history/bad-totals`, () =>
        HttpResponse.json({ playerInfo: null, sort: 'date,desc', playerSessions: { ...page, totalPages: 2 } }),
      ),
      http.get(`${TEST_API}/web/session-history/bad-sort`, () =>
        HttpResponse.json({ playerInfo: null, sort: 'speed,up', playerSessions: page }),
      ),
      http.get(`${TEST_API}/web/session-history/bad-row`, () =>
        HttpResponse.json({
          playerInfo: null,
          sort: 'date,desc',
          playerSessions: { ...page, content: [{ activityId: 'x', type: 'RUGBY' }] },
        }),
      ),
      http.get(`${TEST_API}/web/session-history/no-info`, () =>
        HttpResponse.json({ sort: 'date,desc', playerSessions: page }),
      ),
    );
    const request = { sort: DEFAULT_SESSION_HISTORY_SORT, page: 0, size: 10, playerInfo: false } as const;
    for (const id of ['bad-totals', 'bad-sort', 'bad-row', 'no-info']) {
      await expect(api.getSessionHistory(id, request), id).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    }
  });
});
