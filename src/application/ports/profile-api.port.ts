import type { AccountProfile } from '../../domain/account/account-profile';

/** The profile page's calls (docs/api-account.md#profile-signed-in). */
export interface ProfileApi {
  /** GET /web/account/{accountId}: the User with its personal details and subscriptions. */
  getProfile(accountId: string): Promise<AccountProfile>;
}
