import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flushMockBackend, startMockBackend } from '../mock-backend';
import { server } from '../node';
import { MemoryStorage } from '../testing/memory-storage';
import { loadedTab, REAL_NOW, seededTab } from '../testing/mock-tabs';
import { callApi, loginAs, type LoginBody } from '../testing/mock-api-client';
import { DEMO_IDS, DEMO_PASSWORD } from '../world/demo-world';
import { SNAPSHOT_KEY } from './persistence';
import { digestToken, hashPassword, isPasswordHash, passwordMatches } from './secrets';
import { checkAccessToken, issueTokenPair, rotateRefreshToken } from './token-ledger';

/** The demo's snapshot in localStorage holds no secret (docs/architecture.md#mock-backend). */

const storage = new MemoryStorage();
beforeAll(async () => {
  // This file's backend persists to `storage`, as the demo does to localStorage.
  await startMockBackend({ storage });
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

/** The snapshot as the next write stores it. */
async function storedSnapshot(): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  flushMockBackend();
  return storage.getItem(SNAPSHOT_KEY) ?? '';
}

describe('the stored snapshot', () => {
  it('after a password change and logins, holds neither the new password nor any token, and still signs in', async () => {
    const before = await loginAs('player@example.com');
    const changed = await callApi('PUT', `/web/account/${before.userDetails.accountId}/password`, {
      token: before.accessToken,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'Kept-secret-42' },
    });
    expect(changed.status).toBe(200);
    const after = await loginAs('player@example.com', 'Kept-secret-42');
    const refreshed = await callApi<LoginBody>('POST', '/refresh', { body: { refreshToken: after.refreshToken } });
    expect(refreshed.status).toBe(200);
    const tokens = [before, after, refreshed.body].flatMap((answer) => [answer.accessToken, answer.refreshToken]);

    const snapshot = await storedSnapshot();
    expect(snapshot).toContain('pbkdf2-sha256$');
    expect(snapshot).toContain(await digestToken(after.accessToken));
    expect(snapshot).not.toContain('Kept-secret-42');
    for (const token of tokens) expect(snapshot).not.toContain(token);

    // What is kept is enough: the tokens and the new password still work, the old password no longer does.
    const profile = await callApi('GET', `/web/account/${after.userDetails.accountId}`, {
      token: refreshed.body.accessToken,
    });
    expect(profile.status).toBe(200);
    expect(
      (await callApi('POST', '/login', { body: { email: 'player@example.com', password: DEMO_PASSWORD } })).status,
    ).toBe(401);
  });

  it('a snapshot that kept tokens and a password as they were is read, and written again at once with digests', async () => {
    const older = new MemoryStorage();
    const tab = await seededTab(older, 'a');
    const minted = await issueTokenPair(tab.db, DEMO_IDS.accounts.player, REAL_NOW);
    tab.flush();
    // A snapshot edited by hand (or by a mock before the digests): the tokens as ids, a changed password as typed.
    const plain = JSON.parse(older.getItem(SNAPSHOT_KEY) ?? '{}') as {
      edits: Record<string, unknown>;
      collections: Record<string, unknown>;
    };
    const collections = plain.collections;
    for (const name of ['accessTokens', 'refreshTokens']) {
      const [record] = collections[name] as { id: string }[];
      if (record !== undefined) record.id = name === 'accessTokens' ? minted.accessToken : minted.refreshToken;
    }
    // The player's account stored as edited, with a changed password.
    const seeded = tab.db.accounts.findFirst((q) => q.where({ id: DEMO_IDS.accounts.player }));
    plain.edits['accounts'] = { edited: [{ ...seeded, password: 'Typed-once-7' }], created: [], deleted: [] };
    older.setItem(SNAPSHOT_KEY, JSON.stringify(plain));
    expect(older.getItem(SNAPSHOT_KEY)).toContain(minted.refreshToken);

    const reloaded = await loadedTab(older, 'b');
    const rewritten = older.getItem(SNAPSHOT_KEY) ?? '';
    expect(rewritten).not.toContain(minted.accessToken);
    expect(rewritten).not.toContain(minted.refreshToken);
    expect(rewritten).not.toContain('Typed-once-7');
    expect(checkAccessToken(reloaded.db, minted.accessToken, REAL_NOW).ok).toBe(true);
    expect((await rotateRefreshToken(reloaded.db, minted.refreshToken, REAL_NOW)).ok).toBe(true);
    const account = reloaded.db.accounts.findFirst((q) => q.where({ id: DEMO_IDS.accounts.player }));
    expect(await passwordMatches(account?.password ?? '', 'Typed-once-7')).toBe(true);
  });
});

describe('password hashes', () => {
  it('are salted: the same password twice gives two hashes, each matching only that password', async () => {
    const [first, second] = [await hashPassword('same-pass-1'), await hashPassword('same-pass-1')];
    expect(first).not.toBe(second);
    expect(isPasswordHash(first)).toBe(true);
    expect(await passwordMatches(first, 'same-pass-1')).toBe(true);
    expect(await passwordMatches(second, 'same-pass-1')).toBe(true);
    expect(await passwordMatches(first, 'same-pass-2')).toBe(false);
  });

  it('a seeded password kept as is matches only itself; a malformed hash is read as a plain value', async () => {
    expect(await passwordMatches(DEMO_PASSWORD, DEMO_PASSWORD)).toBe(true);
    expect(await passwordMatches(DEMO_PASSWORD, 'demo-pass-2')).toBe(false);
    expect(isPasswordHash('pbkdf2-sha256$100000$not-base64!$x')).toBe(false);
    expect(isPasswordHash('pbkdf2-sha256$99999999999$AAAA$AAAA')).toBe(false);
  });
});
