import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PublicHttpClient } from './http-client';
import { HttpAuthApi, LOGOUT_TIMEOUT_MS } from './http-auth-api';
import { testHttpClient } from './test-http-client.test-support';
import { sampleUser } from '../../domain/account/sample-user.test-support';

const BASE = 'http://api.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = (token: string | null = null) => testHttpClient(BASE, token);
const api = (token: string | null = null) =>
  new HttpAuthApi(client(token), new PublicHttpClient({ baseUrl: BASE, sleep: () => Promise.resolve() }));

describe('HttpAuthApi.login', () => {
  it('posts the credentials and maps the answer to tokens and a domain user', async () => {
    let body: unknown = null;
    server.use(
      http.post(`${BASE}/login`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          accessToken: 'a1',
          refreshToken: 'r1',
          email: 'player@example.com',
          userDetails: { ...sampleUser(), extraServerField: 'ignored' },
        });
      }),
    );
    const result = await api().login('player@example.com', 'demo-pass-1');
    expect(body).toEqual({ email: 'player@example.com', password: 'demo-pass-1' });
    expect(result).toEqual({ accessToken: 'a1', refreshToken: 'r1', email: 'player@example.com', user: sampleUser() });
  });

  it('rejects a malformed answer with BAD_RESPONSE', async () => {
    server.use(
      http.post(`${BASE}/login`, () =>
        HttpResponse.json({
          accessToken: 'a1',
          refreshToken: 'r1',
          email: 'player@example.com',
          userDetails: { ...sampleUser(), playerAccountStatus: 'SUPERUSER' },
        }),
      ),
    );
    await expect(api().login('player@example.com', 'demo-pass-1')).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('rejects an answer without user details with BAD_RESPONSE', async () => {
    server.use(
      http.post(`${BASE}/login`, () =>
        HttpResponse.json({ accessToken: 'a1', refreshToken: 'r1', email: 'x@example.com' }),
      ),
    );
    await expect(api().login('x@example.com', 'demo-pass-1')).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('passes the API error through (wrong password)', async () => {
    server.use(
      http.post(`${BASE}/login`, () =>
        HttpResponse.json({ status: { code: 'BP_401', desc: 'Incorrect password' } }, { status: 401 }),
      ),
    );
    await expect(api().login('player@example.com', 'wrong-pass')).rejects.toMatchObject({
      code: 'BP_401',
      httpStatus: 401,
    });
  });
});

describe('HttpAuthApi.logout', () => {
  it('posts the refresh token to /logout, without the bearer token, and resolves on 200', async () => {
    const seen: { body: unknown; authorization: string | null }[] = [];
    server.use(
      http.post(`${BASE}/logout`, async ({ request }) => {
        seen.push({ body: await request.json(), authorization: request.headers.get('authorization') });
        return HttpResponse.json({});
      }),
    );
    await expect(api('at-signed-in').logout('rt-1')).resolves.toBeUndefined();
    expect(seen).toEqual([{ body: { refreshToken: 'rt-1' }, authorization: null }]);
  });

  it.each([404, 405, 501])(
    'rejects when a server without the route answers %i (the session signs out all the same)',
    async (status) => {
      server.use(http.post(`${BASE}/logout`, () => new HttpResponse(null, { status })));
      await expect(api().logout('rt-1')).rejects.toMatchObject({ httpStatus: status });
    },
  );

  it(`gives up after ${LOGOUT_TIMEOUT_MS} ms without an answer`, async () => {
    vi.useFakeTimers();
    try {
      server.use(http.post(`${BASE}/logout`, () => new Promise<Response>(() => undefined)));
      const answer = api().logout('rt-1');
      let failure: unknown = null;
      const settled = answer.catch((error: unknown) => (failure = error));
      await vi.advanceTimersByTimeAsync(LOGOUT_TIMEOUT_MS - 1);
      expect(failure).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      await settled;
      expect(failure).toMatchObject({ code: 'TIMEOUT', call: 'POST /logout' });
      expect(LOGOUT_TIMEOUT_MS).toBe(3_000);
    } finally {
      vi.useRealTimers();
    }
  });
});
