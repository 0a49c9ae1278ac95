import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProfileUpdate } from '../../application/ports/profile-api.port';
import { HttpProfileApi } from './http-profile-api';
import { sampleUser } from '../../domain/account/sample-user.test-support';
import { testHttpClient } from './test-http-client.test-support';
import { uploadTimeoutMs } from './upload-time-out';

const BASE = 'http://api.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = () => new HttpProfileApi(testHttpClient(BASE, 'tok'));

const PERSONAL = {
  firstName: 'Alex',
  middleName: null,
  lastName: 'Martin',
  birthDate: '1998-04-12',
  phone: { countryCode: '+33', number: '612345678' },
  beltNumber: '7',
  heightCm: 181,
  weightKg: 76.5,
  position: 'Midfielder',
  ownPlayer: true,
};
const SUBSCRIPTIONS = [{ id: 'sub-1', type: 'SESSION_SUMMARY', subscribed: true }];
const wireProfile = (overrides: Record<string, unknown> = {}) => ({
  ...sampleUser(),
  personal: PERSONAL,
  subscriptions: SUBSCRIPTIONS,
  ...overrides,
});

const UPDATE: ProfileUpdate = {
  firstName: 'Alex',
  middleName: '',
  lastName: 'Martin',
  birthDate: '1998-04-12',
  phoneCountryCode: '+33',
  phoneNumber: '612345678',
  beltNumber: '7',
  heightCm: '181',
  weightKg: '76.5',
  position: 'Midfielder',
  avatar: { kind: 'keep' },
};

const refusal = (status: number, code: string, desc: string) =>
  HttpResponse.json({ status: { code, desc } }, { status });

describe('HttpProfileApi', () => {
  it('reads the profile: the user, its personal details and subscriptions as plain objects', async () => {
    let auth: string | null = null;
    server.use(
      http.get(`${BASE}/web/account/acc-1`, ({ request }) => {
        auth = request.headers.get('Authorization');
        return HttpResponse.json(wireProfile());
      }),
    );
    const profile = await api().getProfile('acc-1');
    expect(auth).toBe('Bearer tok');
    expect(profile).toEqual({ user: sampleUser(), personal: PERSONAL, subscriptions: SUBSCRIPTIONS });
    expect(Object.getPrototypeOf(profile.personal)).toBe(Object.prototype);
  });

  it.each([
    ['no personal part', { personal: undefined }],
    ['a height as text', { personal: { ...PERSONAL, heightCm: '181' } }],
    ['a negative weight', { personal: { ...PERSONAL, weightKg: -3 } }],
    ['a birth date in another format', { personal: { ...PERSONAL, birthDate: '12/04/1998' } }],
    ['a phone without its number', { personal: { ...PERSONAL, phone: { countryCode: '+33' } } }],
    ['ownPlayer missing', { personal: { ...PERSONAL, ownPlayer: undefined } }],
    ['no phone field at all', { personal: { ...PERSONAL, phone: undefined } }],
    ['an unknown subscription type', { subscriptions: [{ id: 's', type: 'DAILY', subscribed: true }] }],
    ['an HRmax of 0', { personal: { ...PERSONAL, hrmax: 0, hrmaxSource: 'MEASURED' } }],
    ['an HRmax as text', { personal: { ...PERSONAL, hrmax: '192', hrmaxSource: 'MEASURED' } }],
    ['an unknown HRmax origin', { personal: { ...PERSONAL, hrmax: 192, hrmaxSource: 'GUESSED' } }],
    ['an unknown sex', { personal: { ...PERSONAL, sex: 'M' } }],
    ['a broken user part', { email: 42 }],
  ])('refuses an answer with %s as BAD_RESPONSE', async (_name, overrides) => {
    server.use(http.get(`${BASE}/web/account/acc-1`, () => HttpResponse.json(wireProfile(overrides))));
    await expect(api().getProfile('acc-1')).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('reads the HRmax in use and its origin when the answer gives them, null for a parent', async () => {
    server.use(
      http.get(`${BASE}/web/account/acc-1`, () =>
        HttpResponse.json(wireProfile({ personal: { ...PERSONAL, hrmax: 192, hrmaxSource: 'MEASURED' } })),
      ),
    );
    expect((await api().getProfile('acc-1')).personal).toMatchObject({ hrmax: 192, hrmaxSource: 'MEASURED' });
    server.use(
      http.get(`${BASE}/web/account/acc-1`, () =>
        HttpResponse.json(wireProfile({ personal: { ...PERSONAL, ownPlayer: false, hrmax: null, hrmaxSource: null } })),
      ),
    );
    expect((await api().getProfile('acc-1')).personal).toMatchObject({ hrmax: null, hrmaxSource: null });
  });

  it('reads the sex the calories are worked out with when the answer gives it, null when unknown', async () => {
    server.use(
      http.get(`${BASE}/web/account/acc-1`, () =>
        HttpResponse.json(wireProfile({ personal: { ...PERSONAL, sex: 'FEMALE' } })),
      ),
    );
    expect((await api().getProfile('acc-1')).personal.sex).toBe('FEMALE');
    server.use(
      http.get(`${BASE}/web/account/acc-1`, () =>
        HttpResponse.json(wireProfile({ personal: { ...PERSONAL, sex: null } })),
      ),
    );
    expect((await api().getProfile('acc-1')).personal.sex).toBeNull();
    server.use(http.get(`${BASE}/web/account/acc-1`, () => HttpResponse.json(wireProfile({ personal: PERSONAL }))));
    expect((await api().getProfile('acc-1')).personal).not.toHaveProperty('sex');
  });

  it('accepts a parent: no personal numbers, no phone', async () => {
    const parent = {
      ...PERSONAL,
      phone: null,
      beltNumber: null,
      heightCm: null,
      weightKg: null,
      position: null,
      birthDate: null,
      ownPlayer: false,
    };
    server.use(http.get(`${BASE}/web/account/acc-1`, () => HttpResponse.json(wireProfile({ personal: parent }))));
    await expect(api().getProfile('acc-1')).resolves.toMatchObject({ personal: parent });
  });

  it('reads the positions and refuses anything but a list of names', async () => {
    server.use(http.get(`${BASE}/web/players/positions`, () => HttpResponse.json(['Goalkeeper', 'Defender'])));
    await expect(api().getPositions()).resolves.toEqual(['Goalkeeper', 'Defender']);
    server.use(http.get(`${BASE}/web/players/positions`, () => HttpResponse.json(['Goalkeeper', 3])));
    await expect(api().getPositions()).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('saves the personal data as form data, every field a string, and reads the saved profile', async () => {
    const seen: Record<string, FormDataEntryValue>[] = [];
    server.use(
      http.put(`${BASE}/web/players/acc-1`, async ({ request }) => {
        seen.push(Object.fromEntries((await request.formData()).entries()));
        return HttpResponse.json(wireProfile());
      }),
    );
    await expect(api().updateProfile('acc-1', UPDATE)).resolves.toMatchObject({ personal: PERSONAL });
    const { avatar: _keep, ...fields } = UPDATE;
    expect(seen[0]).toEqual(fields);
  });

  it('sends a picked photo as the avatar file, and removeAvatar=true to drop it', async () => {
    const forms: FormData[] = [];
    server.use(
      http.put(`${BASE}/web/players/acc-1`, async ({ request }) => {
        forms.push(await request.formData());
        return HttpResponse.json(wireProfile());
      }),
    );
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await api().updateProfile('acc-1', { ...UPDATE, avatar: { kind: 'replace', file: photo } });
    await api().updateProfile('acc-1', { ...UPDATE, avatar: { kind: 'remove' } });
    const sent = forms[0]!.get('avatar');
    expect(sent).toBeInstanceOf(Blob);
    expect((sent as Blob).size).toBe(4);
    expect(forms[0]!.has('removeAvatar')).toBe(false);
    expect(forms[1]!.get('removeAvatar')).toBe('true');
    expect(forms[1]!.has('avatar')).toBe(false);
  });

  it('gives a save with a photo a time-out scaled to the photo, and a save without one the usual time-out', async () => {
    server.use(http.put(`${BASE}/web/players/acc-1`, () => HttpResponse.json(wireProfile())));
    const client = testHttpClient(BASE, 'tok');
    const put = vi.spyOn(client, 'put');
    const photo = new File([new Uint8Array(2 * 1024 * 1024)], 'me.jpg', { type: 'image/jpeg' });
    await new HttpProfileApi(client).updateProfile('acc-1', { ...UPDATE, avatar: { kind: 'replace', file: photo } });
    await new HttpProfileApi(client).updateProfile('acc-1', UPDATE);
    expect(put.mock.calls[0]?.[2]).toEqual({ params: { accountId: 'acc-1' }, timeoutMs: uploadTimeoutMs(photo.size) });
    expect(put.mock.calls[1]?.[2]).toEqual({ params: { accountId: 'acc-1' }, timeoutMs: uploadTimeoutMs(0) });
  });

  it('surfaces a field code of a refused save', async () => {
    server.use(http.put(`${BASE}/web/players/acc-1`, () => refusal(400, 'BP_400', 'PHONE_INVALID:phoneNumber')));
    await expect(api().updateProfile('acc-1', UPDATE)).rejects.toMatchObject({
      code: 'BP_400',
      desc: 'PHONE_INVALID:phoneNumber',
    });
  });

  it('changes the password with a JSON body and surfaces CURRENT_PASSWORD_INVALID', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put(`${BASE}/web/account/acc-1/password`, async ({ request }) => {
        bodies.push(await request.json());
        return bodies.length === 1 ? HttpResponse.json({}) : refusal(400, 'BP_400', 'CURRENT_PASSWORD_INVALID');
      }),
    );
    await expect(api().changePassword('acc-1', 'old-pass-1', 'new-pass-1')).resolves.toBeUndefined();
    expect(bodies).toEqual([{ currentPassword: 'old-pass-1', newPassword: 'new-pass-1' }]);
    await expect(api().changePassword('acc-1', 'bad', 'new-pass-1')).rejects.toMatchObject({
      code: 'BP_400',
      desc: 'CURRENT_PASSWORD_INVALID',
    });
  });

  it('asks for an email change, resends it, cancels it, and surfaces a taken address', async () => {
    const calls: string[] = [];
    server.use(
      http.put(`${BASE}/web/account/acc-1/email-change`, async ({ request }) => {
        const { email } = (await request.json()) as { email: string };
        calls.push(`PUT ${email}`);
        if (email === 'taken@example.com') return refusal(409, 'BP_409', 'EMAIL_ALREADY_REGISTERED');
        return HttpResponse.json(wireProfile({ newEmail: email }));
      }),
      http.delete(`${BASE}/web/account/acc-1/email-change`, () => {
        calls.push('DELETE');
        return HttpResponse.json(wireProfile({ newEmail: null }));
      }),
    );
    await expect(api().requestEmailChange('acc-1', 'new@example.com')).resolves.toMatchObject({
      user: { newEmail: 'new@example.com' },
    });
    await expect(api().cancelEmailChange('acc-1')).resolves.toMatchObject({ user: { newEmail: null } });
    await expect(api().requestEmailChange('acc-1', 'taken@example.com')).rejects.toMatchObject({
      code: 'BP_409',
      httpStatus: 409,
    });
    expect(calls).toEqual(['PUT new@example.com', 'DELETE', 'PUT taken@example.com']);
  });
});
