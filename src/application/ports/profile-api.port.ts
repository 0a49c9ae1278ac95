import type { AccountProfile } from '../../domain/account/account-profile';

/** What happens to the photo on a save: kept as it is, replaced by a picked file, or dropped. */
export type AvatarChange =
  { readonly kind: 'keep' } | { readonly kind: 'replace'; readonly file: Blob } | { readonly kind: 'remove' };

/**
 * The personal data a save sends (docs/api-account.md#profile, "Profile form fields"): every
 * field as a string, empty meaning "none"; height and weight already in cm and kg.
 */
export interface ProfileUpdate {
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
  /** `YYYY-MM-DD` or ''. */
  readonly birthDate: string;
  readonly phoneCountryCode: string;
  readonly phoneNumber: string;
  readonly beltNumber: string;
  readonly heightCm: string;
  readonly weightKg: string;
  readonly position: string;
  readonly avatar: AvatarChange;
}

/** The profile page's calls (docs/api-account.md#profile). */
export interface ProfileApi {
  /** GET /web/account/{accountId}: the User with its personal details and subscriptions. */
  getProfile(accountId: string): Promise<AccountProfile>;
  /** GET /web/players/positions: the position names a player can pick. */
  getPositions(): Promise<readonly string[]>;
  /** PUT /web/players/{accountId} (form data): the saved profile. */
  updateProfile(accountId: string, update: ProfileUpdate): Promise<AccountProfile>;
  /** PUT /web/account/{accountId}/password; BP_400 CURRENT_PASSWORD_INVALID when the current one is wrong. */
  changePassword(accountId: string, currentPassword: string, newPassword: string): Promise<void>;
  /** PUT /web/account/{accountId}/email-change: the profile with `newEmail` set (also a resend). */
  requestEmailChange(accountId: string, email: string): Promise<AccountProfile>;
  /** DELETE /web/account/{accountId}/email-change: the profile with `newEmail` cleared. */
  cancelEmailChange(accountId: string): Promise<AccountProfile>;
}
