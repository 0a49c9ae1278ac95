import { http, type HttpHandler } from 'msw';
import { validateEmail } from '../../src/domain/validation/credentials-validation';
import { mockClock } from '../clock';
import { sameEmail, updateAccount } from '../db/account-updates';
import { dropLinkTokens } from '../db/link-tokens';
import { db } from '../db/mock-db';
import { sendLinkMail } from '../db/outbox';
import type { AccountRecord } from '../db/schemas';
import { requireSettingsOwner } from './auth-guard';
import { jsonResponse, rejectWith } from './respond';

/**
 * The additional notification addresses of the calling account (docs/api-account.md#profile).
 * Adding one or resending its confirmation writes an ADDITIONAL_EMAIL mail to that address; a
 * resend, or deleting the address, makes the older link stop working.
 */

type AdditionalEmail = AccountRecord['additionalEmails'][number];

function requireAdditionalEmail(account: AccountRecord, emailId: unknown): AdditionalEmail {
  const entry = account.additionalEmails.find((candidate) => candidate.id === String(emailId));
  return entry ?? rejectWith(404, 'BP_404', 'ADDITIONAL_EMAIL_NOT_FOUND');
}

async function mailConfirmation(account: AccountRecord, entry: AdditionalEmail): Promise<void> {
  dropLinkTokens(db, 'ADDITIONAL_EMAIL', account.id, entry.id);
  await sendLinkMail(
    db,
    'ADDITIONAL_EMAIL',
    entry.email,
    { accountId: account.id, email: entry.email, targets: [entry.id] },
    mockClock.now(),
  );
}

export const additionalEmailHandlers: HttpHandler[] = [
  /** The address as text/plain: answers `{id, email, confirmed: false}`. */
  http.post('*/api/web/player/:id/additional-email', async ({ request, params }) => {
    const account = requireSettingsOwner(request, params['id']);
    const email = (await request.text()).trim();
    if (validateEmail(email) !== null) return rejectWith(400, 'BP_400', 'EMAIL_INVALID');
    if (sameEmail(email, account.email)) return rejectWith(400, 'BP_400', 'SAME_AS_ACCOUNT_EMAIL');
    if (account.additionalEmails.some((entry) => sameEmail(entry.email, email))) {
      return rejectWith(409, 'BP_409', 'ADDITIONAL_EMAIL_EXISTS');
    }
    const entry: AdditionalEmail = { id: `ae-${crypto.randomUUID().slice(0, 8)}`, email, confirmed: false };
    await updateAccount(db, account.id, (draft) => {
      draft.additionalEmails = [...draft.additionalEmails, entry];
    });
    await mailConfirmation(account, entry);
    return jsonResponse({ ...entry });
  }),

  http.delete('*/api/web/player/:id/additional-email/:emailId', async ({ request, params }) => {
    const account = requireSettingsOwner(request, params['id']);
    const entry = requireAdditionalEmail(account, params['emailId']);
    dropLinkTokens(db, 'ADDITIONAL_EMAIL', account.id, entry.id);
    await updateAccount(db, account.id, (draft) => {
      draft.additionalEmails = draft.additionalEmails.filter((candidate) => candidate.id !== entry.id);
    });
    return jsonResponse({});
  }),

  /** A new confirmation mail; 409 BP_409 when the address is already confirmed. */
  http.get('*/api/web/player/:id/additional-email-resend-confirmation/:emailId', async ({ request, params }) => {
    const account = requireSettingsOwner(request, params['id']);
    const entry = requireAdditionalEmail(account, params['emailId']);
    if (entry.confirmed) return rejectWith(409, 'BP_409', 'ADDITIONAL_EMAIL_CONFIRMED');
    await mailConfirmation(account, entry);
    return jsonResponse({});
  }),
];
