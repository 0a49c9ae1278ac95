import { http, type HttpHandler } from 'msw';
import { mockClock } from '../clock';
import { findAccountByEmail } from '../db/account-queries';
import { updateAccount } from '../db/account-updates';
import { redeemLinkToken } from '../db/link-tokens';
import { db } from '../db/mock-db';
import { sendLinkMail } from '../db/outbox';
import { hashPassword } from '../db/secrets';
import { accountOfLink, requireLink } from './link-guard';
import { requireMailAllowance } from './mail-limit-guard';
import { validateNewPassword } from './password-rules';
import { jsonResponse, readJsonObject, rejectWith, requireString } from './respond';

/** The forgotten password (docs/api-account.md#password): public, no bearer token. */

export const passwordResetHandlers: HttpHandler[] = [
  /** `{email}`: a PASSWORD_RESET mail (a 60-minute link) goes to the outbox; 1 a minute, 5 an hour per account, then 429. */
  http.post('*/api/password_reset', async ({ request }) => {
    const email = requireString(await readJsonObject(request), 'email');
    const account = findAccountByEmail(db, email);
    if (account === undefined) return rejectWith(404, 'BP_404', 'EMAIL_NOT_REGISTERED');
    if (account.status !== 'ACTIVE') return rejectWith(403, 'BP_403', 'ACCOUNT_NOT_ACTIVATED');
    await requireMailAllowance(account.id, 'PASSWORD_RESET');
    await sendLinkMail(
      db,
      'PASSWORD_RESET',
      account.email,
      { accountId: account.id, email: account.email },
      mockClock.now(),
    );
    return jsonResponse({});
  }),

  /** Checks the link before the form shows: answers the account's email. */
  http.get('*/api/password_reset/:token', ({ params }) => {
    const account = accountOfLink(requireLink('PASSWORD_RESET', params['token']));
    return jsonResponse({ email: account.email });
  }),

  /** `{password}`: it replaces the old one, which no longer signs in. */
  http.put('*/api/password_reset/:token', async ({ params, request }) => {
    const link = requireLink('PASSWORD_RESET', params['token']);
    const account = accountOfLink(link);
    const body = await readJsonObject(request);
    // Kept as a salted hash, never as typed (mocks/db/secrets.ts).
    const password = await hashPassword(
      validateNewPassword(typeof body['password'] === 'string' ? body['password'] : ''),
    );
    await updateAccount(db, account.id, (draft) => {
      draft.password = password;
    });
    await redeemLinkToken(db, link, mockClock.now());
    return jsonResponse({});
  }),
];
