import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_API_BASE, server } from './node';
import { startMockBackend } from './mock-backend';
import { Cookie, CookieJar, MemoryCookieStore } from './no-cookie-jar';
import { loginAs } from './testing/mock-api-client';

describe('the cookie jar of the demo build', () => {
  it('keeps no cookie and reads none back', async () => {
    const jar = new CookieJar();
    await jar.setCookie();
    expect(jar.getCookiesSync()).toEqual([]);
    expect(Cookie.fromJSON()).toBeNull();
    expect(new MemoryCookieStore().idx).toEqual({});
  });
});

describe('the mock backend, which the demo runs without a cookie jar', () => {
  beforeAll(async () => {
    await startMockBackend();
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterAll(() => server.close());

  it('sets no cookie: the login and the calls after it answer without Set-Cookie', async () => {
    const login = await fetch(`${MOCK_API_BASE}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'player@example.com', password: 'demo-pass-1' }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('set-cookie')).toBeNull();
    const signedIn = await loginAs('player@example.com');
    const account = await fetch(`${MOCK_API_BASE}/web/account/${signedIn.userDetails.accountId}`, {
      headers: { authorization: `Bearer ${signedIn.accessToken}` },
    });
    expect(account.status).toBe(200);
    expect(account.headers.get('set-cookie')).toBeNull();
  });
});
