import { http, HttpResponse, type HttpHandler } from 'msw';
import { db } from '../db/mock-db';
import { mockClock } from '../clock';

/**
 * The integration API of the mock backend (docs/api.md "Integration API", SPEC §7).
 *
 * A login answers a one-time access code for the account; a parent's answer also lists its
 * children, and the parent's code then buys a code per child. Codes are 12 characters from an
 * alphabet without look-alikes (0/O, 1/I/L), valid 60 s on the mock clock and good for one
 * redemption. They live in memory: a code outlives neither its minute nor the page.
 */

export const ACCESS_CODE_LIFETIME_MS = 60_000;
export const ACCESS_CODE_LENGTH = 12;
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

interface IssuedCode {
  readonly code: string;
  /** The account that signed in (for a child code: the parent's account). */
  readonly accountId: string;
  /** Set when the code was issued for a parent's child. */
  readonly childPlayerId: string | null;
  readonly expiresAt: number;
  spent: boolean;
}

const issuedCodes = new Map<string, IssuedCode>();

function randomCode(): string {
  const bytes = new Uint8Array(ACCESS_CODE_LENGTH);
  let code = '';
  while (code.length < ACCESS_CODE_LENGTH) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      // Rejection sampling keeps every letter equally likely (256 is not a multiple of 31).
      if (byte < 248 && code.length < ACCESS_CODE_LENGTH) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
    }
  }
  return code;
}

function issueCode(accountId: string, childPlayerId: string | null): IssuedCode {
  const now = mockClock.now();
  for (const [key, issued] of issuedCodes) if (issued.expiresAt <= now) issuedCodes.delete(key);
  let code = randomCode();
  while (issuedCodes.has(code)) code = randomCode();
  const issued: IssuedCode = { code, accountId, childPlayerId, expiresAt: now + ACCESS_CODE_LIFETIME_MS, spent: false };
  issuedCodes.set(code, issued);
  return issued;
}

/** A code that is known, unspent and within its minute on the mock clock. */
function liveCode(code: string): IssuedCode | null {
  const issued = issuedCodes.get(code);
  return issued !== undefined && !issued.spent && mockClock.now() < issued.expiresAt ? issued : null;
}

/**
 * The partner side of the exchange (not part of the app's contract): a partner app presents a
 * code once. Answers whom the code stands for, or null when it is unknown, expired or spent.
 */
export function redeemAccessCode(code: string): { accountId: string; childPlayerId: string | null } | null {
  const issued = liveCode(code);
  if (issued === null) return null;
  issued.spent = true;
  return { accountId: issued.accountId, childPlayerId: issued.childPlayerId };
}

/** Forgets every issued code (mock reset, tests). */
export function clearAccessCodes(): void {
  issuedCodes.clear();
}

function apiError(httpStatus: number, code: string, desc: string): HttpResponse<{ status: { code: string; desc: string } }> {
  return HttpResponse.json({ status: { code, desc } }, { status: httpStatus });
}

async function readJsonObject(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function readString(body: Record<string, unknown>, key: string): string | null {
  const value = body[key];
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : null;
}

function childrenOf(accountId: string): { id: string; firstName: string; lastName: string }[] {
  return db.players
    .findMany((q) => q.where({ parentAccountId: accountId }))
    .map((player) => ({ id: player.id, firstName: player.firstName, lastName: player.lastName }));
}

const authenticate = http.post('*/integration-api/integration/user/authentication', async ({ request }) => {
  const body = await readJsonObject(request);
  const email = body === null ? null : readString(body, 'email');
  const password = body === null ? null : readString(body, 'password');
  if (email === null || password === null) return apiError(400, 'BP_400', 'email and password are required');
  const wanted = email.trim().toLowerCase();
  const account = db.accounts.findFirst((q) => q.where({ email: (value) => value.toLowerCase() === wanted }));
  if (account === undefined || account.password !== password) {
    return apiError(401, 'BP_401', 'Invalid credentials');
  }
  const issued = issueCode(account.id, null);
  return HttpResponse.json({ data: { otp: issued.code, accountId: account.id, children: childrenOf(account.id) } });
});

const authenticateChild = http.post('*/integration-api/integration/user/authentication/child', async ({ request }) => {
  const body = await readJsonObject(request);
  const childId = body === null ? null : readString(body, 'childId');
  const otp = body === null ? null : readString(body, 'otp');
  const accountId = body === null ? null : readString(body, 'accountId');
  if (childId === null || otp === null || accountId === null) {
    return apiError(400, 'BP_400', 'childId, otp and accountId are required');
  }
  const parentCode = liveCode(otp);
  if (parentCode === null || parentCode.childPlayerId !== null || parentCode.accountId !== accountId) {
    return apiError(401, 'BP_401', 'The access code is invalid, spent or expired');
  }
  const child = db.players.findFirst((q) => q.where({ id: childId }));
  if (child === undefined || child.parentAccountId !== accountId) {
    return apiError(403, 'BP_403', 'This player is not your child');
  }
  return HttpResponse.json({ data: { otp: issueCode(accountId, child.id).code } });
});

export const integrationHandlers: HttpHandler[] = [authenticate, authenticateChild];
