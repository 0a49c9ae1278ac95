import type { ProfileApi } from '../ports/profile-api.port';
import { serviceToken } from '../service-token';
import type { ProfilePageViewModel } from './profile-page.view-model';
import type { UnitPreferencesViewModel } from './unit-preferences.view-model';

/** Container keys of the profile page. View-models are made per mount. */
export const PROFILE_TOKENS = {
  ProfileApi: serviceToken<ProfileApi>('ProfileApi'),
  ProfilePageViewModel: serviceToken<ProfilePageViewModel>('ProfilePageViewModel'),
  UnitPreferencesViewModel: serviceToken<UnitPreferencesViewModel>('UnitPreferencesViewModel'),
} as const;
