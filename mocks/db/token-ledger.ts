import { MILLISECONDS_PER_DAY } from '../../src/domain/units/time-units';
import type { MockDb } from './mock-db';
import type { AccountRecord } from './schemas';
import { findAccountById } from './account-queries';
import { digestToken, knownTokenDigest } from './secrets';

/**
 * Issuing, checking, rotating and revoking bearer tokens (docs/api.md "Auth"; lifetimes: docs/architecture.md#mock-backend).
 * A token's record is stored under its digest (./secrets.ts), never the token itself.
 */

const ACCESS_TOKEN_LIFETIME_MS = 15 * 60 * 1000;
const REFRESH_TOKEN_LIFETIME_MS = 30 * MILLISECONDS_PER_DAY;

export interface TokenPair {
  readonly accessToken: string;
  readonly refreshToken: string;
}

function newToken(prefix: string): string {
  return `${prefix}.${crypto.randomUUID().replaceAll('-', '')}`;
}

/** Mints an access and a refresh token for the account; a new login starts a new family. */
export async function issueTokenPair(
  db: MockDb,
  accountId: string,
  now: number,
  familyId: string = crypto.randomUUID(),
): Promise<TokenPair> {
  const accessToken = newToken('at');
  const refreshToken = newToken('rt');
  await db.accessTokens.create({
    id: await digestToken(accessToken),
    accountId,
    familyId,
    issuedAt: now,
    expiresAt: now + ACCESS_TOKEN_LIFETIME_MS,
  });
  await db.refreshTokens.create({
    id: await digestToken(refreshToken),
    accountId,
    familyId,
    issuedAt: now,
    expiresAt: now + REFRESH_TOKEN_LIFETIME_MS,
    spent: false,
    revoked: false,
  });
  return { accessToken, refreshToken };
}

export type AccessCheck =
  | { readonly ok: true; readonly account: AccountRecord }
  | { readonly ok: false; readonly reason: 'unknown' | 'expired' };

/**
 * Who holds this access token at `now`. Tokens of a revoked family are gone, so they are unknown; so is a token
 * whose digest was not worked out first (authHandlers does it for every request's bearer token).
 */
export function checkAccessToken(db: MockDb, token: string, now: number): AccessCheck {
  const digest = knownTokenDigest(token);
  if (digest === undefined) return { ok: false, reason: 'unknown' };
  const record = db.accessTokens.findFirst((q) => q.where({ id: digest }));
  if (record === undefined) return { ok: false, reason: 'unknown' };
  const account = findAccountById(db, record.accountId);
  if (account === undefined) return { ok: false, reason: 'unknown' };
  if (now >= record.expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true, account };
}

/** Revokes a login: its refresh tokens are marked revoked and its access tokens dropped. */
async function revokeFamily(db: MockDb, familyId: string): Promise<void> {
  await db.refreshTokens.updateMany((q) => q.where({ familyId }), {
    data(record) {
      record.revoked = true;
    },
  });
  db.accessTokens.deleteMany((q) => q.where({ familyId }));
}

export type RotationResult =
  | { readonly ok: true; readonly tokens: TokenPair }
  | { readonly ok: false; readonly reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Exchanges a refresh token for a new pair in the same family; the presented token is spent.
 * Presenting a spent token again means it leaked: the whole family is revoked.
 */
export async function rotateRefreshToken(db: MockDb, token: string, now: number): Promise<RotationResult> {
  const id = await digestToken(token);
  const record = db.refreshTokens.findFirst((q) => q.where({ id }));
  if (record === undefined || findAccountById(db, record.accountId) === undefined) {
    return { ok: false, reason: 'unknown' };
  }
  if (record.revoked) return { ok: false, reason: 'revoked' };
  if (record.spent) {
    await revokeFamily(db, record.familyId);
    return { ok: false, reason: 'reused' };
  }
  if (now >= record.expiresAt) return { ok: false, reason: 'expired' };
  await db.refreshTokens.update((q) => q.where({ id }), {
    data(draft) {
      draft.spent = true;
    },
  });
  const tokens = await issueTokenPair(db, record.accountId, now, record.familyId);
  return { ok: true, tokens };
}

/**
 * A logout (POST /logout, docs/api.md#logout): revokes the whole family of this refresh token, spent or not,
 * so a rotation the client has not heard of yet is revoked too. False when the token is unknown (nothing to revoke).
 */
export async function revokeRefreshTokenFamily(db: MockDb, token: string): Promise<boolean> {
  const id = await digestToken(token);
  const record = db.refreshTokens.findFirst((q) => q.where({ id }));
  if (record === undefined) return false;
  await revokeFamily(db, record.familyId);
  return true;
}

/**
 * Drops tokens nobody can use any more (keeps the store small). An expired access token is kept
 * as long as a refresh could follow it, so it keeps answering BP_405 (refresh) and not BP_403 (log out).
 */
export function pruneTokens(db: MockDb, now: number): void {
  db.accessTokens.deleteMany((q) => q.where({ expiresAt: (expiresAt) => expiresAt + REFRESH_TOKEN_LIFETIME_MS < now }));
  db.refreshTokens.deleteMany((q) =>
    q.where((record) => record.expiresAt < now || (record.revoked && record.issuedAt + ACCESS_TOKEN_LIFETIME_MS < now)),
  );
}
