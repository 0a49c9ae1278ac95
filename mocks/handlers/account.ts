import { http, type HttpHandler } from 'msw';
import { db } from '../db/mock-db';
import { toUser } from '../db/account-queries';
import { ACCESS_DENIED_DESC, requireAccount } from './auth-guard';
import { jsonResponse, rejectWith } from './respond';

/** The account calls of issue 2 (docs/api.md). */

export const accountHandlers: HttpHandler[] = [
  /** Own account only: a parent reads their own account (their children come in playerDetails). */
  http.get('*/api/web/account/:accountId', ({ request, params }) => {
    const account = requireAccount(request);
    if (params['accountId'] !== account.id) return rejectWith(403, 'BP_403', ACCESS_DENIED_DESC);
    return jsonResponse(toUser(db, account));
  }),

  /**
   * Resend the activation mail. An account whose email is already confirmed (ACTIVE, or stored
   * NOT_VERIFIED like verified@example.com) answers 403 BP_403 and the app marks it ACTIVE.
   */
  http.put('*/api/account/email-confirmation', async ({ request }) => {
    const account = requireAccount(request);
    if (account.status === 'ACTIVE' || account.emailConfirmed) {
      return rejectWith(403, 'BP_403', 'Account already active');
    }
    await db.accounts.update((q) => q.where({ id: account.id }), {
      data(draft) {
        draft.activationMailsSent += 1;
      },
    });
    return jsonResponse({});
  }),
];
