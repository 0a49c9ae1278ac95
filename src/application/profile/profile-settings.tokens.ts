import type { AccountSettingsApi } from '../ports/account-settings-api.port';
import { serviceToken } from '../service-token';
import type { ProfileSettingsViewModelFactory } from './profile-settings.view-model';

/**
 * Container keys of the profile's settings sections. The view-model works on the page's profile
 * store (one per visit), so the container gives a factory; the sections call it once per mount.
 */
export const PROFILE_SETTINGS_TOKENS = {
  AccountSettingsApi: serviceToken<AccountSettingsApi>('AccountSettingsApi'),
  ProfileSettingsViewModelFactory: serviceToken<ProfileSettingsViewModelFactory>('ProfileSettingsViewModelFactory'),
} as const;
