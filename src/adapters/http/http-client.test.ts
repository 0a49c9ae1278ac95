import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../domain/errors/api-error';
import { LocalStorageTokenStore } from '../storage/local-storage-token-store';
import { MemoryKeyValueStore } from '../storage/memory-key-value-store';
import { HttpClient } from './http-client';
import type { HttpClientOptions } from './http-client-options';

const BASE = 'http://api.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function makeClient(options: Partial<Pick<HttpClientOptions, 'timeoutMs'>> = {}) {
  const tokenStore = new LocalStorageTokenStore(new MemoryKeyValueStore());
  const sleep = vi.fn((_ms: number) => Promise.resolve());
  const client = new HttpClient({
    baseUrl: BASE,
    tokenStore,
    sessionEvents: { sessionExpired: vi.fn() },
    locks: null,
    random: () => 0.5,
    sleep,
    ...options,
  });
  return { client, tokenStore, sleep };
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

function errorBody(code: string, desc: string) {
  return { status: { code, desc } };
}

describe('HttpClient requests', () => {
  it('attaches the stored token as a bearer header, and none without a token', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/who`, ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json({});
      }),
    );
    const { client, tokenStore } = makeClient();
    await client.get('/who');
    tokenStore.save({ accessToken: 'tok-1', refreshToken: 'ref-1' });
    await client.get('/who');
    expect(seen).toEqual([null, 'Bearer tok-1']);
  });

  it('unwraps the JSON body, sends query parameters and gives undefined for an empty body', async () => {
    server.use(
      http.get(`${BASE}/echo`, ({ request }) => {
        const url = new URL(request.url);
        return HttpResponse.json({ size: url.searchParams.get('size'), types: url.searchParams.getAll('type') });
      }),
      http.delete(`${BASE}/thing/7`, () => new HttpResponse(null, { status: 204 })),
    );
    const { client } = makeClient();
    await expect(
      client.get('/echo', { query: { size: 20, type: ['GAME', 'TRAINING'], page: undefined } }),
    ).resolves.toEqual({ size: '20', types: ['GAME', 'TRAINING'] });
    await expect(client.delete('/thing/7')).resolves.toBeUndefined();
  });

  it('sends a string body as text/plain, as-is, and an object as JSON', async () => {
    const received: { type: string | null; text: string }[] = [];
    const record = async ({ request }: { request: Request }) => {
      received.push({ type: request.headers.get('Content-Type'), text: await request.text() });
      return HttpResponse.json({ id: 'e1' });
    };
    server.use(http.post(`${BASE}/mail`, record), http.put(`${BASE}/account`, record));
    const { client } = makeClient();
    await client.post('/mail', 'alt@example.com');
    await client.put('/account', { language: 'fr' });
    expect(received[0]?.type).toMatch(/^text\/plain/);
    expect(received[0]?.text).toBe('alt@example.com');
    expect(received[1]?.type).toBe('application/json');
    expect(JSON.parse(received[1]?.text ?? '')).toEqual({ language: 'fr' });
  });

  it('sends FormData as multipart', async () => {
    let seen: FormDataEntryValue | null = null;
    server.use(
      http.put(`${BASE}/web/players/1`, async ({ request }) => {
        seen = (await request.formData()).get('firstName');
        return HttpResponse.json({});
      }),
    );
    const form = new FormData();
    form.set('firstName', 'Alex');
    await makeClient().client.put('/web/players/1', form);
    expect(seen).toBe('Alex');
  });

  it('turns an error body into an ApiError with its code, description and HTTP status', async () => {
    server.use(
      http.get(`${BASE}/activity`, () => HttpResponse.json(errorBody('BP_404', 'Activity deleted'), { status: 404 })),
    );
    const error = await rejectionOf(makeClient().client.get('/activity'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'BP_404', desc: 'Activity deleted', httpStatus: 404 });
  });

  it('gives BP_400 for a 4xx and BP_500 for a 5xx answer without a status body', async () => {
    server.use(
      http.post(`${BASE}/bad`, () => new HttpResponse('nope', { status: 422 })),
      http.post(`${BASE}/broken`, () => new HttpResponse('<html>', { status: 500 })),
    );
    const { client } = makeClient();
    expect(await rejectionOf(client.post('/bad'))).toMatchObject({ code: 'BP_400', httpStatus: 422 });
    expect(await rejectionOf(client.post('/broken'))).toMatchObject({ code: 'BP_500', httpStatus: 500 });
  });

  it('rejects a 2xx answer that is not JSON with BAD_RESPONSE', async () => {
    server.use(
      http.get(`${BASE}/odd`, () => new HttpResponse('{oops', { headers: { 'Content-Type': 'application/json' } })),
    );
    expect(await rejectionOf(makeClient().client.get('/odd'))).toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('gives NETWORK with HTTP status 0 when no answer arrives', async () => {
    server.use(http.post(`${BASE}/down`, () => HttpResponse.error()));
    expect(await rejectionOf(makeClient().client.post('/down'))).toMatchObject({ code: 'NETWORK', httpStatus: 0 });
  });

  it('gives TIMEOUT when the answer takes longer than timeoutMs', async () => {
    server.use(
      http.post(`${BASE}/slow`, async () => {
        await delay(500);
        return HttpResponse.json({});
      }),
    );
    const { client } = makeClient({ timeoutMs: 20 });
    expect(await rejectionOf(client.post('/slow'))).toMatchObject({ code: 'TIMEOUT', httpStatus: 0 });
  });

  it('rejects with the AbortError when the caller cancels, and does not retry', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/slow`, async () => {
        calls += 1;
        await delay(500);
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = makeClient().client.get('/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    const error = await rejectionOf(pending);
    expect((error as Error).name).toBe('AbortError');
    expect(calls).toBe(1);
  });

  it('works without a token store when auth is off', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.post('http://integration.test/integration-api/integration/user/authentication', ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json(errorBody('BP_405', 'Expired'), { status: 401 });
      }),
    );
    const client = new HttpClient({ baseUrl: 'http://integration.test/integration-api', auth: false });
    const error = await rejectionOf(client.post('/integration/user/authentication', { email: 'a@example.com' }));
    expect(error).toMatchObject({ code: 'BP_405', httpStatus: 401 });
    expect(seen).toEqual([null]);
  });
});

describe('HttpClient retries', () => {
  it('retries a GET answered 503 at most 3 times with full-jitter backoff, then fails', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/flaky`, () => {
        calls += 1;
        return HttpResponse.json(errorBody('BP_500', 'Unavailable'), { status: 503 });
      }),
    );
    const { client, sleep } = makeClient();
    const error = await rejectionOf(client.get('/flaky'));
    expect(calls).toBe(4);
    expect(error).toMatchObject({ code: 'BP_500', httpStatus: 503 });
    // random() = 0.5 of min(5000, 300 × 2^attempt)
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([150, 300, 600]);
  });

  it('retries a GET after a network error and returns the later answer', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/teams`, () => {
        calls += 1;
        return calls < 3 ? HttpResponse.error() : HttpResponse.json([{ id: 't1' }]);
      }),
    );
    await expect(makeClient().client.get('/teams')).resolves.toEqual([{ id: 't1' }]);
    expect(calls).toBe(3);
  });

  it('never retries a POST answered 503', async () => {
    let calls = 0;
    server.use(
      http.post(`${BASE}/segments`, () => {
        calls += 1;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    expect(await rejectionOf(makeClient().client.post('/segments', {}))).toMatchObject({
      code: 'BP_500',
      httpStatus: 503,
    });
    expect(calls).toBe(1);
  });

  it.each([400, 403, 404, 409, 500])('never retries a GET answered %i', async (status) => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/answer`, () => {
        calls += 1;
        return HttpResponse.json(errorBody(status >= 500 ? 'BP_500' : 'BP_404', 'no'), { status });
      }),
    );
    await rejectionOf(makeClient().client.get('/answer'));
    expect(calls).toBe(1);
  });
});
