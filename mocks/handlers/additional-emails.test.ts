import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../node';
import { resetMockBackend } from '../mock-backend';
import { callApi, errorOf, lastMailToken, loginAs, readOutbox, type LoginBody } from '../testing/mock-api-client';
import { DEMO_IDS } from '../world/demo-world';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockBackend());
afterAll(() => server.close());

interface Entry {
  readonly id: string;
  readonly email: string;
  readonly confirmed: boolean;
}

const ALEX = DEMO_IDS.players.alex;

const add = (session: LoginBody, email: string, id: string = ALEX) =>
  callApi<Entry>('POST', `/web/player/${id}/additional-email`, { token: session.accessToken, text: email });

async function entries(session: LoginBody): Promise<Entry[]> {
  const read = await callApi<{ additionalEmailAddresses: Entry[] }>(
    'GET',
    `/web/account/${session.userDetails.accountId}`,
    { token: session.accessToken },
  );
  return read.body.additionalEmailAddresses;
}

describe('POST /web/player/{id}/additional-email', () => {
  it('adds the address unconfirmed and mails it a link that confirms it (once)', async () => {
    const session = await loginAs('player@example.com');
    const added = await add(session, ' notes@example.com ');
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ email: 'notes@example.com', confirmed: false });
    expect(added.body.id).toMatch(/^ae-/);
    const [mail] = await readOutbox();
    expect(mail).toMatchObject({ kind: 'ADDITIONAL_EMAIL', to: 'notes@example.com' });
    expect(mail?.link).toMatch(/^\/additional-email\/ot-/);
    const token = await lastMailToken('ADDITIONAL_EMAIL', 'notes@example.com');
    expect((await callApi('GET', `/player-additional-email/email-confirm/${token}`)).body).toEqual({
      email: 'notes@example.com',
    });
    expect(await entries(session)).toContainEqual({ ...added.body, confirmed: true });
    expect(errorOf(await callApi('GET', `/player-additional-email/email-confirm/${token}`))).toEqual([
      409,
      'BP_409',
      'LINK_REDEEMED',
    ]);
  });

  it('answers EMAIL_INVALID, SAME_AS_ACCOUNT_EMAIL and 409 ADDITIONAL_EMAIL_EXISTS (case ignored)', async () => {
    const session = await loginAs('player@example.com');
    expect(errorOf(await add(session, 'not an email'))).toEqual([400, 'BP_400', 'EMAIL_INVALID']);
    expect(errorOf(await add(session, 'PLAYER@example.com'))).toEqual([400, 'BP_400', 'SAME_AS_ACCOUNT_EMAIL']);
    expect(errorOf(await add(session, 'Coach.Notes@example.com'))).toEqual([409, 'BP_409', 'ADDITIONAL_EMAIL_EXISTS']);
    expect(await readOutbox()).toEqual([]);
  });

  it("stores a parent's address on the parent account (through a child's id); 403 for another family, 401 without a token", async () => {
    const parent = await loginAs('parent@example.com');
    expect((await add(parent, 'sam.work@example.com', DEMO_IDS.players.emma)).status).toBe(200);
    expect((await entries(parent)).map((entry) => entry.email)).toEqual(['sam.work@example.com']);
    expect(errorOf(await add(parent, 'x@example.com', ALEX))[0]).toBe(403);
    expect((await callApi('POST', `/web/player/${ALEX}/additional-email`, { text: 'x@example.com' })).status).toBe(401);
  });
});

describe('DELETE /web/player/{id}/additional-email/{emailId}', () => {
  it('removes the address; its mailed link becomes invalid; 404 for an unknown id', async () => {
    const session = await loginAs('player@example.com');
    const added = await add(session, 'notes@example.com');
    const token = await lastMailToken('ADDITIONAL_EMAIL', 'notes@example.com');
    const removed = await callApi('DELETE', `/web/player/${ALEX}/additional-email/${added.body.id}`, {
      token: session.accessToken,
    });
    expect(removed.body).toEqual({});
    expect((await entries(session)).map((entry) => entry.email)).not.toContain('notes@example.com');
    expect(errorOf(await callApi('GET', `/player-additional-email/email-confirm/${token}`))).toEqual([
      404,
      'BP_404',
      'LINK_INVALID',
    ]);
    expect(
      errorOf(
        await callApi('DELETE', `/web/player/${ALEX}/additional-email/ae-none`, { token: session.accessToken }),
      )[0],
    ).toBe(404);
  });

  it("answers 403 when a parent names another family's player", async () => {
    const parent = await loginAs('parent@example.com');
    expect(
      errorOf(
        await callApi('DELETE', `/web/player/${ALEX}/additional-email/ae-alex-1`, { token: parent.accessToken }),
      )[0],
    ).toBe(403);
  });
});

describe('GET /web/player/{id}/additional-email-resend-confirmation/{emailId}', () => {
  it('mails a new link each time; the older one stops working, the newest confirms', async () => {
    const session = await loginAs('player@example.com');
    const resend = () =>
      callApi('GET', `/web/player/${ALEX}/additional-email-resend-confirmation/${DEMO_IDS.unconfirmedEmailId}`, {
        token: session.accessToken,
      });
    expect((await resend()).body).toEqual({});
    const first = await lastMailToken('ADDITIONAL_EMAIL', 'coach.notes@example.com');
    await resend();
    const second = await lastMailToken('ADDITIONAL_EMAIL', 'coach.notes@example.com');
    expect((await readOutbox()).map((mail) => mail.kind)).toEqual(['ADDITIONAL_EMAIL', 'ADDITIONAL_EMAIL']);
    expect(errorOf(await callApi('GET', `/player-additional-email/email-confirm/${first}`))[2]).toBe('LINK_INVALID');
    expect((await callApi('GET', `/player-additional-email/email-confirm/${second}`)).body).toEqual({
      email: 'coach.notes@example.com',
    });
  });

  it('answers 409 for a confirmed address and 404 for an unknown one', async () => {
    const session = await loginAs('player@example.com');
    const resend = (id: string) =>
      callApi('GET', `/web/player/${ALEX}/additional-email-resend-confirmation/${id}`, { token: session.accessToken });
    expect(errorOf(await resend('ae-alex-1'))[0]).toBe(409);
    expect(errorOf(await resend('ae-none'))[0]).toBe(404);
  });
});
