import type { Container } from 'inversify';
import { HttpAccountSettingsApi } from '../adapters/http/http-account-settings-api';
import type { HttpClient } from '../adapters/http/http-client';
import { APP_TOKENS } from '../application/app.tokens';
import type { AccountApi } from '../application/ports/account-api.port';
import type { AccountSettingsApi } from '../application/ports/account-settings-api.port';
import { PROFILE_SETTINGS_TOKENS } from '../application/profile/profile-settings.tokens';
import {
  ProfileSettingsViewModel,
  type ProfileSettingsViewModelFactory,
} from '../application/profile/profile-settings.view-model';
import type { LocaleStore } from '../application/shell/locale.store';
import type { ToastStore } from '../application/shell/toast.store';
import { PORT_TOKENS } from './port.tokens';

/**
 * Binds the profile's settings sections (language, privacy, notifications, additional emails);
 * called by bindProfileFeature. The account API (community visibility, shared with the
 * leaderboard), the locale and the toasts are the root's.
 */
export function bindProfileSettings(container: Container, http: () => HttpClient): void {
  container.bind(PROFILE_SETTINGS_TOKENS.AccountSettingsApi).toResolvedValue(() => new HttpAccountSettingsApi(http()));
  container.bind(PROFILE_SETTINGS_TOKENS.ProfileSettingsViewModelFactory).toResolvedValue(
    (
      api: AccountSettingsApi,
      accountApi: AccountApi,
      interfaceLocale: LocaleStore,
      notifier: ToastStore,
    ): ProfileSettingsViewModelFactory =>
      (store) =>
        new ProfileSettingsViewModel(store, { api, accountApi, interfaceLocale, notifier }),
    [PROFILE_SETTINGS_TOKENS.AccountSettingsApi, PORT_TOKENS.AccountApi, APP_TOKENS.LocaleStore, APP_TOKENS.ToastStore],
  );
}
