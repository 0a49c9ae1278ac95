import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../node';
import { resetMockBackend } from '../mock-backend';
import { callApi, errorOf, lastMailToken, loginAs, readOutbox } from '../testing/mock-api-client';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockBackend());
afterAll(() => server.close());

const ADULT: Readonly<Record<string, string>> = {
  firstName: 'Riley',
  lastName: 'Stone',
  email: 'invited@example.com',
  password: 'riley-pass-1',
  birthDate: '2001-07-14',
  phoneCountryCode: '+44',
  phoneNumber: '7700900999',
  heightCm: '',
  weightKg: '',
  termsAccepted: 'true',
  privacyAccepted: 'true',
};

const CHILD: Readonly<Record<string, string>> = {
  ...ADULT,
  firstName: 'Mia',
  lastName: 'Rivera',
  email: '',
  password: 'parent-pass-1',
  birthDate: '2015-03-02',
  parentFirstName: 'Jordan',
  parentLastName: 'Rivera',
  parentEmail: 'jordan@example.com',
  parentPhoneCountryCode: '+44',
  parentPhoneNumber: '7700900888',
  coppaAccepted: 'true',
  guardianConfirmed: 'true',
};

function form(fields: Readonly<Record<string, string>>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const signUp = (token: string, fields: Readonly<Record<string, string>>) =>
  callApi<{ email: string; status: string }>('POST', `/player-sign-up/${token}`, { form: form(fields) });

async function teamNamesOf(email: string, password: string): Promise<string[]> {
  const session = await loginAs(email, password);
  const teams = await callApi<{ name: string }[]>('GET', `/web/players/${session.userDetails.playerId}/teams`, {
    token: session.accessToken,
  });
  return teams.body.map((team) => team.name);
}

describe('GET /player-sign-up/{token} and /player-sign-up/email-check/{token}', () => {
  it('answers the invitations of demo-valid (Riley Stone) and demo-child-valid (Mia Rivera, no email)', async () => {
    expect((await callApi('GET', '/player-sign-up/demo-valid')).body).toEqual({
      email: 'invited@example.com',
      firstName: 'Riley',
      lastName: 'Stone',
      teamName: 'Lakeside FC Seniors',
      child: false,
    });
    expect((await callApi('GET', '/player-sign-up/demo-child-valid')).body).toEqual({
      email: '',
      firstName: 'Mia',
      lastName: 'Rivera',
      teamName: 'Lakeside FC Seniors',
      child: true,
    });
    expect((await callApi('GET', '/player-sign-up/email-check/demo-valid')).body).toEqual({ registered: false });
    expect((await callApi('GET', '/player-sign-up/email-check/demo-child-valid')).body).toEqual({ registered: false });
  });
});

describe('POST /player-sign-up/{token} (adult)', () => {
  it('with the invited email: an ACTIVE account in the team that signs in with the chosen password; a second time 409', async () => {
    const result = await signUp('demo-valid', ADULT);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ email: 'invited@example.com', status: 'ACTIVE' });
    expect(await readOutbox()).toEqual([]);
    expect(await teamNamesOf('invited@example.com', 'riley-pass-1')).toEqual(['Lakeside FC Seniors']);
    expect((await callApi('GET', '/player-sign-up/email-check/demo-valid')).body).toEqual({ registered: true });
    expect(errorOf(await signUp('demo-valid', ADULT))).toEqual([409, 'BP_409', 'EMAIL_ALREADY_REGISTERED']);
    expect((await callApi('GET', '/player-sign-up/demo-valid')).status).toBe(200);
  });

  it('with another email: NOT_VERIFIED, and the activation mail’s link makes it ACTIVE', async () => {
    const result = await signUp('demo-valid', { ...ADULT, email: 'riley.s@example.com' });
    expect(result.body).toEqual({ email: 'riley.s@example.com', status: 'NOT_VERIFIED' });
    const token = await lastMailToken('ACTIVATION', 'riley.s@example.com');
    expect((await callApi('GET', `/player-sign-up/email-confirm/${token}`)).body).toEqual({
      email: 'riley.s@example.com',
    });
    expect((await loginAs('riley.s@example.com', 'riley-pass-1')).userDetails['playerAccountStatus']).toBe('ACTIVE');
  });

  it('refuses an email that has an account (409)', async () => {
    expect(errorOf(await signUp('demo-valid', { ...ADULT, email: 'Player@example.com' }))).toEqual([
      409,
      'BP_409',
      'EMAIL_ALREADY_REGISTERED',
    ]);
  });

  it.each([
    [{ firstName: '' }, 'NAME_REQUIRED:firstName'],
    [{ lastName: ' ' }, 'NAME_REQUIRED:lastName'],
    [{ email: 'nope' }, 'EMAIL_INVALID'],
    [{ password: 'short' }, 'PASSWORD_LENGTH'],
    [{ birthDate: '' }, 'BIRTH_DATE_INVALID'],
    [{ birthDate: '2001-02-29' }, 'BIRTH_DATE_INVALID'],
    [{ phoneNumber: '12ab' }, 'PHONE_INVALID:phoneNumber'],
    [{ heightCm: '1m80' }, 'HEIGHT_NOT_NUMERIC'],
    [{ weightKg: '70.123' }, 'WEIGHT_INVALID'],
    [{ termsAccepted: 'false' }, 'CONSENT_REQUIRED:termsAccepted'],
    [{ privacyAccepted: '' }, 'CONSENT_REQUIRED:privacyAccepted'],
  ])('refuses %o with 400 BP_400 %s and creates nothing', async (change, code) => {
    expect(errorOf(await signUp('demo-valid', { ...ADULT, ...change }))).toEqual([400, 'BP_400', code]);
    expect((await callApi('GET', '/player-sign-up/email-check/demo-valid')).body).toEqual({ registered: false });
  });
});

describe('POST /player-sign-up/{token} (child)', () => {
  it('with a new parent email: a NOT_VERIFIED parent account with the child, and an activation mail', async () => {
    const result = await signUp('demo-child-valid', CHILD);
    expect(result.body).toEqual({ email: 'jordan@example.com', status: 'NOT_VERIFIED' });
    const token = await lastMailToken('ACTIVATION', 'jordan@example.com');
    await callApi('GET', `/player-sign-up/email-confirm/${token}`);
    const parent = await loginAs('jordan@example.com', 'parent-pass-1');
    expect(parent.userDetails).toMatchObject({ firstName: 'Jordan', playerAccountStatus: 'ACTIVE' });
    expect(parent.userDetails['parentId']).toMatch(/^parent-/);
    expect(parent.userDetails['playerDetails']).toEqual([
      expect.objectContaining({ firstName: 'Mia', lastName: 'Rivera' }),
    ]);
    expect(await teamNamesOf('jordan@example.com', 'parent-pass-1')).toEqual(['Lakeside FC Seniors']);
  });

  it("with a registered parent email: the child waits for the parent's confirmation mail, whose link links it", async () => {
    const result = await signUp('demo-child-valid', { ...CHILD, parentEmail: 'parent@example.com' });
    expect(result.body).toEqual({ email: 'parent@example.com', status: 'ACTIVE' });
    expect((await loginAs('parent@example.com')).userDetails['playerDetails']).toHaveLength(2);
    const [mail] = await readOutbox();
    expect(mail).toMatchObject({ kind: 'CHILD_CONFIRMATION', to: 'parent@example.com' });
    expect(mail?.link).toMatch(/^\/child-confirmation\/ot-/);
    const token = await lastMailToken('CHILD_CONFIRMATION', 'parent@example.com');
    const expected = { childFirstName: 'Mia', childLastName: 'Rivera', parentEmail: 'parent@example.com' };
    expect((await callApi('GET', `/player-sign-up/child-confirmation/${token}`)).body).toEqual(expected);
    expect((await callApi('PUT', `/player-sign-up/child-confirmation/${token}`)).body).toEqual(expected);
    const children = (await loginAs('parent@example.com')).userDetails['playerDetails'] as { firstName: string }[];
    expect(children.map((child) => child.firstName)).toEqual(['Emma', 'Noah', 'Mia']);
    expect(errorOf(await callApi('PUT', `/player-sign-up/child-confirmation/${token}`))[2]).toBe('LINK_REDEEMED');
  });

  it.each([
    [{ parentFirstName: '' }, 'NAME_REQUIRED:parentFirstName'],
    [{ parentLastName: '' }, 'NAME_REQUIRED:parentLastName'],
    [{ parentEmail: 'x@' }, 'EMAIL_INVALID'],
    [{ parentPhoneNumber: '123' }, 'PHONE_INVALID:parentPhoneNumber'],
    [{ parentPhoneNumber: '' }, 'PHONE_INVALID:parentPhoneNumber'],
    [{ parentPhoneCountryCode: '+1234' }, 'PHONE_INVALID:parentPhoneCountryCode'],
    [{ coppaAccepted: 'false' }, 'CONSENT_REQUIRED:coppaAccepted'],
    [{ guardianConfirmed: '' }, 'CONSENT_REQUIRED:guardianConfirmed'],
  ])('refuses %o with 400 BP_400 %s', async (change, code) => {
    expect(errorOf(await signUp('demo-child-valid', { ...CHILD, ...change }))).toEqual([400, 'BP_400', code]);
    expect(await readOutbox()).toEqual([]);
  });
});

describe('a sign-up with an unusable token', () => {
  it('answers the link errors before looking at the form', async () => {
    expect(errorOf(await signUp('demo-expired', ADULT))).toEqual([410, 'BP_412', 'LINK_EXPIRED']);
    expect(errorOf(await signUp('demo-redeemed', ADULT))).toEqual([409, 'BP_409', 'LINK_REDEEMED']);
    expect(errorOf(await signUp('nope', {}))).toEqual([404, 'BP_404', 'LINK_INVALID']);
  });
});
