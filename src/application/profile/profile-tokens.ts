import { serviceToken } from '../service-token';
import type { UnitPreferencesViewModel } from './unit-preferences.view-model';

/** Container keys of the profile page. View-models are made per mount. */
export const PROFILE_TOKENS = {
  UnitPreferencesViewModel: serviceToken<UnitPreferencesViewModel>('UnitPreferencesViewModel'),
} as const;
