import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readRetryAfterSeconds } from './api-error-from-response';
import { PublicHttpClient } from './http-client';

const BASE = 'http://api.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const tooMany = (retryAfter: string | null) => {
  const headers: Record<string, string> = retryAfter === null ? {} : { 'Retry-After': retryAfter };
  return HttpResponse.json({ status: { code: 'BP_429', desc: 'TOO_MANY_REQUESTS' } }, { status: 429, headers });
};

describe('a 429 answer (docs/api.md#too-many-requests)', () => {
  it('rejects with BP_429 and the seconds of its Retry-After', async () => {
    server.use(http.post(`${BASE}/password_reset`, () => tooMany('45')));
    const client = new PublicHttpClient({ baseUrl: BASE });
    await expect(client.post('/password_reset', { email: 'player@example.com' })).rejects.toMatchObject({
      code: 'BP_429',
      httpStatus: 429,
      retryAfterSeconds: 45,
      call: 'POST /password_reset',
    });
  });

  it('without a readable Retry-After, carries no wait', async () => {
    server.use(http.post(`${BASE}/password_reset`, () => tooMany('Wed, 21 Oct 2026 07:28:00 GMT')));
    const error: unknown = await new PublicHttpClient({ baseUrl: BASE })
      .post('/password_reset', {})
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'BP_429' });
    expect((error as { retryAfterSeconds?: number }).retryAfterSeconds).toBeUndefined();
  });
});

describe('readRetryAfterSeconds', () => {
  it.each([
    ['45', 45],
    [' 3300 ', 3300],
    ['1', 1],
    ['86400', 86_400],
  ])('reads %j as %i seconds', (header, seconds) => {
    expect(readRetryAfterSeconds(header)).toBe(seconds);
  });

  it.each([
    null,
    undefined,
    '',
    '0',
    '86401',
    '-5',
    '+5',
    '4.5',
    '1e3',
    '45s',
    'Wed, 21 Oct 2026 07:28:00 GMT',
    '9999999',
  ])('does not believe %j', (header) => {
    expect(readRetryAfterSeconds(header)).toBeUndefined();
  });
});
