import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../node';
import { resetMockBackend } from '../mock-backend';
import { callApi, errorOf, lastMailToken, loginAs, readOutbox } from '../testing/mock-api-client';
import { DEMO_IDS, DEMO_PASSWORD } from '../world/demo-world';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockBackend());
afterAll(() => server.close());

const ALEX = DEMO_IDS.accounts.player;

const login = (email: string, password = DEMO_PASSWORD) => callApi('POST', '/login', { body: { email, password } });

describe('PUT /web/account/{accountId}/password', () => {
  it('replaces the password: the old one is refused at the next login, the new one signs in', async () => {
    const session = await loginAs('player@example.com');
    const put = await callApi('PUT', `/web/account/${ALEX}/password`, {
      token: session.accessToken,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'a-new-pass-2' },
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({});
    expect(errorOf(await login('player@example.com'))).toEqual([401, 'BP_401', 'Incorrect password.']);
    expect((await login('player@example.com', 'a-new-pass-2')).status).toBe(200);
  });

  it('answers CURRENT_PASSWORD_INVALID, PASSWORD_LENGTH, 403 for another account and 401 without a token', async () => {
    const session = await loginAs('player@example.com');
    const put = (accountId: string, body: unknown, token: string | null = session.accessToken) =>
      callApi('PUT', `/web/account/${accountId}/password`, token === null ? { body } : { token, body });
    expect(errorOf(await put(ALEX, { currentPassword: 'wrong-pass', newPassword: 'a-new-pass-2' }))).toEqual([
      400,
      'BP_400',
      'CURRENT_PASSWORD_INVALID',
    ]);
    expect(errorOf(await put(ALEX, { currentPassword: DEMO_PASSWORD, newPassword: 'short' }))).toEqual([
      400,
      'BP_400',
      'PASSWORD_LENGTH',
    ]);
    expect(errorOf(await put(ALEX, { currentPassword: DEMO_PASSWORD, newPassword: 'x'.repeat(51) }))[2]).toBe(
      'PASSWORD_LENGTH',
    );
    expect(
      errorOf(await put(DEMO_IDS.accounts.solo, { currentPassword: DEMO_PASSWORD, newPassword: 'a-new-pass-2' }))[0],
    ).toBe(403);
    expect(errorOf(await put(ALEX, { currentPassword: DEMO_PASSWORD, newPassword: 'a-new-pass-2' }, null))[0]).toBe(
      401,
    );
    expect((await login('player@example.com')).status).toBe(200);
  });
});

describe('PUT and DELETE /web/account/{accountId}/email-change', () => {
  it('sets newEmail and mails the new address; its link changes the email, and the next login uses it', async () => {
    const session = await loginAs('player@example.com');
    const put = await callApi<{ email: string; newEmail: string; personal: unknown }>(
      'PUT',
      `/web/account/${ALEX}/email-change`,
      {
        token: session.accessToken,
        body: { email: 'alex.new@example.com' },
      },
    );
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ email: 'player@example.com', newEmail: 'alex.new@example.com' });
    expect(put.body.personal).toBeDefined();
    const mails = await readOutbox();
    expect(mails.map((mail) => [mail.kind, mail.to])).toEqual([['EMAIL_CHANGE', 'alex.new@example.com']]);
    expect(mails[0]?.link).toMatch(/^\/email-change\/ot-/);
    const token = await lastMailToken('EMAIL_CHANGE', 'alex.new@example.com');
    const confirmed = await callApi('PUT', `/account/email-change-confirmation/${token}`);
    expect(confirmed.body).toEqual({ email: 'alex.new@example.com' });
    expect(errorOf(await login('player@example.com'))[0]).toBe(404);
    const again = await loginAs('alex.new@example.com');
    expect(again.userDetails).toMatchObject({ email: 'alex.new@example.com', newEmail: null, accountId: ALEX });
    expect(errorOf(await callApi('PUT', `/account/email-change-confirmation/${token}`))).toEqual([
      409,
      'BP_409',
      'LINK_REDEEMED',
    ]);
  });

  it('a second request (resend) or a cancel makes the older link invalid; DELETE clears newEmail', async () => {
    const session = await loginAs('player@example.com');
    const ask = () =>
      callApi('PUT', `/web/account/${ALEX}/email-change`, {
        token: session.accessToken,
        body: { email: 'alex.new@example.com' },
      });
    await ask();
    const first = await lastMailToken('EMAIL_CHANGE', 'alex.new@example.com');
    await ask();
    const second = await lastMailToken('EMAIL_CHANGE', 'alex.new@example.com');
    expect(second).not.toBe(first);
    expect(errorOf(await callApi('PUT', `/account/email-change-confirmation/${first}`))).toEqual([
      404,
      'BP_404',
      'LINK_INVALID',
    ]);
    const cancelled = await callApi<{ newEmail: string | null }>('DELETE', `/web/account/${ALEX}/email-change`, {
      token: session.accessToken,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.newEmail).toBeNull();
    expect(errorOf(await callApi('PUT', `/account/email-change-confirmation/${second}`))[2]).toBe('LINK_INVALID');
  });

  it('answers EMAIL_INVALID, SAME_EMAIL, 409 EMAIL_ALREADY_REGISTERED, 403 for another account', async () => {
    const session = await loginAs('player@example.com');
    const ask = (email: string, accountId: string = ALEX) =>
      callApi('PUT', `/web/account/${accountId}/email-change`, { token: session.accessToken, body: { email } });
    expect(errorOf(await ask('not-an-email'))).toEqual([400, 'BP_400', 'EMAIL_INVALID']);
    expect(errorOf(await ask(' Player@Example.com '))).toEqual([400, 'BP_400', 'SAME_EMAIL']);
    expect(errorOf(await ask('solo@example.com'))).toEqual([409, 'BP_409', 'EMAIL_ALREADY_REGISTERED']);
    expect(errorOf(await ask('x@example.com', DEMO_IDS.accounts.parent))[0]).toBe(403);
    expect(
      errorOf(
        await callApi('DELETE', `/web/account/${DEMO_IDS.accounts.verified}/email-change`, {
          token: session.accessToken,
        }),
      )[0],
    ).toBe(403);
    expect(await readOutbox()).toEqual([]);
  });
});

describe('PUT /web/account/{accountId}/language', () => {
  it('stores en or fr on the account; refuses another language and another account', async () => {
    const session = await loginAs('player@example.com');
    const put = (language: string, accountId: string = ALEX) =>
      callApi('PUT', `/web/account/${accountId}/language`, { token: session.accessToken, body: { language } });
    expect((await put('fr')).status).toBe(200);
    expect((await loginAs('player@example.com')).userDetails['language']).toBe('fr');
    expect(errorOf(await put('de'))).toEqual([400, 'BP_400', 'LANGUAGE_INVALID']);
    expect(errorOf(await put('fr', DEMO_IDS.accounts.solo))[0]).toBe(403);
  });
});

describe('PUT /web/player/{id}/privacy/activity/{bool}', () => {
  it("stores activityPrivacy on the calling account (a parent through a child's id); 403 for others, 400 for other values", async () => {
    const parent = await loginAs('parent@example.com');
    const put = (id: string, value: string) =>
      callApi('PUT', `/web/player/${id}/privacy/activity/${value}`, { token: parent.accessToken });
    expect((await put(DEMO_IDS.players.noah, 'false')).body).toEqual({});
    expect((await loginAs('parent@example.com')).userDetails['activityPrivacy']).toBe(false);
    expect((await put(DEMO_IDS.accounts.parent, 'true')).status).toBe(200);
    expect((await loginAs('parent@example.com')).userDetails['activityPrivacy']).toBe(true);
    expect(errorOf(await put(DEMO_IDS.players.alex, 'false'))[0]).toBe(403);
    expect(errorOf(await put(DEMO_IDS.accounts.parent, 'maybe'))).toEqual([400, 'BP_400', 'INVALID_PRIVACY_VALUE']);
    expect((await callApi('PUT', `/web/player/${DEMO_IDS.players.alex}/privacy/activity/true`)).status).toBe(401);
  });
});

describe('PATCH /web/subscriptions/{subscriptionId}', () => {
  it('turns a mail off and on again; answers the Subscription; the profile shows it', async () => {
    const session = await loginAs('player@example.com');
    const patch = await callApi('PATCH', '/web/subscriptions/sub-alex-weekly-report', {
      token: session.accessToken,
      body: { subscribed: false },
    });
    expect(patch.body).toEqual({ id: 'sub-alex-weekly-report', type: 'WEEKLY_REPORT', subscribed: false });
    const read = await callApi<{ subscriptions: unknown[] }>('GET', `/web/account/${ALEX}`, {
      token: session.accessToken,
    });
    expect(read.body.subscriptions).toContainEqual({
      id: 'sub-alex-weekly-report',
      type: 'WEEKLY_REPORT',
      subscribed: false,
    });
  });

  it("answers 403 for another account's subscription, 404 for an unknown one, 400 without a boolean, 401 without a token", async () => {
    const session = await loginAs('parent@example.com');
    const patch = (id: string, body: unknown = { subscribed: false }) =>
      callApi('PATCH', `/web/subscriptions/${id}`, { token: session.accessToken, body });
    expect(errorOf(await patch('sub-alex-weekly-report'))[0]).toBe(403);
    expect(errorOf(await patch('sub-nobody'))[0]).toBe(404);
    expect(errorOf(await patch('sub-sam-weekly-report', { subscribed: 'no' }))[0]).toBe(400);
    expect(
      (await callApi('PATCH', '/web/subscriptions/sub-alex-weekly-report', { body: { subscribed: false } })).status,
    ).toBe(401);
  });
});
