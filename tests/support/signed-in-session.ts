import { LocalStorageAccountStore } from '../../src/adapters/storage/local-storage-account-store';
import { LocalStorageTokenStore } from '../../src/adapters/storage/local-storage-token-store';
import { MemoryKeyValueStore } from '../../src/adapters/storage/memory-key-value-store';
import { AuthSession } from '../../src/application/auth/auth-session.store';
import type { User } from '../../src/domain/account/user';

/**
 * A signed-in AuthSession: the real store over the real storage adapters, kept in memory, after a
 * login that the fake API accepts. View-model tests start from it; `kv` shows what was stored.
 * It wires adapters, so it lives here and not next to the application code.
 */
export async function signedInSession(user: User): Promise<{ session: AuthSession; kv: MemoryKeyValueStore }> {
  const kv = new MemoryKeyValueStore();
  const session = new AuthSession(new LocalStorageTokenStore(kv), new LocalStorageAccountStore(kv), kv, {
    login: () => Promise.resolve({ accessToken: 'at', refreshToken: 'rt', email: user.email, user }),
    logout: () => Promise.resolve(),
  });
  await session.login(user.email, 'demo-pass-1');
  return { session, kv };
}
