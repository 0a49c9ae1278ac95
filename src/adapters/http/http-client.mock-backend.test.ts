import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { server, MOCK_API_BASE } from '../../../mocks/node';
import { LocalStorageTokenStore } from '../storage/local-storage-token-store';
import { MemoryKeyValueStore } from '../storage/memory-key-value-store';
import { HttpAccountApi } from './http-account-api';
import { HttpAuthApi } from './http-auth-api';
import { HttpClient } from './http-client';

/** The adapters against the mock backend: the wire contract of docs/api.md, end to end. */
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('HTTP adapters against the mock backend', () => {
  const tokenStore = new LocalStorageTokenStore(new MemoryKeyValueStore());
  const sessionExpired = vi.fn();
  const client = new HttpClient({
    baseUrl: MOCK_API_BASE, tokenStore, sessionEvents: { sessionExpired }, locks: null, sleep: () => Promise.resolve(),
  });

  it('logs in, reads the account, and survives an access-token expiry with one refresh', async () => {
    const login = await new HttpAuthApi(client).login('player@example.com', 'demo-pass-1');
    expect(login.user.firstName).toBe('Alex');
    tokenStore.save(login);
    const accounts = new HttpAccountApi(client);
    await expect(accounts.getAccount(login.user.accountId)).resolves.toMatchObject({ email: 'player@example.com' });

    await client.post('/__mock/clock', { advanceSeconds: 16 * 60 });
    await expect(accounts.getAccount(login.user.accountId)).resolves.toMatchObject({ accountId: login.user.accountId });
    expect(tokenStore.getRefreshToken()).not.toBe(login.refreshToken);
    expect(sessionExpired).not.toHaveBeenCalled();

    await expect(accounts.resendActivation()).rejects.toMatchObject({ code: 'BP_403' });
  });
});
