import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_API_BASE, server } from '../node';
import { mockClock } from '../clock';
import { db, dumpRecords, WORLD_COLLECTIONS } from '../db/mock-db';
import { resetMockBackend, whenMockBackendReady } from '../mock-backend';
import { callApi, loginAs, type ErrorEnvelope } from '../testing/mock-api-client';
import { buildDemoWorld, DEMO_IDS, DEMO_PASSWORD } from '../world/demo-world';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockBackend());
afterAll(() => server.close());

const login = () =>
  callApi<ErrorEnvelope>('POST', '/login', { body: { email: 'solo@example.com', password: DEMO_PASSWORD } });

describe('POST /__mock/faults', () => {
  it('fails the next `times` matching calls, then stops', async () => {
    const added = await callApi('POST', '/__mock/faults', {
      body: { path: '/login', status: 503, code: 'BP_500', times: 2 },
    });
    expect(added.status).toBe(201);
    const first = await login();
    const second = await login();
    const third = await login();
    expect([first.status, second.status, third.status]).toEqual([503, 503, 200]);
    expect(first.body.status.code).toBe('BP_500');
  });

  it('matches the method when one is given', async () => {
    const session = await loginAs('player@example.com');
    await callApi('POST', '/__mock/faults', {
      body: { path: '/account', status: 500, code: 'BP_500', times: 1, method: 'put' },
    });
    const read = await callApi('GET', `/web/account/${DEMO_IDS.accounts.player}`, { token: session.accessToken });
    expect(read.status).toBe(200);
    const resend = await callApi('PUT', '/account/email-confirmation', { token: session.accessToken });
    expect(resend.status).toBe(500);
  });

  it('only delays the call when it has a latency and no status', async () => {
    await callApi('POST', '/__mock/faults', { body: { path: '/login', latencyMs: 120 } });
    const started = performance.now();
    const result = await login();
    expect(result.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('fails the connection with `network: true`: the call gets no answer, the next one does', async () => {
    const added = await callApi<{ network: boolean; status: number }>('POST', '/__mock/faults', {
      body: { path: '/login', network: true },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ network: true, status: 0 });
    await expect(login()).rejects.toThrow(TypeError);
    expect((await login()).status).toBe(200);
  });

  it('never answers with `hang: true` until the caller gives up; the fault is then used up', async () => {
    await callApi('POST', '/__mock/faults', { body: { path: '/login', hang: true } });
    const caller = new AbortController();
    let settled = false;
    const hung = fetch(`${MOCK_API_BASE}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'solo@example.com', password: DEMO_PASSWORD }),
      signal: caller.signal,
    }).finally(() => {
      settled = true;
    });
    // A later call is answered while the hung one still waits.
    expect((await login()).status).toBe(200);
    expect(settled).toBe(false);
    caller.abort();
    await expect(hung).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('refuses a fault that mixes `network`, `hang` and a status, or a flag that is not a boolean', async () => {
    const bodies = [
      { path: '/login', network: true, status: 500 },
      { path: '/login', hang: true, status: 503 },
      { path: '/login', network: true, hang: true },
      { path: '/login', network: 'yes' },
    ];
    for (const body of bodies) {
      const result = await callApi<ErrorEnvelope>('POST', '/__mock/faults', { body });
      expect(result.status).toBe(400);
      expect(result.body.status.code).toBe('BP_400');
    }
    expect((await login()).status).toBe(200);
  });

  it('applies a fault stored before `network` and `hang` existed (a persisted snapshot) as its status', async () => {
    await whenMockBackendReady();
    const older = {
      id: 'fault-older',
      path: '/login',
      method: null,
      status: 503,
      code: 'BP_500',
      desc: 'Injected fault',
      timesLeft: 1,
      latencyMs: 0,
    };
    // The record as an older tab persisted it: valibot's defaults fill in the two flags.
    await db.faults.create(older);
    expect([(await login()).status, (await login()).status]).toEqual([503, 200]);
  });

  it('never applies to the control surface itself', async () => {
    await callApi('POST', '/__mock/faults', { body: { path: '/', status: 500, times: 5 } });
    const cleared = await callApi('DELETE', '/__mock/faults');
    expect(cleared.status).toBe(200);
    expect((await login()).status).toBe(200);
  });

  it('rejects a fault without a path with 400 BP_400', async () => {
    const result = await callApi<ErrorEnvelope>('POST', '/__mock/faults', { body: { status: 500 } });
    expect(result.status).toBe(400);
    expect(result.body.status.code).toBe('BP_400');
  });
});

describe('POST /__mock/clock', () => {
  it('moves the mock clock by advanceSeconds', async () => {
    const before = mockClock.offsetMs();
    const result = await callApi<{ offsetMs: number }>('POST', '/__mock/clock', { body: { advanceSeconds: 90 } });
    expect(result.status).toBe(200);
    expect(result.body.offsetMs - before).toBe(90_000);
  });

  it('rejects a body without a number', async () => {
    const result = await callApi('POST', '/__mock/clock', { body: { advanceSeconds: 'soon' } });
    expect(result.status).toBe(400);
  });
});

describe('POST /__mock/reset', () => {
  it('restores the seeded world, and clears faults and the clock offset', async () => {
    await whenMockBackendReady();
    const session = await loginAs('new@example.com');
    await callApi('PUT', '/account/email-confirmation', { token: session.accessToken });
    await db.players.update((q) => q.where({ id: DEMO_IDS.players.pat }), {
      data(draft) {
        draft.firstName = 'Changed';
      },
    });
    await callApi('POST', '/__mock/clock', { body: { advanceSeconds: 3600 } });
    await callApi('POST', '/__mock/faults', { body: { path: '/refresh', status: 500, times: 3 } });

    const result = await callApi('POST', '/__mock/reset');
    expect(result.status).toBe(200);

    const dump = dumpRecords(db);
    const world = buildDemoWorld();
    for (const name of WORLD_COLLECTIONS) expect(dump[name]).toEqual(world[name as keyof typeof world]);
    expect(dump.faults).toEqual([]);
    expect(mockClock.offsetMs()).toBe(0);
  });

  it('keeps the demo user logged in', async () => {
    const session = await loginAs('player@example.com');
    await callApi('POST', '/__mock/reset');
    const read = await callApi('GET', `/web/account/${DEMO_IDS.accounts.player}`, { token: session.accessToken });
    expect(read.status).toBe(200);
  });
});
