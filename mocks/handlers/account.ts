import { http, type HttpHandler } from 'msw';
import { mockClock } from '../clock';
import { db } from '../db/mock-db';
import { toAccountProfile } from '../db/account-queries';
import { sendLinkMail } from '../db/outbox';
import { ACCESS_DENIED_DESC, currentAccess, requireAccount, requireOwnAccount } from './auth-guard';
import { requireMailAllowance } from './mail-limit-guard';
import { jsonResponse, readJsonObject, rejectWith } from './respond';

const UNIT_SYSTEMS = ['METRIC', 'IMPERIAL'] as const;
type UnitSystem = (typeof UNIT_SYSTEMS)[number];

function requireUnitSystem(body: Record<string, unknown>, field: string): UnitSystem {
  const value = body[field];
  const known = UNIT_SYSTEMS.find((unit) => unit === value);
  return known ?? rejectWith(400, 'BP_400', `Field '${field}' must be METRIC or IMPERIAL`);
}

/** The account calls (docs/api.md#calls) and the profile read (docs/api-account.md#profile). */

export const accountHandlers: HttpHandler[] = [
  /**
   * Own account only, as an AccountProfile (the User plus `personal` and `subscriptions`): a parent
   * reads their own account (their children come in playerDetails). The login keeps a plain User.
   */
  http.get('*/api/web/account/:accountId', ({ request, params }) => {
    const account = requireOwnAccount(request, params['accountId']);
    return jsonResponse(toAccountProfile(db, account));
  }),

  /**
   * Resend the activation mail: an ACTIVATION mail with an /email-confirmation/{token} link goes to
   * the outbox. An account whose email is already confirmed (ACTIVE, or stored NOT_VERIFIED like
   * verified@example.com) answers 403 BP_403 and the app marks it ACTIVE. At most 1 a minute and 5 an hour
   * per account, then 429 with Retry-After (docs/api.md#too-many-requests).
   */
  http.put('*/api/account/email-confirmation', async ({ request }) => {
    const account = requireAccount(request);
    if (account.status === 'ACTIVE' || account.emailConfirmed) {
      return rejectWith(403, 'BP_403', 'Account already active');
    }
    await requireMailAllowance(account.id, 'ACTIVATION');
    await db.accounts.update((q) => q.where({ id: account.id }), {
      data(draft) {
        draft.activationMailsSent += 1;
      },
    });
    await sendLinkMail(
      db,
      'ACTIVATION',
      account.email,
      { accountId: account.id, email: account.email },
      mockClock.now(),
    );
    return jsonResponse({});
  }),

  /**
   * The account's units (docs/product-rules.md#calls, docs/api.md). `{id}` is the caller's player (a parent's first child, as in
   * their User) or account id; the units belong to the calling account. Answers `{}`.
   */
  http.put('*/api/web/player/:id/unit-preference', async ({ request, params }) => {
    const access = currentAccess(request);
    const id = String(params['id']);
    if (id !== access.account.id && !access.canRead(id)) return rejectWith(403, 'BP_403', ACCESS_DENIED_DESC);
    const body = await readJsonObject(request);
    const unitDistance = requireUnitSystem(body, 'unitDistance');
    const unitHeightWeight = requireUnitSystem(body, 'unitHeightWeight');
    await db.accounts.update((q) => q.where({ id: access.account.id }), {
      data(draft) {
        draft.unitDistance = unitDistance;
        draft.unitHeightWeight = unitHeightWeight;
      },
    });
    return jsonResponse({});
  }),
];
