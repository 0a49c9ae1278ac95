import { http, type HttpHandler } from 'msw';
import { findPlayerById } from '../db/account-queries';
import { updateAccount, updatePlayer } from '../db/account-updates';
import { db } from '../db/mock-db';
import type { AccountRecord, PlayerRecord } from '../db/schemas';
import { requireSettingsOwner } from './auth-guard';
import { jsonResponse, rejectWith } from './respond';

/**
 * The two privacy switches. `{playerId}` is the caller's player (or account id) or a child of theirs.
 * Visibility to coaches belongs to the calling account, like the units. Visibility to the community
 * (the leaderboard consent) is per player: a child's is stored on that child alone, so a parent
 * chooses for each child (docs/api-dashboard.md#privacy). Both answer `{}`; 400 `INVALID_PRIVACY_VALUE`
 * unless the value is `true` or `false`.
 */

function privacyHandler(
  path: string,
  field: keyof Pick<AccountRecord, 'activityPrivacy' | 'systemWideActivityPrivacy'>,
) {
  return http.put(path, async ({ request, params }) => {
    const account = requireSettingsOwner(request, params['playerId']);
    const raw = String(params['privacyBoolean']);
    if (raw !== 'true' && raw !== 'false') return rejectWith(400, 'BP_400', 'INVALID_PRIVACY_VALUE');
    const value = raw === 'true';
    const child =
      field === 'systemWideActivityPrivacy' ? childOfAccount(account, String(params['playerId'])) : undefined;
    if (child !== undefined) {
      await updatePlayer(db, child.id, (draft) => {
        draft.systemWideActivityPrivacy = value;
      });
    } else {
      await updateAccount(db, account.id, (draft) => {
        draft[field] = value;
      });
    }
    return jsonResponse({});
  });
}

/** The child of `account` that `playerId` names (undefined for the account's own player or id). */
function childOfAccount(account: AccountRecord, playerId: string): PlayerRecord | undefined {
  const player = findPlayerById(db, playerId);
  return player !== undefined && player.accountId === null && player.parentAccountId === account.id
    ? player
    : undefined;
}

export const privacyHandlers: HttpHandler[] = [
  /** Whether the community sees the player's sessions on the leaderboard (docs/api-dashboard.md#privacy). */
  privacyHandler(
    '*/api/web/player/:playerId/system-wide-privacy/activity/:privacyBoolean',
    'systemWideActivityPrivacy',
  ),
  /** Whether coaches see the player's individual sessions (docs/api-account.md#profile). */
  privacyHandler('*/api/web/player/:playerId/privacy/activity/:privacyBoolean', 'activityPrivacy'),
];
