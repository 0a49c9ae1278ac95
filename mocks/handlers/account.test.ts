import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../node';
import { resetMockBackend } from '../mock-backend';
import { callApi, lastMailToken, loginAs, readOutbox, type ErrorEnvelope } from '../testing/mock-api-client';
import { DEMO_IDS } from '../world/demo-world';
import { currentAccess } from './auth-guard';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockBackend());
afterAll(() => server.close());

const withToken = (token: string): Request =>
  new Request('http://localhost/api/anything', { headers: { authorization: `Bearer ${token}` } });

describe('GET /web/account/:accountId', () => {
  it('answers the own account as an AccountProfile: the login’s User plus personal details and subscriptions', async () => {
    const login = await loginAs('player@example.com');
    expect(login.userDetails).not.toHaveProperty('personal');
    const result = await callApi<Record<string, unknown>>('GET', `/web/account/${DEMO_IDS.accounts.player}`, {
      token: login.accessToken,
    });
    expect(result.status).toBe(200);
    const { personal, subscriptions, ...user } = result.body;
    expect(user).toEqual(login.userDetails);
    expect(personal).toEqual({
      firstName: 'Alex',
      middleName: null,
      lastName: 'Martin',
      birthDate: '1996-04-12',
      phone: { countryCode: '+44', number: '7700900123' },
      beltNumber: '41042',
      heightCm: 181,
      weightKg: 76,
      position: 'Midfielder',
      ownPlayer: true,
      hrmax: 192,
      hrmaxSource: 'MEASURED',
      sex: 'MALE',
    });
    expect(subscriptions).toEqual([
      { id: 'sub-alex-session-summary', type: 'SESSION_SUMMARY', subscribed: true },
      { id: 'sub-alex-weekly-report', type: 'WEEKLY_REPORT', subscribed: true },
      { id: 'sub-alex-weekly-individual-report', type: 'WEEKLY_INDIVIDUAL_REPORT', subscribed: false },
    ]);
  });

  it('tells a parent account by ownPlayer: false, with no belt, height, weight or position', async () => {
    const login = await loginAs('parent@example.com');
    const result = await callApi<{ personal: Record<string, unknown> }>(
      'GET',
      `/web/account/${DEMO_IDS.accounts.parent}`,
      {
        token: login.accessToken,
      },
    );
    expect(result.body.personal).toMatchObject({
      firstName: 'Sam',
      ownPlayer: false,
      beltNumber: null,
      heightCm: null,
      weightKg: null,
      position: null,
      hrmax: null,
      hrmaxSource: null,
      sex: null,
    });
  });

  it('gives a player without a measured HRmax the Tanaka estimate from their date of birth', async () => {
    const login = await loginAs('solo@example.com');
    const result = await callApi<{ personal: { birthDate: string | null; hrmax: number; hrmaxSource: string } }>(
      'GET',
      `/web/account/${DEMO_IDS.accounts.solo}`,
      {
        token: login.accessToken,
      },
    );
    const { birthDate, hrmax, hrmaxSource } = result.body.personal;
    expect(birthDate).not.toBeNull();
    expect(hrmaxSource).toBe('AGE_TANAKA');
    expect(hrmax).toBeGreaterThan(170);
    expect(hrmax).toBeLessThan(208);
  });

  it('needs a bearer token', async () => {
    expect((await callApi('GET', `/web/account/${DEMO_IDS.accounts.player}`)).status).toBe(401);
  });

  it("answers 403 BP_403 for someone else's account", async () => {
    const login = await loginAs('player@example.com');
    const result = await callApi<ErrorEnvelope>('GET', `/web/account/${DEMO_IDS.accounts.solo}`, {
      token: login.accessToken,
    });
    expect(result.status).toBe(403);
    expect(result.body.status.code).toBe('BP_403');
  });

  it("lets a parent read their own account but not another parent's or player's", async () => {
    const login = await loginAs('parent@example.com');
    const own = await callApi<{ playerDetails: unknown[] }>('GET', `/web/account/${DEMO_IDS.accounts.parent}`, {
      token: login.accessToken,
    });
    expect(own.status).toBe(200);
    expect(own.body.playerDetails).toHaveLength(2);
    const other = await callApi('GET', `/web/account/${DEMO_IDS.accounts.player}`, { token: login.accessToken });
    expect(other.status).toBe(403);
  });
});

describe('PUT /web/player/:id/unit-preference', () => {
  const imperial = { unitDistance: 'IMPERIAL', unitHeightWeight: 'IMPERIAL' };

  it("stores the player's units: the next account read and login say IMPERIAL", async () => {
    const login = await loginAs('player@example.com');
    const put = await callApi('PUT', `/web/player/${DEMO_IDS.players.alex}/unit-preference`, {
      token: login.accessToken,
      body: imperial,
    });
    expect(put.status).toBe(200);
    const account = await callApi<Record<string, unknown>>('GET', `/web/account/${DEMO_IDS.accounts.player}`, {
      token: login.accessToken,
    });
    expect(account.body).toMatchObject(imperial);
    expect((await loginAs('player@example.com')).userDetails).toMatchObject(imperial);
  });

  it("lets a parent set their own units through their child's id", async () => {
    const login = await loginAs('parent@example.com');
    const childId = String(login.userDetails['playerId']);
    const put = await callApi('PUT', `/web/player/${childId}/unit-preference`, {
      token: login.accessToken,
      body: imperial,
    });
    expect(put.status).toBe(200);
    expect((await loginAs('parent@example.com')).userDetails).toMatchObject(imperial);
  });

  it("answers 403 BP_403 for another player's id and 400 BP_400 for an unknown unit", async () => {
    const login = await loginAs('player@example.com');
    const other = await callApi<ErrorEnvelope>('PUT', `/web/player/${DEMO_IDS.players.pat}/unit-preference`, {
      token: login.accessToken,
      body: imperial,
    });
    expect(other.status).toBe(403);
    expect(other.body.status.code).toBe('BP_403');
    const bad = await callApi<ErrorEnvelope>('PUT', `/web/player/${DEMO_IDS.players.alex}/unit-preference`, {
      token: login.accessToken,
      body: { unitDistance: 'FURLONGS', unitHeightWeight: 'METRIC' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.status.code).toBe('BP_400');
  });
});

describe('PUT /account/email-confirmation', () => {
  it('succeeds for new@example.com (NOT_VERIFIED) and mails an activation link that activates the account', async () => {
    const login = await loginAs('new@example.com');
    expect(login.userDetails['playerAccountStatus']).toBe('NOT_VERIFIED');
    const result = await callApi('PUT', '/account/email-confirmation', { token: login.accessToken });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({});
    const [mail] = await readOutbox();
    expect(mail).toMatchObject({
      kind: 'ACTIVATION',
      to: 'new@example.com',
      subject: 'Activate your Pulseboard account',
    });
    expect(mail?.link).toMatch(/^\/email-confirmation\/ot-[0-9a-f]+$/);
    const token = await lastMailToken('ACTIVATION', 'new@example.com');
    expect((await callApi('GET', `/player-sign-up/email-confirm/${token}`)).body).toEqual({ email: 'new@example.com' });
    expect((await loginAs('new@example.com')).userDetails['playerAccountStatus']).toBe('ACTIVE');
  });

  it('answers 403 BP_403 "Account already active" for verified@example.com, stored NOT_VERIFIED', async () => {
    const login = await loginAs('verified@example.com');
    expect(login.userDetails['playerAccountStatus']).toBe('NOT_VERIFIED');
    const result = await callApi<ErrorEnvelope>('PUT', '/account/email-confirmation', { token: login.accessToken });
    expect(result.status).toBe(403);
    expect(result.body.status).toEqual({ code: 'BP_403', desc: 'Account already active' });
  });

  it('answers 403 BP_403 for an ACTIVE account', async () => {
    const login = await loginAs('player@example.com');
    const result = await callApi<ErrorEnvelope>('PUT', '/account/email-confirmation', { token: login.accessToken });
    expect(result.status).toBe(403);
  });

  it('needs a token', async () => {
    const result = await callApi<ErrorEnvelope>('PUT', '/account/email-confirmation');
    expect(result.status).toBe(401);
  });
});

describe('currentAccess', () => {
  it('lets a player read only their own player', async () => {
    const login = await loginAs('player@example.com');
    const access = currentAccess(withToken(login.accessToken));
    expect(access.playerIds).toEqual([DEMO_IDS.players.alex]);
    expect(access.canRead(DEMO_IDS.players.alex)).toBe(true);
    expect(access.canRead(DEMO_IDS.players.emma)).toBe(false);
  });

  it("lets a parent read their children's players only", async () => {
    const login = await loginAs('parent@example.com');
    const access = currentAccess(withToken(login.accessToken));
    expect(access.playerIds).toEqual([DEMO_IDS.players.emma, DEMO_IDS.players.noah]);
    expect(access.canRead(DEMO_IDS.players.alex)).toBe(false);
  });

  it('ends the handler with 403 BP_403 when the player is not readable', async () => {
    const login = await loginAs('solo@example.com');
    const access = currentAccess(withToken(login.accessToken));
    let thrown: unknown;
    try {
      access.assertCanRead(DEMO_IDS.players.noah);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ status: { code: 'BP_403', desc: 'Access denied' } });
    expect(() => access.assertCanRead(DEMO_IDS.players.pat)).not.toThrow();
  });

  it('authenticates like the guard: an unknown token ends with 401', () => {
    let thrown: unknown;
    try {
      currentAccess(withToken('at.unknown'));
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Response).status).toBe(401);
  });
});
