import { describe, expect, it } from 'vitest';
import { fetchWhenReady } from './backend-ready-fetch';
import { HttpClient } from './http-client';

/** A backend that answers every call with its path, and the calls it received. */
function recordingBackend() {
  const received: string[] = [];
  const fetchFn = (input: string): Promise<Response> => {
    received.push(input);
    return Promise.resolve(
      new Response(JSON.stringify({ path: input }), { headers: { 'content-type': 'application/json' } }),
    );
  };
  return { received, fetchFn };
}

function readiness() {
  let open!: () => void;
  let fail!: (error: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { ready, open, fail };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('fetchWhenReady', () => {
  it('sends nothing until the backend is ready, then sends every waiting call in order', async () => {
    const backend = recordingBackend();
    const gate = readiness();
    const client = new HttpClient({ baseUrl: '/api', auth: false, fetch: fetchWhenReady(gate.ready, backend.fetchFn) });

    const first = client.get('/first');
    const second = client.post('/second', { a: 1 });
    await settled();
    expect(backend.received).toEqual([]);

    gate.open();
    await expect(first).resolves.toEqual({ path: '/api/first' });
    await expect(second).resolves.toEqual({ path: '/api/second' });
    expect(backend.received).toEqual(['/api/first', '/api/second']);
  });

  it('sends at once once the backend is ready', async () => {
    const backend = recordingBackend();
    const client = new HttpClient({
      baseUrl: '/api',
      auth: false,
      fetch: fetchWhenReady(Promise.resolve(), backend.fetchFn),
    });

    await expect(client.get('/now')).resolves.toEqual({ path: '/api/now' });
  });

  it('sends the signed-in calls without cookies too: the mock backend reads none', async () => {
    const seen: (RequestCredentials | undefined)[] = [];
    const send = fetchWhenReady(Promise.resolve(), (_input, init) => {
      seen.push(init.credentials);
      return Promise.resolve(new Response('{}', { headers: { 'content-type': 'application/json' } }));
    });
    await send('/api/dashboard', { method: 'GET', headers: { authorization: 'Bearer at' } });
    expect(seen).toEqual(['omit']);
  });

  it('rejects a call cancelled while it waits, and never sends it', async () => {
    const backend = recordingBackend();
    const gate = readiness();
    const client = new HttpClient({ baseUrl: '/api', auth: false, fetch: fetchWhenReady(gate.ready, backend.fetchFn) });
    const cancel = new AbortController();

    const call = client.get('/cancelled', { signal: cancel.signal });
    cancel.abort(new DOMException('left the page', 'AbortError'));
    await expect(call).rejects.toThrow('left the page');
    gate.open();
    await settled();
    expect(backend.received).toEqual([]);
  });

  it('fails every call as a network error when the backend cannot start', async () => {
    const backend = recordingBackend();
    const gate = readiness();
    const client = new HttpClient({
      baseUrl: '/api',
      auth: false,
      fetch: fetchWhenReady(gate.ready, backend.fetchFn),
      sleep: () => Promise.resolve(),
    });

    const call = client.post('/login', { email: 'a@example.com' });
    gate.fail(new Error('no service worker'));
    await expect(call).rejects.toMatchObject({ code: 'NETWORK' });
    expect(backend.received).toEqual([]);
  });
});
