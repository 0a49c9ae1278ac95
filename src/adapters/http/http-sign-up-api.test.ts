import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SignUpPayload } from '../../application/ports/sign-up-api.port';
import { HttpSignUpApi } from './http-sign-up-api';
import { PublicHttpClient } from './http-client';

const BASE = 'http://api.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = () => new HttpSignUpApi(new PublicHttpClient({ baseUrl: BASE, sleep: () => Promise.resolve() }));
/** The form's fields; every one must be a string (no file). */
function textFields(form: FormData): Record<string, string> {
  return Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `<file ${v.name}>`]));
}
const linkError = (status: number, code: string, desc: string) =>
  HttpResponse.json({ status: { code, desc } }, { status });

const adult: SignUpPayload = {
  firstName: 'Riley',
  lastName: 'Stone',
  email: 'invited@example.com',
  password: 'new-pass-22',
  birthDate: '1998-04-12',
  phoneCountryCode: '+1',
  phoneNumber: '',
  heightCm: '180',
  weightKg: '',
  parent: null,
};

describe('HttpSignUpApi', () => {
  it('reads an invitation and the email check, with no bearer token', async () => {
    const auth: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/player-sign-up/demo-valid`, ({ request }) => {
        auth.push(request.headers.get('Authorization'));
        return HttpResponse.json({
          email: 'invited@example.com',
          firstName: 'Riley',
          lastName: 'Stone',
          teamName: 'Lakeside FC Seniors',
          child: false,
        });
      }),
      http.get(`${BASE}/player-sign-up/email-check/demo-valid`, () => HttpResponse.json({ registered: true })),
    );
    await expect(api().getInvitation('demo-valid')).resolves.toEqual({
      email: 'invited@example.com',
      firstName: 'Riley',
      lastName: 'Stone',
      teamName: 'Lakeside FC Seniors',
      child: false,
    });
    await expect(api().isInvitedEmailRegistered('demo-valid')).resolves.toBe(true);
    expect(auth).toEqual([null]);
  });

  it('refuses a malformed invitation and surfaces the link errors with their desc', async () => {
    server.use(
      http.get(`${BASE}/player-sign-up/bad`, () => HttpResponse.json({ email: 'x', child: 'no' })),
      http.get(`${BASE}/player-sign-up/demo-expired`, () => linkError(410, 'BP_412', 'LINK_EXPIRED')),
      http.get(`${BASE}/player-sign-up/a%2Fb`, () => linkError(404, 'BP_404', 'LINK_INVALID')),
    );
    await expect(api().getInvitation('bad')).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    await expect(api().getInvitation('demo-expired')).rejects.toMatchObject({
      code: 'BP_412',
      desc: 'LINK_EXPIRED',
      httpStatus: 410,
    });
    await expect(api().getInvitation('a/b')).rejects.toMatchObject({ code: 'BP_404', desc: 'LINK_INVALID' });
  });

  it('posts an adult sign-up as multipart form data with string fields and the consents', async () => {
    let fields: Record<string, string> = {};
    let contentType = '';
    server.use(
      http.post(`${BASE}/player-sign-up/demo-valid`, async ({ request }) => {
        contentType = request.headers.get('Content-Type') ?? '';
        fields = textFields(await request.formData());
        return HttpResponse.json({ email: 'invited@example.com', status: 'ACTIVE' });
      }),
    );
    await expect(api().signUp('demo-valid', adult)).resolves.toEqual({
      email: 'invited@example.com',
      status: 'ACTIVE',
    });
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(fields).toEqual({
      firstName: 'Riley',
      lastName: 'Stone',
      email: 'invited@example.com',
      password: 'new-pass-22',
      birthDate: '1998-04-12',
      phoneCountryCode: '+1',
      phoneNumber: '',
      heightCm: '180',
      weightKg: '',
      termsAccepted: 'true',
      privacyAccepted: 'true',
    });
  });

  it('adds the parent fields and the COPPA and guardian confirmations to a child sign-up', async () => {
    let fields: Record<string, string> = {};
    server.use(
      http.post(`${BASE}/player-sign-up/demo-child-valid`, async ({ request }) => {
        fields = textFields(await request.formData());
        return HttpResponse.json({ email: 'jo@example.com', status: 'NOT_VERIFIED' });
      }),
    );
    const child: SignUpPayload = {
      ...adult,
      firstName: 'Mia',
      lastName: 'Rivera',
      email: '',
      parent: {
        firstName: 'Jo',
        lastName: 'Rivera',
        email: 'jo@example.com',
        phoneCountryCode: '+33',
        phoneNumber: '612345678',
      },
    };
    await expect(api().signUp('demo-child-valid', child)).resolves.toEqual({
      email: 'jo@example.com',
      status: 'NOT_VERIFIED',
    });
    expect(fields).toMatchObject({
      email: '',
      parentFirstName: 'Jo',
      parentLastName: 'Rivera',
      parentEmail: 'jo@example.com',
      parentPhoneCountryCode: '+33',
      parentPhoneNumber: '612345678',
      coppaAccepted: 'true',
      guardianConfirmed: 'true',
      termsAccepted: 'true',
      privacyAccepted: 'true',
    });
  });

  it('surfaces a sign-up refusal: email already registered, a field code', async () => {
    let calls = 0;
    server.use(
      http.post(`${BASE}/player-sign-up/demo-valid`, () => {
        calls += 1;
        return calls === 1
          ? linkError(409, 'BP_409', 'EMAIL_ALREADY_REGISTERED')
          : linkError(400, 'BP_400', 'PHONE_INVALID:phoneNumber');
      }),
    );
    await expect(api().signUp('demo-valid', adult)).rejects.toMatchObject({
      code: 'BP_409',
      desc: 'EMAIL_ALREADY_REGISTERED',
    });
    await expect(api().signUp('demo-valid', adult)).rejects.toMatchObject({
      code: 'BP_400',
      desc: 'PHONE_INVALID:phoneNumber',
    });
  });

  it('confirms an email with GET and answers the address', async () => {
    server.use(
      http.get(`${BASE}/player-sign-up/email-confirm/demo-valid`, () =>
        HttpResponse.json({ email: 'new@example.com' }),
      ),
    );
    await expect(api().confirmEmail('demo-valid')).resolves.toBe('new@example.com');
  });

  it('reads and confirms a child confirmation (GET then PUT)', async () => {
    const body = { childFirstName: 'Noah', childLastName: 'Martin', parentEmail: 'parent@example.com' };
    const methods: string[] = [];
    server.use(
      http.get(
        `${BASE}/player-sign-up/child-confirmation/demo-valid`,
        ({ request }) => (methods.push(request.method), HttpResponse.json(body)),
      ),
      http.put(
        `${BASE}/player-sign-up/child-confirmation/demo-valid`,
        ({ request }) => (methods.push(request.method), HttpResponse.json(body)),
      ),
    );
    await expect(api().getChildConfirmation('demo-valid')).resolves.toEqual(body);
    await expect(api().confirmChild('demo-valid')).resolves.toEqual(body);
    expect(methods).toEqual(['GET', 'PUT']);
  });

  it('reads and accepts an organisation invitation; a used link is LINK_REDEEMED', async () => {
    const body = {
      email: 'player@example.com',
      firstName: 'Alex',
      teamName: 'Riverside Academy',
      organization: 'Riverside',
    };
    server.use(
      http.get(`${BASE}/player-sign-up/organization-invite/demo-valid`, () => HttpResponse.json(body)),
      http.put(`${BASE}/player-sign-up/organization-invite/demo-valid`, () => HttpResponse.json(body)),
      http.put(`${BASE}/player-sign-up/organization-invite/demo-redeemed`, () =>
        linkError(409, 'BP_409', 'LINK_REDEEMED'),
      ),
    );
    await expect(api().getOrganizationInvite('demo-valid')).resolves.toEqual(body);
    await expect(api().acceptOrganizationInvite('demo-valid')).resolves.toEqual(body);
    await expect(api().acceptOrganizationInvite('demo-redeemed')).rejects.toMatchObject({
      code: 'BP_409',
      desc: 'LINK_REDEEMED',
    });
  });
});
