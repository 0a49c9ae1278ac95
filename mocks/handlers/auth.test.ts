import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../node';
import { resetMockBackend } from '../mock-backend';
import { callApi, loginAs, type ErrorEnvelope, type LoginBody } from '../testing/mock-api-client';
import { DEMO_IDS, DEMO_PASSWORD } from '../world/demo-world';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockBackend());
afterAll(() => server.close());

interface Tokens {
  readonly accessToken: string;
  readonly refreshToken: string;
}

describe('POST /login', () => {
  it('answers tokens, the email and the user for a demo account', async () => {
    const result = await callApi<LoginBody>('POST', '/login', {
      body: { email: 'player@example.com', password: DEMO_PASSWORD },
    });
    expect(result.status).toBe(200);
    expect(result.body.accessToken).toMatch(/\S{16,}/);
    expect(result.body.refreshToken).toMatch(/\S{16,}/);
    expect(result.body.accessToken).not.toBe(result.body.refreshToken);
    expect(result.body.email).toBe('player@example.com');
    expect(result.body.userDetails).toMatchObject({
      accountId: DEMO_IDS.accounts.player,
      playerId: DEMO_IDS.players.alex,
      firstName: 'Alex',
      lastName: 'Martin',
      playerAccountStatus: 'ACTIVE',
      parentId: null,
      playerDetails: [],
    });
  });

  it('matches the email without regard to case', async () => {
    const result = await callApi('POST', '/login', { body: { email: 'Player@Example.com', password: DEMO_PASSWORD } });
    expect(result.status).toBe(200);
  });

  it('answers 404 BP_404 for an email that is not registered', async () => {
    const result = await callApi<ErrorEnvelope>('POST', '/login', {
      body: { email: 'nobody@example.com', password: DEMO_PASSWORD },
    });
    expect(result.status).toBe(404);
    expect(result.body.status.code).toBe('BP_404');
  });

  it('answers 401 BP_401 for a wrong password', async () => {
    const result = await callApi<ErrorEnvelope>('POST', '/login', {
      body: { email: 'player@example.com', password: 'wrong-pass-1' },
    });
    expect(result.status).toBe(401);
    expect(result.body.status).toEqual({ code: 'BP_401', desc: 'Incorrect password.' });
  });

  it('answers 400 BP_400 for a malformed body', async () => {
    const result = await callApi<ErrorEnvelope>('POST', '/login', { body: { email: 42 } });
    expect(result.status).toBe(400);
    expect(result.body.status.code).toBe('BP_400');
  });

  it('gives a parent their children in playerDetails', async () => {
    const login = await loginAs('parent@example.com');
    expect(login.userDetails['parentId']).not.toBeNull();
    expect(login.userDetails['playerDetails']).toEqual([
      {
        playerId: DEMO_IDS.players.emma,
        firstName: 'Emma',
        lastName: 'Martin',
        photo: null,
        systemWideActivityPrivacy: false,
      },
      {
        playerId: DEMO_IDS.players.noah,
        firstName: 'Noah',
        lastName: 'Martin',
        photo: null,
        systemWideActivityPrivacy: false,
      },
    ]);
  });
});

const readOwnAccount = (login: LoginBody, token: string) =>
  callApi<ErrorEnvelope>('GET', `/web/account/${login.userDetails.accountId}`, { token });

describe('POST /refresh', () => {
  it('rotates: answers a new pair that works, and the old refresh token is spent', async () => {
    const login = await loginAs('player@example.com');
    const first = await callApi<Tokens>('POST', '/refresh', { body: { refreshToken: login.refreshToken } });
    expect(first.status).toBe(200);
    expect(first.body.refreshToken).not.toBe(login.refreshToken);
    expect(first.body.accessToken).not.toBe(login.accessToken);
    expect((await readOwnAccount(login, first.body.accessToken)).status).toBe(200);

    const second = await callApi<Tokens>('POST', '/refresh', { body: { refreshToken: first.body.refreshToken } });
    expect(second.status).toBe(200);
  });

  it('rejects a reused refresh token with 401 BP_401 and revokes its whole family', async () => {
    const login = await loginAs('player@example.com');
    const rotated = await callApi<Tokens>('POST', '/refresh', { body: { refreshToken: login.refreshToken } });

    const reuse = await callApi<ErrorEnvelope>('POST', '/refresh', { body: { refreshToken: login.refreshToken } });
    expect(reuse.status).toBe(401);
    expect(reuse.body.status.code).toBe('BP_401');

    const afterRevoke = await callApi<ErrorEnvelope>('POST', '/refresh', {
      body: { refreshToken: rotated.body.refreshToken },
    });
    expect(afterRevoke.status).toBe(401);
    const access = await readOwnAccount(login, rotated.body.accessToken);
    expect(access.status).toBe(401);
    expect(access.body.status).toEqual({ code: 'BP_403', desc: 'Invalid token signature' });
  });

  it('leaves other logins of the same account alone when one family is revoked', async () => {
    const stolen = await loginAs('player@example.com');
    const other = await loginAs('player@example.com');
    await callApi('POST', '/refresh', { body: { refreshToken: stolen.refreshToken } });
    await callApi('POST', '/refresh', { body: { refreshToken: stolen.refreshToken } });
    expect((await readOwnAccount(other, other.accessToken)).status).toBe(200);
  });

  it('rejects an unknown refresh token with 401 BP_401', async () => {
    const result = await callApi<ErrorEnvelope>('POST', '/refresh', { body: { refreshToken: 'rt.forged' } });
    expect(result.status).toBe(401);
    expect(result.body.status.code).toBe('BP_401');
  });

  it('rejects a refresh token older than 30 days', async () => {
    const login = await loginAs('player@example.com');
    await callApi('POST', '/__mock/clock', { body: { advanceSeconds: 30 * 24 * 3600 + 1 } });
    const result = await callApi<ErrorEnvelope>('POST', '/refresh', { body: { refreshToken: login.refreshToken } });
    expect(result.status).toBe(401);
    expect(result.body.status.code).toBe('BP_401');
  });
});

describe('the auth guard', () => {
  it('answers 401 BP_401 without a token', async () => {
    const result = await callApi<ErrorEnvelope>('GET', `/web/account/${DEMO_IDS.accounts.player}`);
    expect(result.status).toBe(401);
    expect(result.body.status.code).toBe('BP_401');
  });

  it('answers 401 BP_403 "Invalid token signature" for an unknown token', async () => {
    const result = await callApi<ErrorEnvelope>('GET', `/web/account/${DEMO_IDS.accounts.player}`, {
      token: 'at.not-a-real-token',
    });
    expect(result.status).toBe(401);
    expect(result.body.status).toEqual({ code: 'BP_403', desc: 'Invalid token signature' });
  });

  it('expires the access token after 15 minutes on the mock clock (401 BP_405); a refresh then works', async () => {
    const login = await loginAs('player@example.com');
    await callApi('POST', '/__mock/clock', { body: { advanceSeconds: 899 } });
    expect((await readOwnAccount(login, login.accessToken)).status).toBe(200);

    await callApi('POST', '/__mock/clock', { body: { advanceSeconds: 61 } });
    const expired = await readOwnAccount(login, login.accessToken);
    expect(expired.status).toBe(401);
    expect(expired.body.status.code).toBe('BP_405');

    const refreshed = await callApi<Tokens>('POST', '/refresh', { body: { refreshToken: login.refreshToken } });
    expect((await readOwnAccount(login, refreshed.body.accessToken)).status).toBe(200);
  });

  it('answers BP_405 after advancing the clock 960 s in one step', async () => {
    const login = await loginAs('new@example.com');
    await callApi('POST', '/__mock/clock', { body: { advanceSeconds: 960 } });
    const result = await readOwnAccount(login, login.accessToken);
    expect(result.status).toBe(401);
    expect(result.body.status.code).toBe('BP_405');
  });
});
