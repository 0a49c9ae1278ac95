import { http, type HttpHandler } from 'msw';
import { db } from '../db/mock-db';
import { ACCESS_DENIED_DESC, currentAccess } from './auth-guard';
import { jsonResponse, rejectWith } from './respond';

/**
 * PUT /web/player/{playerId}/system-wide-privacy/activity/{privacyBoolean} (docs/api-dashboard.md#privacy):
 * whether the community sees the player's sessions on the leaderboard (`systemWideActivityPrivacy`
 * of the User). Like the units, the setting belongs to the calling account: a parent's choice
 * covers their children. Answers `{}`.
 */
export const privacyHandlers: HttpHandler[] = [
  http.put('*/api/web/player/:playerId/system-wide-privacy/activity/:privacyBoolean', async ({ request, params }) => {
    const access = currentAccess(request);
    const playerId = String(params['playerId']);
    if (playerId !== access.account.id && !access.canRead(playerId)) return rejectWith(403, 'BP_403', ACCESS_DENIED_DESC);
    const raw = String(params['privacyBoolean']);
    if (raw !== 'true' && raw !== 'false') return rejectWith(400, 'BP_400', 'INVALID_PRIVACY_VALUE');
    await db.accounts.update((q) => q.where({ id: access.account.id }), {
      data(draft) {
        draft.systemWideActivityPrivacy = raw === 'true';
      },
    });
    return jsonResponse({});
  }),
];
