import { http, type HttpHandler } from 'msw';
import { mockClock } from '../clock';
import { db } from '../db/mock-db';
import type { AccessCodeRecord } from '../db/schemas';
import { passwordMatches } from '../db/secrets';
import { jsonResponse, readJsonObject, rejectWith } from './respond';

/**
 * The integration API of the mock backend (docs/api.md "Integration API", docs/product-rules.md#calls).
 *
 * A login answers a one-time access code for the account; a parent's answer also lists its
 * children, and the parent's code then buys a code per child while it lives. Codes are 12
 * characters from an alphabet without look-alikes (0/O, 1/I/L), valid 60 s on the mock clock
 * and good for one redemption. They are records of `db.accessCodes`, so they persist with the
 * rest of the mock backend and are shared by the tabs of a demo.
 */

const ACCESS_CODE_LIFETIME_MS = 60_000;
const ACCESS_CODE_LENGTH = 12;
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** The largest multiple of the alphabet size within a byte: bytes above it are drawn again. */
const UNBIASED_BYTE_LIMIT = 256 - (256 % CODE_ALPHABET.length);

function randomCode(): string {
  const bytes = new Uint8Array(ACCESS_CODE_LENGTH * 2);
  let code = '';
  while (code.length < ACCESS_CODE_LENGTH) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < UNBIASED_BYTE_LIMIT && code.length < ACCESS_CODE_LENGTH) {
        code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
      }
    }
  }
  return code;
}

async function issueCode(accountId: string, playerId: string | null): Promise<AccessCodeRecord> {
  const now = mockClock.now();
  db.accessCodes.deleteMany((q) => q.where({ expiresAt: (expiresAt) => expiresAt <= now }));
  let id = randomCode();
  while (db.accessCodes.findFirst((q) => q.where({ id })) !== undefined) id = randomCode();
  return db.accessCodes.create({
    id,
    accountId,
    playerId,
    issuedAt: now,
    expiresAt: now + ACCESS_CODE_LIFETIME_MS,
    spent: false,
  });
}

/** A code that is known, unspent and within its minute on the mock clock. */
function liveCode(code: string): AccessCodeRecord | undefined {
  const now = mockClock.now();
  return db.accessCodes.findFirst((q) =>
    q.where({ id: code, spent: false, expiresAt: (expiresAt) => now < expiresAt }),
  );
}

/**
 * The partner side of the exchange (not part of the app's contract): a partner app presents a
 * code once. Answers whom the code stands for, or null when it is unknown, expired or spent.
 */
export async function redeemAccessCode(code: string): Promise<{ accountId: string; playerId: string | null } | null> {
  const record = liveCode(code);
  if (record === undefined) return null;
  await db.accessCodes.update((q) => q.where({ id: code }), {
    data(draft) {
      draft.spent = true;
    },
  });
  return { accountId: record.accountId, playerId: record.playerId };
}

/** Ids may arrive as numbers from a client that keeps them numeric. */
function readField(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string' || value === '') return rejectWith(400, 'BP_400', `Field '${field}' is required`);
  return value;
}

function childrenOf(accountId: string): { id: string; firstName: string; lastName: string }[] {
  return db.players
    .findMany((q) => q.where({ parentAccountId: accountId }))
    .map((player) => ({ id: player.id, firstName: player.firstName, lastName: player.lastName }));
}

const authenticate = http.post('*/integration-api/integration/user/authentication', async ({ request }) => {
  const body = await readJsonObject(request);
  const email = readField(body, 'email').trim().toLowerCase();
  const password = readField(body, 'password');
  const account = db.accounts.findFirst((q) => q.where({ email: (value) => value.toLowerCase() === email }));
  if (account === undefined || !(await passwordMatches(account.password, password))) {
    return rejectWith(401, 'BP_401', 'Invalid credentials');
  }
  const issued = await issueCode(account.id, null);
  return jsonResponse({ data: { otp: issued.id, accountId: account.id, children: childrenOf(account.id) } });
});

const authenticateChild = http.post('*/integration-api/integration/user/authentication/child', async ({ request }) => {
  const body = await readJsonObject(request);
  const childId = readField(body, 'childId');
  const otp = readField(body, 'otp');
  const accountId = readField(body, 'accountId');
  const parentCode = liveCode(otp);
  if (parentCode === undefined || parentCode.playerId !== null || parentCode.accountId !== accountId) {
    return rejectWith(401, 'BP_401', 'The access code is invalid, spent or expired');
  }
  const child = db.players.findFirst((q) => q.where({ id: childId }));
  if (child === undefined || child.parentAccountId !== accountId) {
    return rejectWith(403, 'BP_403', 'This player is not your child');
  }
  const issued = await issueCode(accountId, child.id);
  return jsonResponse({ data: { otp: issued.id } });
});

export const integrationHandlers: HttpHandler[] = [authenticate, authenticateChild];
