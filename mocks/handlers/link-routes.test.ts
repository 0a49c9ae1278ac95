import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../node';
import { resetMockBackend } from '../mock-backend';
import { callApi, errorOf } from '../testing/mock-api-client';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockBackend());
afterAll(() => server.close());

interface Route {
  readonly method: string;
  /** The path with `{t}` where the token goes. */
  readonly path: string;
  readonly body?: unknown;
}

/** Every public `:token` call (docs/api-account.md#link-tokens), with a body where it needs one. */
const ROUTES: readonly Route[] = [
  { method: 'GET', path: '/player-sign-up/{t}' },
  { method: 'GET', path: '/player-sign-up/email-check/{t}' },
  { method: 'POST', path: '/player-sign-up/{t}' },
  { method: 'GET', path: '/player-sign-up/email-confirm/{t}' },
  { method: 'GET', path: '/player-sign-up/child-confirmation/{t}' },
  { method: 'PUT', path: '/player-sign-up/child-confirmation/{t}' },
  { method: 'GET', path: '/player-sign-up/organization-invite/{t}' },
  { method: 'PUT', path: '/player-sign-up/organization-invite/{t}' },
  { method: 'GET', path: '/password_reset/{t}' },
  { method: 'PUT', path: '/password_reset/{t}', body: { password: 'brand-new-pass' } },
  { method: 'PUT', path: '/account/email-change-confirmation/{t}' },
  { method: 'GET', path: '/player-additional-email/email-confirm/{t}' },
  { method: 'GET', path: '/subscriptions/{t}' },
  { method: 'PATCH', path: '/subscriptions/{t}', body: { subscribed: false, type: 'SESSION_SUMMARY' } },
];

async function call({ method, path, body }: Route, token: string) {
  const url = path.replace('{t}', token);
  if (method === 'POST') return callApi(method, url, { form: new FormData() });
  return callApi(method, url, body === undefined ? {} : { body });
}

describe('the demo tokens on every public route', () => {
  it.each(ROUTES)(
    '$method $path: demo-expired 410 BP_412, demo-redeemed 409, unknown 404, demo-valid works',
    async (route) => {
      expect(errorOf(await call(route, 'demo-expired'))).toEqual([410, 'BP_412', 'LINK_EXPIRED']);
      expect(errorOf(await call(route, 'demo-redeemed'))).toEqual([409, 'BP_409', 'LINK_REDEEMED']);
      expect(errorOf(await call(route, 'not-a-token'))).toEqual([404, 'BP_404', 'LINK_INVALID']);
      if (route.method !== 'POST') expect((await call(route, 'demo-valid')).status).toBe(200);
    },
  );

  it('demo-child-valid is a sign-up token only: on the other routes it is invalid', async () => {
    expect((await callApi('GET', '/player-sign-up/demo-child-valid')).status).toBe(200);
    // ROUTES starts with the three calls of the sign-up itself.
    for (const route of ROUTES.slice(3)) {
      expect(errorOf(await call(route, 'demo-child-valid'))[2]).toBe('LINK_INVALID');
    }
  });

  it('a mailed token of one kind is invalid on the routes of another kind', async () => {
    await callApi('POST', '/password_reset', { body: { email: 'player@example.com' } });
    const outbox = await callApi<{ link: string }[]>('GET', '/__mock/outbox');
    const token = outbox.body[0]?.link.split('/').at(-1) ?? '';
    expect((await callApi('GET', `/password_reset/${token}`)).status).toBe(200);
    expect(errorOf(await callApi('PUT', `/account/email-change-confirmation/${token}`))[2]).toBe('LINK_INVALID');
    expect(errorOf(await callApi('GET', `/player-sign-up/email-confirm/${token}`))[2]).toBe('LINK_INVALID');
  });
});
