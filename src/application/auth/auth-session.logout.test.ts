import { describe, expect, it } from 'vitest';
import { LocalStorageAccountStore } from '../../adapters/storage/local-storage-account-store';
import { LocalStorageTokenStore } from '../../adapters/storage/local-storage-token-store';
import { MemoryKeyValueStore } from '../../adapters/storage/memory-key-value-store';
import { sampleUser } from '../../domain/account/sample-user.test-support';
import { ApiError } from '../../domain/errors/api-error';
import { USER_KEY } from '../ports/account-store.port';
import type { AuthApi } from '../ports/auth-api.port';
import { AuthSession } from './auth-session.store';

/** A server whose POST /logout answers as `answer` says (docs/api.md#logout). */
function setUp(answer: () => Promise<void>) {
  const kv = new MemoryKeyValueStore();
  const user = sampleUser({ playerDetails: [] });
  const revoked: string[] = [];
  const api: AuthApi = {
    login: () => Promise.resolve({ accessToken: 'at-1', refreshToken: 'rt-1', email: user.email, user }),
    logout: (refreshToken) => {
      revoked.push(refreshToken);
      return answer();
    },
  };
  const session = new AuthSession(new LocalStorageTokenStore(kv), new LocalStorageAccountStore(kv), kv, api);
  return { kv, session, revoked };
}

/** Lets every settled promise run its handlers (an unhandled rejection would fail the test run). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('AuthSession.logout revokes the sign-in on the server', () => {
  it('sends the stored refresh token, and has signed out before the server answers', async () => {
    let answer: () => void = () => undefined;
    const { kv, session, revoked } = setUp(() => new Promise((resolve) => (answer = resolve)));
    await session.login('kim@example.com', 'demo-pass-1');
    session.logout();
    expect(revoked).toEqual(['rt-1']);
    expect(session.isLoggedIn).toBe(false);
    expect(kv.get('refresh_token')).toBeNull();
    expect(kv.get(USER_KEY)).toBeNull();
    answer();
    await settle();
    expect(session.isLoggedIn).toBe(false);
  });

  it.each([
    ['a server without the route (404)', new ApiError('BP_404', 'HTTP 404', 404)],
    ['a server without the route (405)', new ApiError('BP_400', 'HTTP 405', 405)],
    ['a server without the route (501)', new ApiError('BP_500', 'HTTP 501', 501)],
    ['no answer within the time-out', new ApiError('TIMEOUT', 'No answer within 3000 ms', 0)],
    ['no network', new ApiError('NETWORK', 'Failed to fetch', 0)],
  ])('signs out all the same after %s', async (_case, failure) => {
    const { kv, session, revoked } = setUp(() => Promise.reject(failure));
    await session.login('kim@example.com', 'demo-pass-1');
    session.logout();
    await settle();
    expect(revoked).toEqual(['rt-1']);
    expect(session.isLoggedIn).toBe(false);
    expect(session.lastLogoutReason).toBe('user');
    expect(kv.get('token_id')).toBeNull();
  });

  it('a session the server already ended is not revoked again, nor is a logout without tokens', async () => {
    const { session, revoked } = setUp(() => Promise.resolve());
    await session.login('kim@example.com', 'demo-pass-1');
    session.sessionExpired();
    session.logout();
    expect(revoked).toEqual([]);
    expect(session.lastLogoutReason).toBe('expired');
  });

  it('a sign-in right after the logout keeps its own tokens while the revocation is on its way', async () => {
    let answer: () => void = () => undefined;
    const { kv, session } = setUp(() => new Promise((resolve) => (answer = resolve)));
    await session.login('kim@example.com', 'demo-pass-1');
    session.logout();
    await session.login('kim@example.com', 'demo-pass-1');
    answer();
    await settle();
    expect(session.isLoggedIn).toBe(true);
    expect(kv.get('refresh_token')).toBe('rt-1');
  });
});
