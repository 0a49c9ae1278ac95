import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REFRESH_TOKEN_KEY, TOKEN_KEY } from '../../application/ports/token-store.port';
import { LocalStorageTokenStore } from '../storage/local-storage-token-store';
import { MemoryKeyValueStore } from '../storage/memory-key-value-store';
import { HttpClient } from './http-client';
import { crossTabRefreshLocks, TOKEN_REFRESH_LOCK, type TokenRefreshLocks } from './token-refresher';

const BASE = 'http://api.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const expired = () => HttpResponse.json({ status: { code: 'BP_405', desc: 'Access token expired' } }, { status: 401 });
const forged = () =>
  HttpResponse.json({ status: { code: 'BP_403', desc: 'Invalid token signature' } }, { status: 401 });

function setup(locks: TokenRefreshLocks | null = null) {
  const kv = new MemoryKeyValueStore({ [TOKEN_KEY]: 'old-access', [REFRESH_TOKEN_KEY]: 'old-refresh' });
  const tokenStore = new LocalStorageTokenStore(kv);
  const sessionExpired = vi.fn();
  const client = new HttpClient({
    baseUrl: BASE,
    tokenStore,
    sessionEvents: { sessionExpired },
    locks,
    sleep: () => Promise.resolve(),
  });
  return { kv, tokenStore, sessionExpired, client };
}

/** GET /profile: 200 with the new token, 401 BP_405 with any other. */
function profileAcceptingOnly(token: string) {
  const seen: (string | null)[] = [];
  server.use(
    http.get(`${BASE}/profile`, ({ request }) => {
      const auth = request.headers.get('Authorization');
      seen.push(auth);
      return auth === `Bearer ${token}` ? HttpResponse.json({ ok: true }) : expired();
    }),
  );
  return seen;
}

function refreshAnswering(answer: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${BASE}/refresh`, async ({ request }) => {
      bodies.push(await request.json());
      await delay(20);
      return answer();
    }),
  );
  return bodies;
}

const rotated = () => HttpResponse.json({ accessToken: 'new-access', refreshToken: 'new-refresh' });

describe('HttpClient token refresh', () => {
  it('answers 50 concurrent BP_405s with exactly one refresh and 50 successful retries', async () => {
    const seen = profileAcceptingOnly('new-access');
    const refreshBodies = refreshAnswering(rotated);
    const { client, kv, sessionExpired } = setup();

    const results = await Promise.all(Array.from({ length: 50 }, () => client.get('/profile')));

    expect(results).toEqual(Array.from({ length: 50 }, () => ({ ok: true })));
    expect(refreshBodies).toEqual([{ refreshToken: 'old-refresh' }]);
    expect(seen.filter((auth) => auth === 'Bearer new-access')).toHaveLength(50);
    expect(kv.snapshot()).toMatchObject({ [TOKEN_KEY]: 'new-access', [REFRESH_TOKEN_KEY]: 'new-refresh' });
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('ends the session exactly once and clears both tokens when the refresh is rejected', async () => {
    profileAcceptingOnly('new-access');
    const refreshBodies = refreshAnswering(() =>
      HttpResponse.json({ status: { code: 'BP_401', desc: 'Refresh token reused' } }, { status: 401 }),
    );
    const { client, kv, sessionExpired } = setup();

    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => client.get('/profile')));

    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    expect(refreshBodies).toHaveLength(1);
    expect(sessionExpired).toHaveBeenCalledTimes(1);
    expect(kv.get(TOKEN_KEY)).toBeNull();
    expect(kv.get(REFRESH_TOKEN_KEY)).toBeNull();
  });

  it('ends the session without a refresh on 401 BP_403 about the signature', async () => {
    server.use(http.get(`${BASE}/profile`, forged));
    const refreshBodies = refreshAnswering(rotated);
    const { client, kv, sessionExpired } = setup();

    const outcomes = await Promise.allSettled([client.get('/profile'), client.get('/profile'), client.get('/profile')]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(refreshBodies).toHaveLength(0);
    expect(sessionExpired).toHaveBeenCalledTimes(1);
    expect(kv.snapshot()).toEqual({});
  });

  it('keeps the session on a BP_403 that is not about the signature', async () => {
    server.use(
      http.get(`${BASE}/web/account/other`, () =>
        HttpResponse.json({ status: { code: 'BP_403', desc: 'Not your account' } }, { status: 403 }),
      ),
    );
    const { client, tokenStore, sessionExpired } = setup();
    await expect(client.get('/web/account/other')).rejects.toMatchObject({ code: 'BP_403', httpStatus: 403 });
    expect(sessionExpired).not.toHaveBeenCalled();
    expect(tokenStore.getAccessToken()).toBe('old-access');
  });

  it('keeps the tokens and rejects with NETWORK when the refresh hits a network error', async () => {
    profileAcceptingOnly('new-access');
    refreshAnswering(() => HttpResponse.error());
    const { client, tokenStore, sessionExpired } = setup();

    await expect(client.get('/profile')).rejects.toMatchObject({ code: 'NETWORK', httpStatus: 0 });
    expect(sessionExpired).not.toHaveBeenCalled();
    expect(tokenStore.getAccessToken()).toBe('old-access');
    expect(tokenStore.getRefreshToken()).toBe('old-refresh');
  });

  it('keeps the tokens when the refresh answers 5xx, and refreshes again on the next 401', async () => {
    profileAcceptingOnly('new-access');
    let refreshCalls = 0;
    refreshAnswering(() => {
      refreshCalls += 1;
      return refreshCalls === 1 ? new HttpResponse(null, { status: 500 }) : rotated();
    });
    const { client, tokenStore, sessionExpired } = setup();

    await expect(client.get('/profile')).rejects.toMatchObject({ code: 'BP_500', httpStatus: 500 });
    expect(tokenStore.getRefreshToken()).toBe('old-refresh');
    await expect(client.get('/profile')).resolves.toEqual({ ok: true });
    expect(refreshCalls).toBe(2);
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('retries without refreshing when a newer token was stored after the request left', async () => {
    const { client, kv } = setup();
    server.use(
      http.get(`${BASE}/profile`, ({ request }) => {
        if (request.headers.get('Authorization') === 'Bearer other-tab-access') return HttpResponse.json({ ok: true });
        kv.simulateExternalChange(TOKEN_KEY, 'other-tab-access');
        return expired();
      }),
    );
    const refreshBodies = refreshAnswering(rotated);

    await expect(client.get('/profile')).resolves.toEqual({ ok: true });
    expect(refreshBodies).toHaveLength(0);
  });

  it('re-reads the tokens inside the cross-tab lock and uses the one another tab stored', async () => {
    profileAcceptingOnly('other-tab-access');
    const refreshBodies = refreshAnswering(rotated);
    const lockNames: string[] = [];
    let kvRef: MemoryKeyValueStore | null = null;
    const locks: TokenRefreshLocks = {
      request: async (name, callback) => {
        lockNames.push(name);
        // While this tab waited for the lock, the other tab refreshed.
        kvRef?.simulateExternalChange(TOKEN_KEY, 'other-tab-access');
        kvRef?.simulateExternalChange(REFRESH_TOKEN_KEY, 'other-tab-refresh');
        return callback();
      },
    };
    const { client, kv } = setup(locks);
    kvRef = kv;

    await expect(client.get('/profile')).resolves.toEqual({ ok: true });
    expect(lockNames).toEqual([TOKEN_REFRESH_LOCK]);
    expect(refreshBodies).toHaveLength(0);
  });

  it('two tabs without navigator.locks spend the refresh token once (the storage lock)', async () => {
    const seen = profileAcceptingOnly('new-access');
    const refreshBodies = refreshAnswering(rotated);
    const kv = new MemoryKeyValueStore({ [TOKEN_KEY]: 'old-access', [REFRESH_TOKEN_KEY]: 'old-refresh' });
    const clock = { now: () => 1_000_000 };
    const tabs = [1, 2].map(
      () =>
        new HttpClient({
          baseUrl: BASE,
          tokenStore: new LocalStorageTokenStore(kv),
          sessionEvents: { sessionExpired: vi.fn() },
          locks: crossTabRefreshLocks(kv, clock),
          sleep: () => Promise.resolve(),
        }),
    );

    await expect(Promise.all(tabs.map((tab) => tab.get('/profile')))).resolves.toEqual([{ ok: true }, { ok: true }]);
    expect(refreshBodies).toEqual([{ refreshToken: 'old-refresh' }]);
    expect(seen.filter((auth) => auth === 'Bearer new-access')).toHaveLength(2);
    expect(kv.snapshot()).toEqual({ [TOKEN_KEY]: 'new-access', [REFRESH_TOKEN_KEY]: 'new-refresh' });
  });

  it('refreshes inside the lock when no other tab did', async () => {
    profileAcceptingOnly('new-access');
    const refreshBodies = refreshAnswering(rotated);
    let lockRequests = 0;
    const locks: TokenRefreshLocks = {
      request: (_name, callback) => {
        lockRequests += 1;
        return callback();
      },
    };
    const { client } = setup(locks);

    await expect(client.get('/profile')).resolves.toEqual({ ok: true });
    expect(lockRequests).toBe(1);
    expect(refreshBodies).toHaveLength(1);
  });

  it('retries the original request only once after a refresh', async () => {
    let profileCalls = 0;
    server.use(
      http.get(`${BASE}/profile`, () => {
        profileCalls += 1;
        return expired();
      }),
    );
    const refreshBodies = refreshAnswering(rotated);
    const { client } = setup();

    await expect(client.get('/profile')).rejects.toMatchObject({ code: 'BP_405', httpStatus: 401 });
    expect(profileCalls).toBe(2);
    expect(refreshBodies).toHaveLength(1);
  });

  it('never refreshes for /login, and sends it without a bearer header', async () => {
    const loginAuth: (string | null)[] = [];
    server.use(
      http.post(`${BASE}/login`, ({ request }) => {
        loginAuth.push(request.headers.get('Authorization'));
        return expired();
      }),
    );
    const refreshBodies = refreshAnswering(rotated);
    const { client, sessionExpired } = setup();

    await expect(client.post('/login', { email: 'a@example.com', password: 'x' })).rejects.toMatchObject({
      code: 'BP_405',
    });
    expect(loginAuth).toEqual([null]);
    expect(refreshBodies).toHaveLength(0);
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('retries a POST after a refresh, with the same body', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${BASE}/segments`, async ({ request }) => {
        bodies.push(await request.json());
        return request.headers.get('Authorization') === 'Bearer new-access'
          ? HttpResponse.json({ id: 's1' })
          : expired();
      }),
    );
    refreshAnswering(rotated);
    const { client } = setup();

    await expect(client.post('/segments', { name: 'Warm-up' })).resolves.toEqual({ id: 's1' });
    expect(bodies).toEqual([{ name: 'Warm-up' }, { name: 'Warm-up' }]);
  });
});
