import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpAuthApi } from './http-auth-api';
import { testHttpClient } from './test-http-client.test-support';
import { sampleUser } from '../../domain/account/sample-user.test-support';

const BASE = 'http://api.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = (token: string | null = null) => testHttpClient(BASE, token);

describe('HttpAuthApi.login', () => {
  it('posts the credentials and maps the answer to tokens and a domain user', async () => {
    let body: unknown = null;
    server.use(http.post(`${BASE}/login`, async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({
        accessToken: 'a1', refreshToken: 'r1', email: 'player@example.com',
        userDetails: { ...sampleUser(), extraServerField: 'ignored' },
      });
    }));
    const result = await new HttpAuthApi(client()).login('player@example.com', 'demo-pass-1');
    expect(body).toEqual({ email: 'player@example.com', password: 'demo-pass-1' });
    expect(result).toEqual({ accessToken: 'a1', refreshToken: 'r1', email: 'player@example.com', user: sampleUser() });
  });

  it('rejects a malformed answer with BAD_RESPONSE', async () => {
    server.use(http.post(`${BASE}/login`, () => HttpResponse.json({
      accessToken: 'a1', refreshToken: 'r1', email: 'player@example.com',
      userDetails: { ...sampleUser(), playerAccountStatus: 'SUPERUSER' },
    })));
    await expect(new HttpAuthApi(client()).login('player@example.com', 'demo-pass-1'))
      .rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('rejects an answer without user details with BAD_RESPONSE', async () => {
    server.use(http.post(`${BASE}/login`, () => HttpResponse.json({ accessToken: 'a1', refreshToken: 'r1', email: 'x@example.com' })));
    await expect(new HttpAuthApi(client()).login('x@example.com', 'demo-pass-1')).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('passes the API error through (wrong password)', async () => {
    server.use(http.post(`${BASE}/login`, () =>
      HttpResponse.json({ status: { code: 'BP_401', desc: 'Incorrect password' } }, { status: 401 })));
    await expect(new HttpAuthApi(client()).login('player@example.com', 'wrong-pass'))
      .rejects.toMatchObject({ code: 'BP_401', httpStatus: 401 });
  });
});
