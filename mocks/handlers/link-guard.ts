import { mockClock } from '../clock';
import { findAccountById } from '../db/account-queries';
import { checkLinkToken } from '../db/link-tokens';
import { db } from '../db/mock-db';
import type { AccountRecord, LinkKind, LinkTokenRecord } from '../db/schemas';
import { rejectWith } from './respond';

/** The token of a public `:token` call, or the link answers of docs/api-account.md#link-tokens. */

export function rejectInvalidLink(): never {
  return rejectWith(404, 'BP_404', 'LINK_INVALID');
}

/** The usable link of this kind; otherwise 404 LINK_INVALID, 410 BP_412 LINK_EXPIRED or 409 LINK_REDEEMED. */
export function requireLink(kind: LinkKind, token: unknown): LinkTokenRecord {
  const check = checkLinkToken(db, kind, String(token), mockClock.now());
  if (check.ok) return check.link;
  if (check.reason === 'expired') return rejectWith(410, 'BP_412', 'LINK_EXPIRED');
  if (check.reason === 'redeemed') return rejectWith(409, 'BP_409', 'LINK_REDEEMED');
  return rejectInvalidLink();
}

/** The account the link acts on; a link whose account is gone is invalid. */
export function accountOfLink(link: LinkTokenRecord): AccountRecord {
  const account = link.accountId === null ? undefined : findAccountById(db, link.accountId);
  return account ?? rejectInvalidLink();
}
