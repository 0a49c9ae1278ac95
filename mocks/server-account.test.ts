import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockApiServer } from './server';

/** `npm run mock-api` answers the logout and the mail limits as the in-browser mock does (docs/api.md). */

let server: Server;
let base = '';

beforeAll(async () => {
  server = await startMockApiServer(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  await new Promise<void>((closed) => server.close(() => closed()));
});

const DEV_ORIGIN = 'http://localhost:5173';

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: DEV_ORIGIN },
    body: JSON.stringify(body),
  });
}

describe('the mock API server', () => {
  it('revokes a sign-in on POST /logout: its refresh token then fails with 401 BP_401', async () => {
    const login = (await (await post('/login', { email: 'player@example.com', password: 'demo-pass-1' })).json()) as {
      refreshToken: string;
    };
    const logout = await post('/logout', { refreshToken: login.refreshToken });
    expect(logout.status).toBe(200);
    const refresh = await post('/refresh', { refreshToken: login.refreshToken });
    expect(refresh.status).toBe(401);
    expect(await refresh.json()).toEqual({ status: { code: 'BP_401', desc: 'Refresh token revoked' } });
  });

  it('answers a second reset mail within the minute 429 with Retry-After, which a dev origin may read', async () => {
    expect((await post('/password_reset', { email: 'parent@example.com' })).status).toBe(200);
    const again = await post('/password_reset', { email: 'parent@example.com' });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
    expect(again.headers.get('access-control-expose-headers')).toBe('Retry-After');
    expect(await again.json()).toEqual({ status: { code: 'BP_429', desc: 'TOO_MANY_REQUESTS' } });
  });
});
