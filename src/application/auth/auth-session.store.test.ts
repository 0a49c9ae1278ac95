import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../../adapters/storage/memory-key-value-store';
import { LocalStorageTokenStore } from '../../adapters/storage/local-storage-token-store';
import { LocalStorageAccountStore } from '../../adapters/storage/local-storage-account-store';
import { sampleUser } from '../../domain/account/sample-user.test-support';
import type { User } from '../../domain/account/user';
import { CALENDAR_FILTER_KEY, SELECTED_PLAYER_KEY, USER_KEY } from '../ports/account-store.port';
import type { AuthApi } from '../ports/auth-api.port';
import { AuthSession } from './auth-session.store';

const parent = sampleUser({
  accountId: 'acc-parent',
  playerId: 'pl-emma',
  parentId: 'acc-parent',
  playerDetails: [
    { playerId: 'pl-emma', firstName: 'Emma', lastName: 'Martin', photo: null },
    { playerId: 'pl-noah', firstName: 'Noah', lastName: 'Martin', photo: null },
  ],
});

function setUp(user: User = sampleUser({ playerDetails: [] })) {
  const kv = new MemoryKeyValueStore();
  const api: AuthApi = {
    login: () => Promise.resolve({ accessToken: 'at-1', refreshToken: 'rt-1', email: user.email, user }),
    logout: () => Promise.resolve(),
  };
  const session = new AuthSession(new LocalStorageTokenStore(kv), new LocalStorageAccountStore(kv), kv, api);
  const changes: (string | null)[] = [];
  session.playerChanges$.subscribe((id) => changes.push(id));
  return { kv, session, changes };
}

describe('AuthSession', () => {
  it('login stores both tokens and the user, and acts for the player', async () => {
    const { kv, session } = setUp();
    await session.login(' alex@example.com ', 'demo-pass-1');
    expect(kv.get('token_id')).toBe('at-1');
    expect(kv.get('refresh_token')).toBe('rt-1');
    expect((JSON.parse(kv.get(USER_KEY) ?? '{}') as User).accountId).toBe('acc-1');
    expect(session.isLoggedIn).toBe(true);
    expect(session.activePlayerId).toBe('player-1');
    expect(session.isParent).toBe(false);
  });

  it('a parent acts for the first child, switches child, and the choice survives a restart', async () => {
    const { kv, session, changes } = setUp(parent);
    await session.login('parent@example.com', 'demo-pass-1');
    expect(session.activePlayerId).toBe('pl-emma');
    session.selectPlayer('pl-noah');
    expect(session.activePlayerId).toBe('pl-noah');
    expect(changes).toEqual(['pl-emma', 'pl-noah']);
    session.selectPlayer('pl-stranger');
    expect(session.activePlayerId).toBe('pl-noah');
    const restarted = new AuthSession(new LocalStorageTokenStore(kv), new LocalStorageAccountStore(kv), kv, {
      login: () => Promise.reject(new Error('unused')),
      logout: () => Promise.resolve(),
    });
    expect(restarted.activePlayerId).toBe('pl-noah');
  });

  it('logout clears tokens, user, account and calendar filter', async () => {
    const { kv, session, changes } = setUp(parent);
    await session.login('parent@example.com', 'demo-pass-1');
    kv.set(CALENDAR_FILTER_KEY, '{"mode":"WEEK"}');
    session.logout();
    for (const key of ['token_id', 'refresh_token', USER_KEY, CALENDAR_FILTER_KEY, SELECTED_PLAYER_KEY])
      expect(kv.get(key)).toBeNull();
    expect(session.isLoggedIn).toBe(false);
    expect(session.lastLogoutReason).toBe('user');
    expect(changes.at(-1)).toBeNull();
  });

  it('an expired session logs out once, with the reason', async () => {
    const { session, changes } = setUp();
    await session.login('alex@example.com', 'demo-pass-1');
    session.sessionExpired();
    session.sessionExpired();
    expect(session.lastLogoutReason).toBe('expired');
    expect(changes.filter((c) => c === null)).toHaveLength(1);
  });

  it('follows another tab logging out and logging in', async () => {
    const { kv, session } = setUp();
    await session.login('alex@example.com', 'demo-pass-1');
    kv.simulateExternalChange('token_id', null);
    expect(session.isLoggedIn).toBe(false);
    expect(session.lastLogoutReason).toBe('other-tab');
    kv.set(USER_KEY, JSON.stringify(sampleUser({ accountId: 'acc-2', firstName: 'Kim' })));
    kv.simulateExternalChange('token_id', 'at-other');
    expect(session.isLoggedIn).toBe(true);
    expect(session.user?.firstName).toBe('Kim');
  });

  it('follows another tab that logs out and signs in as someone else, key by key, and tells the per-player caches', async () => {
    const { kv, session, changes } = setUp();
    await session.login('alex@example.com', 'demo-pass-1');
    for (const key of ['token_id', 'refresh_token', USER_KEY]) kv.simulateExternalChange(key, null);
    kv.simulateExternalChange('token_id', 'at-parent');
    kv.simulateExternalChange('refresh_token', 'rt-parent');
    kv.simulateExternalChange(SELECTED_PLAYER_KEY, 'pl-noah');
    kv.simulateExternalChange(USER_KEY, JSON.stringify(parent));
    expect(session.isLoggedIn).toBe(true);
    expect(session.user?.accountId).toBe('acc-parent');
    expect(session.activePlayerId).toBe('pl-noah');
    expect(changes).toEqual(['player-1', null, 'pl-noah']);
    expect(kv.get(SELECTED_PLAYER_KEY)).toBe('pl-noah');
  });

  it('follows another tab that updates the stored user', async () => {
    const { kv, session, changes } = setUp();
    await session.login('alex@example.com', 'demo-pass-1');
    kv.simulateExternalChange(USER_KEY, JSON.stringify(sampleUser({ playerDetails: [], firstName: 'Alexandra' })));
    expect(session.user?.firstName).toBe('Alexandra');
    expect(changes).toEqual(['player-1']);
  });

  it("follows another tab's child switch", async () => {
    const { kv, session, changes } = setUp(parent);
    await session.login('parent@example.com', 'demo-pass-1');
    kv.simulateExternalChange(SELECTED_PLAYER_KEY, 'pl-noah');
    expect(session.activePlayerId).toBe('pl-noah');
    kv.simulateExternalChange(SELECTED_PLAYER_KEY, 'pl-stranger');
    expect(session.activePlayerId).toBe('pl-emma');
    expect(changes).toEqual(['pl-emma', 'pl-noah', 'pl-emma']);
  });

  it('another tab signing out and in again as the same account, in one burst, is a new identity for the caches', async () => {
    const { kv, session, changes } = setUp();
    await session.login('alex@example.com', 'demo-pass-1');
    const user = kv.get(USER_KEY);
    kv.simulateExternalBurst([
      ['token_id', null],
      ['refresh_token', null],
      [USER_KEY, null],
      ['token_id', 'at-2'],
      ['refresh_token', 'rt-2'],
      [USER_KEY, user],
    ]);
    expect(session.isLoggedIn).toBe(true);
    expect(changes).toEqual(['player-1', null, 'player-1']);
  });

  it("another tab's refresh changes nothing", async () => {
    const { kv, session, changes } = setUp();
    await session.login('alex@example.com', 'demo-pass-1');
    kv.simulateExternalChange('token_id', 'at-2');
    kv.simulateExternalChange('refresh_token', 'rt-2');
    expect(session.isLoggedIn).toBe(true);
    expect(changes).toEqual(['player-1']);
  });

  it('a stored token without a valid stored user is not a session', () => {
    const kv = new MemoryKeyValueStore({ token_id: 'at-1', user: '{"__proto__":{"x":1}}' });
    const session = new AuthSession(new LocalStorageTokenStore(kv), new LocalStorageAccountStore(kv), kv, {
      login: () => Promise.reject(new Error('unused')),
      logout: () => Promise.resolve(),
    });
    expect(session.isLoggedIn).toBe(false);
  });

  it('markActive keeps the stored user in step', async () => {
    const { kv, session } = setUp(sampleUser({ playerAccountStatus: 'NOT_VERIFIED', playerDetails: [] }));
    await session.login('kim@example.com', 'demo-pass-1');
    session.markActive();
    expect(session.user?.playerAccountStatus).toBe('ACTIVE');
    expect((JSON.parse(kv.get(USER_KEY) ?? '{}') as User).playerAccountStatus).toBe('ACTIVE');
  });
});
