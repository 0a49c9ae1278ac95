import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/time/civil-date';
import { localDayOf } from '../../src/domain/time/time-zone';
import { mockClock } from '../clock';
import { server } from '../node';
import { resetMockBackend } from '../mock-backend';
import { callApi, errorOf, loginAs, type LoginBody } from '../testing/mock-api-client';
import { DEMO_IDS } from '../world/demo-world';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockBackend());
afterAll(() => server.close());

interface Profile {
  readonly photo: string | null;
  readonly firstName: string;
  readonly phone: unknown;
  readonly personal: Record<string, unknown>;
}

const ALEX_FORM: Readonly<Record<string, string>> = {
  firstName: 'Alexander',
  middleName: 'J',
  lastName: 'Martin',
  birthDate: '1996-04-13',
  phoneCountryCode: '33',
  phoneNumber: '612345678',
  beltNumber: '41043',
  heightCm: '180,5',
  weightKg: '75.25',
  position: 'Forward',
};

function form(fields: Readonly<Record<string, string>>, extra: Record<string, string | File> = {}): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries({ ...fields, ...extra })) data.append(name, value);
  return data;
}

const savePersonal = (login: LoginBody, data: FormData, accountId = login.userDetails.accountId) =>
  callApi<Profile>('PUT', `/web/players/${accountId}`, { token: login.accessToken, form: data });

describe('GET /web/players/positions', () => {
  it('lists the position names once each, to a signed-in caller only', async () => {
    const login = await loginAs('player@example.com');
    const result = await callApi<string[]>('GET', '/web/players/positions', { token: login.accessToken });
    expect(result.status).toBe(200);
    expect(result.body).toEqual(expect.arrayContaining(['Goalkeeper', 'Midfielder', 'Pivot', 'Long distance']));
    expect(new Set(result.body).size).toBe(result.body.length);
    expect((await callApi('GET', '/web/players/positions')).status).toBe(401);
  });
});

describe('PUT /web/players/{accountId}', () => {
  it('saves every field (metric numbers, comma decimals) and answers the profile; the next read has them', async () => {
    const login = await loginAs('player@example.com');
    const saved = await savePersonal(login, form(ALEX_FORM));
    expect(saved.status).toBe(200);
    const personal = {
      firstName: 'Alexander',
      middleName: 'J',
      lastName: 'Martin',
      birthDate: '1996-04-13',
      phone: { countryCode: '+33', number: '612345678' },
      beltNumber: '41043',
      heightCm: 180.5,
      weightKg: 75.25,
      position: 'Forward',
      ownPlayer: true,
      hrmax: 192,
      hrmaxSource: 'MEASURED',
      sex: 'MALE',
    };
    expect(saved.body.personal).toEqual(personal);
    expect(saved.body.firstName).toBe('Alexander');
    const read = await callApi<Profile>('GET', `/web/account/${DEMO_IDS.accounts.player}`, {
      token: login.accessToken,
    });
    expect(read.body.personal).toEqual(personal);
  });

  it('empties mean "none": middle name, birth date, phone, belt, height, weight and position cleared', async () => {
    const login = await loginAs('player@example.com');
    const blank = {
      ...ALEX_FORM,
      middleName: '',
      birthDate: '',
      phoneNumber: '',
      beltNumber: '',
      heightCm: '',
      weightKg: '',
      position: '',
    };
    const saved = await savePersonal(login, form(blank));
    expect(saved.body.personal).toMatchObject({
      middleName: null,
      birthDate: null,
      phone: null,
      beltNumber: null,
      heightCm: null,
      weightKg: null,
      position: null,
    });
  });

  it.each([
    [{ firstName: ' ' }, 'NAME_REQUIRED:firstName'],
    [{ lastName: '' }, 'NAME_REQUIRED:lastName'],
    [{ birthDate: '1996-02-30' }, 'BIRTH_DATE_INVALID'],
    [{ birthDate: '2999-01-01' }, 'BIRTH_DATE_INVALID'],
    [{ phoneNumber: '12345' }, 'PHONE_INVALID:phoneNumber'],
    [{ phoneCountryCode: 'FR' }, 'PHONE_INVALID:phoneCountryCode'],
    [{ phoneCountryCode: '' }, 'PHONE_INVALID:phoneCountryCode'],
    [{ beltNumber: '41a' }, 'BELT_NUMBER_NOT_NUMERIC'],
    [{ heightCm: 'tall' }, 'HEIGHT_NOT_NUMERIC'],
    [{ weightKg: '75.255' }, 'WEIGHT_INVALID'],
    [{ position: 'Striker' }, 'POSITION_INVALID'],
  ])('refuses %o with 400 BP_400 %s and changes nothing', async (change, code) => {
    const login = await loginAs('player@example.com');
    expect(errorOf(await savePersonal(login, form({ ...ALEX_FORM, ...change })))).toEqual([400, 'BP_400', code]);
    const read = await callApi<Profile>('GET', `/web/account/${DEMO_IDS.accounts.player}`, {
      token: login.accessToken,
    });
    expect(read.body.personal['firstName']).toBe('Alex');
  });

  it('takes a date of birth that is today anywhere on Earth (UTC+14), even when UTC is still on the day before', async () => {
    // Noon UTC: Kiritimati (UTC+14) is on the next day already.
    const DAY_MS = 86_400_000;
    const untilNoonMs = (DAY_MS / 2 - (mockClock.now() % DAY_MS) + DAY_MS) % DAY_MS;
    mockClock.advance(untilNoonMs / 1000);
    const utcToday = localDayOf(mockClock.now(), 'UTC');
    const login = await loginAs('player@example.com');
    const tomorrowInUtc = addDays(utcToday, 1);
    expect(
      (await savePersonal(login, form({ ...ALEX_FORM, birthDate: tomorrowInUtc }))).body.personal['birthDate'],
    ).toBe(tomorrowInUtc);
    expect(errorOf(await savePersonal(login, form({ ...ALEX_FORM, birthDate: addDays(utcToday, 2) })))).toEqual([
      400,
      'BP_400',
      'BIRTH_DATE_INVALID',
    ]);
  });

  it('stores a PNG, JPEG or WebP avatar of at most 1 MB as a data URL of the type its bytes say, keeps it when left out, drops it on removeAvatar', async () => {
    const login = await loginAs('player@example.com');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'me.png', {
      type: 'image/png',
    });
    const withAvatar = await savePersonal(login, form(ALEX_FORM, { avatar: png }));
    expect(withAvatar.body.photo).toBe('data:image/png;base64,iVBORw0KGgo=');
    const kept = await savePersonal(login, form(ALEX_FORM));
    expect(kept.body.photo).toBe('data:image/png;base64,iVBORw0KGgo=');
    const webpBytes = new Uint8Array(1024 * 1024);
    webpBytes.set(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBP'));
    // Named and typed as a JPEG, stored as what it is.
    const webp = new File([webpBytes], 'big.jpg', { type: 'image/jpeg' });
    expect((await savePersonal(login, form(ALEX_FORM, { avatar: webp }))).body.photo).toMatch(
      /^data:image\/webp;base64,UklGR/,
    );
    const removed = await savePersonal(login, form(ALEX_FORM, { removeAvatar: 'true' }));
    expect(removed.body.photo).toBeNull();
  });

  it('refuses another type (AVATAR_TYPE) and more than 1 MB (AVATAR_TOO_LARGE)', async () => {
    const login = await loginAs('player@example.com');
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46])], 'me.gif', { type: 'image/gif' });
    expect(errorOf(await savePersonal(login, form(ALEX_FORM, { avatar: gif })))).toEqual([
      400,
      'BP_400',
      'AVATAR_TYPE',
    ]);
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'me.png', { type: 'image/png' });
    expect(errorOf(await savePersonal(login, form(ALEX_FORM, { avatar: svg })))).toEqual([
      400,
      'BP_400',
      'AVATAR_TYPE',
    ]);
    const bigBytes = new Uint8Array(1024 * 1024 + 1);
    bigBytes.set([0xff, 0xd8, 0xff]);
    const big = new File([bigBytes], 'big.jpg', { type: 'image/jpeg' });
    expect(errorOf(await savePersonal(login, form(ALEX_FORM, { avatar: big })))).toEqual([
      400,
      'BP_400',
      'AVATAR_TOO_LARGE',
    ]);
  });

  it("saves a parent's own details and ignores the player fields they do not have", async () => {
    const login = await loginAs('parent@example.com');
    const saved = await savePersonal(login, form({ ...ALEX_FORM, firstName: 'Samuel', beltNumber: 'not digits' }));
    expect(saved.status).toBe(200);
    expect(saved.body.personal).toMatchObject({
      firstName: 'Samuel',
      birthDate: '1996-04-13',
      ownPlayer: false,
      beltNumber: null,
    });
    const child = await loginAs('parent@example.com');
    expect(child.userDetails['playerDetails']).toEqual(
      expect.arrayContaining([expect.objectContaining({ firstName: 'Emma' })]),
    );
  });

  it("answers 403 for another account (a parent cannot save a child's or another family's), 401 without a token", async () => {
    const parent = await loginAs('parent@example.com');
    expect(errorOf(await savePersonal(parent, form(ALEX_FORM), DEMO_IDS.players.emma))[0]).toBe(403);
    expect(errorOf(await savePersonal(parent, form(ALEX_FORM), DEMO_IDS.accounts.player))).toEqual([
      403,
      'BP_403',
      'Access denied',
    ]);
    expect((await callApi('PUT', `/web/players/${DEMO_IDS.accounts.player}`, { form: form(ALEX_FORM) })).status).toBe(
      401,
    );
  });
});
