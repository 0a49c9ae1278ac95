import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../domain/errors/api-error';
import { HttpClient } from './http-client';
import { HttpIntegrationApi, parseChildCode, parseIntegrationLogin } from './http-integration-api';

const BASE = 'http://localhost/integration-api';
const seen: { path: string; body: unknown; authorization: string | null }[] = [];

const server = setupServer(
  http.post(`${BASE}/integration/user/authentication`, async ({ request }) => {
    const body = (await request.json()) as { password?: string };
    seen.push({ path: 'login', body, authorization: request.headers.get('Authorization') });
    if (body.password !== 'demo-pass-1') {
      return HttpResponse.json({ status: { code: 'BP_401', desc: 'Invalid credentials' } }, { status: 401 });
    }
    return HttpResponse.json({
      data: { otp: 'PARENTCODE45', accountId: 7, children: [{ id: 12, firstName: 'Emma', lastName: 'Martin' }] },
    });
  }),
  http.post(`${BASE}/integration/user/authentication/child`, async ({ request }) => {
    seen.push({ path: 'child', body: await request.json(), authorization: request.headers.get('Authorization') });
    return HttpResponse.json({ data: { otp: 'CHILDCODE678' } });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const api = new HttpIntegrationApi(new HttpClient({ baseUrl: BASE, auth: false }));

describe('HttpIntegrationApi over the anonymous HttpClient', () => {
  it('posts the credentials without a bearer token and reads ids as strings', async () => {
    const login = await api.authenticate('parent@example.com', 'demo-pass-1');
    expect(login).toEqual({
      otp: 'PARENTCODE45',
      accountId: '7',
      children: [{ id: '12', firstName: 'Emma', lastName: 'Martin' }],
    });
    expect(seen.at(-1)).toEqual({
      path: 'login',
      body: { email: 'parent@example.com', password: 'demo-pass-1' },
      authorization: null,
    });
  });

  it('posts childId, otp and accountId and answers the child code', async () => {
    const code = await api.authenticateChild({ childId: '12', otp: 'PARENTCODE45', accountId: '7' });
    expect(code).toBe('CHILDCODE678');
    expect(seen.at(-1)?.body).toEqual({ childId: '12', otp: 'PARENTCODE45', accountId: '7' });
  });

  it('rejects with the API error code', async () => {
    await expect(api.authenticate('parent@example.com', 'wrong-pass')).rejects.toMatchObject({ code: 'BP_401' });
  });
});

describe('the answer shapes', () => {
  it('reads a login without children as having none', () => {
    expect(parseIntegrationLogin({ data: { otp: 'ABCDEFGH', accountId: 'a1' } }).children).toEqual([]);
    expect(parseIntegrationLogin({ data: { otp: 'ABCDEFGH', accountId: 'a1', children: null } }).children).toEqual([]);
  });

  it.each([
    null,
    'text',
    { otp: 'ABCDEFGH', accountId: 'a1' },
    { data: { accountId: 'a1', children: [] } },
    { data: { otp: '', accountId: 'a1', children: [] } },
    { data: { otp: 'ABCDEFGH', children: [] } },
    { data: { otp: 'ABCDEFGH', accountId: 'a1', children: {} } },
    { data: { otp: 'ABCDEFGH', accountId: 'a1', children: [{ id: 'c1', firstName: 'Emma' }] } },
    { data: { otp: 'ABCDEFGH', accountId: 'a1', children: [{ id: 1.5, firstName: 'E', lastName: 'M' }] } },
  ])('rejects a malformed login answer as BAD_RESPONSE: %j', (body) => {
    expect(() => parseIntegrationLogin(body)).toThrow(ApiError);
    try {
      parseIntegrationLogin(body);
    } catch (error) {
      expect((error as ApiError).code).toBe('BAD_RESPONSE');
    }
  });

  it('rejects a child answer without an otp', () => {
    expect(parseChildCode({ data: { otp: 'ABCDEFGH' } })).toBe('ABCDEFGH');
    expect(() => parseChildCode({ data: {} })).toThrow(ApiError);
    expect(() => parseChildCode({ otp: 'ABCDEFGH' })).toThrow(ApiError);
  });
});
