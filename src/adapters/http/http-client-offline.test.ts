import { describe, expect, it } from 'vitest';
import { isApiError } from '../../domain/errors/api-error';
import { decideErrorBehaviour } from '../../domain/errors/error-behaviour';
import { LocalStorageTokenStore } from '../storage/local-storage-token-store';
import { MemoryKeyValueStore } from '../storage/memory-key-value-store';
import { HttpClient } from './http-client';

/** A client whose device is offline or not, and which counts what it sends. */
function client(online: boolean, fail = false) {
  const sent: string[] = [];
  const http = new HttpClient({
    baseUrl: 'https://api.example.test',
    tokenStore: new LocalStorageTokenStore(new MemoryKeyValueStore({ token_id: 'token' })),
    sessionEvents: { sessionExpired: () => undefined },
    locks: null,
    sleep: () => Promise.resolve(),
    online: () => online,
    fetch: (input, init) => {
      sent.push(`${init?.method ?? 'GET'} ${String(input)}`);
      return fail ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(Response.json({}));
    },
  });
  return { http, sent };
}

describe('HttpClient offline (docs/product-rules.md#offline)', () => {
  it('refuses a write while the device is offline, unsent, as OFFLINE, which the pages say in words', async () => {
    const { http, sent } = client(false);
    const refusal = await http
      .put('/web/player-activities/:activityId/description', 'text', { params: { activityId: 'a1' } })
      .catch((error: unknown) => error);
    expect(isApiError(refusal, 'OFFLINE')).toBe(true);
    expect(sent).toEqual([]);
    expect(decideErrorBehaviour('generic', 'OFFLINE')).toBe('OFFLINE');
  });

  it('sends reads while offline (a demo backend in the page may answer), and the sign-in itself', async () => {
    const { http, sent } = client(false);
    await http.get('/web/account/:accountId', { params: { accountId: 'acc' } });
    await http.post('/login', { email: 'a@b.c', password: 'x' });
    expect(sent).toEqual(['GET https://api.example.test/web/account/acc', 'POST https://api.example.test/login']);
  });

  it('names a failed call OFFLINE when the device is offline, NETWORK otherwise', async () => {
    const offline = await client(false, true)
      .http.get('/web/account/:accountId', { params: { accountId: 'acc' } })
      .catch((error: unknown) => error);
    expect(isApiError(offline, 'OFFLINE')).toBe(true);
    const online = await client(true, true)
      .http.get('/web/account/:accountId', { params: { accountId: 'acc' } })
      .catch((error: unknown) => error);
    expect(isApiError(online, 'NETWORK')).toBe(true);
  });

  it('sends writes as usual while online', async () => {
    const { http, sent } = client(true);
    await http.post('/web/player-activities/:activityId/resync', undefined, { params: { activityId: 'a1' } });
    expect(sent).toHaveLength(1);
  });
});
