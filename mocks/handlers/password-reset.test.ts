import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../node';
import { resetMockBackend } from '../mock-backend';
import { callApi, errorOf, lastMailToken, readOutbox } from '../testing/mock-api-client';
import { DEMO_PASSWORD } from '../world/demo-world';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockBackend());
afterAll(() => server.close());

const login = (email: string, password: string) => callApi('POST', '/login', { body: { email, password } });
const requestReset = (email: string) => callApi('POST', '/password_reset', { body: { email } });
const reset = (token: string, password: string) => callApi('PUT', `/password_reset/${token}`, { body: { password } });

describe('POST /password_reset', () => {
  it('mails a PASSWORD_RESET link to an active account', async () => {
    const result = await requestReset(' Player@Example.com ');
    expect(result.status).toBe(200);
    expect(result.body).toEqual({});
    const mails = await readOutbox();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      kind: 'PASSWORD_RESET',
      to: 'player@example.com',
      subject: 'Reset your Pulseboard password',
    });
    expect(mail?.id).toMatch(/^mail-/);
    expect(mail?.link).toMatch(/^\/reset-password\/ot-[0-9a-f]+$/);
    expect(typeof mail?.sentAt).toBe('number');
  });

  it('answers 404 EMAIL_NOT_REGISTERED, 403 ACCOUNT_NOT_ACTIVATED (NOT_VERIFIED), 400 without an email', async () => {
    expect(errorOf(await requestReset('nobody@example.com'))).toEqual([404, 'BP_404', 'EMAIL_NOT_REGISTERED']);
    expect(errorOf(await requestReset('new@example.com'))).toEqual([403, 'BP_403', 'ACCOUNT_NOT_ACTIVATED']);
    expect(errorOf(await callApi('POST', '/password_reset', { body: {} }))[0]).toBe(400);
    expect(await readOutbox()).toEqual([]);
  });
});

describe('GET and PUT /password_reset/{token}', () => {
  it('the mailed link: the new password replaces the old one, once', async () => {
    await requestReset('player@example.com');
    const token = await lastMailToken('PASSWORD_RESET', 'player@example.com');
    expect((await callApi('GET', `/password_reset/${token}`)).body).toEqual({ email: 'player@example.com' });
    expect(errorOf(await reset(token, 'short'))).toEqual([400, 'BP_400', 'PASSWORD_LENGTH']);
    expect((await reset(token, 'brand-new-pass')).body).toEqual({});
    expect(errorOf(await login('player@example.com', DEMO_PASSWORD))).toEqual([401, 'BP_401', 'Incorrect password.']);
    expect((await login('player@example.com', 'brand-new-pass')).status).toBe(200);
    expect(errorOf(await callApi('GET', `/password_reset/${token}`))).toEqual([409, 'BP_409', 'LINK_REDEEMED']);
    expect(errorOf(await reset(token, 'another-pass-1'))).toEqual([409, 'BP_409', 'LINK_REDEEMED']);
  });

  it('the mailed link expires after 60 minutes on the mock clock', async () => {
    await requestReset('player@example.com');
    const token = await lastMailToken('PASSWORD_RESET', 'player@example.com');
    await callApi('POST', '/__mock/clock', { body: { advanceSeconds: 59 * 60 } });
    expect((await callApi('GET', `/password_reset/${token}`)).status).toBe(200);
    await callApi('POST', '/__mock/clock', { body: { advanceSeconds: 60 } });
    expect(errorOf(await callApi('GET', `/password_reset/${token}`))).toEqual([410, 'BP_412', 'LINK_EXPIRED']);
    expect(errorOf(await reset(token, 'brand-new-pass'))).toEqual([410, 'BP_412', 'LINK_EXPIRED']);
  });

  it('demo-valid resets player@example.com again and again', async () => {
    expect((await callApi('GET', '/password_reset/demo-valid')).body).toEqual({ email: 'player@example.com' });
    expect((await reset('demo-valid', 'first-new-pass')).status).toBe(200);
    expect((await reset('demo-valid', 'second-new-pass')).status).toBe(200);
    expect((await login('player@example.com', 'second-new-pass')).status).toBe(200);
  });
});
