import { TOKEN_KEY } from '../../application/ports/token-store.port';
import { LocalStorageTokenStore } from '../storage/local-storage-token-store';
import { MemoryKeyValueStore } from '../storage/memory-key-value-store';
import { HttpClient } from './http-client';

/** An HttpClient for adapter tests: the given access token (or none), no waits between retries, no tab locks. */
export function testHttpClient(baseUrl: string, token: string | null = null): HttpClient {
  const kv = new MemoryKeyValueStore(token === null ? {} : { [TOKEN_KEY]: token });
  return new HttpClient({
    baseUrl,
    tokenStore: new LocalStorageTokenStore(kv),
    sessionEvents: { sessionExpired: () => undefined },
    locks: null,
    sleep: () => Promise.resolve(),
  });
}
