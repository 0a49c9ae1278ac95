import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockClock } from '../clock';
import { db } from '../db/mock-db';
import { resetMockBackend } from '../mock-backend';
import { server } from '../node';
import { callApi, errorOf, loginAs, type LoginBody } from '../testing/mock-api-client';
import { DEMO_IDS } from '../world/demo-world';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockBackend());
afterAll(() => server.close());

interface Tokens {
  readonly accessToken: string;
  readonly refreshToken: string;
}

const logout = (body: unknown) => callApi('POST', '/logout', { body });
const refresh = (refreshToken: string) => callApi<Tokens>('POST', '/refresh', { body: { refreshToken } });
const readOwnAccount = (login: LoginBody, token: string) =>
  callApi('GET', `/web/account/${login.userDetails.accountId}`, { token });

describe('POST /logout (docs/api.md#logout)', () => {
  it('revokes the sign-in: its refresh token no longer refreshes, its access token no longer signs calls', async () => {
    const login = await loginAs('player@example.com');
    const answer = await logout({ refreshToken: login.refreshToken });
    expect(answer).toEqual({ status: 200, body: {} });
    expect(errorOf(await refresh(login.refreshToken))).toEqual([401, 'BP_401', 'Refresh token revoked']);
    expect(errorOf(await readOwnAccount(login, login.accessToken))).toEqual([401, 'BP_403', 'Invalid token signature']);
  });

  it('revokes the whole family: a refresh token already spent revokes the one it was rotated into', async () => {
    const login = await loginAs('player@example.com');
    const rotated = await refresh(login.refreshToken);
    expect(rotated.status).toBe(200);
    await logout({ refreshToken: login.refreshToken });
    expect(errorOf(await refresh(rotated.body.refreshToken))).toEqual([401, 'BP_401', 'Refresh token revoked']);
    expect((await readOwnAccount(login, rotated.body.accessToken)).status).toBe(401);
  });

  it("leaves the account's other sign-ins alone", async () => {
    const phone = await loginAs('player@example.com');
    const laptop = await loginAs('player@example.com');
    await logout({ refreshToken: phone.refreshToken });
    expect((await readOwnAccount(laptop, laptop.accessToken)).status).toBe(200);
    expect((await refresh(laptop.refreshToken)).status).toBe(200);
  });

  it('answers the same {} for an unknown or already revoked token (it tells nobody which tokens exist)', async () => {
    const login = await loginAs('player@example.com');
    await logout({ refreshToken: login.refreshToken });
    expect(await logout({ refreshToken: login.refreshToken })).toEqual({ status: 200, body: {} });
    expect(await logout({ refreshToken: 'rt.never-issued' })).toEqual({ status: 200, body: {} });
  });

  it('answers 400 BP_400 without a refresh token', async () => {
    expect(errorOf(await logout({}))[0]).toBe(400);
    expect(errorOf(await logout({ refreshToken: 42 }))[1]).toBe('BP_400');
  });
});

describe('tokens stored as digests', () => {
  it('a bearer token this process never minted is found by its SHA-256 digest (a token kept across a reload)', async () => {
    const token = 'at.minted-before-a-reload';
    const now = mockClock.now();
    const id = `sha256:${createHash('sha256').update(token).digest('hex')}`;
    await db.accessTokens.create({
      id,
      accountId: DEMO_IDS.accounts.player,
      familyId: 'fam-1',
      issuedAt: now,
      expiresAt: now + 60_000,
    });
    const answer = await callApi('GET', `/web/account/${DEMO_IDS.accounts.player}`, { token });
    expect(answer.status).toBe(200);
  });
});
