import { describe, expect, it, vi } from 'vitest';
import { REFRESH_TOKEN_KEY, TOKEN_KEY, type TokenStore } from '../../application/ports/token-store.port';
import { LocalStorageTokenStore } from '../storage/local-storage-token-store';
import { MemoryKeyValueStore } from '../storage/memory-key-value-store';
import { expiredAnswer, fakePlayerApi, jsonAnswer, type ReceivedCall } from './fake-player-api.test-support';
import { HttpClient } from './http-client';

/**
 * The client and the identity it sends requests for (docs/architecture.md#http-client): a refresh answer that
 * lands after a logout, requests in flight at a logout, tokens that are not header values.
 */

const BASE = 'http://api.test/api';
const A = { accessToken: 'a-access', refreshToken: 'a-refresh' };
const A_ROTATED = { accessToken: 'a-access-2', refreshToken: 'a-refresh-2' };
const B = { accessToken: 'b-access', refreshToken: 'b-refresh' };

function tab(
  fetch: ReturnType<typeof fakePlayerApi>['fetch'],
  kv = new MemoryKeyValueStore({ [TOKEN_KEY]: A.accessToken, [REFRESH_TOKEN_KEY]: A.refreshToken }),
) {
  const tokenStore = new LocalStorageTokenStore(kv);
  const sessionExpired = vi.fn();
  const client = new HttpClient({
    baseUrl: BASE,
    fetch,
    tokenStore,
    sessionEvents: { sessionExpired },
    locks: null,
    sleep: () => Promise.resolve(),
  });
  return { kv, tokenStore, sessionExpired, client };
}

const isRefresh = (call: ReceivedCall) => call.path === '/refresh';
/** The two tokens a store holds (a sign-in in this tab also names itself under another key). */
const tokensIn = (kv: MemoryKeyValueStore) => ({
  [TOKEN_KEY]: kv.get(TOKEN_KEY),
  [REFRESH_TOKEN_KEY]: kv.get(REFRESH_TOKEN_KEY),
});
const bearer = (token: string) => `Bearer ${token}`;

/** A's PUT and DELETE answered BP_405 while A's access token is the one sent; anything else succeeds. */
function apiExpiringA(honourAbort = false) {
  return fakePlayerApi(
    BASE,
    (call) => {
      if (isRefresh(call)) return 'hold';
      return call.authorization === bearer(A.accessToken) ? expiredAnswer() : jsonAnswer({ ok: true });
    },
    honourAbort,
  );
}

type Handover = (tab: { kv: MemoryKeyValueStore; tokenStore: TokenStore }) => void;

const HANDOVERS: [string, Handover][] = [
  [
    'in this tab',
    ({ tokenStore }) => {
      tokenStore.clear();
      tokenStore.save(B);
    },
  ],
  [
    'in another tab',
    ({ kv }) => {
      kv.simulateExternalChange(TOKEN_KEY, null);
      kv.simulateExternalChange(REFRESH_TOKEN_KEY, null);
      kv.simulateExternalChange(TOKEN_KEY, B.accessToken);
      kv.simulateExternalChange(REFRESH_TOKEN_KEY, B.refreshToken);
    },
  ],
  [
    'in another tab, before its storage events reach this one',
    ({ kv }) => {
      kv.set(TOKEN_KEY, B.accessToken);
      kv.set(REFRESH_TOKEN_KEY, B.refreshToken);
    },
  ],
];

describe('HttpClient: a refresh answer that lands after a logout', () => {
  it.each(HANDOVERS)(
    "A logs out and B signs in %s: A's refresh answer is dropped, B's tokens stay, A's PUT and DELETE are not sent again",
    async (_where, handOver) => {
      const api = apiExpiringA();
      const browserTab = tab(api.fetch);
      const put = browserTab.client.put('/web/account/acc-a', { language: 'fr' });
      const remove = browserTab.client.delete('/web/player-activities/s-1');
      await api.heldCall(isRefresh);

      handOver(browserTab);
      await api.release(isRefresh, jsonAnswer(A_ROTATED));

      await expect(put).rejects.toMatchObject({ code: 'BP_401', httpStatus: 401 });
      await expect(remove).rejects.toMatchObject({ code: 'BP_401', httpStatus: 401 });
      expect(tokensIn(browserTab.kv)).toEqual({ [TOKEN_KEY]: B.accessToken, [REFRESH_TOKEN_KEY]: B.refreshToken });
      const sentForA = api.calls.filter((call) => call.path !== '/refresh');
      expect(sentForA.map((call) => [call.method, call.authorization])).toEqual([
        ['PUT', bearer(A.accessToken)],
        ['DELETE', bearer(A.accessToken)],
      ]);
      expect(api.calls.filter(isRefresh)).toHaveLength(1);
      expect(browserTab.sessionExpired).not.toHaveBeenCalled();
    },
  );

  it('with a fetch that honours the abort, a logout ends the refresh itself and the PUT and DELETE waiting on it', async () => {
    const api = apiExpiringA(true);
    const browserTab = tab(api.fetch);
    const put = browserTab.client.put('/web/account/acc-a', { language: 'fr' });
    const remove = browserTab.client.delete('/web/player-activities/s-1');
    const refresh = await api.heldCall(isRefresh);

    browserTab.tokenStore.clear();
    browserTab.tokenStore.save(B);
    refresh.answer(jsonAnswer(A_ROTATED)); // too late: the fetch was aborted

    await expect(put).rejects.toMatchObject({ code: 'BP_401', httpStatus: 401 });
    await expect(remove).rejects.toMatchObject({ code: 'BP_401', httpStatus: 401 });
    expect(refresh.call.signal?.aborted).toBe(true);
    expect(tokensIn(browserTab.kv)).toEqual({ [TOKEN_KEY]: B.accessToken, [REFRESH_TOKEN_KEY]: B.refreshToken });
    expect(api.calls.map((call) => [call.method, call.authorization])).toEqual([
      ['PUT', bearer(A.accessToken)],
      ['DELETE', bearer(A.accessToken)],
      ['POST', null],
    ]);
  });

  it('a device that logged out while its refresh was on the way keeps no token', async () => {
    const api = apiExpiringA();
    const browserTab = tab(api.fetch);
    const put = browserTab.client.put('/web/account/acc-a', { language: 'fr' });
    await api.heldCall(isRefresh);

    browserTab.tokenStore.clear();
    await api.release(isRefresh, jsonAnswer(A_ROTATED));

    await expect(put).rejects.toMatchObject({ code: 'BP_401', httpStatus: 401 });
    expect(browserTab.kv.snapshot()).toEqual({});
    expect(api.calls.map((call) => call.method)).toEqual(['PUT', 'POST']);
  });

  it('a refresh refused after B signed in leaves B signed in', async () => {
    const api = apiExpiringA();
    const browserTab = tab(api.fetch);
    const put = browserTab.client.put('/web/account/acc-a', { language: 'fr' });
    await api.heldCall(isRefresh);

    browserTab.kv.set(TOKEN_KEY, B.accessToken);
    browserTab.kv.set(REFRESH_TOKEN_KEY, B.refreshToken);
    await api.release(isRefresh, jsonAnswer({ status: { code: 'BP_401', desc: 'Refresh token revoked' } }, 401));

    await expect(put).rejects.toMatchObject({ code: 'BP_401' });
    expect(browserTab.kv.snapshot()).toEqual({ [TOKEN_KEY]: B.accessToken, [REFRESH_TOKEN_KEY]: B.refreshToken });
    expect(browserTab.sessionExpired).not.toHaveBeenCalled();
  });
});

describe('HttpClient: a logout aborts the requests in flight', () => {
  /** Every call with A's token waits for the test; B's are answered at once. */
  function apiHoldingA() {
    return fakePlayerApi(
      BASE,
      (call) => (call.authorization === bearer(B.accessToken) ? jsonAnswer({ for: 'b' }) : 'hold'),
      true,
    );
  }

  it('a logout in this tab rejects them as signed out, and their late answers are not used', async () => {
    const api = apiHoldingA();
    const browserTab = tab(api.fetch);
    const read = browserTab.client.get('/web/player-activities/s-1');
    const write = browserTab.client.post('/web/player-activities/s-1/segments', { name: 'Warm-up' });
    await api.heldCall((call) => call.method === 'POST');

    browserTab.tokenStore.clear();
    await api.release((call) => call.method === 'GET', jsonAnswer({ for: 'a' }));
    await api.release((call) => call.method === 'POST', jsonAnswer({ for: 'a' }));

    await expect(read).rejects.toMatchObject({ code: 'BP_401', httpStatus: 401 });
    await expect(write).rejects.toMatchObject({ code: 'BP_401', httpStatus: 401 });
    expect(api.calls.every((call) => call.signal?.aborted === true)).toBe(true);
    expect(api.calls).toHaveLength(2); // the GET is not retried
  });

  it.each([
    ['logs out', (kv: MemoryKeyValueStore) => kv.simulateExternalChange(TOKEN_KEY, null)],
    [
      'signs in as someone else',
      (kv: MemoryKeyValueStore) =>
        kv.simulateExternalBurst([
          [TOKEN_KEY, null],
          [REFRESH_TOKEN_KEY, null],
          [TOKEN_KEY, B.accessToken],
          [REFRESH_TOKEN_KEY, B.refreshToken],
        ]),
    ],
  ])('another tab that %s ends them too; the next request goes out for the new identity', async (_what, otherTab) => {
    const api = apiHoldingA();
    const browserTab = tab(api.fetch);
    const read = browserTab.client.get('/web/account/acc-a');
    await api.heldCall(() => true);

    otherTab(browserTab.kv);
    await api.release(() => true, jsonAnswer({ for: 'a' }));

    await expect(read).rejects.toMatchObject({ code: 'BP_401', httpStatus: 401 });
    browserTab.tokenStore.save(B);
    await expect(browserTab.client.get('/web/account/acc-b')).resolves.toEqual({ for: 'b' });
  });

  it("another tab's refresh keeps them going", async () => {
    const api = apiHoldingA();
    const browserTab = tab(api.fetch);
    const read = browserTab.client.get('/web/account/acc-a');
    await api.heldCall(() => true);

    browserTab.kv.simulateExternalChange(TOKEN_KEY, A_ROTATED.accessToken);
    browserTab.kv.simulateExternalChange(REFRESH_TOKEN_KEY, A_ROTATED.refreshToken);
    await api.release(() => true, jsonAnswer({ for: 'a' }));

    await expect(read).resolves.toEqual({ for: 'a' });
  });

  it('a request sent without a token is not ended by a sign-in', async () => {
    const api = fakePlayerApi(BASE, () => 'hold', true);
    const browserTab = tab(api.fetch, new MemoryKeyValueStore());
    const reset = browserTab.client.post('/password-reset', { email: 'a@example.com' });
    await api.heldCall(() => true);

    browserTab.tokenStore.save(A);
    await api.release(() => true, jsonAnswer({ sent: true }));

    await expect(reset).resolves.toEqual({ sent: true });
  });
});

describe('HttpClient: tokens that are not header values', () => {
  it('sends a request without a bearer header when the stored token holds a line break', async () => {
    const api = fakePlayerApi(BASE, () => jsonAnswer({ ok: true }));
    const browserTab = tab(api.fetch, new MemoryKeyValueStore({ [TOKEN_KEY]: 'abc\ndef', [REFRESH_TOKEN_KEY]: 'ref' }));
    await expect(browserTab.client.get('/web/players/positions')).resolves.toEqual({ ok: true });
    expect(api.calls.map((call) => call.authorization)).toEqual([null]);
  });

  it('rejects with an ApiError, never a bare TypeError, when a header cannot be built', async () => {
    const api = fakePlayerApi(BASE, () => jsonAnswer({ ok: true }));
    const stored = new LocalStorageTokenStore(new MemoryKeyValueStore());
    const unchecked: TokenStore = {
      getAccessToken: () => 'abc\ndef',
      getRefreshToken: () => 'ref',
      save: (tokens) => stored.save(tokens),
      saveRefreshed: (replaced, tokens) => stored.saveRefreshed(replaced, tokens),
      clear: () => stored.clear(),
      onExternalChange: (listener) => stored.onExternalChange(listener),
      identitySignal: () => stored.identitySignal(),
    };
    const client = new HttpClient({
      baseUrl: BASE,
      fetch: api.fetch,
      tokenStore: unchecked,
      sessionEvents: { sessionExpired: vi.fn() },
      locks: null,
    });
    await expect(client.get('/web/players/positions')).rejects.toMatchObject({
      name: 'ApiError',
      code: 'NETWORK',
      httpStatus: 0,
    });
    expect(api.calls).toHaveLength(0);
  });
});

describe('HttpClient: the repeat of a request answered BP_405 goes for the identity it was sent for', () => {
  it("another tab signs out and in as B while A's PUT is answered BP_405, before its storage events arrive: the PUT is not repeated with B's token", async () => {
    const api = fakePlayerApi(BASE, (call) =>
      call.authorization === bearer(A.accessToken) ? 'hold' : jsonAnswer({ for: call.authorization }),
    );
    const kv = new MemoryKeyValueStore();
    const browserTab = tab(api.fetch, kv);
    browserTab.tokenStore.save(A);
    const put = browserTab.client.put('/web/account/acc-a', { language: 'fr' });
    await api.heldCall(() => true);

    // The other tab shares the storage; its writes raise no storage event here yet.
    const otherTab = new LocalStorageTokenStore(kv);
    otherTab.clear();
    otherTab.save(B);
    await api.release(() => true, expiredAnswer());

    await expect(put).rejects.toMatchObject({ code: 'BP_401', httpStatus: 401 });
    expect(api.calls.map((call) => [call.method, call.path, call.authorization])).toEqual([
      ['PUT', '/web/account/acc-a', bearer(A.accessToken)],
    ]);
    expect(tokensIn(kv)).toEqual({ [TOKEN_KEY]: B.accessToken, [REFRESH_TOKEN_KEY]: B.refreshToken });
    expect(browserTab.sessionExpired).not.toHaveBeenCalled();
    // This tab's next request is B's own.
    await expect(browserTab.client.get('/web/account/acc-b')).resolves.toEqual({ for: bearer(B.accessToken) });
  });

  it("another tab's refresh in the meantime: the PUT is repeated once, with A's new token", async () => {
    let expired = false;
    const api = fakePlayerApi(BASE, (call) => {
      if (call.authorization !== bearer(A.accessToken)) return jsonAnswer({ for: call.authorization });
      if (expired) return expiredAnswer();
      expired = true;
      return 'hold';
    });
    const kv = new MemoryKeyValueStore();
    const browserTab = tab(api.fetch, kv);
    browserTab.tokenStore.save(A);
    const put = browserTab.client.put('/web/account/acc-a', { language: 'fr' });
    await api.heldCall(() => true);

    new LocalStorageTokenStore(kv).saveRefreshed(A.refreshToken, A_ROTATED);
    await api.release(() => true, expiredAnswer());

    await expect(put).resolves.toEqual({ for: bearer(A_ROTATED.accessToken) });
    expect(api.calls.map((call) => call.authorization)).toEqual([bearer(A.accessToken), bearer(A_ROTATED.accessToken)]);
  });
});
