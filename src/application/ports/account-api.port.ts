import type { DistanceUnit, HeightWeightUnit, User } from '../../domain/account/user';

/** The two unit choices of a profile (SPEC §3 "Profile units"). */
export interface UnitPreference {
  readonly unitDistance: DistanceUnit;
  readonly unitHeightWeight: HeightWeightUnit;
}

export interface AccountApi {
  /** GET /web/account/{accountId}: the profile with playerDetails. */
  getAccount(accountId: string): Promise<User>;
  /** PUT /account/email-confirmation: resend the activation mail. BP_403 means already active. */
  resendActivation(): Promise<void>;
  /** PUT /web/player/{id}/unit-preference: miles or meters, ft/lb or cm/kg (SPEC §7). */
  updateUnitPreference(playerId: string, preference: UnitPreference): Promise<void>;
}
