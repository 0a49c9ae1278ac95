import { http, type HttpHandler } from 'msw';
import { updateAccount } from '../db/account-updates';
import { db } from '../db/mock-db';
import type { AccountRecord } from '../db/schemas';
import { requireSettingsOwner } from './auth-guard';
import { jsonResponse, rejectWith } from './respond';

/**
 * The two privacy switches. Like the units, each belongs to the calling account: `{playerId}` is
 * the caller's player (or account id) or a child of theirs, and a parent's choice covers their
 * children. Both answer `{}`; 400 `INVALID_PRIVACY_VALUE` unless the value is `true` or `false`.
 */

function privacyHandler(path: string, field: keyof Pick<AccountRecord, 'activityPrivacy' | 'systemWideActivityPrivacy'>) {
  return http.put(path, async ({ request, params }) => {
    const account = requireSettingsOwner(request, params['playerId']);
    const raw = String(params['privacyBoolean']);
    if (raw !== 'true' && raw !== 'false') return rejectWith(400, 'BP_400', 'INVALID_PRIVACY_VALUE');
    await updateAccount(db, account.id, (draft) => {
      draft[field] = raw === 'true';
    });
    return jsonResponse({});
  });
}

export const privacyHandlers: HttpHandler[] = [
  /** Whether the community sees the player's sessions on the leaderboard (docs/api-dashboard.md#privacy). */
  privacyHandler('*/api/web/player/:playerId/system-wide-privacy/activity/:privacyBoolean', 'systemWideActivityPrivacy'),
  /** Whether coaches see the player's individual sessions (docs/api-account.md#profile). */
  privacyHandler('*/api/web/player/:playerId/privacy/activity/:privacyBoolean', 'activityPrivacy'),
];
