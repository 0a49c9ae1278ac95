import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpAccountSettingsApi } from './http-account-settings-api';
import { testHttpClient } from './test-http-client.test-support';

const BASE = 'http://api.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = () => new HttpAccountSettingsApi(testHttpClient(BASE, 'tok'));
const refusal = (status: number, code: string, desc: string) =>
  HttpResponse.json({ status: { code, desc } }, { status });

describe('HttpAccountSettingsApi', () => {
  it('puts the language as JSON for the account, with the bearer token', async () => {
    const seen: { auth: string | null; body: unknown }[] = [];
    server.use(
      http.put(`${BASE}/web/account/acc%2F1/language`, async ({ request }) => {
        seen.push({ auth: request.headers.get('Authorization'), body: await request.json() });
        return HttpResponse.json({});
      }),
    );
    await expect(api().updateLanguage('acc/1', 'fr')).resolves.toBeUndefined();
    expect(seen).toEqual([{ auth: 'Bearer tok', body: { language: 'fr' } }]);
  });

  it('puts the visibility to coaches in the path and surfaces a refusal', async () => {
    const paths: string[] = [];
    server.use(
      http.put(`${BASE}/web/player/:id/privacy/activity/:flag`, ({ request, params }) => {
        paths.push(new URL(request.url).pathname);
        return params['flag'] === 'false' ? refusal(403, 'BP_403', 'Access denied') : HttpResponse.json({});
      }),
    );
    await expect(api().updateActivityPrivacy('pl-1', true)).resolves.toBeUndefined();
    await expect(api().updateActivityPrivacy('pl-1', false)).rejects.toMatchObject({ code: 'BP_403', httpStatus: 403 });
    expect(paths).toEqual([
      '/api/web/player/pl-1/privacy/activity/true',
      '/api/web/player/pl-1/privacy/activity/false',
    ]);
  });

  it('patches a subscription with {subscribed} and returns the checked answer; a malformed answer is BAD_RESPONSE', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.patch(`${BASE}/web/subscriptions/sub-1`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          bodies.length === 1
            ? { id: 'sub-1', type: 'WEEKLY_REPORT', subscribed: false }
            : { id: 'sub-1', type: 'DAILY', subscribed: 'no' },
        );
      }),
    );
    await expect(api().updateSubscription('sub-1', false)).resolves.toEqual({
      id: 'sub-1',
      type: 'WEEKLY_REPORT',
      subscribed: false,
    });
    expect(bodies).toEqual([{ subscribed: false }]);
    await expect(api().updateSubscription('sub-1', true)).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('posts an additional email as text/plain and returns the new address; the refusals keep their codes', async () => {
    const sent: { type: string | null; text: string }[] = [];
    server.use(
      http.post(`${BASE}/web/player/pl-1/additional-email`, async ({ request }) => {
        const text = await request.text();
        sent.push({ type: request.headers.get('Content-Type'), text });
        if (text === 'player@example.com') return refusal(400, 'BP_400', 'SAME_AS_ACCOUNT_EMAIL');
        if (text === 'twice@example.com') return refusal(409, 'BP_409', 'ADDITIONAL_EMAIL_EXISTS');
        return HttpResponse.json({ id: 'mail-9', email: text, confirmed: false });
      }),
    );
    await expect(api().addAdditionalEmail('pl-1', 'coach@example.com')).resolves.toEqual({
      id: 'mail-9',
      email: 'coach@example.com',
      confirmed: false,
    });
    expect(sent[0]?.type).toMatch(/^text\/plain/);
    await expect(api().addAdditionalEmail('pl-1', 'player@example.com')).rejects.toMatchObject({
      code: 'BP_400',
      desc: 'SAME_AS_ACCOUNT_EMAIL',
    });
    await expect(api().addAdditionalEmail('pl-1', 'twice@example.com')).rejects.toMatchObject({
      code: 'BP_409',
      desc: 'ADDITIONAL_EMAIL_EXISTS',
    });
    expect(sent.map((s) => s.text)).toEqual(['coach@example.com', 'player@example.com', 'twice@example.com']);
  });

  it('rejects an added address answer without an id', async () => {
    server.use(
      http.post(`${BASE}/web/player/pl-1/additional-email`, () =>
        HttpResponse.json({ email: 'a@example.com', confirmed: false }),
      ),
    );
    await expect(api().addAdditionalEmail('pl-1', 'a@example.com')).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('deletes an additional email and resends its confirmation with GET; 404 and 409 surface', async () => {
    const calls: string[] = [];
    server.use(
      http.delete(`${BASE}/web/player/pl-1/additional-email/:emailId`, ({ params }) => {
        calls.push(`DELETE ${String(params['emailId'])}`);
        return params['emailId'] === 'gone' ? refusal(404, 'BP_404', 'unknown') : HttpResponse.json({});
      }),
      http.get(`${BASE}/web/player/pl-1/additional-email-resend-confirmation/:emailId`, ({ params }) => {
        calls.push(`GET ${String(params['emailId'])}`);
        return params['emailId'] === 'done' ? refusal(409, 'BP_409', 'already confirmed') : HttpResponse.json({});
      }),
    );
    await expect(api().deleteAdditionalEmail('pl-1', 'mail-1')).resolves.toBeUndefined();
    await expect(api().deleteAdditionalEmail('pl-1', 'gone')).rejects.toMatchObject({ code: 'BP_404' });
    await expect(api().resendAdditionalEmailConfirmation('pl-1', 'mail-1')).resolves.toBeUndefined();
    await expect(api().resendAdditionalEmailConfirmation('pl-1', 'done')).rejects.toMatchObject({ code: 'BP_409' });
    expect(calls).toEqual(['DELETE mail-1', 'DELETE gone', 'GET mail-1', 'GET done']);
  });
});
