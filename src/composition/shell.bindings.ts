import type { Container } from 'inversify';
import { HttpAccountSettingsApi } from '../adapters/http/http-account-settings-api';
import type { HttpClient } from '../adapters/http/http-client';
import { APP_TOKENS } from '../application/app.tokens';
import type { AuthSession } from '../application/auth/auth-session.store';
import type { AccountApi } from '../application/ports/account-api.port';
import type { Clock } from '../application/ports/clock.port';
import type { KeyValueStore } from '../application/ports/key-value-store.port';
import { ResendWaits } from '../application/resend-wait/resend-waits';
import { AccountLanguageStore } from '../application/shell/account-language.store';
import { ActivationBannerViewModel } from '../application/shell/activation-banner.view-model';
import type { LocaleStore } from '../application/shell/locale.store';
import { SHELL_TOKENS } from '../application/shell/shell.tokens';
import { LIVE_RECORDING_TOKENS } from '../application/live-recording/live-recording.tokens';
import { OFFLINE_TOKENS } from '../application/offline/offline.tokens';
import { SidebarViewModel, type ScreenSize } from '../application/shell/sidebar.view-model';
import type { ToastStore } from '../application/shell/toast.store';
import { PORT_TOKENS } from './port.tokens';
import { bindOfflineReading } from './offline.bindings';
import { bindRecordingsOnDevice } from './recordings-on-device.bindings';

/**
 * Binds the signed-in layout's sidebar, activation banner and language picker (app-wide singletons
 * once bound). The picker saves through its own account-settings client: the profile's is bound
 * only with the profile page.
 */
export function bindShellFeature(container: Container, http: () => HttpClient): void {
  container
    .bind(SHELL_TOKENS.SidebarViewModel)
    .toResolvedValue(
      (clock: Clock, screen: ScreenSize) => new SidebarViewModel(clock, screen),
      [APP_TOKENS.Clock, APP_TOKENS.Screen],
    );
  container
    .bind(SHELL_TOKENS.ActivationBannerViewModel)
    .toResolvedValue(
      (session: AuthSession, api: AccountApi, toasts: ToastStore, store: KeyValueStore, clock: Clock) =>
        new ActivationBannerViewModel(session, api, toasts, new ResendWaits(store, clock)),
      [
        APP_TOKENS.AuthSession,
        PORT_TOKENS.AccountApi,
        APP_TOKENS.ToastStore,
        PORT_TOKENS.KeyValueStore,
        APP_TOKENS.Clock,
      ],
    );
  container
    .bind(SHELL_TOKENS.AccountLanguageStore)
    .toResolvedValue(
      (session: AuthSession, locale: LocaleStore) =>
        new AccountLanguageStore(session, locale, new HttpAccountSettingsApi(http())),
      [APP_TOKENS.AuthSession, APP_TOKENS.LocaleStore],
    );
  // The logout asks about live recordings not saved on this device (docs/live-recording.md#whose-recording).
  bindRecordingsOnDevice(container, http);
  // Reading offline: the kept answers, cleared at each sign-out (docs/product-rules.md#offline).
  bindOfflineReading(container);
  // Made now, with the signed-in layout: the kept answers follow the account from the start, and the
  // recordings saved offline go as soon as they can (docs/live-recording.md#saved-offline).
  container.get(OFFLINE_TOKENS.OfflineReadings);
  container.get(LIVE_RECORDING_TOKENS.LiveOutbox);
}
