import type { SubscriptionType } from '../../domain/account/account-profile';

/** What GET and PATCH /subscriptions/{token} answer: whose mail, which one, and whether it is still sent. */
export interface TokenSubscription {
  readonly email: string;
  readonly type: SubscriptionType;
  readonly subscribed: boolean;
}

/**
 * The public calls behind the email links of an existing account (docs/api-account.md#password,
 * docs/api-account.md#email-links). No sign-in needed. A token that cannot be used rejects with the
 * link answers of docs/api-account.md#link-tokens (read them with linkStateOfError).
 */
export interface AccountLinksApi {
  /** POST /password_reset: sends a reset mail. BP_404 unknown address; BP_403 account not activated yet. */
  requestPasswordReset(email: string): Promise<void>;
  /** GET /password_reset/{token}: checks the link before the form shows; answers the account's email. */
  checkPasswordReset(token: string): Promise<{ readonly email: string }>;
  /** PUT /password_reset/{token}: the new password replaces the old one. */
  resetPassword(token: string, password: string): Promise<void>;
  /** PUT /account/email-change-confirmation/{token}: answers the account's new email. */
  confirmEmailChange(token: string): Promise<{ readonly email: string }>;
  /** GET /player-additional-email/email-confirm/{token}: answers the confirmed additional email. */
  confirmAdditionalEmail(token: string): Promise<{ readonly email: string }>;
  /**
   * GET /subscriptions/{token}?type=: the link's subscription of that mail type. The `type` query is
   * our addition (the mock backend reads it); an API that ignores it answers the link's own type.
   */
  getSubscription(token: string, type: SubscriptionType): Promise<TokenSubscription>;
  /** PATCH /subscriptions/{token} with `{subscribed, type}`. */
  updateSubscription(token: string, type: SubscriptionType, subscribed: boolean): Promise<TokenSubscription>;
}
