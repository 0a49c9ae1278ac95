import { mockClock } from '../clock';
import { db } from '../db/mock-db';
import { readablePlayerIds } from '../db/account-queries';
import type { AccountRecord } from '../db/schemas';
import { checkAccessToken } from '../db/token-ledger';
import { rejectWith } from './respond';

/** Who is calling, for every protected handler (docs/api.md "Auth"). */

export const ACCESS_DENIED_DESC = 'Access denied';

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function readBearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  if (header === null) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The account behind the request's bearer token. Otherwise the handler ends with
 * 401 BP_401 (no token), 401 BP_405 (expired on the mock clock) or 401 BP_403
 * 'Invalid token signature' (unknown, forged or revoked token).
 */
export function requireAccount(request: Request): AccountRecord {
  const token = readBearerToken(request);
  if (token === null) return rejectWith(401, 'BP_401', 'Missing access token');
  const check = checkAccessToken(db, token, mockClock.now());
  if (check.ok) return check.account;
  if (check.reason === 'expired') return rejectWith(401, 'BP_405', 'Access token expired');
  return rejectWith(401, 'BP_403', 'Invalid token signature');
}

export interface PlayerAccess {
  readonly account: AccountRecord;
  /** The players this account may read: its own player, or a parent's children. */
  readonly playerIds: readonly string[];
  canRead(playerId: string): boolean;
  /** Ends the handler with 403 BP_403 'Access denied' unless the account may read this player. */
  assertCanRead(playerId: string): void;
}

/** The caller's account and the players it may act for (authenticates like `requireAccount`). */
export function currentAccess(request: Request): PlayerAccess {
  const account = requireAccount(request);
  const playerIds = readablePlayerIds(db, account);
  const canRead = (playerId: string): boolean => playerIds.includes(playerId);
  return {
    account,
    playerIds,
    canRead,
    assertCanRead(playerId) {
      if (!canRead(playerId)) rejectWith(403, 'BP_403', ACCESS_DENIED_DESC);
    },
  };
}

/** Shorthand: authenticate, then require read access to `playerId`. */
export function requirePlayerAccess(request: Request, playerId: string): PlayerAccess {
  const access = currentAccess(request);
  access.assertCanRead(playerId);
  return access;
}

/** The caller's account when `accountId` is its id; 403 BP_403 otherwise (a parent never acts on another account). */
export function requireOwnAccount(request: Request, accountId: unknown): AccountRecord {
  const account = requireAccount(request);
  if (String(accountId) !== account.id) return rejectWith(403, 'BP_403', ACCESS_DENIED_DESC);
  return account;
}

/**
 * The calling account of a player path's `{id}` (docs/api-account.md#profile): the id is
 * the caller's account id or a player it acts for; the setting belongs to the calling account.
 */
export function requireSettingsOwner(request: Request, id: unknown): AccountRecord {
  const access = currentAccess(request);
  const wanted = String(id);
  if (wanted !== access.account.id && !access.canRead(wanted)) return rejectWith(403, 'BP_403', ACCESS_DENIED_DESC);
  return access.account;
}
