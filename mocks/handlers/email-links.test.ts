import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../node';
import { resetMockBackend } from '../mock-backend';
import { callApi, errorOf, loginAs } from '../testing/mock-api-client';
import { DEMO_IDS } from '../world/demo-world';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockBackend());
afterAll(() => server.close());

describe('PUT /account/email-change-confirmation/demo-valid', () => {
  it("confirms Kim Lee's pending change to kim.lee@example.com; the next login uses it; the link can be used again", async () => {
    expect((await loginAs('verified@example.com')).userDetails['newEmail']).toBe('kim.lee@example.com');
    expect((await callApi('PUT', '/account/email-change-confirmation/demo-valid')).body).toEqual({
      email: 'kim.lee@example.com',
    });
    expect(
      (await callApi('POST', '/login', { body: { email: 'verified@example.com', password: 'demo-pass-1' } })).status,
    ).toBe(404);
    expect((await loginAs('kim.lee@example.com')).userDetails).toMatchObject({
      accountId: DEMO_IDS.accounts.verified,
      newEmail: null,
    });
    expect((await callApi('PUT', '/account/email-change-confirmation/demo-valid')).status).toBe(200);
  });

  it('answers 409 EMAIL_ALREADY_REGISTERED when another account took the address meanwhile', async () => {
    const alex = await loginAs('player@example.com');
    await callApi('PUT', `/web/account/${DEMO_IDS.accounts.player}/email-change`, {
      token: alex.accessToken,
      body: { email: 'kim.lee@example.com' },
    });
    const outbox = await callApi<{ link: string }[]>('GET', '/__mock/outbox');
    await callApi('PUT', `/account/email-change-confirmation/${outbox.body[0]?.link.split('/').at(-1)}`);
    expect(errorOf(await callApi('PUT', '/account/email-change-confirmation/demo-valid'))).toEqual([
      409,
      'BP_409',
      'EMAIL_ALREADY_REGISTERED',
    ]);
  });
});

describe('GET /player-additional-email/email-confirm/demo-valid', () => {
  it("confirms coach.notes@example.com, Alex's unconfirmed additional email", async () => {
    expect((await callApi('GET', '/player-additional-email/email-confirm/demo-valid')).body).toEqual({
      email: 'coach.notes@example.com',
    });
    const entries = (await loginAs('player@example.com')).userDetails['additionalEmailAddresses'];
    expect(entries).toContainEqual({
      id: DEMO_IDS.unconfirmedEmailId,
      email: 'coach.notes@example.com',
      confirmed: true,
    });
  });
});

describe('GET and PATCH /subscriptions/demo-valid', () => {
  it("reads and changes player@example.com's session summary, and subscribes again", async () => {
    expect((await callApi('GET', '/subscriptions/demo-valid')).body).toEqual({
      email: 'player@example.com',
      type: 'SESSION_SUMMARY',
      subscribed: true,
    });
    const off = await callApi('PATCH', '/subscriptions/demo-valid', {
      body: { subscribed: false, type: 'SESSION_SUMMARY' },
    });
    expect(off.body).toEqual({ email: 'player@example.com', type: 'SESSION_SUMMARY', subscribed: false });
    expect((await callApi('GET', '/subscriptions/demo-valid')).body).toMatchObject({ subscribed: false });
    const on = await callApi('PATCH', '/subscriptions/demo-valid', {
      body: { subscribed: true, type: 'SESSION_SUMMARY' },
    });
    expect(on.body).toMatchObject({ subscribed: true });
  });

  it('takes WEEKLY_REPORT too (the UnsubscribeWeekly page); the profile shows the change', async () => {
    const off = await callApi('PATCH', '/subscriptions/demo-valid', {
      body: { subscribed: false, type: 'WEEKLY_REPORT' },
    });
    expect(off.body).toEqual({ email: 'player@example.com', type: 'WEEKLY_REPORT', subscribed: false });
    expect((await callApi('GET', '/subscriptions/demo-valid?type=WEEKLY_REPORT')).body).toMatchObject({
      type: 'WEEKLY_REPORT',
      subscribed: false,
    });
    const alex = await loginAs('player@example.com');
    const profile = await callApi<{ subscriptions: unknown[] }>('GET', `/web/account/${DEMO_IDS.accounts.player}`, {
      token: alex.accessToken,
    });
    expect(profile.body.subscriptions).toContainEqual({
      id: 'sub-alex-weekly-report',
      type: 'WEEKLY_REPORT',
      subscribed: false,
    });
  });

  it('answers 400 for a type the link does not cover or a missing boolean', async () => {
    const patch = (body: unknown) => callApi('PATCH', '/subscriptions/demo-valid', { body });
    expect(errorOf(await patch({ subscribed: false, type: 'WEEKLY_INDIVIDUAL_REPORT' }))).toEqual([
      400,
      'BP_400',
      'SUBSCRIPTION_TYPE_INVALID',
    ]);
    expect(errorOf(await patch({ type: 'SESSION_SUMMARY' }))[0]).toBe(400);
  });
});
