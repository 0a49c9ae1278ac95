import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockApiServer } from './server';

/**
 * `npm run mock-api` over a real socket (README, "mock API server"): another web page cannot drive it,
 * neither by DNS rebinding (a foreign Host), nor cross-site (a foreign Origin), nor by a "simple request"
 * (a text/plain or form body where the contract says JSON).
 */

let server: Server;
let port: number;

beforeAll(async () => {
  server = await startMockApiServer(0);
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((closed) => server.close(() => closed()));
});

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: unknown;
}

interface Call {
  readonly method?: string;
  readonly host?: string;
  readonly headers?: Record<string, string>;
  readonly body?: string | Buffer;
}

/** One request to the server on 127.0.0.1, with exactly the Host and headers given. */
function send(path: string, call: Call = {}): Promise<Answer> {
  const headers: Record<string, string | number> = { host: call.host ?? `127.0.0.1:${port}`, ...call.headers };
  if (call.body !== undefined) headers['content-length'] = Buffer.byteLength(call.body);
  return new Promise((answered, failed) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port, path, method: call.method ?? 'GET', headers, setHost: false },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          answered({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: text === '' ? undefined : (JSON.parse(text) as unknown),
          });
        });
      },
    );
    outgoing.on('error', failed);
    outgoing.end(call.body);
  });
}

const json = (body: object) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The mock clock's offset, read by moving it by nothing. */
async function clockOffset(): Promise<number> {
  const answer = await send('/api/__mock/clock', { method: 'POST', ...json({ advanceSeconds: 0 }) });
  expect(answer.status).toBe(200);
  return (answer.body as { offsetMs: number }).offsetMs;
}

const refused = (desc: RegExp) => ({
  status: 403,
  body: { status: { code: 'BP_403', desc: expect.stringMatching(desc) as unknown } },
});

describe('the mock API server', () => {
  it('answers its three loopback names on its own port', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`, `[::1]:${port}`]) {
      expect(await send('/api/player-sign-up/demo-valid', { host })).toMatchObject({
        status: 200,
        body: { teamName: expect.any(String) as unknown },
      });
    }
  });

  it('refuses any other Host: a rebinding page cannot read the outbox and its link tokens', async () => {
    expect(await send('/api/__mock/outbox')).toMatchObject({ status: 200 });
    for (const host of [
      `rebind.evil.example:${port}`,
      'rebind.evil.example',
      `localhost:${port + 1}`,
      'localhost',
      `127.0.0.2:${port}`,
      `localhost.evil.example:${port}`,
    ]) {
      expect(await send('/api/__mock/outbox', { host })).toMatchObject(refused(/^Host not allowed/));
    }
  });

  it('refuses a request from a page of another origin, even a JSON one, and its preflight', async () => {
    const before = await clockOffset();
    for (const origin of [
      'https://evil.example',
      'http://localhost:5174',
      'http://localhost.evil.example:5173',
      'null',
    ]) {
      const plain = await send('/api/__mock/clock', {
        method: 'POST',
        headers: { origin, 'content-type': 'text/plain' },
        body: '{"advanceSeconds":86400}',
      });
      expect(plain).toMatchObject(refused(/^Origin not allowed/));
      expect(plain.headers['access-control-allow-origin']).toBeUndefined();
      expect(
        await send('/api/__mock/clock', {
          method: 'POST',
          headers: { ...json({ advanceSeconds: 86400 }).headers, origin },
          body: '{"advanceSeconds":86400}',
        }),
      ).toMatchObject(refused(/^Origin not allowed/));
      expect(
        await send('/api/__mock/faults', {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'POST' },
        }),
      ).toMatchObject({ status: 403 });
    }
    expect(await clockOffset()).toBe(before);
  });

  it('lets the dev origins in, with CORS headers', async () => {
    for (const origin of [
      'http://localhost:5173',
      'http://integration.localhost:5173',
      'http://127.0.0.1:5173',
      'http://localhost:4173',
    ]) {
      const preflight = await send('/api/__mock/clock', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(origin);
      const moved = await send('/api/__mock/clock', {
        method: 'POST',
        headers: { ...json({}).headers, origin },
        body: JSON.stringify({ advanceSeconds: 0 }),
      });
      expect(moved.status).toBe(200);
      expect(moved.headers['access-control-allow-origin']).toBe(origin);
    }
  });

  it('refuses a write whose body is not JSON, even without an Origin: the clock and the faults stay as they are', async () => {
    const before = await clockOffset();
    const bodies: Record<string, string>[] = [
      { 'content-type': 'text/plain' },
      { 'content-type': 'text/plain;charset=UTF-8' },
      { 'content-type': 'application/x-www-form-urlencoded' },
      { 'content-type': 'multipart/form-data; boundary=x' },
      {},
    ];
    for (const headers of bodies) {
      expect(
        await send('/api/__mock/clock', { method: 'POST', headers, body: '{"advanceSeconds":86400}' }),
      ).toMatchObject(refused(/^Content-Type not allowed/));
      expect(
        await send('/api/__mock/faults', {
          method: 'POST',
          headers,
          body: '{"path":"/","status":500,"code":"BP_500","times":9}',
        }),
      ).toMatchObject(refused(/^Content-Type not allowed/));
    }
    expect(await clockOffset()).toBe(before);
    expect(await send('/api/player-sign-up/demo-valid')).toMatchObject({ status: 200 });
  });

  it('takes the multipart and plain-text bodies the contract names on their own calls, and a write without a body', async () => {
    const form = ['--x', 'Content-Disposition: form-data; name="firstName"', '', 'Kim', '--x--', ''].join('\r\n');
    const signUp = await send('/api/player-sign-up/demo-valid', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: form,
    });
    expect(signUp.status).not.toBe(403);
    expect(signUp.body).toMatchObject({ status: { code: 'BP_400' } }); // the handler read the form: fields are missing
    const description = await send('/api/web/player-activities/a-1/description', {
      method: 'PUT',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: 'Notes',
    });
    expect(description.status).toBe(401); // the handler's answer: no token
    const additional = await send('/api/web/player/p-1/additional-email', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: 'a@b.example',
    });
    expect(additional.status).toBe(401);
    // A plain-text body where the contract says JSON, and a form where it says text.
    expect(
      await send('/api/login', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: '{"email":"player@example.com"}',
      }),
    ).toMatchObject(refused(/^Content-Type/));
    expect(
      await send('/api/web/player-activities/a-1/description', {
        method: 'PUT',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: form,
      }),
    ).toMatchObject(refused(/^Content-Type/));
    expect(await send('/api/player-sign-up/child-confirmation/demo-valid', { method: 'PUT' })).toMatchObject({
      status: 200,
    });
  });
});
