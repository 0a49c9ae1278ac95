import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpDemoMailbox } from './http-demo-mailbox';
import { testHttpClient } from './test-http-client.test-support';

const BASE = 'http://app.test/api';
const ORIGIN = 'http://app.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const mailbox = () => new HttpDemoMailbox(testHttpClient(BASE), ORIGIN);
const answer = (body: unknown) => server.use(http.get(`${BASE}/__mock/outbox`, () => HttpResponse.json(body as never)));

const mail = (overrides: Record<string, unknown> = {}) => ({
  id: 'mail-1',
  kind: 'ACTIVATION',
  to: 'new@example.com',
  subject: 'Confirm your email address',
  link: '/email-confirmation/ot-1',
  sentAt: 1_767_000_000_000,
  ...overrides,
});

describe('HttpDemoMailbox', () => {
  it('lists the outbox in the order of the answer, keeping only the wire fields', async () => {
    answer([
      mail(),
      mail({ id: 'mail-2', kind: 'PASSWORD_RESET', link: '/reset-password/ot-2?x=1#top', extra: 'dropped' }),
    ]);
    await expect(mailbox().listMails()).resolves.toEqual([
      mail(),
      mail({ id: 'mail-2', kind: 'PASSWORD_RESET', link: '/reset-password/ot-2?x=1#top' }),
    ]);
  });

  it('drops mails of the wrong shape and repeated ids, keeping the rest', async () => {
    answer([
      null,
      'mail',
      [mail()],
      mail({ id: '' }),
      mail({ id: 'k', kind: 'NEWSLETTER' }),
      mail({ id: 't', to: 42 }),
      mail({ id: 's', subject: null }),
      mail({ id: 'n', sentAt: '1767000000000' }),
      mail({ id: 'l', link: undefined }),
      mail(),
      mail({ subject: 'same id again' }),
    ]);
    await expect(mailbox().listMails()).resolves.toEqual([mail()]);
  });

  it.each([
    'https://evil.example/reset-password/t',
    '//evil.example/x',
    '/\\evil.example',
    '/a/..//evil.example',
    '/%2e%2e//evil.example',
    'javascript:alert(1)',
    'reset-password/t',
    '/reset password/t',
    '',
  ])('drops a mail whose link is not a same-origin path: %j', async (link) => {
    answer([mail({ link }), mail({ id: 'ok' })]);
    await expect(mailbox().listMails()).resolves.toEqual([mail({ id: 'ok' })]);
  });

  it('keeps a link to the dashboard itself', async () => {
    answer([mail({ link: '/dashboard' })]);
    await expect(mailbox().listMails()).resolves.toEqual([mail({ link: '/dashboard' })]);
  });

  it('refuses an answer that is not a list, and passes API errors on', async () => {
    answer({ mails: [mail()] });
    await expect(mailbox().listMails()).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    server.use(
      http.get(`${BASE}/__mock/outbox`, () =>
        HttpResponse.json({ status: { code: 'BP_500', desc: 'boom' } }, { status: 500 }),
      ),
    );
    await expect(mailbox().listMails()).rejects.toMatchObject({ code: 'BP_500', httpStatus: 500 });
  });
});
