import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpAccountApi } from './http-account-api';
import { testHttpClient } from './test-http-client.test-support';
import { sampleUser } from '../../domain/account/sample-user.test-support';

const BASE = 'http://api.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = (token: string | null = null) => testHttpClient(BASE, token);

describe('HttpAccountApi', () => {
  it('gets the account by id with the bearer token and maps it', async () => {
    let auth: string | null = null;
    server.use(
      http.get(`${BASE}/web/account/acc-1`, ({ request }) => {
        auth = request.headers.get('Authorization');
        return HttpResponse.json(sampleUser({ phone: null, playerDetails: [] }));
      }),
    );
    await expect(new HttpAccountApi(client('tok')).getAccount('acc-1')).resolves.toEqual(
      sampleUser({ phone: null, playerDetails: [] }),
    );
    expect(auth).toBe('Bearer tok');
  });

  it('rejects a user with a wrongly typed nested field with BAD_RESPONSE', async () => {
    server.use(
      http.get(`${BASE}/web/account/acc-1`, () =>
        HttpResponse.json({
          ...sampleUser(),
          additionalEmailAddresses: [{ id: 'm1', email: 'a@example.com', confirmed: 'yes' }],
        }),
      ),
    );
    await expect(new HttpAccountApi(client('tok')).getAccount('acc-1')).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('rejects a user whose phone is missing altogether (null is the only "no phone")', async () => {
    const { phone: _phone, ...withoutPhone } = sampleUser();
    server.use(http.get(`${BASE}/web/account/acc-1`, () => HttpResponse.json(withoutPhone)));
    await expect(new HttpAccountApi(client('tok')).getAccount('acc-1')).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('resends the activation with PUT and surfaces BP_403 (already active)', async () => {
    const methods: string[] = [];
    server.use(
      http.put(`${BASE}/account/email-confirmation`, ({ request }) => {
        methods.push(request.method);
        return methods.length === 1
          ? HttpResponse.json({})
          : HttpResponse.json({ status: { code: 'BP_403', desc: 'Account already active' } }, { status: 403 });
      }),
    );
    const api = new HttpAccountApi(client('tok'));
    await expect(api.resendActivation()).resolves.toBeUndefined();
    await expect(api.resendActivation()).rejects.toMatchObject({ code: 'BP_403', httpStatus: 403 });
  });

  it('puts the unit preference for the player as JSON and surfaces a refusal', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put(`${BASE}/web/player/pl%2F1/unit-preference`, async ({ request }) => {
        bodies.push(await request.json());
        return bodies.length === 1
          ? HttpResponse.json({})
          : HttpResponse.json({ status: { code: 'BP_403', desc: 'Access denied' } }, { status: 403 });
      }),
    );
    const api = new HttpAccountApi(client('tok'));
    const preference = { unitDistance: 'IMPERIAL', unitHeightWeight: 'METRIC' } as const;
    await expect(api.updateUnitPreference('pl/1', preference)).resolves.toBeUndefined();
    expect(bodies).toEqual([preference]);
    await expect(api.updateUnitPreference('pl/1', preference)).rejects.toMatchObject({ code: 'BP_403' });
  });
});
