import type { DistanceUnit, HeightWeightUnit, User } from '../../domain/account/user';

/** The two unit choices of a profile (docs/product-rules.md#units). */
export interface UnitPreference {
  readonly unitDistance: DistanceUnit;
  readonly unitHeightWeight: HeightWeightUnit;
}

export interface AccountApi {
  /** GET /web/account/{accountId}: the profile with playerDetails. */
  getAccount(accountId: string): Promise<User>;
  /** PUT /account/email-confirmation: resend the activation mail. BP_403 means already active. */
  resendActivation(): Promise<void>;
  /** PUT /web/player/{id}/unit-preference: miles or meters, ft/lb or cm/kg (docs/product-rules.md#calls). */
  updateUnitPreference(playerId: string, preference: UnitPreference): Promise<void>;
  /**
   * PUT /web/player/{playerId}/system-wide-privacy/activity/{true|false}: whether the community
   * sees the player's sessions on the leaderboard (the User's systemWideActivityPrivacy; the
   * leaderboard's consent dialog). Stored on the calling account, so a parent's choice covers
   * their children (docs/api-dashboard.md#privacy). BP_403 for a player the account does not act for.
   */
  updateSystemWidePrivacy(playerId: string, visibleToCommunity: boolean): Promise<void>;
}
