import type { AccountProfileStore } from '../../../application/profile/account-profile.store';

/** The profile's settings sections: language, privacy, notifications and additional emails (being built). */
export function ProfileSettingsSections(_props: { readonly store: AccountProfileStore }) {
  return null;
}
