import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpSessionShareApi } from './http-session-share-api';
import { testHttpClient } from './test-http-client.test-support';

const BASE = 'http://api.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = () => new HttpSessionShareApi(testHttpClient(BASE, 'access-1'));

describe('HttpSessionShareApi', () => {
  it('shares a session as the signed-in account and answers the token', async () => {
    let authorization: string | null = null;
    server.use(
      http.post(`${BASE}/web/player-activities/pa%201/share`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ token: 'AbC-_123' });
      }),
    );
    expect(await api().share('pa 1')).toBe('AbC-_123');
    expect(authorization).toBe('Bearer access-1');
  });

  it('stops sharing', async () => {
    let called = false;
    server.use(
      http.delete(`${BASE}/web/player-activities/pa-1/share`, () => {
        called = true;
        return HttpResponse.json({});
      }),
    );
    await api().stopSharing('pa-1');
    expect(called).toBe(true);
  });

  it("rejects an answer without a token, and passes the session's refusals on", async () => {
    server.use(
      http.post(`${BASE}/web/player-activities/pa-1/share`, () => HttpResponse.json({ token: '' })),
      http.post(`${BASE}/web/player-activities/pa-2/share`, () =>
        HttpResponse.json({ status: { code: 'BP_403', desc: 'Access denied' } }, { status: 403 }),
      ),
    );
    await expect(api().share('pa-1')).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    await expect(api().share('pa-2')).rejects.toMatchObject({ code: 'BP_403' });
  });
});
