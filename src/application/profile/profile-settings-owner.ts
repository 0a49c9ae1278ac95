import { isParentAccount, type User } from '../../domain/account/user';

/**
 * The id the settings' player paths name (docs/api-account.md#profile): the signed-in
 * User's playerId, or its accountId. A parent's User carries their first child's playerId, so a
 * parent names their account: a parent edits their own settings, never a child's.
 */
export function settingsOwnerId(user: User): string {
  return !isParentAccount(user) && user.playerId !== '' ? user.playerId : user.accountId;
}
