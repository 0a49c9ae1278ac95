import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../domain/errors/api-error';
import { pathOf } from './api-path';
import { HttpClient, PublicHttpClient } from './http-client';

const BASE = 'http://api.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A share token as the server mints them, shorter than 24 characters: the review's case. */
const TOKEN = 'Zk3q9X2mLp7RtY4wQ1';
const SHARED = '/public/shared-sessions/:token';

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the promise to reject');
}

describe('pathOf', () => {
  it('fills each parameter with its value, encoded as one segment', () => {
    expect(
      pathOf('/web/player-activities/:activityId/segments/:segmentId', { activityId: 'a/1', segmentId: 's 2' }),
    ).toBe('/web/player-activities/a%2F1/segments/s%202');
    expect(pathOf('/login')).toBe('/login');
  });

  it('refuses a pattern whose parameter has no value, naming the pattern and not a value', () => {
    expect(() => pathOf('/public/shared-sessions/:token', {})).toThrow(
      'No value for :token of /public/shared-sessions/:token',
    );
  });
});

describe('HttpClient errors name the call by its route pattern, never by its path (docs/architecture.md#error-reporting)', () => {
  const client = () => new PublicHttpClient({ baseUrl: BASE, sleep: () => Promise.resolve(), timeoutMs: 50 });

  it.each([
    [
      'an error answer',
      () => HttpResponse.json({ status: { code: 'BP_404', desc: 'LINK_INVALID' } }, { status: 404 }),
      'BP_404',
    ],
    ['no answer (a network error)', () => HttpResponse.error(), 'NETWORK'],
    [
      'an answer that is not JSON',
      () => new HttpResponse('{oops', { headers: { 'Content-Type': 'application/json' } }),
      'BAD_RESPONSE',
    ],
    [
      'no answer in time',
      async () => {
        await delay(500);
        return HttpResponse.json({});
      },
      'TIMEOUT',
    ],
  ] as const)(
    "for %s, a shared link's call is named GET /public/shared-sessions/:token, without its token",
    async (_what, answer, code) => {
      let asked = '';
      server.use(
        http.get(`${BASE}/public/shared-sessions/:token`, ({ params }) => {
          asked = String(params['token']);
          return answer();
        }),
      );
      const error = await rejectionOf(client().get(SHARED, { params: { token: TOKEN } }));
      expect(asked).toBe(TOKEN);
      expect(error).toMatchObject({ code, call: `GET ${SHARED}` });
      expect(error.message).toContain(`for GET ${SHARED}:`);
      expect(`${error.message} ${error.stack ?? ''}`).not.toContain(TOKEN);
    },
  );

  it('names a call without parameters by its path, which is its pattern', async () => {
    server.use(
      http.post(`${BASE}/password_reset`, () =>
        HttpResponse.json({ status: { code: 'BP_400', desc: 'EMAIL_INVALID' } }, { status: 400 }),
      ),
    );
    const error = await rejectionOf(client().post('/password_reset', { email: 'a@example.com' }));
    expect(error.message).toBe('BP_400 (400) for POST /password_reset: EMAIL_INVALID');
  });

  it('takes only patterns written in the code: the type checker refuses a path built at run time', () => {
    const signedIn = new HttpClient({ baseUrl: BASE, auth: false });
    /** A token as the app holds one: a string known at run time only. */
    const token: string = TOKEN;
    // Never called: tsc (npm test) checks these lines, and fails when one of them stops being an error.
    const refused = [
      // @ts-expect-error a path built at run time is not a pattern: its error would name the token
      () => signedIn.get(`/public/shared-sessions/${token}`),
      // @ts-expect-error the pattern's parameter has no value
      () => signedIn.get(SHARED),
      // @ts-expect-error a parameter the pattern does not have
      () => signedIn.get(SHARED, { params: { token, extra: 'x' } }),
      // @ts-expect-error a pattern without parameters takes none
      () => signedIn.get('/login', { params: { token } }),
    ];
    expect(refused).toHaveLength(4);
  });
});
