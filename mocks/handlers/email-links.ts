import { http, type HttpHandler } from 'msw';
import { mockClock } from '../clock';
import { findAccountByEmail } from '../db/account-queries';
import { updateAccount } from '../db/account-updates';
import { redeemLinkToken } from '../db/link-tokens';
import { db } from '../db/mock-db';
import type { AccountRecord, LinkTokenRecord, SubscriptionType } from '../db/schemas';
import { accountOfLink, rejectInvalidLink, requireLink } from './link-guard';
import { jsonResponse, readJsonObject, rejectWith } from './respond';

/**
 * The public links of an existing account's mails (docs/api-account.md#email-links): the email
 * change, the additional email's confirmation, and the unsubscribe pages. No bearer token.
 */

/** The subscription a link may change: `type` when given (it must be one of the link's), else the link's first. */
function subscriptionOfLink(
  account: AccountRecord,
  link: LinkTokenRecord,
  type: unknown,
): { type: SubscriptionType; subscribed: boolean } {
  const wanted = type === undefined || type === null || type === '' ? link.targets[0] : type;
  const subscription = account.subscriptions.find(
    (candidate) => candidate.type === wanted && link.targets.includes(candidate.type),
  );
  if (subscription === undefined) return rejectWith(400, 'BP_400', 'SUBSCRIPTION_TYPE_INVALID');
  return { type: subscription.type, subscribed: subscription.subscribed };
}

export const emailLinkHandlers: HttpHandler[] = [
  /** The account's email becomes the new one and `newEmail` is cleared; 409 when another account took that email meanwhile. */
  http.put('*/api/account/email-change-confirmation/:token', async ({ params }) => {
    const link = requireLink('EMAIL_CHANGE', params['token']);
    const account = accountOfLink(link);
    const holder = findAccountByEmail(db, link.email);
    if (holder !== undefined && holder.id !== account.id) return rejectWith(409, 'BP_409', 'EMAIL_ALREADY_REGISTERED');
    await updateAccount(db, account.id, (draft) => {
      draft.email = link.email;
      draft.newEmail = null;
    });
    await redeemLinkToken(db, link, mockClock.now());
    return jsonResponse({ email: link.email });
  }),

  /** Confirms the additional address; a link whose address was deleted meanwhile is invalid. */
  http.get('*/api/player-additional-email/email-confirm/:token', async ({ params }) => {
    const link = requireLink('ADDITIONAL_EMAIL', params['token']);
    const account = accountOfLink(link);
    const entry =
      account.additionalEmails.find((candidate) => link.targets.includes(candidate.id)) ?? rejectInvalidLink();
    await updateAccount(db, account.id, (draft) => {
      for (const candidate of draft.additionalEmails) if (candidate.id === entry.id) candidate.confirmed = true;
    });
    await redeemLinkToken(db, link, mockClock.now());
    return jsonResponse({ email: entry.email });
  }),

  /** `{email, type, subscribed}` of the link's subscription (an optional `?type=` picks one of the link's types). */
  http.get('*/api/subscriptions/:token', ({ params, request }) => {
    const link = requireLink('SUBSCRIPTION', params['token']);
    const account = accountOfLink(link);
    const subscription = subscriptionOfLink(account, link, new URL(request.url).searchParams.get('type'));
    return jsonResponse({ email: account.email, ...subscription });
  }),

  /** `{subscribed, type}`: turns the mail off or on again. The link stays usable (the page offers to subscribe again). */
  http.patch('*/api/subscriptions/:token', async ({ params, request }) => {
    const link = requireLink('SUBSCRIPTION', params['token']);
    const account = accountOfLink(link);
    const body = await readJsonObject(request);
    const subscribed = body['subscribed'];
    if (typeof subscribed !== 'boolean') return rejectWith(400, 'BP_400', "Field 'subscribed' must be a boolean");
    const { type } = subscriptionOfLink(account, link, body['type']);
    await updateAccount(db, account.id, (draft) => {
      for (const candidate of draft.subscriptions) if (candidate.type === type) candidate.subscribed = subscribed;
    });
    return jsonResponse({ email: account.email, type, subscribed });
  }),
];
