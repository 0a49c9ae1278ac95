import { http, type HttpHandler } from 'msw';
import { validateEmail } from '../../src/domain/validation/credentials-validation';
import { mockClock } from '../clock';
import { findAccountByEmail, toAccountProfile } from '../db/account-queries';
import { sameEmail, updateAccount } from '../db/account-updates';
import { dropLinkTokens } from '../db/link-tokens';
import { db } from '../db/mock-db';
import { sendLinkMail } from '../db/outbox';
import { hashPassword, passwordMatches } from '../db/secrets';
import { ACCESS_DENIED_DESC, requireAccount, requireOwnAccount } from './auth-guard';
import { jsonResponse, readJsonObject, rejectWith } from './respond';
import { validateNewPassword } from './password-rules';

/**
 * The account settings of the profile (docs/api-account.md#profile): password, email
 * change, language and mail subscriptions. Each acts on the caller's own account only.
 */

function stringField(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  return typeof value === 'string' ? value : '';
}

export const accountSettingsHandlers: HttpHandler[] = [
  /** The new password replaces the old one: the next login needs it. */
  http.put('*/api/web/account/:accountId/password', async ({ request, params }) => {
    const account = requireOwnAccount(request, params['accountId']);
    const body = await readJsonObject(request);
    if (!(await passwordMatches(account.password, stringField(body, 'currentPassword'))))
      return rejectWith(400, 'BP_400', 'CURRENT_PASSWORD_INVALID');
    // Kept as a salted hash, never as typed (mocks/db/secrets.ts).
    const password = await hashPassword(validateNewPassword(stringField(body, 'newPassword')));
    await updateAccount(db, account.id, (draft) => {
      draft.password = password;
    });
    return jsonResponse({});
  }),

  /**
   * Asks to change the email: `newEmail` is set and an EMAIL_CHANGE mail goes to the new address.
   * Asking again (the page's resend) sends a new link; the older one stops working.
   */
  http.put('*/api/web/account/:accountId/email-change', async ({ request, params }) => {
    const account = requireOwnAccount(request, params['accountId']);
    const email = stringField(await readJsonObject(request), 'email').trim();
    if (validateEmail(email) !== null) return rejectWith(400, 'BP_400', 'EMAIL_INVALID');
    if (sameEmail(email, account.email)) return rejectWith(400, 'BP_400', 'SAME_EMAIL');
    if (findAccountByEmail(db, email) !== undefined) return rejectWith(409, 'BP_409', 'EMAIL_ALREADY_REGISTERED');
    dropLinkTokens(db, 'EMAIL_CHANGE', account.id);
    const updated = await updateAccount(db, account.id, (draft) => {
      draft.newEmail = email;
    });
    await sendLinkMail(db, 'EMAIL_CHANGE', email, { accountId: account.id, email }, mockClock.now());
    return jsonResponse(toAccountProfile(db, updated));
  }),

  /** Cancels the pending change: `newEmail` is cleared and the mailed link stops working. */
  http.delete('*/api/web/account/:accountId/email-change', async ({ request, params }) => {
    const account = requireOwnAccount(request, params['accountId']);
    dropLinkTokens(db, 'EMAIL_CHANGE', account.id);
    const updated = await updateAccount(db, account.id, (draft) => {
      draft.newEmail = null;
    });
    return jsonResponse(toAccountProfile(db, updated));
  }),

  http.put('*/api/web/account/:accountId/language', async ({ request, params }) => {
    const account = requireOwnAccount(request, params['accountId']);
    const language = stringField(await readJsonObject(request), 'language');
    if (language !== 'en' && language !== 'fr') return rejectWith(400, 'BP_400', 'LANGUAGE_INVALID');
    await updateAccount(db, account.id, (draft) => {
      draft.language = language;
    });
    return jsonResponse({});
  }),

  /** `{subscribed}`: answers the Subscription. 403 when it is another account's, 404 when unknown. */
  http.patch('*/api/web/subscriptions/:subscriptionId', async ({ request, params }) => {
    const account = requireAccount(request);
    const id = String(params['subscriptionId']);
    const body = await readJsonObject(request);
    const subscribed = body['subscribed'];
    if (!account.subscriptions.some((subscription) => subscription.id === id)) {
      const elsewhere = db.accounts.findFirst((q) => q.where((other) => other.subscriptions.some((s) => s.id === id)));
      return elsewhere === undefined
        ? rejectWith(404, 'BP_404', 'SUBSCRIPTION_NOT_FOUND')
        : rejectWith(403, 'BP_403', ACCESS_DENIED_DESC);
    }
    if (typeof subscribed !== 'boolean') return rejectWith(400, 'BP_400', "Field 'subscribed' must be a boolean");
    const updated = await updateAccount(db, account.id, (draft) => {
      for (const subscription of draft.subscriptions) if (subscription.id === id) subscription.subscribed = subscribed;
    });
    const subscription = updated.subscriptions.find((candidate) => candidate.id === id);
    return jsonResponse({ ...subscription });
  }),
];
