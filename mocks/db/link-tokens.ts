import type { MockDb } from './mock-db';
import type { LinkKind, LinkTokenRecord } from './schemas';

/**
 * The ledger of the public links' tokens (docs/api-account.md#link-tokens). A token is looked up
 * by the route's kind; the demo's `ANY` tokens answer on every route. Tokens the mock mails out
 * are fresh, single-use, and live on the mock clock: a password reset 60 minutes, the rest 72 hours.
 */

const MINUTE_MS = 60 * 1000;
const LIFETIME_MS: Readonly<Record<LinkKind, number>> = {
  PASSWORD_RESET: 60 * MINUTE_MS,
  SIGN_UP: 72 * 60 * MINUTE_MS,
  ACTIVATION: 72 * 60 * MINUTE_MS,
  CHILD_CONFIRMATION: 72 * 60 * MINUTE_MS,
  ORGANIZATION_INVITE: 72 * 60 * MINUTE_MS,
  EMAIL_CHANGE: 72 * 60 * MINUTE_MS,
  ADDITIONAL_EMAIL: 72 * 60 * MINUTE_MS,
  SUBSCRIPTION: 72 * 60 * MINUTE_MS,
};

export type LinkCheck =
  | { readonly ok: true; readonly link: LinkTokenRecord }
  | { readonly ok: false; readonly reason: 'invalid' | 'expired' | 'redeemed' };

function findLink(db: MockDb, kind: LinkKind, token: string): LinkTokenRecord | undefined {
  return (
    db.linkTokens.findFirst((q) => q.where({ id: `${kind}:${token}` })) ??
    db.linkTokens.findFirst((q) => q.where({ id: `ANY:${token}` }))
  );
}

/** Whether `token` can be used on a route of this kind at `now`: used beats expired. */
export function checkLinkToken(db: MockDb, kind: LinkKind, token: string, now: number): LinkCheck {
  const link = findLink(db, kind, token);
  if (link === undefined) return { ok: false, reason: 'invalid' };
  if (link.redeemedAt !== null) return { ok: false, reason: 'redeemed' };
  if (link.expiresAt !== null && now >= link.expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true, link };
}

export type NewLinkFields = Pick<LinkTokenRecord, 'accountId' | 'email'> &
  Partial<Pick<LinkTokenRecord, 'firstName' | 'lastName' | 'child' | 'teamId' | 'playerId' | 'targets'>>;

/** Mints a fresh single-use token of this kind. */
export async function issueLinkToken(
  db: MockDb,
  kind: LinkKind,
  fields: NewLinkFields,
  now: number,
): Promise<LinkTokenRecord> {
  const token = `ot-${crypto.randomUUID().replaceAll('-', '')}`;
  return db.linkTokens.create({
    id: `${kind}:${token}`,
    token,
    kind,
    firstName: '',
    lastName: '',
    child: false,
    teamId: null,
    playerId: null,
    targets: [],
    ...fields,
    expiresAt: now + LIFETIME_MS[kind],
    redeemedAt: null,
    reusable: false,
  });
}

/** Marks a single-use token used; the demo's reusable tokens stay as they are. */
export async function redeemLinkToken(db: MockDb, link: LinkTokenRecord, now: number): Promise<void> {
  if (link.reusable) return;
  await db.linkTokens.update((q) => q.where({ id: link.id }), {
    data(draft) {
      draft.redeemedAt = now;
    },
  });
}

/**
 * Drops the single-use tokens of this kind and account (and, when given, for this target):
 * a newer link replaces them, or what they were for is gone. They then answer "invalid".
 */
export function dropLinkTokens(db: MockDb, kind: LinkKind, accountId: string, target?: string): void {
  db.linkTokens.deleteMany((q) =>
    q.where(
      (link) =>
        !link.reusable &&
        link.kind === kind &&
        link.accountId === accountId &&
        (target === undefined || link.targets.includes(target)),
    ),
  );
}
