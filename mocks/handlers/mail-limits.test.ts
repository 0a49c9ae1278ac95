import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetMockBackend } from '../mock-backend';
import { MOCK_API_BASE, server } from '../node';
import { callApi, loginAs, readOutbox } from '../testing/mock-api-client';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockBackend());
afterAll(() => server.close());

/** What a limited call answered: its status, its Retry-After (whole seconds, null without one) and its error code. */
async function ask(method: string, path: string, init: { body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token !== undefined) headers['authorization'] = `Bearer ${init.token}`;
  const response = await fetch(`${MOCK_API_BASE}${path}`, {
    method,
    headers,
    body: init.body === undefined ? null : JSON.stringify(init.body),
  });
  const retryAfter = response.headers.get('retry-after');
  const body = (await response.json()) as { status?: { code: string; desc: string } };
  return {
    status: response.status,
    retryAfter: retryAfter === null ? null : Number(retryAfter),
    error: body.status ?? null,
  };
}

const advance = (seconds: number) => callApi('POST', '/__mock/clock', { body: { advanceSeconds: seconds } });
const requestReset = (email: string) => ask('POST', '/password_reset', { body: { email } });

describe('the mail limits (docs/api.md#too-many-requests)', () => {
  it('password reset: a second ask within the minute answers 429 with the seconds left, and sends nothing', async () => {
    expect((await requestReset('player@example.com')).status).toBe(200);
    await advance(15);
    const refused = await requestReset('Player@Example.com');
    expect(refused.status).toBe(429);
    expect(refused.error).toEqual({ code: 'BP_429', desc: 'TOO_MANY_REQUESTS' });
    expect(refused.retryAfter).toBeGreaterThanOrEqual(44);
    expect(refused.retryAfter).toBeLessThanOrEqual(45);
    expect(await readOutbox()).toHaveLength(1);
    await advance(45);
    expect((await requestReset('player@example.com')).status).toBe(200);
    expect(await readOutbox()).toHaveLength(2);
  });

  it('password reset: five an hour, then a wait until the first of them is an hour old', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await requestReset('player@example.com')).status).toBe(200);
      await advance(60);
    }
    const sixth = await requestReset('player@example.com');
    expect(sixth.status).toBe(429);
    // The first went out 5 minutes ago: 55 minutes left (a second less when the real clock ticked meanwhile).
    expect(sixth.retryAfter).toBeGreaterThanOrEqual(55 * 60 - 1);
    expect(sixth.retryAfter).toBeLessThanOrEqual(55 * 60);
    expect(await readOutbox()).toHaveLength(5);
    // Another account is not held by this one's limit.
    expect((await requestReset('parent@example.com')).status).toBe(200);
    await advance(55 * 60);
    expect((await requestReset('player@example.com')).status).toBe(200);
  });

  it('activation resend: once a minute per account, then 429 with Retry-After', async () => {
    const login = await loginAs('new@example.com');
    const resend = () => ask('PUT', '/account/email-confirmation', { token: login.accessToken });
    expect((await resend()).status).toBe(200);
    const refused = await resend();
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeGreaterThanOrEqual(59);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
    expect((await readOutbox()).filter((mail) => mail.kind === 'ACTIVATION')).toHaveLength(1);
    await advance(60);
    expect((await resend()).status).toBe(200);
  });
});
