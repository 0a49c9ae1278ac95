import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { linkStateOfError } from '../../domain/links/link-state';
import { HttpAccountLinksApi } from './http-account-links-api';
import { PublicHttpClient } from './http-client';

const BASE = 'http://api.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = () => new HttpAccountLinksApi(new PublicHttpClient({ baseUrl: BASE, sleep: () => Promise.resolve() }));
const linkError = (status: number, code: string, desc: string) =>
  HttpResponse.json({ status: { code, desc } }, { status });

describe('HttpAccountLinksApi (docs/api-account.md)', () => {
  it('asks for a reset mail with POST {email} and surfaces the two refusals', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${BASE}/password_reset`, async ({ request }) => {
        const body = (await request.json()) as { email: string };
        bodies.push(body);
        if (body.email === 'nobody@example.com') return linkError(404, 'BP_404', 'EMAIL_NOT_REGISTERED');
        if (body.email === 'new@example.com') return linkError(403, 'BP_403', 'ACCOUNT_NOT_ACTIVATED');
        return HttpResponse.json({});
      }),
    );
    await expect(api().requestPasswordReset('player@example.com')).resolves.toBeUndefined();
    await expect(api().requestPasswordReset('nobody@example.com')).rejects.toMatchObject({
      code: 'BP_404',
      httpStatus: 404,
    });
    await expect(api().requestPasswordReset('new@example.com')).rejects.toMatchObject({
      code: 'BP_403',
      httpStatus: 403,
    });
    expect(bodies).toEqual([
      { email: 'player@example.com' },
      { email: 'nobody@example.com' },
      { email: 'new@example.com' },
    ]);
  });

  it('checks a reset link with GET and puts the new password with PUT {password}, the token escaped', async () => {
    const puts: unknown[] = [];
    server.use(
      http.get(`${BASE}/password_reset/a%2Fb`, () => HttpResponse.json({ email: 'player@example.com' })),
      http.put(`${BASE}/password_reset/a%2Fb`, async ({ request }) => {
        puts.push(await request.json());
        return HttpResponse.json({});
      }),
    );
    await expect(api().checkPasswordReset('a/b')).resolves.toEqual({ email: 'player@example.com' });
    await expect(api().resetPassword('a/b', 'new-pass-22')).resolves.toBeUndefined();
    expect(puts).toEqual([{ password: 'new-pass-22' }]);
  });

  it('reads the three link answers as link states', async () => {
    server.use(
      http.get(`${BASE}/password_reset/unknown`, () => linkError(404, 'BP_404', 'LINK_INVALID')),
      http.get(`${BASE}/password_reset/demo-expired`, () => linkError(410, 'BP_412', 'LINK_EXPIRED')),
      http.get(`${BASE}/password_reset/demo-redeemed`, () => linkError(409, 'BP_409', 'LINK_REDEEMED')),
    );
    const stateOf = (token: string) =>
      api()
        .checkPasswordReset(token)
        .then(() => 'valid', linkStateOfError);
    await expect(stateOf('unknown')).resolves.toBe('invalid');
    await expect(stateOf('demo-expired')).resolves.toBe('expired');
    await expect(stateOf('demo-redeemed')).resolves.toBe('redeemed');
  });

  it('confirms an email change with PUT and an additional email with GET', async () => {
    const methods: string[] = [];
    server.use(
      http.put(`${BASE}/account/email-change-confirmation/demo-valid`, ({ request }) => {
        methods.push(request.method);
        return HttpResponse.json({ email: 'kim.lee@example.com' });
      }),
      http.get(`${BASE}/player-additional-email/email-confirm/demo-valid`, ({ request }) => {
        methods.push(request.method);
        return HttpResponse.json({ email: 'coach.notes@example.com' });
      }),
    );
    await expect(api().confirmEmailChange('demo-valid')).resolves.toEqual({ email: 'kim.lee@example.com' });
    await expect(api().confirmAdditionalEmail('demo-valid')).resolves.toEqual({ email: 'coach.notes@example.com' });
    expect(methods).toEqual(['PUT', 'GET']);
  });

  it('reads a subscription with GET ?type= and changes it with PATCH {subscribed, type}', async () => {
    const patches: unknown[] = [];
    server.use(
      http.get(`${BASE}/subscriptions/demo-valid`, ({ request }) =>
        HttpResponse.json({
          email: 'player@example.com',
          type: new URL(request.url).searchParams.get('type'),
          subscribed: true,
        }),
      ),
      http.patch(`${BASE}/subscriptions/demo-valid`, async ({ request }) => {
        const body = (await request.json()) as { subscribed: boolean; type: string };
        patches.push(body);
        return HttpResponse.json({ email: 'player@example.com', ...body });
      }),
    );
    await expect(api().getSubscription('demo-valid', 'SESSION_SUMMARY')).resolves.toEqual({
      email: 'player@example.com',
      type: 'SESSION_SUMMARY',
      subscribed: true,
    });
    await expect(api().updateSubscription('demo-valid', 'WEEKLY_REPORT', false)).resolves.toEqual({
      email: 'player@example.com',
      type: 'WEEKLY_REPORT',
      subscribed: false,
    });
    expect(patches).toEqual([{ subscribed: false, type: 'WEEKLY_REPORT' }]);
  });

  it('rejects malformed answers with BAD_RESPONSE', async () => {
    server.use(
      http.get(`${BASE}/subscriptions/tok`, () =>
        HttpResponse.json({ email: 'player@example.com', type: 'DAILY', subscribed: 'yes' }),
      ),
      http.put(`${BASE}/account/email-change-confirmation/tok`, () => HttpResponse.json({ mail: 'x' })),
    );
    await expect(api().getSubscription('tok', 'SESSION_SUMMARY')).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    await expect(api().confirmEmailChange('tok')).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });
});
