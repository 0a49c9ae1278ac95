import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockClock } from '../clock';
import { resetMockBackend } from '../mock-backend';
import { server } from '../node';
import { MemoryStorage } from '../testing/memory-storage';
import { callApi, errorOf, loginAs, readOutbox } from '../testing/mock-api-client';
import { buildDemoWorld } from '../world/demo-world';
import { checkLinkToken } from './link-tokens';
import { createMockDb, loadRecords } from './mock-db';
import { sendLinkMail } from './outbox';
import { attachPersistence } from './persistence';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockBackend());
afterAll(() => server.close());

const HOUR_SECONDS = 3600;

describe('GET /__mock/outbox', () => {
  it('lists the mails newest last, on the mock clock, and POST /__mock/reset empties it', async () => {
    expect(await readOutbox()).toEqual([]);
    const before = Date.now();
    await callApi('POST', '/password_reset', { body: { email: 'player@example.com' } });
    await callApi('POST', '/__mock/clock', { body: { advanceSeconds: HOUR_SECONDS } });
    await callApi('POST', '/password_reset', { body: { email: 'solo@example.com' } });
    const mails = await readOutbox();
    expect(mails.map((mail) => mail.to)).toEqual(['player@example.com', 'solo@example.com']);
    expect(mails[0]?.sentAt).toBeGreaterThanOrEqual(before);
    expect((mails[1]?.sentAt ?? 0) - (mails[0]?.sentAt ?? 0)).toBeGreaterThanOrEqual(HOUR_SECONDS * 1000);
    expect(new Set(mails.map((mail) => mail.link)).size).toBe(2);
    await callApi('POST', '/__mock/reset');
    expect(await readOutbox()).toEqual([]);
  });

  it('gives links other than a password reset 72 hours on the mock clock', async () => {
    const session = await loginAs('player@example.com');
    for (const email of ['a@example.com', 'b@example.com']) {
      await callApi('POST', `/web/player/${session.userDetails.playerId}/additional-email`, {
        token: session.accessToken,
        text: email,
      });
    }
    const [first, second] = (await readOutbox()).map((mail) => mail.link.split('/').at(-1) ?? '');
    await callApi('POST', '/__mock/clock', { body: { advanceSeconds: 72 * HOUR_SECONDS - 60 } });
    expect((await callApi('GET', `/player-additional-email/email-confirm/${first}`)).status).toBe(200);
    await callApi('POST', '/__mock/clock', { body: { advanceSeconds: 60 } });
    expect(errorOf(await callApi('GET', `/player-additional-email/email-confirm/${second}`))).toEqual([
      410,
      'BP_412',
      'LINK_EXPIRED',
    ]);
  });
});

describe('mailed links and persistence', () => {
  it('a token minted in one tab works in another tab (the link ledger and the outbox are persisted)', async () => {
    const storage = new MemoryStorage();
    const now = 1_750_000_000_000;
    const tabA = createMockDb();
    const persistenceA = attachPersistence(
      tabA,
      createMockClock(() => now),
      storage,
    );
    await persistenceA.quietly(() => loadRecords(tabA, buildDemoWorld()));
    const mail = await sendLinkMail(
      tabA,
      'PASSWORD_RESET',
      'player@example.com',
      { accountId: 'acc-alex', email: 'player@example.com' },
      now,
    );
    persistenceA.save();

    const tabB = createMockDb();
    expect(
      await attachPersistence(
        tabB,
        createMockClock(() => now),
        storage,
      ).load(),
    ).toBe(true);
    const token = mail.link.split('/').at(-1) ?? '';
    expect(checkLinkToken(tabB, 'PASSWORD_RESET', token, now)).toMatchObject({ ok: true });
    expect(checkLinkToken(tabB, 'PASSWORD_RESET', token, now + 60 * 60 * 1000)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(tabB.mails.all()).toEqual([mail]);
  });
});
