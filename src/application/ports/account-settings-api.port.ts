import type { Subscription } from '../../domain/account/account-profile';
import type { Locale, User } from '../../domain/account/user';

/** One additional notification address of the account, confirmed or not (docs/product-rules.md#additional-emails). */
export type AdditionalEmail = User['additionalEmailAddresses'][number];

/**
 * The settings calls of the profile (docs/api-account.md#profile): language, visibility to
 * coaches, mail subscriptions and additional notification addresses. `ownerId` is the id the player
 * paths name: the signed-in account's own (its playerId, or its accountId), never a child's.
 * Visibility to the community is AccountApi.updateSystemWidePrivacy (shared with the leaderboard).
 */
export interface AccountSettingsApi {
  /** PUT /web/account/{accountId}/language. */
  updateLanguage(accountId: string, language: Locale): Promise<void>;
  /** PUT /web/player/{id}/privacy/activity/{true|false}: individual sessions visible to coaches. */
  updateActivityPrivacy(ownerId: string, visibleToCoaches: boolean): Promise<void>;
  /** PATCH /web/subscriptions/{subscriptionId}: the subscription as the server now has it. */
  updateSubscription(subscriptionId: string, subscribed: boolean): Promise<Subscription>;
  /**
   * POST /web/player/{id}/additional-email (the address as text/plain): the new, not confirmed
   * address. BP_400 `EMAIL_INVALID` / `SAME_AS_ACCOUNT_EMAIL`, BP_409 `ADDITIONAL_EMAIL_EXISTS`.
   */
  addAdditionalEmail(ownerId: string, email: string): Promise<AdditionalEmail>;
  /** DELETE /web/player/{id}/additional-email/{emailId}. */
  deleteAdditionalEmail(ownerId: string, emailId: string): Promise<void>;
  /** GET /web/player/{id}/additional-email-resend-confirmation/{emailId}; BP_409 when already confirmed. */
  resendAdditionalEmailConfirmation(ownerId: string, emailId: string): Promise<void>;
}
