import { HttpResponse } from 'msw';
import { mockClock } from '../clock';
import { askForMail } from '../db/mail-limits';
import { db } from '../db/mock-db';
import type { LimitedMailKind } from '../db/schemas';
import type { ErrorBody } from './respond';

/**
 * Counts this account's ask for the mail, or ends the handler with 429 `BP_429` `TOO_MANY_REQUESTS` and
 * `Retry-After` in whole seconds (docs/api.md#too-many-requests). Call it once every other check passed: a
 * refused or failed call does not count.
 */
export async function requireMailAllowance(accountId: string, kind: LimitedMailKind): Promise<void> {
  const ask = await askForMail(db, accountId, kind, mockClock.now());
  if (ask.ok) return;
  const body: ErrorBody = { status: { code: 'BP_429', desc: 'TOO_MANY_REQUESTS' } };
  const refusal: Response = HttpResponse.json(body, {
    status: 429,
    headers: { 'Retry-After': String(ask.retryAfterSeconds) },
  });
  // MSW takes a thrown Response as the handler's answer (see respond.ts, rejectWith).
  throw refusal;
}
