import type { MockDb } from './mock-db';
import type { LimitedMailKind } from './schemas';

/**
 * How often an account may ask for the same mail again (docs/api.md#too-many-requests): the activation mail
 * and the password reset, each at most once a minute and five times an hour. A refused ask is not counted.
 */

export const MAIL_MINUTE_MS = 60_000;
export const MAIL_HOUR_MS = 60 * MAIL_MINUTE_MS;
export const MAILS_PER_HOUR = 5;

type MailAsk = { readonly ok: true } | { readonly ok: false; readonly retryAfterSeconds: number };

/**
 * Whether an ask at `now` may go out, given when the earlier accepted asks went (any order). Accepted when the
 * last one is a minute old or older and fewer than five lie in the hour up to `now`; otherwise the whole seconds
 * until both hold again.
 */
export function decideMailAsk(accepted: readonly number[], now: number): MailAsk {
  const recent = accepted.filter((at) => at > now - MAIL_HOUR_MS && at <= now).sort((a, b) => a - b);
  let allowedFrom = Number.NEGATIVE_INFINITY;
  const last = recent.at(-1);
  if (last !== undefined) allowedFrom = last + MAIL_MINUTE_MS;
  if (recent.length >= MAILS_PER_HOUR) {
    // The ask that leaves the hour first makes room: the fifth newest.
    const leaving = recent[recent.length - MAILS_PER_HOUR] ?? now;
    allowedFrom = Math.max(allowedFrom, leaving + MAIL_HOUR_MS);
  }
  if (allowedFrom <= now) return { ok: true };
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((allowedFrom - now) / 1000)) };
}

/**
 * Counts an ask of this account for this mail when the limit allows it (and forgets asks older than an hour);
 * otherwise counts nothing and says how long to wait.
 */
export async function askForMail(db: MockDb, accountId: string, kind: LimitedMailKind, now: number): Promise<MailAsk> {
  db.mailRequests.deleteMany((q) => q.where({ at: (at) => at <= now - MAIL_HOUR_MS }));
  const accepted = db.mailRequests.findMany((q) => q.where({ accountId, kind })).map((ask) => ask.at);
  const decision = decideMailAsk(accepted, now);
  if (decision.ok) await db.mailRequests.create({ id: `ask-${crypto.randomUUID()}`, accountId, kind, at: now });
  return decision;
}
