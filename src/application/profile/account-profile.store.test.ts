import { describe, expect, it } from 'vitest';
import { sampleUser } from '../../domain/account/sample-user.test-support';
import { LocalStorageAccountStore } from '../../adapters/storage/local-storage-account-store';
import { LocalStorageTokenStore } from '../../adapters/storage/local-storage-token-store';
import { MemoryKeyValueStore } from '../../adapters/storage/memory-key-value-store';
import type { AccountProfile } from '../../domain/account/account-profile';
import { AuthSession } from '../auth/auth-session.store';
import type { ProfileApi } from '../ports/profile-api.port';
import { AccountProfileStore } from './account-profile.store';
import { playerProfile } from './profile-fakes.test-support';

const ALEX = playerProfile({
  accountId: 'acc-alex',
  playerId: 'pl-alex',
  email: 'alex@example.com',
  firstName: 'Alex',
});
const SAM = sampleUser({
  accountId: 'acc-sam',
  playerId: 'pl-sam',
  email: 'sam@example.com',
  firstName: 'Sam',
  playerDetails: [],
});

/** A session where Alex is signed in; `signInAsSam` logs Alex out and Sam in (another person on the same device). */
async function setUp() {
  const kv = new MemoryKeyValueStore();
  const users = new Map([
    [ALEX.user.email, ALEX.user],
    [SAM.email, SAM],
  ]);
  const session = new AuthSession(new LocalStorageTokenStore(kv), new LocalStorageAccountStore(kv), kv, {
    login: (email) => {
      const user = users.get(email);
      return user
        ? Promise.resolve({ accessToken: 'at', refreshToken: 'rt', email, user })
        : Promise.reject(new Error('unknown'));
    },
    logout: () => Promise.resolve(),
  });
  await session.login(ALEX.user.email, 'demo-pass-1');
  let answer: (profile: AccountProfile) => void = () => undefined;
  const api = {
    getProfile: () => new Promise<AccountProfile>((resolve) => (answer = resolve)),
  } as unknown as ProfileApi;
  const signInAsSam = async () => {
    session.logout();
    await session.login(SAM.email, 'demo-pass-1');
  };
  return {
    session,
    store: new AccountProfileStore(session, api),
    answer: (profile: AccountProfile) => answer(profile),
    signInAsSam,
  };
}

describe('AccountProfileStore across accounts', () => {
  it('a profile answer for the account that signed out is dropped: the next account keeps its own user', async () => {
    const { session, store, answer, signInAsSam } = await setUp();
    const loading = store.load();
    await signInAsSam();
    answer(ALEX);
    await loading;
    expect(store.profile).toBeNull();
    expect(session.user?.firstName).toBe('Sam');
  });

  it("a section's saved profile that lands after another account signed in changes nothing of theirs", async () => {
    const { session, store, answer, signInAsSam } = await setUp();
    const loading = store.load();
    answer(ALEX);
    await loading;
    await signInAsSam();
    store.replace({ ...ALEX, user: { ...ALEX.user, firstName: 'Alexander' } });
    store.update((profile) => ({ ...profile, user: { ...profile.user, unitDistance: 'IMPERIAL' } }));
    expect(session.user?.accountId).toBe('acc-sam');
    expect(session.user?.firstName).toBe('Sam');
    expect(session.user?.unitDistance).toBe(SAM.unitDistance);
  });
});
